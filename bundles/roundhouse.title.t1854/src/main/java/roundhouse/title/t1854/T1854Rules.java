package roundhouse.title.t1854;

import java.util.List;
import java.util.Set;

import org.osgi.annotation.versioning.ConsumerType;

import roundhouse.api.GameSetup;
import roundhouse.engine.spi.DividendRules;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.StockMarket;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TrainRules;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t1854.internal.Austria;

/**
 * 1854 Austria's rules, for 1854 and the titles that extend it: the auction rounds of the mountain and
 * local railways with an operating round after each, the locals on their own board and their mergers,
 * the hex market and the share split, the mail contracts. A variant reuses them by subclassing this
 * class, and 1854's data by declaring {@code "extends": "1854"} in its {@code GAME-INF/title.json}:
 *
 * <pre>
 * &#64;Component(service = EngineTitle.class)
 * public class BigBank1854 extends T1854Rules {
 *     public BigBank1854() {
 *         super(BigBank1854.class.getClassLoader());
 *     }
 * }
 * </pre>
 *
 * The variant's {@code GAME-INF} files replace 1854's, its {@code patch.json} changes parts of them (see
 * the engine's README, "Titles that extend titles"). A rule of the variant overrides one of the methods
 * below and calls {@code super} for the rest.
 */
@ConsumerType
public abstract class T1854Rules extends EngineTitle {
    /** 1854 itself: its data is this bundle's {@code GAME-INF}. */
    protected T1854Rules() {
        super(T1854Rules.class.getClassLoader(), Austria.OPTIONS);
    }

    /**
     * A variant of 1854 whose own {@code GAME-INF} the loader reads (pass
     * {@code getClass().getClassLoader()}), layered over 1854's.
     */
    protected T1854Rules(ClassLoader variant) {
        this(List.of(variant));
    }

    /**
     * A title further down a chain of variants: its loaders, then those of the variants between it and
     * 1854 ({@link EngineTitle#over}).
     */
    protected T1854Rules(List<ClassLoader> variants) {
        super(over(variants, T1854Rules.class), Austria.OPTIONS);
    }

    /**
     * A variant whose own code reads rule options of its own: {@code variantOptions}, which its
     * {@code title.json} declares in {@code optional_rules} (they join 1854's options there).
     *
     * @since 1.1
     */
    protected T1854Rules(ClassLoader variant, Set<String> variantOptions) {
        this(List.of(variant), variantOptions);
    }

    /**
     * A chain of variants ({@link #T1854Rules(List)}) whose code reads the options {@code variantOptions}
     * besides 1854's.
     *
     * @since 1.1
     */
    protected T1854Rules(List<ClassLoader> variants, Set<String> variantOptions) {
        super(over(variants, T1854Rules.class), joined(Austria.OPTIONS, variantOptions));
    }

    @Override
    public Game createGame(GameSetup setup, boolean logging) {
        TitleData gameData = data(setup);
        return Austria.game(this, setup, logging, gameData, areas -> createBoard(map(), gameData, areas),
                trainTypes(dataKeys(setup)), createMarket(gameData));
    }

    /** The two boards, tunnels, the AGs' home lays and 1854's route rules. */
    @Override
    protected roundhouse.engine.map.BoardAreas createBoardAreas() {
        return Austria.boardAreas(data());
    }

    @Override
    protected StockMarket createMarket() {
        return createMarket(data());
    }

    @Override
    protected StockMarket createMarket(TitleData gameData) {
        return Austria.market(gameData);
    }

    /** "Die Auktionsrunde": the game opens with the auction of the eleven privates. */
    @Override
    public Round initialRound(Game game) {
        return Austria.initialRound(game);
    }

    /** "Die Aktienrunde": sell any number, then buy one certificate. */
    @Override
    public Round stockRound(Game game) {
        return Austria.stockRound(game);
    }

    /** "Betriebsrunde": mail income, track, station, run, revenue, buy trains, mail contract. */
    @Override
    public Round operatingRound(Game game, int number) {
        return Austria.operatingRound(game, number);
    }

    /** Auction and operating rounds until the privates are sold, then stock and operating rounds with the merger windows. */
    @Override
    public Round nextRound(Game game, Round finished) {
        return Austria.nextRound(this, game, finished, super::nextRound);
    }

    @Override
    public DividendRules createDividendRules(Game game) {
        return Austria.dividendRules(game);
    }

    @Override
    public TrainRules createTrainRules(Game game) {
        return Austria.trainRules(game);
    }
}
