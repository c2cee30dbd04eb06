package roundhouse.engine.map;

import java.util.List;
import java.util.Map;

/**
 * The board's verdict on a set of routes run by one company.
 *
 * @param error {@code null} when every route is legal, else the first problem, naming the rule
 *     (e.g. {@code "route 2 (train 3-0): city E19 visited twice (1830 §5.5)"})
 * @param revenues the revenue the board computed per route, in the order given (empty on error)
 * @param total the sum of {@code revenues} (0 on error)
 * @param subsidy money the run earns the company's treasury beside its revenue, paid by the bank and
 *     never shared with shareholders (18Mag: a mine's value); 0 in most titles
 * @param earnings money the bank pays other companies for the run, by company id (18Mag: CIWL earns
 *     its bonus for each route between two offboards); empty in most titles
 */
public record RunResult(String error, List<Integer> revenues, int total, int subsidy, Map<String, Integer> earnings) {
    public RunResult {
        revenues = List.copyOf(revenues);
        earnings = earnings == null ? Map.of() : Map.copyOf(earnings);
    }

    /** A verdict without subsidy or earnings of others. */
    public RunResult(String error, List<Integer> revenues, int total) {
        this(error, revenues, total, 0, Map.of());
    }

    static RunResult refused(String error) {
        return new RunResult(error, List.of(), 0);
    }

    /** Whether the routes are legal. */
    public boolean ok() {
        return error == null;
    }
}
