package roundhouse.api;

import java.util.Objects;

/**
 * Identity of a title: its id (as 18xx.games writes it), display name and player range.
 *
 * @param id title id, e.g. {@code "1830"}
 * @param name display name
 * @param minPlayers fewest players, at least 1
 * @param maxPlayers most players, at least {@code minPlayers}
 */
public record TitleInfo(String id, String name, int minPlayers, int maxPlayers) {
    public TitleInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        if (minPlayers < 1 || maxPlayers < minPlayers) {
            throw new IllegalArgumentException("bad player range " + minPlayers + "-" + maxPlayers);
        }
    }

    /** The player range as users read it, e.g. {@code "2-6"}. */
    public String playerRange() {
        return minPlayers + "-" + maxPlayers;
    }
}
