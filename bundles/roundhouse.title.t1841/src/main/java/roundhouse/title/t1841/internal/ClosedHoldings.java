package roundhouse.title.t1841.internal;

import java.util.HashMap;
import java.util.Map;

import roundhouse.engine.spi.Corporation;

/**
 * {@link T1841Title#SECESSION_MISSED_KEEP_SHARES}, {@link T1841Title#MERGER_MISSED_KEEP_SHARES}: 18xx.games
 * closes IRSFF after the secession, and the corporations that merged away after a merger, without taking back
 * the certificates its exchange missed (a corporation no player controls whose frozen flag is not set,
 * {@link T1841Title#FROZEN_FLAGS_AT_DEALS}): they stay with that corporation, worth nothing and not for sale,
 * count toward its five certificates and go with its holdings in a merger or transformation. Kept as a count
 * per corporation; the certificates themselves go back to their corporation, as its closing by the rulebook
 * has it.
 */
final class ClosedHoldings {
    /** Corporation ids to the certificates of closed corporations they hold. */
    private final Map<String, Integer> count = new HashMap<>();

    /** How many such certificates the corporation holds. */
    int of(Corporation c) {
        return count.getOrDefault(c.id(), 0);
    }

    /** The corporation keeps {@code n} certificates of a corporation that closes. */
    void keep(Corporation c, int n) {
        if (n > 0) {
            count.merge(c.id(), n, Integer::sum);
        }
    }

    /** A merger or transformation moves the holdings of {@code from} to {@code to}: these go with them. */
    void handOver(Corporation from, Corporation to) {
        Integer n = count.remove(from.id());
        if (n != null && from != to) {
            keep(to, n);
        }
    }
}
