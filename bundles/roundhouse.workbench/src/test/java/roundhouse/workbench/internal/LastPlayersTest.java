package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.api.TitleInfo;

class LastPlayersTest {
    private static final TitleInfo THREE_TO_SIX = new TitleInfo("1830", "1830", 3, 6);
    private static final TitleInfo TWO_TO_FOUR = new TitleInfo("x", "X", 2, 4);

    @Test
    void theNamesTypedLastTimeAreOfferedAgain(@TempDir Path dir) {
        LastPlayers last = new LastPlayers(dir.resolve("sub/player-names.txt"));
        assertEquals(List.of(Messages.get("newGame.player", 1), Messages.get("newGame.player", 2),
                Messages.get("newGame.player", 3), Messages.get("newGame.player", 4)), last.offer(THREE_TO_SIX));
        last.remember(List.of("Ann", "Ben", "Cat", "Dan", "Eve"));
        assertEquals(List.of("Ann", "Ben", "Cat", "Dan", "Eve"), new LastPlayers(dir.resolve("sub/player-names.txt")).offer(THREE_TO_SIX));
        assertEquals(List.of("Ann", "Ben", "Cat", "Dan"), last.offer(TWO_TO_FOUR), "cut to the title's most");
        last.remember(List.of("Ann", "Ben"));
        assertEquals(List.of("Ann", "Ben", Messages.get("newGame.player", 3)), last.offer(THREE_TO_SIX), "filled to its fewest");
    }
}
