package roundhouse.title.t18mag.internal;

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

/** 18Mag's rule_sections.json: refusals cite the German rulebook's sections. */
class RuleSectionsTest {
    @Test
    void aDraftRefusalCitesTableFive() throws Exception {
        EngineSession s = DraftRulesTest.newGame(3, Set.of(), 1);
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> s.apply(DraftRulesTest.pick("p1", "minor", "99")));
        assertEquals("minor 99 is not offered (18Mag V)", e.getMessage());
    }

    @Test
    void everyMappedKeyIsOneTheEngineOrTheTitleNames() throws IllegalAccessException {
        Set<Object> known = new HashSet<>();
        for (Field f : RuleKey.class.getFields()) {
            known.add(f.get(null));
        }
        for (Field f : MagRuleKey.class.getFields()) {
            known.add(f.get(null));
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> sections = (Map<String, Object>) new T18MagTitle().data().raw().get(RuleSections.FILE);
        for (String key : sections.keySet()) {
            assertTrue(known.contains(key), key + " is neither a RuleKey nor a MagRuleKey");
        }
    }
}
