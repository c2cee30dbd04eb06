package roundhouse.title.t18mag.internal;

import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;

import roundhouse.api.GameSetup;
import roundhouse.engine.spi.DividendRules;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameEnd;
import roundhouse.engine.spi.StockMarket;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TrainRules;
import roundhouse.engine.spi.TrainType;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.StockRound;
import roundhouse.title.t18mag.internal.step.BuySellParShares;
import roundhouse.title.t18mag.internal.step.BuyTrain;
import roundhouse.title.t18mag.internal.step.Dividend;
import roundhouse.title.t18mag.internal.step.Route;
import roundhouse.title.t18mag.internal.step.ScrapTrain;
import roundhouse.title.t18mag.internal.step.Supporters;
import roundhouse.title.t18mag.internal.step.Token;
import roundhouse.title.t18mag.internal.step.Track;

/**
 * 18Mag's rules behind the exported {@link roundhouse.title.t18mag.T18MagRules}: its game, boards and
 * rounds, made here so that the classes they use stay internal to this bundle.
 */
public final class Hungary {
    private Hungary() {
    }

    /** The rule options 18Mag's own code reads, beside the engine's. */
    public static final Set<String> OPTIONS = Set.of(T18MagTitle.STANDARD_DIVS, T18MagTitle.NEW_MAJOR, T18MagTitle.SUPPORTERS,
            T18MagTitle.NEW_MINORS_CHALLENGE, T18MagTitle.NEW_MINORS_SIMPLE, T18MagTitle.NO_TRAIN_CONSECUTIVE,
            T18MagTitle.NO_TRAIN_GRAY_EXTRA_SET, T18MagTitle.FREE_ROUTE_REVENUE, T18MagTitle.RAILCARS_MUST_BE_USED,
            T18MagTitle.SAME_TURN_UPGRADE, T18MagTitle.TERRAIN_TOKEN_PENDING, T18MagTitle.YELLOW_OO_FIRST_TOKEN,
            T18MagTitle.TRADE_WITHOUT_CONSENT);

    /** What {@link #game} needs of the title: its board on a map, made from the areas 18Mag gives it. */
    @FunctionalInterface
    public interface BoardMaker {
        roundhouse.engine.map.Board board(roundhouse.engine.map.MapDefinition map, roundhouse.engine.map.BoardAreas areas);
    }

    /** A game of 18Mag (or of a variant) on {@code map}: the title passes the back of the board for 2 players (RB X). */
    public static Game game(EngineTitle title, GameSetup setup, boolean logging, TitleData gameData,
            roundhouse.engine.map.MapDefinition map, BoardMaker boards, List<TrainType> trains, StockMarket market) {
        roundhouse.engine.map.Board board = boards.board(map,
                boardAreas(gameData, setup.optionalRules().contains(T18MagTitle.YELLOW_OO_FIRST_TOKEN)));
        return new MagGame(gameData, setup, title, trains, board, market, logging);
    }

    /** RB X: the 2-player game is played on the back of the board, Hungary in its present borders. */
    public static roundhouse.engine.map.MapDefinition twoPlayerMap(String titleId) {
        return roundhouse.engine.map.MapDefinition.fromClassLoader(titleId, Hungary.class.getClassLoader(), "map-2p.json",
                "tiles-2p.json");
    }

    /** RB V: the free draft opens the game. */
    public static Round initialRound(Game game) {
        return new DraftRound((MagGame) game);
    }

    /**
     * RB V: the draft is followed by an operating round straight away (OR 1.1, same turn). RB VI.3.9:
     * after an OR in which a new phase began, a stock round follows even within the set. The title's
     * rounds follow; the engine's order of rounds ({@code generic}) gives the others.
     */
    public static Round nextRound(EngineTitle title, Game game, Round finished, BiFunction<Game, Round, Round> generic) {
        if (T18MagTitle.DRAFT.equals(finished.roundKind())) {
            game.counters().startOperatingSet(game.phase().operatingRounds());
            return title.operatingRound(game, 1);
        }
        if (finished instanceof MagOperatingRound) {
            ((MagGame) game).endOfOperatingRound();
        }
        if (finished instanceof MagOperatingRound or && or.phaseChanged()) {
            game.counters().nextTurn();
            return title.stockRound(game);
        }
        return generic.apply(game, finished);
    }

    /** RB VII: players sell, then buy at most one share; nothing else happens in a stock round. */
    public static Round stockRound(Game game) {
        StockRound r = new MagStockRound(game);
        r.add(new BuySellParShares(game, r));
        return r;
    }

    /**
     * RB VI.3.1, VI.4.1: a minor lays track, places a token, may scrap trains, runs, splits its revenue
     * and buys trains; a corporation places a token and pays a dividend.
     */
    public static Round operatingRound(Game game, int number) {
        OperatingRound r = new MagOperatingRound(game, number);
        Track track = new Track(game, r);
        Token token = new Token(game, r);
        BuyTrain buyTrain = new BuyTrain(game, r);
        Supporters supporters = game.option(T18MagTitle.SUPPORTERS) ? new Supporters(game, r, track, token, buyTrain) : null;
        if (supporters != null) {
            r.add(supporters);
        }
        r.add(track);
        r.add(token);
        r.add(new ScrapTrain(game, r));
        r.add(new Route(game, r, supporters));
        r.add(new Dividend(game, r));
        r.add(buyTrain);
        return r;
    }

    /** The route check tells corporations' stations from minors'; a yellow OO tile places stations by the option. */
    public static roundhouse.engine.map.BoardAreas boardAreas(TitleData data, boolean firstTokenFound) {
        Set<String> corporations = new java.util.HashSet<>();
        java.util.Map<String, String> homes = new java.util.HashMap<>();
        for (TitleData.CorporationDef c : data.corporations()) {
            if (!T18MagTitle.MINOR.equals(c.kind())) {
                corporations.add(c.sym());
            } else if (c.coordinates() != null) {
                homes.put(c.coordinates(), c.sym());
            }
        }
        return MagBoard.areas(corporations, homes, firstTokenFound);
    }

    /** No company may place a station in a mine (RB VI.3.7): its slot is held by a neutral marker. */
    public static void reserveMines(roundhouse.engine.map.Board board) {
        if (board != null) {
            for (String city : board.freeCities()) {
                int dash = city.lastIndexOf('-');
                board.reserve(T18MagTitle.MINE_HOLDER, city.substring(0, dash), Integer.parseInt(city.substring(dash + 1)));
            }
        }
    }

    public static DividendRules dividendRules(Game game) {
        return new MagDividendRules(game);
    }

    /**
     * RB IX.1: the game ends after the OR set that follows the start of the gray phase (the current OR,
     * one stock round, three ORs). There is no bank or bankruptcy end.
     */
    public static GameEnd gameEnd(Game game) {
        return new GameEnd(List.of(GameEnd.finalPhase(GameEnd.Timing.ONE_MORE_FULL_OR_SET)));
    }

    public static TrainRules trainRules(Game game) {
        return new MagTrainRules(game);
    }
}
