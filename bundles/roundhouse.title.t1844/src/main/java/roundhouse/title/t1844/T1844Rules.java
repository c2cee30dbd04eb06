package roundhouse.title.t1844;

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
import roundhouse.title.t1844.internal.Switzerland;

/**
 * 1844 Switzerland's rules, for 1844 and the titles that extend it: the private auction, the pre-state
 * railways, regionals and historical companies, the mountain railways and tunnels, the SBB's
 * formation, debts and interest. A variant reuses them by subclassing this class, and 1844's data by
 * declaring {@code "extends": "1844"} in its {@code GAME-INF/title.json}:
 *
 * <pre>
 * &#64;Component(service = EngineTitle.class)
 * public class BigBank1844 extends T1844Rules {
 *     public BigBank1844() {
 *         super(BigBank1844.class.getClassLoader());
 *     }
 * }
 * </pre>
 *
 * The variant's {@code GAME-INF} files replace 1844's, its {@code patch.json} changes parts of them (see
 * the engine's README, "Titles that extend titles"). A rule of the variant overrides one of the methods
 * below and calls {@code super} for the rest.
 */
@ConsumerType
public abstract class T1844Rules extends EngineTitle {
    /** 1844 itself: its data is this bundle's {@code GAME-INF}. */
    protected T1844Rules() {
        super(T1844Rules.class.getClassLoader(), Switzerland.OPTIONS);
    }

    /**
     * A variant of 1844 whose own {@code GAME-INF} the loader reads (pass
     * {@code getClass().getClassLoader()}), layered over 1844's.
     */
    protected T1844Rules(ClassLoader variant) {
        this(List.of(variant));
    }

    /**
     * A title further down a chain of variants: its loaders, then those of the variants between it and
     * 1844 ({@link EngineTitle#over}).
     */
    protected T1844Rules(List<ClassLoader> variants) {
        super(over(variants, T1844Rules.class), Switzerland.OPTIONS);
    }

    /**
     * A variant whose own code reads rule options of its own: {@code variantOptions}, which its
     * {@code title.json} declares in {@code optional_rules} (they join 1844's options there).
     *
     * @since 1.1
     */
    protected T1844Rules(ClassLoader variant, Set<String> variantOptions) {
        this(List.of(variant), variantOptions);
    }

    /**
     * A chain of variants ({@link #T1844Rules(List)}) whose code reads the options {@code variantOptions}
     * besides 1844's.
     *
     * @since 1.1
     */
    protected T1844Rules(List<ClassLoader> variants, Set<String> variantOptions) {
        super(over(variants, T1844Rules.class), joined(Switzerland.OPTIONS, variantOptions));
    }

    @Override
    public Game createGame(GameSetup setup, boolean logging) {
        TitleData gameData = data(setup);
        return Switzerland.game(this, setup, logging, gameData, areas -> createBoard(map(), gameData, areas),
                trainTypes(dataKeys(setup)), gameData == data() ? createMarket() : createMarket(gameData));
    }

    @Override
    protected StockMarket createMarket() {
        return Switzerland.market(data());
    }

    @Override
    protected StockMarket createMarket(TitleData gameData) {
        return Switzerland.market(gameData);
    }

    /** RB II: the privates are auctioned one after the other. */
    @Override
    public Round initialRound(Game game) {
        return Switzerland.initialRound(game);
    }

    /** RB II, XIX: the order of play by cash; RB X: the SBB's formation after the operating round that calls it. */
    @Override
    public Round nextRound(Game game, Round finished) {
        return Switzerland.nextRound(this, game, finished, super::nextRound);
    }

    /** RB XX: any sales, then one purchase (a share, a par, a mountain railway or a tunnel share). */
    @Override
    public Round stockRound(Game game) {
        return Switzerland.stockRound(game);
    }

    /** RB XI: track, station, run, dividend, trains, around the privates' and tunnels' steps. */
    @Override
    public Round operatingRound(Game game, int number) {
        return Switzerland.operatingRound(game, number);
    }

    @Override
    public DividendRules createDividendRules(Game game) {
        return Switzerland.dividendRules(game);
    }

    @Override
    public TrainRules createTrainRules(Game game) {
        return Switzerland.trainRules(game);
    }
}
