package roundhouse.engine.map;

import java.util.List;

/**
 * A kind of border ({@code map.json} {@code border_kinds}): for each {@link ReachPurpose}, the phases in
 * which a border of this kind blocks it, or {@code null} where it never does (1841's province borders:
 * tokens always, track in phase 2, trains never).
 *
 * @param blocks by {@link ReachPurpose#ordinal()}: when the kind blocks that purpose, or {@code null}
 * @param path where the data gives it, for errors
 */
record BorderKind(String name, BorderKind.PhaseRange[] blocks, String path) {
    /** Whether the kind blocks the purpose in the phase at index {@code phase} of {@code order}. */
    boolean blocks(ReachPurpose purpose, int phase, List<String> order) {
        PhaseRange r = blocks[purpose.ordinal()];
        return r != null && r.covers(phase, order);
    }

    /**
     * The phases {@code [from, until)} ({@code null} ends: from the start, for good), by name.
     *
     * @param path where the data gives it, for errors ({@code null} for a range of no data)
     */
    record PhaseRange(String from, String until, String path) {
        static final PhaseRange ALWAYS = new PhaseRange(null, null, null);

        /** Whether the phase at index {@code now} of {@code order} lies in the range (-1: before the first phase). */
        boolean covers(int now, List<String> order) {
            boolean started = from == null || now >= order.indexOf(from);
            boolean ended = until != null && now >= order.indexOf(until);
            return started && !ended;
        }
    }
}
