package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.PlayerRef;

/** Refusals in the players' words: the test title {@code titles/mini} maps one rule key to its own section. */
class RuleSectionsTest {
    private static final EngineTitle MINI = new EngineTitle(EngineTitleHooksTest.mini()) {
    };

    private static String refused(Action a) {
        GameSession s = MINI.newGame(new GameSetup(List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B")), Set.of(), 1));
        return assertThrows(IllegalActionException.class, () -> s.apply(a)).getMessage();
    }

    @Test
    void aMappedRuleKeyCitesTheTitlesOwnSection() {
        assertEquals("the cheapest private SV is bought at 20 F (mini Rule 3.1)",
                refused(new Action("bid", "1", "player", Map.of("company", "SV", "price", 25L))));
    }

    @Test
    void anUnmappedRuleKeyShowsTheMessageAlone() {
        assertEquals("no private company XX",
                refused(new Action("bid", "1", "player", Map.of("company", "XX", "price", 25L))));
    }

    @Test
    void theRefusalNamesItsRuleKey() {
        TitleData data = MINI.data();
        GameRuleException e = GameRuleException.refuse(data, RuleKey.AUCTION_CHEAPEST_PRIVATE, "no");
        assertEquals("auction.cheapest_private", e.rule());
        assertEquals("no (mini Rule 3.1)", e.getMessage());
        assertEquals("Rule 3.1", RuleSections.section(data, RuleKey.AUCTION_CHEAPEST_PRIVATE));
        assertEquals(null, RuleSections.section(data, RuleKey.SHARE_CERT_LIMIT));
    }
}
