package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.api.RuleOption;

/**
 * Options for some player counts only ({@code players} in title.json's optional_rules): the
 * titles/miniplayers variant of the 2-3 player mini title has split sales for its 3-player game.
 */
class PlayerCountOptionsTest {
    private static final EngineTitle TITLE = TestTitles.title("miniplayers", "mini");

    private static RuleOption option(String id) {
        return TITLE.ruleOptions().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
    }

    private static GameSetup setup(int players, String... options) {
        List<PlayerRef> refs = new ArrayList<>();
        for (int i = 1; i <= players; i++) {
            refs.add(new PlayerRef(Integer.toString(i), "P" + i));
        }
        return new GameSetup(refs, Set.of(options), 1);
    }

    @Test
    void theOptionNamesTheCountsItIsFor() {
        RuleOption split = option("split_sales");
        assertEquals(List.of(3), split.players());
        assertEquals("3", split.playerRange());
        assertTrue(split.allows(3));
        assertFalse(split.allows(2));
        RuleOption surplus = option("discard_at_next_operating_round");
        assertEquals(List.of(), surplus.players());
        assertTrue(surplus.allows(2) && surplus.allows(3));
    }

    @Test
    void aGameOfAnotherCountIsRefusedInOneLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TITLE.checkSetup(setup(2, "split_sales")));
        assertEquals("the optional rule split_sales of mini_players is for 3 players, not 2", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> TITLE.newGame(setup(2, "split_sales", "discard_at_next_operating_round")));
    }

    @Test
    void aGameOfACountTheOptionIsForIsAccepted() {
        TITLE.checkSetup(setup(3, "split_sales"));
        TITLE.checkSetup(setup(2, "discard_at_next_operating_round"));
        TITLE.checkSetup(setup(3, "split_sales", "discard_at_next_operating_round"));
    }

    @Test
    void theParentsOptionsAreForEveryCount() {
        EngineTitle mini = TestTitles.title("mini");
        mini.checkSetup(setup(2, "split_sales"));
        assertTrue(mini.ruleOptions().stream().allMatch(o -> o.players().isEmpty()));
    }

    @Test
    void countsAreKeptInIncreasingOrderAndRead() {
        RuleOption o = new RuleOption("x", "X", "", false, false, List.of(), List.of(6, 3, 4, 5, 3));
        assertEquals(List.of(3, 4, 5, 6), o.players());
        assertEquals("3-6", o.playerRange());
        assertEquals("2, 4", new RuleOption("y", "Y", "", false, false, List.of(), List.of(4, 2)).playerRange());
        assertEquals("", new RuleOption("z", "Z", "", false).playerRange());
    }
}
