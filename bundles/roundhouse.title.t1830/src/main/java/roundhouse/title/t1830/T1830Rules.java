package roundhouse.title.t1830;

import java.util.List;
import java.util.Set;

import org.osgi.annotation.versioning.ConsumerType;

import roundhouse.engine.spi.EngineTitle;

/**
 * 1830 for titles that extend it. 1830's rules are the engine's own rounds and steps with 1830's
 * data; a variant reuses them (and whatever Java 1830 gains later) by subclassing this class, and
 * its data by declaring {@code "extends": "1830"} in its {@code GAME-INF/title.json}:
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
    /** 1830 itself: its data is this bundle's {@code GAME-INF}. */
    protected T1830Rules() {
        super(T1830Rules.class.getClassLoader(), Set.of());
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
        super(over(variants, T1830Rules.class), Set.of());
    }
}
