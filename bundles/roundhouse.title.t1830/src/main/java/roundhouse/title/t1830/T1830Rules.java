package roundhouse.title.t1830;

import java.util.List;
import java.util.Set;

import org.osgi.annotation.versioning.ConsumerType;

import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.Bankrupt;
import roundhouse.engine.spi.step.BuyCompany;
import roundhouse.engine.spi.step.BuySellParShares;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.DiscardTrain;
import roundhouse.engine.spi.step.Dividend;
import roundhouse.engine.spi.step.Exchange;
import roundhouse.engine.spi.step.HomeToken;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Route;
import roundhouse.engine.spi.step.SpecialToken;
import roundhouse.engine.spi.step.SpecialTrack;
import roundhouse.engine.spi.step.StockRound;
import roundhouse.engine.spi.step.Token;
import roundhouse.engine.spi.step.Track;
import roundhouse.title.t1830.internal.WaterfallAuction;

/**
 * 1830's rules, for 1830 and the titles that extend it: the waterfall auction of the privates opens
 * the game, and 1830's rounds are the engine's generic steps composed in 1830's order, with the
 * steps of the privates' abilities. A variant reuses them (and whatever Java 1830 gains later) by
 * subclassing this class, and 1830's data by declaring {@code "extends": "1830"} in its
 * {@code GAME-INF/title.json}:
 *
 * <pre>
 * &#64;Component(service = EngineTitle.class)
 * public class BigBank1830 extends T1830Rules {
 *     public BigBank1830() {
 *         super(BigBank1830.class.getClassLoader());
 *     }
 * }
 * </pre>
 *
 * The variant's {@code GAME-INF} files replace 1830's, its {@code patch.json} changes parts of them
 * (see the engine's README, "Titles that extend titles").
 */
@ConsumerType
public abstract class T1830Rules extends EngineTitle {
    /** The rule options 1830's own code reads (those of its auction), beside the engine's. */
    private static final Set<String> OPTIONS = WaterfallAuction.OPTIONS;

    /** 1830 itself: its data is this bundle's {@code GAME-INF}. */
    protected T1830Rules() {
        super(T1830Rules.class.getClassLoader(), OPTIONS);
    }

    /**
     * A variant of 1830 whose own {@code GAME-INF} the loader reads (pass
     * {@code getClass().getClassLoader()}), layered over 1830's.
     */
    protected T1830Rules(ClassLoader variant) {
        this(List.of(variant));
    }

    /**
     * A title further down a chain of variants: its loaders, then those of the variants between it
     * and 1830 ({@link EngineTitle#over}).
     */
    protected T1830Rules(List<ClassLoader> variants) {
        super(over(variants, T1830Rules.class), OPTIONS);
    }

    /**
     * A variant whose own code reads rule options of its own: {@code variantOptions}, which its
     * {@code title.json} declares in {@code optional_rules} (they join 1830's options there).
     *
     * @since 1.2
     */
    protected T1830Rules(ClassLoader variant, Set<String> variantOptions) {
        this(List.of(variant), variantOptions);
    }

    /**
     * A chain of variants ({@link #T1830Rules(List)}) whose code reads the options {@code variantOptions}
     * besides 1830's.
     *
     * @since 1.2
     */
    protected T1830Rules(List<ClassLoader> variants, Set<String> variantOptions) {
        super(over(variants, T1830Rules.class), joined(OPTIONS, variantOptions));
    }

    /** R 1.2: the privates are sold in the waterfall auction before the first stock round. */
    @Override
    public Round initialRound(Game game) {
        return new WaterfallAuction(game);
    }

    /** R 4: the share turn, and the owner of the Mohawk &amp; Hudson may exchange it for a NYC share. */
    @Override
    public Round stockRound(Game game) {
        StockRound r = new StockRound(game);
        r.add(new DiscardTrain(game, r));
        r.add(new Exchange(game, r));
        r.add(new BuySellParShares(game, r));
        return r;
    }

    /**
     * R 6: track, token, run, dividend, trains; around them the privates' abilities (Mohawk &amp;
     * Hudson's exchange, Champlain &amp; St. Lawrence's and Delaware &amp; Hudson's tile lays, D&amp;H's
     * token) and, from phase 3, privates bought from players during the turn and after its trains (R 3.1).
     */
    @Override
    public Round operatingRound(Game game, int number) {
        OperatingRound r = new OperatingRound(game, number);
        Track track = new Track(game, r);
        BuyTrain buyTrain = new BuyTrain(game, r);
        r.add(new Bankrupt(game, r, buyTrain));
        r.add(new Exchange(game, r));
        r.add(new SpecialTrack(game, r, track));
        r.add(new SpecialToken(game, r));
        r.add(new BuyCompany(game, r, false));
        r.add(new HomeToken(game, r));
        r.add(track);
        r.add(new Token(game, r));
        r.add(new Route(game, r));
        r.add(new Dividend(game, r));
        r.add(new DiscardTrain(game, r));
        r.add(buyTrain);
        r.add(new BuyCompany(game, r, true));
        return r;
    }
}
