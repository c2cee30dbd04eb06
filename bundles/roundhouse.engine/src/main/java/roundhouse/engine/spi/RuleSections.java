package roundhouse.engine.spi;

import java.util.Map;

/**
 * Rules in the players' words: engine code names a rule by a key ({@link RuleKey}); each title maps
 * keys to its own rulebook in {@code GAME-INF/rule_sections.json}
 * ({@code {"share.first_sr_no_sale": "§4.4", "auction.min_raise": "R 1.2.2: $5 above the highest bid"}}),
 * and the player reads the message followed by {@code (<title id> <section>)}. A key the title does
 * not map shows the message alone.
 */
@org.osgi.annotation.versioning.ProviderType
public final class RuleSections {
    /** The title's key-to-section file, optional. */
    public static final String FILE = "rule_sections.json";

    private RuleSections() {
    }

    /** The title's section for {@code rule}, e.g. {@code "§4.4"}, or {@code null} if it maps none. */
    public static String section(TitleData data, String rule) {
        if (rule == null || data == null || !(data.raw().get(FILE) instanceof Map<?, ?> sections)) {
            return null;
        }
        Object s = sections.get(rule);
        return s == null ? null : s.toString();
    }

    /** What the player reads: {@code message (<title id> <section>)}, or the message alone. */
    public static String text(TitleData data, String rule, String message) {
        String section = section(data, rule);
        return section == null ? message : message + " (" + data.info().id() + " " + section + ")";
    }
}
