package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.MapRuleKey;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.RuleSections;

/** 1854's rule_sections.json: refusals cite the German rulebook's sections by their headings. */
class RuleSectionsTest {
    /** The title's own rule keys beside the engine's. */
    private static final Set<String> TITLE_KEYS = Set.of("share.option_sale", "mail.buy");

    @Test
    void aSaleInTheFirstStockRoundCitesItsSection() {
        AustrianGame g = Positions.stockRound(4, 1, p -> {
            Positions.floated(p, "KT", "p2", 2, 1, 6);
            Positions.give(p, "KT_1", "p1");
        });
        GameRuleException e = assertThrows(GameRuleException.class, () -> Positions.apply(g, Positions.sell("p1", 20, "KT_1")));
        assertTrue(e.getMessage().contains("(1854 Verkauf von Aktien: in der ersten Aktienrunde kein Verkauf)"), e.getMessage());
    }

    @Test
    void everyMappedKeyIsOneTheEngineOrTheTitleNames() throws IllegalAccessException {
        Set<Object> known = new HashSet<>(TITLE_KEYS);
        for (Class<?> keys : new Class<?>[] { RuleKey.class, MapRuleKey.class, AuctionRuleKey.class }) {
            for (Field f : keys.getFields()) {
                known.add(f.get(null));
            }
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> sections = (Map<String, Object>) new T1854Title().data().raw().get(RuleSections.FILE);
        for (String key : sections.keySet()) {
            assertTrue(known.contains(key), key + " is neither an engine rule key nor one of 1854's");
        }
        assertEquals(true, sections.size() > 50);
    }
}
