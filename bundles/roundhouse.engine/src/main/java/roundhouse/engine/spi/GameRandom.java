package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.osgi.annotation.versioning.ProviderType;

/**
 * The game's one source of randomness, drawing the same numbers as 18xx.games' {@code Game#rand} so
 * that a title's random setup (18Mag start prices, removed minors) matches its recorded games.
 * 18xx.games does not use Ruby's {@code Random} for this: it keeps a linear congruential generator,
 * {@code state = (1103515245 * state + 12345) mod 2^31}, started at {@code seed mod 2^31}, and
 * shuffles with {@code list.sort_by { rand }} (one draw per element, in list order; then sorted by
 * those keys). Deterministic: the same seed gives the same numbers. Not thread-safe (one per game).
 */
@ProviderType
public final class GameRandom {
    static final long A = 1_103_515_245L;
    static final long C = 12_345L;
    static final long M = 1L << 31;

    private long state;

    /** Starts at {@code seed mod 2^31} (the game's seed, {@link roundhouse.api.GameSetup#seed()}). */
    public GameRandom(long seed) {
        this.state = Math.floorMod(seed, M);
    }

    /** The next number, in {@code [0, 2^31)}: 18xx.games' {@code rand}. */
    public long next() {
        state = (A * state + C) % M; // A * state < 2^62: no overflow
        return state;
    }

    /**
     * A new list ordered as 18xx.games' {@code list.sort_by { rand }}: one draw per element in list
     * order, then ascending by the draws (all distinct: the generator has full period).
     */
    public <T> List<T> sortByRand(List<T> list) {
        record Keyed<T>(long key, T value) {
        }
        List<Keyed<T>> keyed = new ArrayList<>(list.size());
        for (T t : list) {
            keyed.add(new Keyed<>(next(), t));
        }
        keyed.sort(Comparator.comparingLong(Keyed::key));
        List<T> out = new ArrayList<>(keyed.size());
        keyed.forEach(k -> out.add(k.value()));
        return out;
    }
}
