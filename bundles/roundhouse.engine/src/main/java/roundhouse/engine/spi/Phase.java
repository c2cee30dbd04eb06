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
 * @param trainLimit trains a corporation may own (majors)
 * @param status flags such as {@code can_buy_companies}, {@code can_buy_companies_from_other_players}
 * @param offboardColor which value of phase-dependent offboards applies ({@code yellow}, {@code brown}...)
 */
@Shared
public record Phase(String name, List<String> on, List<String> tiles, int operatingRounds, int trainLimit,
        List<String> status, String offboardColor) {
    public Phase {
        on = on == null ? List.of() : List.copyOf(on);
    }

    public boolean has(String flag) {
        return status.contains(flag);
    }
}
