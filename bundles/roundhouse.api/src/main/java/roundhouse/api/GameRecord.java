package roundhouse.api;

import java.util.List;
import java.util.Map;
import java.util.Set;

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
 * @param origin who wrote it: {@link #FROM_18XX_GAMES} (its optional rules are 18xx.games' own, and a
 *     title switches on the rule options that reproduce 18xx.games' behaviour) or {@link #FROM_ROUNDHOUSE}
 *     (its optional rules are exactly the rules the game was played with)
 * @param blankSeed the file's seed was blank ({@code ""}, as 18xx.games hotseat games write it): the
 *     setup's seed is then the one 18xx.games uses instead, and the file is written back with {@code ""}
 * @param extendsTitle the id of the title that the game's title extends (a variant of 1830 says
 *     {@code "1830"}), or {@code null} for a title that extends none
 * @param fileOptions the optional rules as 18xx.games names them, which a file lists for it to play the
 *     game by (1841: {@code version_1} for a first-edition game); {@code null}: the setup's (since 1.9)
 */
public record GameRecord(String titleId, String gameId, String description, GameSetup setup,
        List<Action> actions, Map<String, Integer> result, String gameEndReason, String origin, boolean blankSeed,
        String extendsTitle, Set<String> fileOptions) {
    /** A game exported from 18xx.games. */
    public static final String FROM_18XX_GAMES = "18xx.games";
    /** A game written by Roundhouse. */
    public static final String FROM_ROUNDHOUSE = "roundhouse";

    public GameRecord {
        actions = List.copyOf(actions);
        result = result == null ? Map.of() : Map.copyOf(result);
        origin = origin == null ? FROM_18XX_GAMES : origin;
        fileOptions = fileOptions == null ? null : Set.copyOf(fileOptions);
    }

    /** A record whose file lists the setup's optional rules for 18xx.games. */
    public GameRecord(String titleId, String gameId, String description, GameSetup setup, List<Action> actions,
            Map<String, Integer> result, String gameEndReason, String origin, boolean blankSeed, String extendsTitle) {
        this(titleId, gameId, description, setup, actions, result, gameEndReason, origin, blankSeed, extendsTitle, null);
    }

    /** The optional rules a file lists for 18xx.games: {@link #fileOptions()}, or the setup's where it names none. */
    public Set<String> optionsForFile() {
        return fileOptions != null ? fileOptions : setup.optionalRules();
    }

    /** A record of a title that extends no other. */
    public GameRecord(String titleId, String gameId, String description, GameSetup setup, List<Action> actions,
            Map<String, Integer> result, String gameEndReason, String origin, boolean blankSeed) {
        this(titleId, gameId, description, setup, actions, result, gameEndReason, origin, blankSeed, null);
    }

    /** A record whose file had a seed (or none at all). */
    public GameRecord(String titleId, String gameId, String description, GameSetup setup, List<Action> actions,
            Map<String, Integer> result, String gameEndReason, String origin) {
        this(titleId, gameId, description, setup, actions, result, gameEndReason, origin, false);
    }

    /** A record from 18xx.games. */
    public GameRecord(String titleId, String gameId, String description, GameSetup setup, List<Action> actions,
            Map<String, Integer> result, String gameEndReason) {
        this(titleId, gameId, description, setup, actions, result, gameEndReason, FROM_18XX_GAMES);
    }

    /** The same game with another action log (e.g. the first n actions), not finished. */
    public GameRecord withActions(List<Action> newActions) {
        return new GameRecord(titleId, gameId, description, setup, newActions, Map.of(), null, origin, blankSeed,
                extendsTitle, fileOptions);
    }
}
