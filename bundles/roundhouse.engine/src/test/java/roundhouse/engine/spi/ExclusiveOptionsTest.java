package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.api.RuleOption;

/**
 * Options that a game cannot have together ({@code excludes} in title.json's optional_rules): the
 * titles/miniexclusive variant declares that split sales exclude the surplus-train option, on one
 * side only.
 */
class ExclusiveOptionsTest {
    private static final EngineTitle TITLE = TestTitles.title("miniexclusive", "mini");

    private static RuleOption option(String id) {
        return TITLE.ruleOptions().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
    }

    private static GameSetup setup(String... options) {
        return new GameSetup(List.of(new PlayerRef("1", "Ann"), new PlayerRef("2", "Bo")), Set.of(options), 1);
    }

    @Test
    void anExclusionNamedByOneOptionHoldsBothWays() {
        RuleOption split = option("split_sales");
        RuleOption surplus = option("discard_at_next_operating_round");
        assertEquals(List.of("discard_at_next_operating_round"), split.excludes());
        assertEquals(List.of(), surplus.excludes());
        assertTrue(split.excludes(surplus));
        assertTrue(surplus.excludes(split));
        assertFalse(split.excludes(split));
    }

    @Test
    void aSetupWithBothIsRefusedInOneLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TITLE.checkSetup(setup("discard_at_next_operating_round", "split_sales")));
        assertEquals("the optional rules split_sales and"
                + " discard_at_next_operating_round of mini_exclusive exclude each other: a game has one"
                + " of them at most", e.getMessage());
    }

    @Test
    void eachAloneIsAccepted() {
        TITLE.checkSetup(setup("split_sales"));
        TITLE.checkSetup(setup("discard_at_next_operating_round"));
        TITLE.checkSetup(setup());
    }

    @Test
    void theParentsOptionsExcludeNothing() {
        EngineTitle mini = TestTitles.title("mini");
        mini.checkSetup(setup("discard_at_next_operating_round", "split_sales"));
        assertTrue(mini.ruleOptions().stream().allMatch(o -> o.excludes().isEmpty()));
    }
}
