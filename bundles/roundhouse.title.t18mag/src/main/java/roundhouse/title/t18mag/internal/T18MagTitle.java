package roundhouse.title.t18mag.internal;

import java.util.List;
import java.util.Set;

import org.osgi.service.component.annotations.Component;

import roundhouse.api.GameSetup;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameEnd;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TrainRules;
import roundhouse.engine.spi.DividendRules;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.StockRound;
import roundhouse.title.t18mag.internal.step.Route;
import roundhouse.title.t18mag.internal.step.Supporters;
import roundhouse.title.t18mag.internal.step.Token;
import roundhouse.title.t18mag.internal.step.Track;
import roundhouse.title.t18mag.internal.step.BuySellParShares;
import roundhouse.title.t18mag.internal.step.BuyTrain;
import roundhouse.title.t18mag.internal.step.Dividend;
import roundhouse.title.t18mag.internal.step.ScrapTrain;

/**
 * 18Magyarország: a free draft instead of an auction (RB V), minors that own the trains and
 * corporations that sell them services (RB III.3). The data is under {@code GAME-INF/}; this class
 * sequences the draft before the first OR and creates the title's game and train rules.
 *
 * <p>Registered as an {@link EngineTitle} service; tests construct it directly.
 */
@Component(service = EngineTitle.class)
public class T18MagTitle extends EngineTitle {
    /** 18xx.games optional rules (meta.rb). */
    static final String STANDARD_DIVS = "standard_divs";
    static final String NEW_MAJOR = "new_major";
    static final String SUPPORTERS = "supporters";
    static final String NEW_MINORS_CHALLENGE = "new_minors_challenge";
    static final String NEW_MINORS_SIMPLE = "new_minors_simple";
    /** Places where 18xx.games departs from the rulebook (digest §10.1); on for imported games. */
    static final String NO_TRAIN_CONSECUTIVE = "no_train_consecutive";
    static final String NO_TRAIN_GRAY_EXTRA_SET = "no_train_gray_extra_set";
    public static final String FREE_ROUTE_REVENUE = "free_route_revenue";
    public static final String RAILCARS_MUST_BE_USED = "railcars_must_be_used";
    public static final String SAME_TURN_UPGRADE = "same_turn_upgrade";
    static final String TERRAIN_TOKEN_PENDING = "terrain_token_pending";
    public static final String YELLOW_OO_FIRST_TOKEN = "yellow_oo_first_token";
    public static final String TRADE_WITHOUT_CONSENT = "trade_without_consent";

    /** companies.json {@code type} of a minor. */
    static final String MINOR = "minor";
    /** Who holds the mines' station slots. */
    static final String MINE_HOLDER = "mine";

    /** The first round: every player picks papers for free (RB V). */
    static final RoundKind DRAFT = new RoundKind("draft");

    public T18MagTitle() {
        super(T18MagTitle.class.getClassLoader(), Set.of(STANDARD_DIVS, NEW_MAJOR, SUPPORTERS, NEW_MINORS_CHALLENGE,
                NEW_MINORS_SIMPLE, NO_TRAIN_CONSECUTIVE, NO_TRAIN_GRAY_EXTRA_SET, FREE_ROUTE_REVENUE,
                RAILCARS_MUST_BE_USED, SAME_TURN_UPGRADE, TERRAIN_TOKEN_PENDING, YELLOW_OO_FIRST_TOKEN,
                TRADE_WITHOUT_CONSENT));
    }

    @Override
    public Game createGame(GameSetup setup, boolean logging) {
        TitleData gameData = data(setup);
        roundhouse.engine.map.MapDefinition map = setup.players().size() == 2 ? twoPlayerMap() : map();
        roundhouse.engine.map.Board board = createBoard(map, gameData,
                boardAreas(gameData, setup.optionalRules().contains(YELLOW_OO_FIRST_TOKEN)));
        return new MagGame(gameData, setup, this, trainTypes(dataKeys(setup)), board,
                gameData == data() ? createMarket() : createMarket(gameData), logging);
    }

    private volatile roundhouse.engine.map.MapDefinition twoPlayerMap;

    /** RB X: the 2-player game is played on the back of the board, Hungary in its present borders. */
    private roundhouse.engine.map.MapDefinition twoPlayerMap() {
        if (twoPlayerMap == null) {
            twoPlayerMap = roundhouse.engine.map.MapDefinition.fromClassLoader(info().id(), T18MagTitle.class.getClassLoader(),
                    "map-2p.json", "tiles-2p.json");
        }
        return twoPlayerMap;
    }

    /** The options of 18xx.games for 3 to 6 players only (meta.rb): the 2-player game has none of them. */
    static final Set<String> MULTIPLAYER_OPTIONS = Set.of(NEW_MAJOR, SUPPORTERS, NEW_MINORS_CHALLENGE, NEW_MINORS_SIMPLE);

    @Override
    public void checkSetup(GameSetup setup) {
        super.checkSetup(setup);
        if (setup.players().size() == 2) {
            for (String o : setup.optionalRules()) {
                if (MULTIPLAYER_OPTIONS.contains(o)) {
                    throw new IllegalArgumentException("the optional rule " + o + " of 18Mag is for 3 to 6 players, not for the 2-player game");
                }
            }
        }
    }

    @Override
    public Round initialRound(Game game) {
        return new DraftRound((MagGame) game);
    }

    /**
     * RB V: the draft is followed by an operating round straight away (OR 1.1, same turn). RB VI.3.9:
     * after an OR in which a new phase began, a stock round follows even within the set.
     */
    @Override
    public Round nextRound(Game game, Round finished) {
        if (DRAFT.equals(finished.roundKind())) {
            game.counters().startOperatingSet(game.phase().operatingRounds());
            return operatingRound(game, 1);
        }
        if (finished instanceof MagOperatingRound) {
            ((MagGame) game).endOfOperatingRound();
        }
        if (finished instanceof MagOperatingRound or && or.phaseChanged()) {
            game.counters().nextTurn();
            return stockRound(game);
        }
        return super.nextRound(game, finished);
    }

    /** RB VII: players sell, then buy at most one share; nothing else happens in a stock round. */
    @Override
    public Round stockRound(Game game) {
        StockRound r = new MagStockRound(game);
        r.add(new BuySellParShares(game, r));
        return r;
    }

    /**
     * RB VI.3.1, VI.4.1: a minor lays track, places a token, may scrap trains, runs, splits its
     * revenue and buys trains; a corporation places a token and pays a dividend. Steps with nothing to do for an
     * entity are skipped.
     */
    @Override
    public Round operatingRound(Game game, int number) {
        OperatingRound r = new MagOperatingRound(game, number);
        Track track = new Track(game, r);
        Token token = new Token(game, r);
        BuyTrain buyTrain = new BuyTrain(game, r);
        Supporters supporters = game.option(SUPPORTERS) ? new Supporters(game, r, track, token, buyTrain) : null;
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

    /** The board's 18Mag rules ({@link MagBoard}) for rulebook games. */
    @Override
    protected roundhouse.engine.map.BoardAreas createBoardAreas() {
        return boardAreas(data(), false);
    }

    /** The route check tells corporations' stations from minors'; a yellow OO tile places stations by the option. */
    private roundhouse.engine.map.BoardAreas boardAreas(TitleData data, boolean firstTokenFound) {
        Set<String> corporations = new java.util.HashSet<>();
        java.util.Map<String, String> homes = new java.util.HashMap<>();
        for (TitleData.CorporationDef c : data.corporations()) {
            if (!MINOR.equals(c.kind())) {
                corporations.add(c.sym());
            } else if (c.coordinates() != null) {
                homes.put(c.coordinates(), c.sym());
            }
        }
        return MagBoard.areas(corporations, homes, firstTokenFound);
    }

    /** No company may place a station in a mine (RB VI.3.7): its slot is held by a neutral marker. */
    @Override
    protected roundhouse.engine.map.Board createBoard(roundhouse.engine.map.MapDefinition map, TitleData data,
            roundhouse.engine.map.BoardAreas areas) {
        roundhouse.engine.map.Board board = super.createBoard(map, data, areas);
        if (board != null) {
            for (String city : board.freeCities()) {
                int dash = city.lastIndexOf('-');
                board.reserve(MINE_HOLDER, city.substring(0, dash), Integer.parseInt(city.substring(dash + 1)));
            }
        }
        return board;
    }

    @Override
    public DividendRules createDividendRules(Game game) {
        return new MagDividendRules(game);
    }

    /**
     * RB IX.1: the game ends after the OR set that follows the start of the gray phase (the current
     * OR, one stock round, three ORs). There is no bank or bankruptcy end.
     */
    @Override
    public GameEnd createGameEnd(Game game) {
        return new GameEnd(List.of(GameEnd.finalPhase(GameEnd.Timing.ONE_MORE_FULL_OR_SET)));
    }

    @Override
    public TrainRules createTrainRules(Game game) {
        return new MagTrainRules(game);
    }
}
