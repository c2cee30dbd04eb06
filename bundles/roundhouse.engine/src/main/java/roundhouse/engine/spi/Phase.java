package roundhouse.engine.spi;

import java.util.List;

/**
 * A phase as phases.json describes it (tobymao keys).
 *
 * @param name e.g. {@code "3"}
 * @param on the train cards whose first depot purchase starts it (any of them; phases.json {@code on}, a name
 *     or a list), empty for the first phase and for phases a title starts by an event ({@link Game#enterPhase})
 * @param tiles tile colours that may be laid
 * @param operatingRounds ORs per set
 * @param trainLimit trains a corporation may own (majors; phases.json {@code train_limit} a number, or the
 *     {@code major} entry of an object by corporation kind)
 * @param status flags such as {@code can_buy_companies}, {@code can_buy_companies_from_other_players}
 * @param offboardColor which value of phase-dependent offboards applies ({@code yellow}, {@code brown}...)
 * @param kindTrainLimits trains a corporation of a kind ({@link Corporation#kind()}) may own where it differs:
 *     phases.json {@code train_limit} as an object, tobymao's {@code {"major": 4, "minor": 2}} (1841); empty
 *     when one limit holds for all
 */
@Shared
public record Phase(String name, List<String> on, List<String> tiles, int operatingRounds, int trainLimit,
        List<String> status, String offboardColor, java.util.Map<String, Integer> kindTrainLimits) {
    public Phase {
        on = on == null ? List.of() : List.copyOf(on);
        kindTrainLimits = kindTrainLimits == null ? java.util.Map.of() : java.util.Map.copyOf(kindTrainLimits);
    }

    /** A phase with one train limit for every kind of corporation. */
    public Phase(String name, List<String> on, List<String> tiles, int operatingRounds, int trainLimit,
            List<String> status, String offboardColor) {
        this(name, on, tiles, operatingRounds, trainLimit, status, offboardColor, java.util.Map.of());
    }

    /** The train limit of a corporation of this kind: its own entry, else {@link #trainLimit()}. */
    public int trainLimit(String kind) {
        Integer own = kindTrainLimits.get(kind);
        return own == null ? trainLimit : own;
    }

    public boolean has(String flag) {
        return status.contains(flag);
    }
}
