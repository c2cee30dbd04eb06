package roundhouse.api;

import java.util.List;

/**
 * The engine's verdict on a run a player drew ({@link GameSession#checkRun}): the same route check a
 * recorded {@code run_routes} passes, with what each route earns and what the run means for the
 * shareholders before anything is decided.
 *
 * @param company id of the company about to run
 * @param trains the company's trains that may run now, in its order
 * @param paths per drawn route, the hexes its track passes from first stop to last (to draw it); empty
 *     for a route whose stops track does not join
 * @param revenues per drawn route, what it earns (empty when the run is refused)
 * @param total the run's revenue (0 when refused)
 * @param best the revenue of the run the game offers as its choice (the route optimiser's)
 * @param refusal {@code null} when the run is legal, else why not in the players' words, naming the
 *     route and the rule (the title's rulebook section where it maps one)
 * @param action the complete {@code run_routes} action of the run (to {@link GameSession#apply}), or
 *     {@code null} when refused
 * @param dividends what each dividend choice after this run would pay and do to the share price,
 *     empty when refused or when the company has no choice
 * @since 1.3
 */
public record RunCheck(String company, List<RunTrain> trains, List<List<String>> paths, List<Integer> revenues,
        int total, int best, String refusal, Action action, List<DividendOutcome> dividends) {
    public RunCheck {
        trains = List.copyOf(trains);
        paths = paths.stream().map(List::copyOf).toList();
        revenues = List.copyOf(revenues);
        dividends = List.copyOf(dividends);
    }

    /** Whether the run is legal and can be applied. */
    public boolean legal() {
        return refusal == null && action != null;
    }

    /**
     * A train that may run.
     *
     * @param id the id actions name it by ({@code "2-0"})
     * @param name as players read it ({@code "2-train"}, {@code "2+2-train"} with 18Mag's car)
     */
    public record RunTrain(String id, String name) {
    }

    /**
     * One dividend choice the company would have after the run.
     *
     * @param kind the {@code dividend} action's kind ({@code "payout"}, {@code "withhold"}, {@code "half"})
     * @param label the choice as the game offers it ("Pay out")
     * @param perShare what one share receives
     * @param priceBefore the share price now (0 for a company without one)
     * @param priceAfter the share price after this choice
     */
    public record DividendOutcome(String kind, String label, int perShare, int priceBefore, int priceAfter) {
    }
}
