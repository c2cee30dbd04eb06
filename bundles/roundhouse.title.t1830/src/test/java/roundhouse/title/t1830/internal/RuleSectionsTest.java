package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.PlayerRef;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.RuleSections;

/** 1830's rule_sections.json: the engine's rule keys cite 1830's rulebook as the texts always did. */
class RuleSectionsTest {
    private static final T1830Title TITLE = new T1830Title();

    @Test
    void refusalsCite1830Sections() {
        GameSession s = TITLE.newGame(new GameSetup(List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B")), Set.of(), 1));
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> s.apply(new Action("bid", "1", "player", Map.of("company", "SV", "price", 25L))));
        assertEquals("the cheapest private SV is bought at $20 (1830 R 1.2.2)", e.getMessage());
    }

    /** The section follows the German text of the waterfall auction's refusal as it follows the English one. */
    @Test
    void anAuctionRefusalCitesTheSectionInGermanToo() {
        EngineText.use(Locale.GERMAN);
        try {
            GameSession s = TITLE.newGame(new GameSetup(List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B")), Set.of(), 1));
            IllegalActionException e = assertThrows(IllegalActionException.class,
                    () -> s.apply(new Action("bid", "1", "player", Map.of("company", "SV", "price", 25L))));
            assertEquals("die billigste Privatbahn SV wird f\u00fcr $20 gekauft (1830 R 1.2.2)", e.getMessage());
        } finally {
            EngineText.use(null);
        }
    }

    @Test
    void everyMappedKeyIsOneTheEngineNames() throws IllegalAccessException {
        Set<Object> known = new HashSet<>();
        for (Field f : RuleKey.class.getFields()) {
            known.add(f.get(null));
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> sections = (Map<String, Object>) TITLE.data().raw().get(RuleSections.FILE);
        assertTrue(sections.size() > 30, "1830 maps the engine's rule keys");
        for (String key : sections.keySet()) {
            assertTrue(known.contains(key), key + " is not a RuleKey");
        }
    }
}
