package roundhouse.workbench.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

import roundhouse.api.TitleInfo;

/**
 * The player names typed for the last new game, offered again by the next New Game dialog: kept in
 * {@code player-names.txt} in the user's Roundhouse directory (one name a line). A file that cannot
 * be read or written leaves the defaults ("Player 1", ...). No SWT.
 */
final class LastPlayers {
    private final Path store;

    LastPlayers(Path store) {
        this.store = store;
    }

    /** {@code player-names.txt} in {@link RecoveryStore#userDir()}. */
    static LastPlayers inUserDir() {
        return new LastPlayers(RecoveryStore.userDir().resolve("player-names.txt"));
    }

    /** The names typed last time, none when there are none. */
    List<String> names() {
        List<String> names = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(store, StandardCharsets.UTF_8)) {
                if (!line.isBlank()) {
                    names.add(line.strip());
                }
            }
        } catch (IOException | RuntimeException e) {
            // none yet, or unreadable: the defaults
        }
        return names;
    }

    /**
     * The names to offer for a title: last time's, cut to its most players and filled up to its
     * fewest with "Player N"; four (or its fewest) defaults when nothing was typed before.
     */
    List<String> offer(TitleInfo title) {
        List<String> names = new ArrayList<>(names());
        int wanted = names.isEmpty() ? Math.max(title.minPlayers(), Math.min(4, title.maxPlayers()))
                : Math.max(title.minPlayers(), Math.min(names.size(), title.maxPlayers()));
        while (names.size() > wanted) {
            names.remove(names.size() - 1);
        }
        while (names.size() < wanted) {
            names.add(Messages.get("newGame.player", names.size() + 1));
        }
        return names;
    }

    /** Remembers the names of a game just started. */
    void remember(List<String> names) {
        try {
            Files.createDirectories(store.toAbsolutePath().getParent());
            // written beside and moved over, so that a crash never leaves half a list
            Path tmp = store.resolveSibling(store.getFileName() + ".tmp");
            Files.write(tmp, names, StandardCharsets.UTF_8);
            Files.move(tmp, store, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            System.getLogger("roundhouse.workbench").log(System.Logger.Level.WARNING,
                    "Player names not saved to " + store + ": " + e.getMessage());
        }
    }
}
