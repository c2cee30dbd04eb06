package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.TitleData;

/** The data of each edition and map, checked against the digest's tables (RB 1, appendix; digest 1, 2, 7). */
class TitleDataTest {
    private final T1841Title title = new T1841Title();

    @Test
    void rulebookGameHasEightConcessionsAndMinorSftc() {
        TitleData d = title.data(Set.of());
        assertEquals(14640, d.bank());
        assertEquals(8, d.companies().size());
        assertEquals(List.of(40, 20, 20, 20), corporation(d, "SFTC").shares());
        assertTrue(has(d, "SFV") && !has(d, "SB"));
        assertEquals(List.of(8, 6, 4, 3, 2, 2, 7), d.trains().stream().map(t -> t.count()).toList());
    }

    @Test
    void secondEditionMakesSftcSbAndSflMajors() {
        TitleData d = title.data(Set.of(T1841Title.VERSION_2));
        assertEquals(9, corporation(d, "SFTC").shares().size());
        assertEquals(9, corporation(d, "SB").shares().size());
        assertEquals(9, corporation(d, "SFL").shares().size());
        assertFalse(has(d, "SFV"));
    }

    @Test
    void liteDropsTuscanyAndTrains() {
        TitleData d = title.data(Set.of(T1841Title.VERSION_2, T1841Title.LITE));
        assertEquals(11140, d.bank());
        assertEquals(List.of("Bayard", "SFTC", "SFTN", "SFTG", "IRSFF"), d.companies().stream().map(c -> c.sym()).toList());
        for (String gone : List.of("SFMA", "SFLP", "SSFL", "SFLi")) {
            assertFalse(has(d, gone), gone);
        }
        assertEquals(List.of(6, 5, 3, 2, 2, 2, 7), d.trains().stream().map(t -> t.count()).toList());
        assertEquals(9, corporation(d, "SB").shares().size());
    }

    /** The lite game seats 3 to 6 (its title.json players), refused for 7 before any data is made. */
    @Test
    void liteIsForThreeToSixPlayers() {
        roundhouse.api.RuleOption lite = title.ruleOptions().stream().filter(o -> o.id().equals(T1841Title.LITE))
                .findFirst().orElseThrow();
        assertEquals("3-6", lite.playerRange());
        List<roundhouse.api.PlayerRef> seven = new java.util.ArrayList<>();
        for (int i = 1; i <= 7; i++) {
            seven.add(new roundhouse.api.PlayerRef(Integer.toString(i), "P" + i));
        }
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> title.newGame(new roundhouse.api.GameSetup(seven, Set.of(T1841Title.LITE), 1)));
        assertEquals("the optional rule lite of 1841 is for 3-6 players, not 7", e.getMessage());
        title.newGame(new roundhouse.api.GameSetup(seven.subList(0, 6), Set.of(T1841Title.LITE), 1));
    }

    @Test
    void importPlaysTheFilesEdition() {
        assertTrue(title.importOptions(Set.of()).contains(T1841Title.VERSION_2));
        assertFalse(title.importOptions(Set.of("version_1")).contains(T1841Title.VERSION_2));
        assertTrue(title.importOptions(Set.of()).contains(T1841Title.NO_PLAYER_TRADES));
        assertFalse(title.importOptions(Set.of("p2p_purchases")).contains(T1841Title.NO_PLAYER_TRADES));
    }

    @Test
    void aFileNamesTheEditionAndTheTradesAs18xxGamesDoes() throws Exception {
        Set<String> firstEdition = title.importOptions(Set.of("version_1", "p2p_purchases"));
        java.util.List<roundhouse.api.PlayerRef> players = java.util.List.of(new roundhouse.api.PlayerRef("1", "Ann"),
                new roundhouse.api.PlayerRef("2", "Ben"), new roundhouse.api.PlayerRef("3", "Cy"));
        roundhouse.api.GameSession game = title.newGame(new roundhouse.api.GameSetup(players, firstEdition, 7));
        var codec = new roundhouse.engine.internal.codec.GsonRecordCodec();
        String json = codec.format(game.toRecord());
        var settings = com.google.gson.JsonParser.parseString(json).getAsJsonObject().getAsJsonObject("settings");
        java.util.List<String> listed = new java.util.ArrayList<>();
        settings.getAsJsonArray("optional_rules").forEach(e -> listed.add(e.getAsString()));
        assertTrue(listed.contains("version_1") && listed.contains("p2p_purchases"), listed.toString());
        assertEquals(title.importOptions(Set.copyOf(listed)), firstEdition, "18xx.games plays the same game");
        roundhouse.api.GameRecord back = codec.parse(json, "test");
        assertEquals(firstEdition, back.setup().optionalRules(), "Roundhouse reads its exact rules");
        assertEquals(json, codec.format(back), "written back unchanged");
        Set<String> second = title.importOptions(Set.of());
        String secondJson = codec.format(title.newGame(new roundhouse.api.GameSetup(players, second, 7)).toRecord());
        assertFalse(secondJson.contains("version_1") || secondJson.contains("p2p_purchases"), secondJson);
    }

    private static boolean has(TitleData d, String sym) {
        return d.corporations().stream().anyMatch(c -> c.sym().equals(sym));
    }

    private static TitleData.CorporationDef corporation(TitleData d, String sym) {
        return d.corporations().stream().filter(c -> c.sym().equals(sym)).findFirst().orElseThrow();
    }
}
