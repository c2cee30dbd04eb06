package roundhouse.engine.map.route;

import java.util.List;

/**
 * The optimiser's answer.
 *
 * @param routes the routes of the trains that run (trains without a useful route are left out)
 * @param total the sum of their revenues
 * @param optimal {@code true} when proven best; {@code false} when the search was cancelled and this
 *     is the best found so far
 * @param candidates how many legal routes the search considered
 */
public record RunPlan(List<PlannedRoute> routes, int total, boolean optimal, int candidates) {
}
