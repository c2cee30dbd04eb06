package roundhouse.engine.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonParser;

/** overrides.json is checked when the title loads: option ids, files and paths, with file and path. */
class OverridesTest {
    private static Map<String, Object> raw(String overrides) {
        Map<String, Object> raw = new LinkedHashMap<>();
        for (String f : TitleLoader.FILES) {
            try (InputStream in = OverridesTest.class.getClassLoader().getResourceAsStream("titles/options/GAME-INF/" + f)) {
                raw.put(f, Json.plain(JsonParser.parseString(new String(in.readAllBytes(), StandardCharsets.UTF_8))));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
        raw.put("overrides.json", Json.plain(JsonParser.parseString(overrides)));
        return raw;
    }

    private static String error(String overrides) {
        return assertThrows(IllegalStateException.class,
                () -> TitleLoader.buildWithOverrides(raw(overrides), Set.of("lite", "big_bank"))).getMessage();
    }

    @Test
    void theTestTitlesOverridesLoad() {
        assertEquals(List.of("lite", "big_bank"),
                List.copyOf(TitleLoader.buildWithOverrides(raw("{\"lite\": {}, \"big_bank\": {}}"),
                        Set.of("lite", "big_bank")).overriddenOptions()));
    }

    @Test
    void anUnknownOptionFails() {
        assertEquals("overrides.json: $.turbo: unknown option turbo (not in title.json optional_rules, nor players=N for the games of N players)",
                error("{\"turbo\": {\"title.json\": {\"$.bank\": 1}}}"));
    }

    @Test
    void anUnknownFileFails() {
        assertEquals("overrides.json: $.lite.map.js: not a data file (one of [title.json, companies.json, market.json,"
                + " trains.json, phases.json, rules.json])", error("{\"lite\": {\"map.js\": {}}}"));
    }

    @Test
    void aPathThatNamesNothingFailsWithBothPaths() {
        assertEquals("overrides.json: $.lite.trains.json \"$[9].num\": trains.json has no $[9]",
                error("{\"lite\": {\"trains.json\": {\"$[9].num\": 2}}}"));
        assertEquals("overrides.json: $.lite.title.json \"$.bnak\": title.json has no $.bnak",
                error("{\"lite\": {\"title.json\": {\"$.bnak\": 2}}}"));
    }

    @Test
    void overriddenDataMustStillLoad() {
        assertEquals("with option lite (overrides.json): trains.json: $[0].price: expected a number",
                error("{\"lite\": {\"trains.json\": {\"$[0].price\": \"cheap\"}}}"));
    }

    /** {@code players=N} holds the data of games of N players and applies like an option (18Mag's 2-player game). */
    @Test
    void aPlayerCountKeyAppliesToItsGamesOnly() {
        roundhouse.engine.spi.TitleData base = TitleLoader.buildWithOverrides(raw("{\"players=2\": {\"title.json\": {\"$.bank\": 1234}}}"),
                Set.of("lite", "big_bank"));
        assertEquals(1234, TitleLoader.forOptions(base, Set.of("players=2")).bank());
        assertEquals(base.bank(), TitleLoader.forOptions(base, Set.of("players=3")).bank());
    }
}
