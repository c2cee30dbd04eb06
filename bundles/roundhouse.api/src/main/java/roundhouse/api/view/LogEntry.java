package roundhouse.api.view;

/**
 * One line of the game log.
 *
 * @param actionIndex the effective action that caused it, -1 for setup
 * @param text the line
 */
public record LogEntry(int actionIndex, String text) {
}
