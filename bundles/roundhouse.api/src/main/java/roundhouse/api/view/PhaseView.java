package roundhouse.api.view;

import java.util.List;

/**
 * The current phase.
 *
 * @param name e.g. {@code "3"}
 * @param tileColors tile colours that may be laid
 * @param operatingRounds operating rounds per set
 * @param trainLimit trains a corporation may own
 */
public record PhaseView(String name, List<String> tileColors, int operatingRounds, int trainLimit) {
}
