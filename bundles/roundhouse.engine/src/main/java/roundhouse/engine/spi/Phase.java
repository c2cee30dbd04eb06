package roundhouse.engine.spi;

import java.util.List;

/**
 * A phase as phases.json describes it (tobymao keys).
 *
 * @param name e.g. {@code "3"}
 * @param on the train type whose first purchase starts it, {@code null} for the first phase
 * @param tiles tile colours that may be laid
 * @param operatingRounds ORs per set
 * @param trainLimit trains a corporation may own (majors)
 * @param status flags such as {@code can_buy_companies}, {@code can_buy_companies_from_other_players}
 * @param offboardColor which value of phase-dependent offboards applies ({@code yellow}, {@code brown}...)
 */
public record Phase(String name, String on, List<String> tiles, int operatingRounds, int trainLimit,
        List<String> status, String offboardColor) {
    public boolean has(String flag) {
        return status.contains(flag);
    }
}
