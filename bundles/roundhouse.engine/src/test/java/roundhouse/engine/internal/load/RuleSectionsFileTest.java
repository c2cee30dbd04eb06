package roundhouse.engine.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;

import org.junit.jupiter.api.Test;

/** rule_sections.json is checked when the title loads: rule keys and section texts, with the path. */
class RuleSectionsFileTest {
    @Test
    void keysAreDottedLowerCaseAndSectionsAreText() {
        assertEquals(Map.of("share.cert_limit", "§4.3"), TitleLoader.ruleSections(Map.of("share.cert_limit", "§4.3")));
        assertEquals("rule_sections.json: $.Share Limit: a rule key is lower case words joined by dots (share.cert_limit)",
                assertThrows(IllegalStateException.class,
                        () -> TitleLoader.ruleSections(Map.of("Share Limit", "§4.3"))).getMessage());
        assertEquals("rule_sections.json: $.share.cert_limit: expected the section as text, e.g. \"§4.4\"",
                assertThrows(IllegalStateException.class,
                        () -> TitleLoader.ruleSections(Map.of("share.cert_limit", 43L))).getMessage());
    }
}
