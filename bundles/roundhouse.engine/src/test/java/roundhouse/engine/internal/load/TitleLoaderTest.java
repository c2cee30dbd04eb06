package roundhouse.engine.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonParser;

import roundhouse.engine.map.TrainSpec;
import roundhouse.engine.spi.Rules;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.TrainType;
import roundhouse.engine.spi.step.Route;

/**
 * The title-author contract of {@link TitleLoader}: what the {@code titles/mini} fixture loads to,
 * and that bad data fails with the file and JSON path.
 */
class TitleLoaderTest {
    private static final String DIR = "titles/mini/GAME-INF/";

    /** The fixture's parsed files, fresh for each call so a test may edit them. */
    static Map<String, Object> raw() {
        Map<String, Object> raw = new LinkedHashMap<>();
        for (String f : TitleLoader.FILES) {
            try (InputStream in = TitleLoaderTest.class.getClassLoader().getResourceAsStream(DIR + f)) {
                raw.put(f, Json.plain(JsonParser.parseString(new String(in.readAllBytes(), StandardCharsets.UTF_8))));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
        return raw;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> obj(Object o) {
        return (Map<String, Object>) o;
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object o) {
        return (List<Object>) o;
    }

    private static String loadError(Consumer<Map<String, Object>> edit) {
        Map<String, Object> raw = raw();
        edit.accept(raw);
        return assertThrows(IllegalStateException.class, () -> TitleLoader.build(raw, Set.of())).getMessage();
    }

    @Test
    void fixtureLoads() {
        TitleData d = TitleLoader.build(raw(), Set.of());
        assertEquals("mini", d.info().id());
        assertEquals(4, d.trains().size());
    }

    @Test
    void optionDeclaredByNeitherEngineNorTitleFailsTheLoad() {
        String msg = loadError(raw -> list(obj(raw.get("title.json")).get("optional_rules"))
                .add(new LinkedHashMap<>(Map.of("sym", "split_sale", "short_name", "typo"))));
        assertEquals("title.json: $.optional_rules[2].sym: unknown option split_sale"
                + " (neither an EngineOption, nor one the title's code reads, nor one overrides.json, map.json or tiles.json options change)", msg);
    }

    @Test
    void anOptionExcludingOneTheTitleDoesNotHaveFailsTheLoad() {
        String msg = loadError(raw -> obj(list(obj(raw.get("title.json")).get("optional_rules")).get(0))
                .put("excludes", List.of("split_sale")));
        assertEquals("title.json: $.optional_rules[0].excludes: split_sale is not an optional rule of the title", msg);
    }

    @Test
    void anOptionExcludingItselfFailsTheLoad() {
        String msg = loadError(raw -> obj(list(obj(raw.get("title.json")).get("optional_rules")).get(1))
                .put("excludes", List.of("discard_at_next_operating_round")));
        assertEquals("title.json: $.optional_rules[1].excludes: discard_at_next_operating_round is the option itself", msg);
    }

    @Test
    void anOptionForAPlayerCountTheTitleDoesNotSeatFailsTheLoad() {
        String msg = loadError(raw -> obj(list(obj(raw.get("title.json")).get("optional_rules")).get(0))
                .put("players", List.of(2, 4)));
        assertEquals("title.json: $.optional_rules[0].players[1]: 4 is outside the title's 2-3 players", msg);
    }

    @Test
    void anOptionsPlayerCountsAreWholeNumbersAndSome() {
        String msg = loadError(raw -> obj(list(obj(raw.get("title.json")).get("optional_rules")).get(0))
                .put("players", List.of("three")));
        assertEquals("title.json: $.optional_rules[0].players[0]: expected a whole number, got three", msg);
        msg = loadError(raw -> obj(list(obj(raw.get("title.json")).get("optional_rules")).get(0)).put("players", List.of()));
        assertEquals("title.json: $.optional_rules[0].players: empty (leave it out for an option of every player count)", msg);
    }

    @Test
    void optionTheTitleReadsLoads() {
        Map<String, Object> raw = raw();
        list(obj(raw.get("title.json")).get("optional_rules"))
                .add(new LinkedHashMap<>(Map.of("sym", "mini_variant", "short_name", "Variant")));
        TitleData d = TitleLoader.build(raw, Set.of("mini_variant"));
        assertTrue(d.options().stream().anyMatch(o -> o.id().equals("mini_variant")));
    }

    @Test
    void nonNumberTokenPriceFailsTheLoadWithItsPath() {
        String msg = loadError(raw -> list(obj(list(obj(raw.get("companies.json")).get("corporations")).get(0))
                .get("tokens")).set(1, "forty"));
        assertEquals("companies.json: $.corporations[0].tokens[1]: expected a whole number, got forty", msg);
    }

    @Test
    void phaseWithoutTileColoursFailsTheLoad() {
        String msg = loadError(raw -> obj(list(raw.get("phases.json")).get(0)).put("tiles", new java.util.ArrayList<>()));
        assertEquals("phases.json: $[0].tiles: a phase needs at least one tile colour", msg);
    }

    @Test
    void aPhaseNamesTheColourItsStopsPayByElseItsLastTileColour() {
        Map<String, Object> raw = raw();
        obj(list(raw.get("phases.json")).get(1)).put("offboard_color", "white");
        TitleData d = TitleLoader.build(raw, Set.of());
        assertEquals("yellow", d.phases().get(0).offboardColor());
        assertEquals("white", d.phases().get(1).offboardColor());
        String msg = loadError(r -> obj(list(r.get("phases.json")).get(0)).put("offboard_color", 3));
        assertEquals("phases.json: $[0].offboard_color: a colour such as \"gray\", not 3", msg);
    }

    @Test
    void moneyIsWrittenInTheTitlesCurrency() {
        Map<String, Object> raw = raw();
        obj(raw.get("title.json")).put("currency", "%s K");
        assertEquals("120 K", TitleLoader.build(raw, Set.of()).format(120));
        Map<String, Object> none = raw();
        obj(none.get("title.json")).remove("currency");
        assertEquals("$120", TitleLoader.build(none, Set.of()).format(120), "the default is dollars");
        String msg = loadError(r -> obj(r.get("title.json")).put("currency", "K"));
        assertEquals("title.json: $.currency: \"K\" has no %s for the amount", msg);
    }

    @Test
    void rulesAreTyped() {
        TitleData d = TitleLoader.build(raw(), Set.of());
        assertEquals(Rules.Capitalization.INCREMENTAL, d.rules().capitalization());
        assertEquals(Rules.SellMovement.LEFT_SHARE, d.rules().sellMovement());
        assertEquals(Rules.GameEndBank.CURRENT_OR, d.rules().gameEndBank());
        assertEquals(Rules.MustBuyTrain.ROUTE, d.rules().mustBuyTrain());
    }

    @Test
    void misspeltRuleValueFailsTheLoadWithTheAllowedValues() {
        String msg = loadError(raw -> obj(raw.get("rules.json")).put("sell_movement", "down_shares"));
        assertEquals("rules.json: $.sell_movement: \"down_shares\" is not one of [down_share, left_share, down_block, none]",
                msg);
    }

    @Test
    void misspeltRuleKeyFailsTheLoad() {
        String msg = loadError(raw -> obj(raw.get("rules.json")).put("sell_movment", "left_share"));
        assertTrue(msg.startsWith("rules.json: $.sell_movment: unknown rule switch (known: capitalization, "), msg);
    }

    @Test
    void nonBooleanRuleFailsTheLoad() {
        String msg = loadError(raw -> obj(raw.get("rules.json")).put("sold_out_rise", "yes"));
        assertEquals("rules.json: $.sold_out_rise: expected true or false, not yes", msg);
    }

    @Test
    void rulesFloatPercentIsTheCorporationsDefault() {
        TitleData d = TitleLoader.build(raw(), Set.of());
        assertEquals(40, d.corporations().get(0).floatPercent(), "PRR has none of its own: rules.json float_percent");
        assertEquals(50, d.corporations().get(1).floatPercent(), "NYC sets its own");
    }

    @Test
    void removedRuleKeysSayWhereTheRuleLives() {
        String msg = loadError(raw -> obj(raw.get("rules.json")).put("privates_close_on_first", "5"));
        assertEquals("rules.json: $.privates_close_on_first: not a rule switch: give that train the event"
                + " {\"type\": \"close_companies\"} in trains.json", msg);
    }

    @Test
    void trainKindComesFromData() {
        TitleData d = TitleLoader.build(raw(), Set.of());
        TrainType plus = d.trainType("3+1");
        assertEquals(TrainType.Kind.PLUS, plus.kind());
        assertEquals(TrainSpec.plus("3+1-0", 3, 1), Route.spec(new Train("3+1-0", plus)));
        assertEquals(TrainSpec.stops("2-0", 2), Route.spec(new Train("2-0", d.trainType("2"))));
        assertEquals(TrainSpec.stops("D-0", TrainSpec.UNLIMITED), Route.spec(new Train("D-0", d.trainType("D"))));
    }

    @Test
    void hexTrainsAreBarredFromTheirHexes() {
        Map<String, Object> raw = raw();
        Map<String, Object> four = obj(list(raw.get("trains.json")).get(2));
        four.put("kind", "hexes");
        four.put("barred_hexes", List.of("A1"));
        TrainType h = TitleLoader.build(raw, Set.of()).trainType("4");
        assertEquals(TrainSpec.hexes("4-0", 4, Set.of("A1")), Route.spec(new Train("4-0", h)));
    }

    @Test
    void hexTrainsAreBarredFromTheMapColoursTheyName() {
        Map<String, Object> raw = raw();
        Map<String, Object> four = obj(list(raw.get("trains.json")).get(2));
        four.put("kind", "hexes");
        four.put("barred_colors", List.of("red"));
        four.put("barred_hexes", List.of("B2"));
        raw.put("map.json.text", "{\"hexes\": {\"red\": [{\"coords\": [\"A1\", \"A3\"], \"code\": \"\"},"
                + " {\"coords\": [\"C1\"], \"code\": \"\"}], \"gray\": [{\"coords\": [\"D4\"], \"code\": \"\"}]}}");
        TrainType h = TitleLoader.build(raw, Set.of()).trainType("4");
        // every red hex and the named one; the gray hex stays open
        assertEquals(TrainSpec.hexes("4-0", 4, Set.of("A1", "A3", "C1", "B2")), Route.spec(new Train("4-0", h)));
        four.put("barred_colors", List.of("purple"));
        String msg = assertThrows(IllegalStateException.class, () -> TitleLoader.build(raw, Set.of())).getMessage();
        assertEquals("trains.json: $[2].barred_colors: the map has no purple hexes", msg);
    }

    @Test
    void unknownTrainKindFailsTheLoad() {
        String msg = loadError(raw -> obj(list(raw.get("trains.json")).get(1)).put("kind", "pluss"));
        assertEquals("trains.json: $[1].kind: \"pluss\" is not one of [stops, plus, towns_free, hexes, express]", msg);
    }

    @Test
    void plusTrainNeedsTowns() {
        String msg = loadError(raw -> obj(list(raw.get("trains.json")).get(1)).remove("towns"));
        assertEquals("trains.json: $[1].towns: expected a number", msg);
    }

    @Test
    void unknownMarketLayoutFailsTheLoad() {
        String msg = loadError(raw -> obj(raw.get("market.json")).put("layout", "hexagonal"));
        assertEquals("market.json: $.layout: \"hexagonal\" is not one of [grid, line, 1d, hex]", msg);
    }

    /** 1854's bottom cells carry zone y's rule but are printed orange: market.json says how to draw them. */
    @Test
    void aZoneMayBeDrawnInAnotherColour() {
        Map<String, Object> raw = raw();
        obj(raw.get("market.json")).put("zone_colors", Map.of("y", "orange"));
        TitleData d = TitleLoader.build(raw, Set.of());
        assertEquals("orange", d.marketZoneColor("y"));
        assertEquals(null, d.marketZoneColor("o"), "other zones keep their usual colour");
        assertEquals(null, TitleLoader.build(raw(), Set.of()).marketZoneColor("y"), "without zone_colors: the usual colour");
    }

    @Test
    void aZoneColourMustBeKnownAndItsZoneUsed() {
        assertEquals("market.json: $.zone_colors.y: \"pink\" is not one of " + TitleData.ZONE_COLORS,
                loadError(raw -> obj(raw.get("market.json")).put("zone_colors", Map.of("y", "pink"))));
        assertEquals("market.json: $.zone_colors.b: no cell of the market has zone \"b\"",
                loadError(raw -> obj(raw.get("market.json")).put("zone_colors", Map.of("b", "brown"))));
    }

    @Test
    void blockersOnTheMapMustMatchTheAbility() {
        TitleData d = TitleLoader.build(raw(), Set.of());
        TitleLoader.checkBlockers(d, Map.of("SV", List.of("G15")));
        String msg = assertThrows(IllegalStateException.class,
                () -> TitleLoader.checkBlockers(d, Map.of("SV", List.of("G16")))).getMessage();
        assertEquals("companies.json: $.companies[0].abilities[0].hexes [G15] and map.json: $.blockers.SV [G16] disagree",
                msg);
        msg = assertThrows(IllegalStateException.class, () -> TitleLoader.checkBlockers(d, Map.of())).getMessage();
        assertEquals("companies.json: $.companies[0].abilities[0].hexes [G15] and map.json: $.blockers.SV (missing) disagree",
                msg);
        msg = assertThrows(IllegalStateException.class,
                () -> TitleLoader.checkBlockers(d, Map.of("SV", List.of("G15"), "XX", List.of("A1")))).getMessage();
        assertEquals("map.json: $.blockers.XX: XX has no blocks_hexes ability in companies.json", msg);
    }

    /** A title may name itself in the players' language (title.json {@code name_de}); without one, {@code name}. */
    @Test
    @SuppressWarnings("unchecked")
    void theTitleIsNamedInThePlayersLanguage() {
        Map<String, Object> raw = raw();
        ((Map<String, Object>) raw.get("title.json")).put("name_de", "Mini (deutsch)");
        String english = TitleLoader.build(raw, Set.of()).info().name();
        roundhouse.engine.spi.EngineText.use(java.util.Locale.GERMAN);
        try {
            assertEquals("Mini (deutsch)", TitleLoader.build(raw, Set.of()).info().name());
            assertEquals(english, TitleLoader.build(raw(), Set.of()).info().name(), "no German name: the name");
        } finally {
            roundhouse.engine.spi.EngineText.use(java.util.Locale.ENGLISH);
        }
        assertTrue(!english.equals("Mini (deutsch)"));
    }
}
