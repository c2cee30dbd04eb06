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

    @Test
    void importPlaysTheFilesEdition() {
        assertTrue(title.importOptions(Set.of()).contains(T1841Title.VERSION_2));
        assertFalse(title.importOptions(Set.of("version_1")).contains(T1841Title.VERSION_2));
        assertTrue(title.importOptions(Set.of()).contains(T1841Title.NO_PLAYER_TRADES));
        assertFalse(title.importOptions(Set.of("p2p_purchases")).contains(T1841Title.NO_PLAYER_TRADES));
    }

    private static boolean has(TitleData d, String sym) {
        return d.corporations().stream().anyMatch(c -> c.sym().equals(sym));
    }

    private static TitleData.CorporationDef corporation(TitleData d, String sym) {
        return d.corporations().stream().filter(c -> c.sym().equals(sym)).findFirst().orElseThrow();
    }
}
