package roundhouse.title.t1854.internal;

import java.util.Set;
import java.util.function.BiFunction;

import roundhouse.api.GameSetup;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.StockMarket;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TrainType;
import roundhouse.engine.spi.step.Bankrupt;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.DiscardTrain;
import roundhouse.engine.spi.step.Dividend;
import roundhouse.engine.spi.step.HomeToken;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Route;
import roundhouse.engine.spi.step.StockRound;

/**
 * 1854's rules behind the exported {@link roundhouse.title.t1854.T1854Rules}: its game, boards, market
 * and rounds, made here so that the classes they use stay internal to this bundle.
 */
public final class Austria {
    private Austria() {
    }

    /** The rule options 1854's own code reads: the auction's, the locals' and the stock round's. */
    public static final Set<String> OPTIONS = java.util.stream.Stream
            .of(AustrianAuction.OPTIONS.stream(), LocalMerger.OPTIONS.stream(), java.util.stream.Stream.of(AustrianShareTurn.OPTIONS_MAY_WAIT))
            .flatMap(s -> s).collect(java.util.stream.Collectors.toUnmodifiableSet());

    /** What {@link #game} needs of the title: its board made from the areas 1854 gives it. */
    @FunctionalInterface
    public interface BoardMaker {
        roundhouse.engine.map.Board board(roundhouse.engine.map.BoardAreas areas);
    }

    /** A game of 1854 (or of a variant) on {@code gameData}: two boards, tunnels, the AGs' home lays. */
    public static Game game(EngineTitle title, GameSetup setup, boolean logging, TitleData gameData, BoardMaker boards,
            java.util.List<TrainType> trains, StockMarket market) {
        AustrianBoardAreas areas = new AustrianBoardAreas(gameData);
        AustrianGame game = new AustrianGame(gameData, setup, title, trains, boards.board(areas), market, logging);
        areas.attach(game); // the route check reads who owns the mountain railways
        return game;
    }

    /** The two boards, tunnels, the AGs' home lays and 1854's route rules ({@link AustrianBoardAreas}). */
    public static roundhouse.engine.map.BoardAreas boardAreas(TitleData data) {
        return new AustrianBoardAreas(data);
    }

    /** 1854's hex market, priced per 10 %. */
    public static StockMarket market(TitleData data) {
        return new AustrianMarket(data.marketLayout(), StockMarket.cells(data.market()));
    }

    /** "Die Auktionsrunde": the game opens with the auction of the eleven privates. */
    public static Round initialRound(Game game) {
        return AuctionSequence.first(game);
    }

    /** "Die Aktienrunde": sell any number, then buy one certificate. */
    public static Round stockRound(Game game) {
        StockRound r = new StockRound(game);
        r.add(new DiscardTrain(game, r));
        r.add(new AustrianShareTurn(game, r));
        return r;
    }

    /**
     * "Betriebsrunde", "Übersicht": mail income, track, station, run, revenue, buy trains, mail contract.
     * The home station goes down when a company first operates ("Inbetriebnahme").
     */
    public static Round operatingRound(Game game, int number) {
        OperatingRound r = new AustrianOperatingRound((AustrianGame) game, number);
        BuyTrain buyTrain = new AustrianBuyTrain(game, r);
        r.add(new Bankrupt(game, r, buyTrain));
        r.add(new DiscardTrain(game, r));
        r.add(new HomeToken(game, r));
        r.add(new AgHome(game, r));
        r.add(new AustrianTrack(game, r));
        r.add(new AustrianToken(game, r));
        r.add(new Route(game, r));
        r.add(new Dividend(game, r));
        r.add(buyTrain);
        r.add(new BuyMailContract(game, r));
        return r;
    }

    /**
     * "Die Auktionsrunde": auction, one operating round, auction... until all privates are sold; then
     * stock and operating rounds ({@code generic}, the engine's order), with the merger windows at the
     * start and the end of operating rounds from phase 5 ({@link MergerWindows}). "Phasenwechsel", phase
     * 4: after the last OR of a set a single 4-train left in the bank leaves the game.
     */
    public static Round nextRound(EngineTitle title, Game game, Round finished, BiFunction<Game, Round, Round> generic) {
        return MergerWindows.next(game, finished, f -> {
            if (f instanceof OperatingRound && game.counters().lastOperatingRoundOfSet()) {
                ((AustrianTrainRules) game.trainRules()).removeLastSingleFour();
            }
            Round auction = AuctionSequence.next(title, game, f);
            return auction != null ? auction : generic.apply(game, f);
        });
    }

    public static roundhouse.engine.spi.DividendRules dividendRules(Game game) {
        return new AustrianDividendRules(game);
    }

    public static roundhouse.engine.spi.TrainRules trainRules(Game game) {
        return new AustrianTrainRules(game);
    }
}
