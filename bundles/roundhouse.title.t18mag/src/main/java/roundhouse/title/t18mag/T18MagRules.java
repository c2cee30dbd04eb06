package roundhouse.title.t18mag;

import java.util.List;
import java.util.Set;

import org.osgi.annotation.versioning.ConsumerType;

import roundhouse.api.GameSetup;
import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.spi.DividendRules;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameEnd;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TrainRules;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t18mag.internal.Hungary;

/**
 * 18Magyarország's rules, for 18Mag and the titles that extend it: the free draft, minors that own the
 * trains and corporations that sell them services, the mines, the supporters' cards, the 2-player map.
 * A variant reuses them by subclassing this class, and 18Mag's data by declaring
 * {@code "extends": "18Mag"} in its {@code GAME-INF/title.json}:
 *
 * <pre>
 * &#64;Component(service = EngineTitle.class)
 * public class LongGame18Mag extends T18MagRules {
 *     public LongGame18Mag() {
 *         super(LongGame18Mag.class.getClassLoader());
 *     }
 * }
 * </pre>
 *
 * The variant's {@code GAME-INF} files replace 18Mag's, its {@code patch.json} changes parts of them (see
 * the engine's README, "Titles that extend titles"). A rule of the variant overrides one of the methods
 * below and calls {@code super} for the rest.
 */
@ConsumerType
public abstract class T18MagRules extends EngineTitle {
    private volatile MapDefinition twoPlayerMap;

    /** 18Mag itself: its data is this bundle's {@code GAME-INF}. */
    protected T18MagRules() {
        super(T18MagRules.class.getClassLoader(), Hungary.OPTIONS);
    }

    /**
     * A variant of 18Mag whose own {@code GAME-INF} the loader reads (pass
     * {@code getClass().getClassLoader()}), layered over 18Mag's.
     */
    protected T18MagRules(ClassLoader variant) {
        this(List.of(variant));
    }

    /**
     * A title further down a chain of variants: its loaders, then those of the variants between it and
     * 18Mag ({@link EngineTitle#over}).
     */
    protected T18MagRules(List<ClassLoader> variants) {
        super(over(variants, T18MagRules.class), Hungary.OPTIONS);
    }

    /**
     * A variant whose own code reads rule options of its own: {@code variantOptions}, which its
     * {@code title.json} declares in {@code optional_rules} (they join 18Mag's options there).
     *
     * @since 1.1
     */
    protected T18MagRules(ClassLoader variant, Set<String> variantOptions) {
        this(List.of(variant), variantOptions);
    }

    /**
     * A chain of variants ({@link #T18MagRules(List)}) whose code reads the options {@code variantOptions}
     * besides 18Mag's.
     *
     * @since 1.1
     */
    protected T18MagRules(List<ClassLoader> variants, Set<String> variantOptions) {
        super(over(variants, T18MagRules.class), joined(Hungary.OPTIONS, variantOptions));
    }

    @Override
    public Game createGame(GameSetup setup, boolean logging) {
        TitleData gameData = data(setup);
        MapDefinition map = setup.players().size() == 2 ? twoPlayerMap() : map();
        return Hungary.game(this, setup, logging, gameData, map, (m, areas) -> createBoard(m, gameData, areas),
                trainTypes(dataKeys(setup)), gameData == data() ? createMarket() : createMarket(gameData));
    }

    /** RB X: the 2-player game is played on the back of the board. */
    private MapDefinition twoPlayerMap() {
        if (twoPlayerMap == null) {
            twoPlayerMap = Hungary.twoPlayerMap(info().id());
        }
        return twoPlayerMap;
    }

    /**
     * The engine's check: the 3-6 player options are refused for the 2-player game by their
     * {@code players} in title.json. Kept for the variants built against this package's 1.0.
     */
    @Override
    public void checkSetup(GameSetup setup) {
        super.checkSetup(setup);
    }

    /** RB V: the free draft opens the game. */
    @Override
    public Round initialRound(Game game) {
        return Hungary.initialRound(game);
    }

    /** RB V: an operating round straight after the draft; RB VI.3.9: a stock round after an OR that began a phase. */
    @Override
    public Round nextRound(Game game, Round finished) {
        return Hungary.nextRound(this, game, finished, super::nextRound);
    }

    /** RB VII: players sell, then buy at most one share. */
    @Override
    public Round stockRound(Game game) {
        return Hungary.stockRound(game);
    }

    /** RB VI.3.1, VI.4.1: minors lay, token, scrap, run, split and buy trains; corporations token and pay. */
    @Override
    public Round operatingRound(Game game, int number) {
        return Hungary.operatingRound(game, number);
    }

    /** The board's 18Mag rules for rulebook games. */
    @Override
    protected BoardAreas createBoardAreas() {
        return Hungary.boardAreas(data(), false);
    }

    /** No company may place a station in a mine (RB VI.3.7): its slot is held by a neutral marker. */
    @Override
    protected Board createBoard(MapDefinition map, TitleData data, BoardAreas areas) {
        Board board = super.createBoard(map, data, areas);
        Hungary.reserveMines(board);
        return board;
    }

    @Override
    public DividendRules createDividendRules(Game game) {
        return Hungary.dividendRules(game);
    }

    /** RB IX.1: the game ends after the OR set that follows the start of the gray phase. */
    @Override
    public GameEnd createGameEnd(Game game) {
        return Hungary.gameEnd(game);
    }

    @Override
    public TrainRules createTrainRules(Game game) {
        return Hungary.trainRules(game);
    }
}
