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

    /** The mini title opens with a stock round, the first: nothing may be sold in it. */
    @Test
    void aMappedRuleKeyCitesTheTitlesOwnSection() {
        assertEquals("no sales in the first stock round (mini Rule 4.4)",
                refused(new Action("sell_shares", "1", "player", Map.of("shares", List.of("PRR_1"), "percent", 10L))));
    }

    @Test
    void anUnmappedRuleKeyShowsTheMessageAlone() {
        assertEquals("not a par price",
                refused(new Action("par", "1", "player", Map.of("corporation", "PRR", "share_price", "99,0,0"))));
    }

    @Test
    void theRefusalNamesItsRuleKey() {
        TitleData data = MINI.data();
        GameRuleException e = GameRuleException.refuse(data, RuleKey.SHARE_FIRST_SR_NO_SALE, "no");
        assertEquals("share.first_sr_no_sale", e.rule());
        assertEquals("no (mini Rule 4.4)", e.getMessage());
        assertEquals("Rule 4.4", RuleSections.section(data, RuleKey.SHARE_FIRST_SR_NO_SALE));
        assertEquals(null, RuleSections.section(data, RuleKey.SHARE_CERT_LIMIT));
    }
}
