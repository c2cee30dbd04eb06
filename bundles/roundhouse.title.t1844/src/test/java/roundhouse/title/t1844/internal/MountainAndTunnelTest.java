package roundhouse.title.t1844.internal;

import roundhouse.testsupport.RecordedPosition;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Game;

/** RB IV (mountain railways) and RB V (tunnels), on positions of the recorded game. */
class MountainAndTunnelTest {
    private static final String GAME = "1844_game_end_bankrupt";

    /** RB IV: after buying B1 its buyer must place a board before the round goes on; a used board copy or a hex without a mountain is refused. */
    @Test
    void theBuyerPlacesABoardOnAFreeMountain() throws Exception {
        RecordedPosition rec = RecordedPosition.of(new T1844Title(), java.nio.file.Path.of("src/test/resources/fixtures/1844/"), GAME);
        EngineSession s = rec.before(222);
        Game g = s.game();
        assertEquals("B1", g.round().actingEntities().get(0).id(), "the mountain railway's board comes first");
        assertThrows(Exception.class, () -> s.apply(lay("B1", "D19", "XM3-0")), "Zurich is no mountain");
        assertThrows(Exception.class, () -> s.apply(lay("B1", "L23", "XM3-1")), "the first XM3 is copy 0");
        s.apply(rec.action(222));
        SwissGame after = (SwissGame) s.game();
        assertEquals("XM3", after.mountainBoards().get("L23"));
        assertEquals("B1", after.mountainRailwayByHex().get("L23"));
        assertFalse(after.mountainActive(after.company("B1")), "no train has visited Monte Generoso yet");
    }

    /** RB IV: the first visit activates B1, which pays its owner 40 at the start of the next operating round. */
    @Test
    void aVisitedMountainRailwayPaysFortyEachOperatingRound() throws Exception {
        RecordedPosition rec = RecordedPosition.of(new T1844Title(), java.nio.file.Path.of("src/test/resources/fixtures/1844/"), GAME);
        SwissGame g = (SwissGame) rec.before(279).game();
        assertTrue(g.mountainActive(g.company("B1")), "FNM ran to Monte Generoso (action 278)");
    }

    /** RB V: VZ's director builds the Lötschberg-side tunnel on J9 with T3 for 100 from VZ; narrow track joins the hex. */
    @Test
    void aTunnelShareBuildsNarrowTrackForAHundred() throws Exception {
        RecordedPosition rec = RecordedPosition.of(new T1844Title(), java.nio.file.Path.of("src/test/resources/fixtures/1844/"), GAME);
        EngineSession s = rec.before(343);
        int cash = s.game().corporation("VZ").cash();
        s.apply(rec.action(343));
        SwissGame g = (SwissGame) s.game();
        assertEquals(cash - 100, g.corporation("VZ").cash());
        assertTrue(g.board().trackTypesAt("J9").contains("narrow"));
        assertEquals("T3", g.tunnels().get("J9"));
        assertThrows(Exception.class, () -> s.apply(lay("T3", "H27", "X78-0")), "the right of T3 is used");
    }

    private static Action lay(String company, String hex, String tile) {
        return new Action("lay_tile", company, "company", Map.of("hex", hex, "tile", tile, "rotation", 0L));
    }
}
