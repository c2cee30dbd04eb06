package roundhouse.title.t1844.internal;

import java.util.Set;

import roundhouse.api.GameSetup;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TurnOrder;
import roundhouse.engine.spi.step.Bankrupt;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.DiscardTrain;
import roundhouse.engine.spi.step.SurplusTrainsRound;
import roundhouse.engine.spi.step.Dividend;
import roundhouse.engine.spi.step.HomeToken;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Route;
import roundhouse.engine.spi.step.SpecialTrack;
import roundhouse.engine.spi.step.StockRound;
import roundhouse.engine.spi.step.Token;
import roundhouse.title.t1844.internal.step.DestinationCheck;
import roundhouse.title.t1844.internal.step.DestinationConnection;
import roundhouse.title.t1844.internal.step.EvaAssignment;
import roundhouse.title.t1844.internal.step.FurkaOberalp;
import roundhouse.title.t1844.internal.step.MountainBoard;
import roundhouse.title.t1844.internal.step.SbbDiscardTrain;
import roundhouse.title.t1844.internal.step.SwissBuyCompany;
import roundhouse.title.t1844.internal.step.SwissBuyTrain;
import roundhouse.title.t1844.internal.step.SwissTrack;
import roundhouse.title.t1844.internal.step.TunnelLay;

/**
 * 1844's rules behind the exported {@link roundhouse.title.t1844.T1844Rules}: its game, market and
 * rounds, made here so that the classes they use stay internal to this bundle.
 */
public final class Switzerland {
    private Switzerland() {
    }

    /** The rule options 1844's own code reads, beside the engine's. */
    public static final Set<String> OPTIONS = Set.of(T1844Title.FNM_FLOATS_AT_PAR, T1844Title.MOVES_IN_OPERATING_ORDER,
            T1844Title.DESTINATION_CHECK_PASSES, T1844Title.PAR_IN_DEBT, SwissTrack.PRIVATES_FROM_ANY_PLAYER,
            SwissBuyCompany.WAITS_FOR_ABILITIES, EvaAssignment.IGNORES_TRAIN_LIMIT, SbbDiscardTrain.LEAVE_GAME,
            T1844Title.BANKRUPTCY, SwissRouteCheck.SIDES_ONCE, PrivateAuction.SKIPS_POOR_OPENER, PrivateAuction.REOPENS_UNSOLD,
            SwissShareTurn.PAYOFF_BEFORE_PASS);

    /** What {@link #game} needs of the title: its board made from the areas 1844 gives it. */
    @FunctionalInterface
    public interface BoardMaker {
        roundhouse.engine.map.Board board(roundhouse.engine.map.BoardAreas areas);
    }

    /**
     * A game of 1844 (or of a variant) on {@code gameData}: the mountain railways' boards and the tunnels
     * it records, regionals kept off the red off-boards (RB VIII), Swiss route checks and lays.
     */
    public static Game game(EngineTitle title, GameSetup setup, boolean logging, TitleData gameData, BoardMaker boards,
            java.util.List<roundhouse.engine.spi.TrainType> trains, roundhouse.engine.spi.StockMarket market) {
        // the mountain boards placed in this game: the stock rounds write, the route check reads
        java.util.Map<String, String> mountainBoards = new java.util.HashMap<>();
        // the tunnels built in this game: the tunnel step writes, the route check reads
        java.util.Map<String, String> tunnels = new java.util.HashMap<>();
        roundhouse.engine.map.BoardAreas routes = SwissRouteCheck.areas(mountainBoards, mountainRevenues(gameData), tunnels,
                setup.optionalRules());
        java.util.Set<String> regionals = new java.util.HashSet<>();
        for (TitleData.CorporationDef c : gameData.corporations()) {
            if (SwissGame.REGIONAL.equals(c.kind())) {
                regionals.add(c.sym());
            }
        }
        roundhouse.engine.map.Board board = boards.board(new roundhouse.engine.map.BoardAreas() {
            @Override
            public roundhouse.engine.map.RouteCheck routeCheck(roundhouse.engine.map.Board b) {
                return routes.routeCheck(b);
            }

            @Override
            public roundhouse.engine.map.TileLays lays(roundhouse.engine.map.Board b) {
                return new SwissTileLays(b);
            }

            @Override
            public roundhouse.engine.map.RouteGraphBuilder routeGraph(roundhouse.engine.map.Board b) {
                return routes.routeGraph(b);
            }

            @Override
            public roundhouse.engine.map.Reach reach(roundhouse.engine.map.Board b) {
                return new SwissReach(b, regionals);
            }
        });
        return new SwissGame(gameData, setup, title, trains, board, market, logging, mountainBoards, tunnels);
    }

    /** 1844's market: the Swiss stock market on the data's grid. */
    public static roundhouse.engine.spi.StockMarket market(TitleData data) {
        return new SwissStockMarket(data.marketLayout(), roundhouse.engine.spi.StockMarket.cells(data.market()));
    }

    /** companies.json {@code boards} of the mountain railways: board name to revenue by phase colour (RB IV). */
    static java.util.Map<String, java.util.Map<String, Integer>> mountainRevenues(TitleData data) {
        java.util.Map<String, java.util.Map<String, Integer>> out = new java.util.HashMap<>();
        for (TitleData.CompanyDef c : data.companies()) {
            if (c.data().get("boards") instanceof java.util.Map<?, ?> boards) {
                boards.forEach((name, spec) -> {
                    java.util.Map<String, Integer> byColor = new java.util.LinkedHashMap<>();
                    if (spec instanceof java.util.Map<?, ?> m && m.get("revenue") instanceof java.util.Map<?, ?> r) {
                        r.forEach((color, v) -> byColor.put(String.valueOf(color), ((Number) v).intValue()));
                    }
                    out.put(String.valueOf(name), byColor);
                });
            }
        }
        return out;
    }

    /** RB II: the privates are auctioned one after the other. */
    public static Round initialRound(Game game) {
        return new PrivateAuction((SwissGame) game);
    }

    /**
     * RB II: once every private is sold, the rest of the first stock round is played least cash
     * first; RB XIX: at the end of every stock round the order for the next is most cash first
     * (ties keep the previous order), counted before the operating rounds pay anything. The title's
     * stock round follows the auction; the engine's order of rounds ({@code generic}) gives the others.
     */
    public static Round nextRound(EngineTitle title, Game game, Round finished,
            java.util.function.BiFunction<Game, Round, Round> generic) {
        if (finished instanceof PrivateAuction auction && auction.cutShort()) {
            // RB II: the first stock round ends with privates unsold; RB XIX: most cash acts first next
            game.turnOrder().reorder(TurnOrder.byCashDescending());
            return new IncomeRound(game);
        }
        if (finished instanceof IncomeRound) {
            game.counters().nextTurn();
            return new PrivateAuction((SwissGame) game);
        }
        if (RoundKind.AUCTION.equals(finished.roundKind())) {
            game.turnOrder().reorder(java.util.Comparator.comparingInt(p -> p.cash()));
            return title.stockRound(game);
        }
        if (RoundKind.STOCK.equals(finished.roundKind())) {
            ((SwissGame) game).chargeInterest();
            game.turnOrder().reorder(TurnOrder.byCashDescending());
        }
        if (finished instanceof SbbFormationRound formation) {
            return SurplusTrainsRound.before(game, formation.after());
        }
        if (RoundKind.OPERATING.equals(finished.roundKind()) && game.counters().lastOperatingRoundOfSet()) {
            ((SwissTrainRules) game.trainRules()).exportAfterSet();
        }
        Round next = generic.apply(game, finished);
        // RB X: the SBB forms at the end of the operating round that sold the first 5/5H (or exported it)
        if (RoundKind.OPERATING.equals(finished.roundKind()) && ((SwissGame) game).formSbbIfDue()) {
            String number = game.turn() + "." + (next instanceof OperatingRound or ? or.number() : 1);
            return new SbbFormationRound((SwissGame) game, game.corporation("SBB"), next, number);
        }
        // RB XV: what an export at the set's end leaves above the new limit goes to the bank pool at once
        return SurplusTrainsRound.before(game, next);
    }

    /** RB XX: a turn is any sales, then one purchase (a share, a par, a mountain railway or a tunnel share). */
    public static Round stockRound(Game game) {
        StockRound r = new SwissStockRound((SwissGame) game);
        MountainBoard board = new MountainBoard(game, r, ((SwissGame) game).mountainBoards(),
                ((SwissGame) game).mountainRailwayByHex());
        r.add(new FurkaOberalp(game, r));
        r.add(board);
        r.add(new SwissShareTurn((SwissGame) game, r, board));
        return r;
    }

    /**
     * RB XI: a company lays track, places a station, runs its trains, pays out or withholds, buys
     * trains. The home station is placed when it first operates.
     */
    public static Round operatingRound(Game game, int number) {
        OperatingRound r = new SwissOperatingRound((SwissGame) game, number);
        BuyTrain buyTrain = new SwissBuyTrain(game, r, (SwissGame) game);
        boolean checks = game.option(T1844Title.DESTINATION_CHECK_PASSES);
        r.add(new FurkaOberalp(game, r));
        r.add(new EvaAssignment(game, r));
        if (checks) {
            r.add(new DestinationConnection(game, r, new Destinated((SwissGame) game)));
        }
        r.add(new SwissBuyCompany(game, r, false));
        if (game.option(T1844Title.BANKRUPTCY)) {
            r.add(new Bankrupt(game, r, buyTrain));
        }
        r.add(new DiscardTrain(game, r));
        r.add(new HomeToken(game, r));
        SwissTrack track = new SwissTrack(game, r);
        r.add(new SpecialTrack(game, r, track)); // P2's extra yellow tile (RB III)
        r.add(new TunnelLay(game, r, track, ((SwissGame) game).tunnels()));
        r.add(track);
        if (checks) {
            r.add(new DestinationCheck(game, r));
        }
        r.add(new Token(game, r));
        if (checks) {
            r.add(new DestinationCheck(game, r));
        }
        r.add(new Route(game, r));
        r.add(new Dividend(game, r));
        r.add(buyTrain);
        r.add(new SwissBuyCompany(game, r, true));
        return r;
    }

    /** RB XVI: dividends, in debt first to the bank. */
    public static roundhouse.engine.spi.DividendRules dividendRules(Game game) {
        return new SwissDividendRules(game);
    }

    /** RB XIII, XVII: 1844's trains, exports and phases. */
    public static roundhouse.engine.spi.TrainRules trainRules(Game game) {
        return new SwissTrainRules(game);
    }

    /** Whether a company has reached its destination, for the step that checks the recorded ones (a named class: a copy of the game asks its own). */
    private static final class Destinated implements java.util.function.Predicate<roundhouse.engine.spi.Corporation> {
        private final SwissGame game;

        Destinated(SwissGame game) {
            this.game = game;
        }

        @Override
        public boolean test(roundhouse.engine.spi.Corporation c) {
            return game.destinated(c);
        }
    }
}
