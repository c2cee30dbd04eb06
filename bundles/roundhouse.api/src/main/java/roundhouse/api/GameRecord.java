package roundhouse.api;

import java.util.List;
import java.util.Map;

/**
 * A game as it is stored: title, players, settings and the raw action log, undo and redo
 * included, in the order they were taken. The 18xx.games JSON format maps onto it one to one.
 *
 * @param titleId title id, e.g. {@code "1830"}
 * @param gameId the id the file gives the game, or {@code null}
 * @param description free text
 * @param setup players, optional rules, seed
 * @param actions the raw log
 * @param result final worth per player id, or an empty map if the game is not over
 * @param gameEndReason e.g. {@code "bank"} or {@code "bankrupt"}, or {@code null}
 */
public record GameRecord(String titleId, String gameId, String description, GameSetup setup,
        List<Action> actions, Map<String, Integer> result, String gameEndReason) {
    public GameRecord {
        actions = List.copyOf(actions);
        result = result == null ? Map.of() : Map.copyOf(result);
    }
}
