package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.IllegalActionException;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.RuleSections;

/** 1844's rule_sections.json: refusals cite the German rulebook's sections. */
class RuleSectionsTest {
    @Test
    void aTooSmallRaiseCitesSectionTwo() throws Exception {
        EngineSession s = AuctionRulesTest.newGame(3, Set.of());
        s.apply(AuctionRulesTest.bid("p1", "P1", 20));
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> s.apply(AuctionRulesTest.bid("p2", "P1", 22)));
        assertEquals("a bid on Brienzer-Rothorn-Bahn must be at least 25 SFR (1844 II: at least 5 sfr above the last bid)",
                e.getMessage());
    }

    @Test
    void everyMappedKeyIsOneTheEngineOrTheTitleNames() throws IllegalAccessException {
        Set<Object> known = new HashSet<>();
        for (Field f : RuleKey.class.getFields()) {
            known.add(f.get(null));
        }
        for (Field f : SwissRuleKey.class.getFields()) {
            known.add(f.get(null));
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> sections = (Map<String, Object>) new T1844Title().data().raw().get(RuleSections.FILE);
        for (String key : sections.keySet()) {
            assertTrue(known.contains(key), key + " is neither a RuleKey nor a SwissRuleKey");
        }
    }
}
