package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.testsupport.RecordedPosition;

/**
 * RB III: P2 (Bödelibahn) gives, once per game from the green phase, an extra yellow tile by the
 * normal rules, laid in the track step of a company that owns P2 or whose director owns it. In the
 * recorded game JN operates in OR 5.1 (phase 3) and its director holds P2; after JN's own lay (an
 * upgrade of Neuchâtel) its track step waits for P2's tile, and the game's director passed.
 */
class ExtraYellowTileTest {
    private static final String GAME = "1844_game_end_bankrupt";
    /** JN's pass after its own lay in OR 5.1: its track step is open for P2 before it. */
    private static final long JN_PASS = 359;
    /** MOB's tile lay in the same round; MOB's director does not hold P2. */
    private static final long MOB_LAY = 362;

    private static RecordedPosition recorded() throws Exception {
        return RecordedPosition.of(new T1844Title(), Path.of("src/test/resources/fixtures/1844/"), GAME);
    }

    private static List<LegalAction> p2Lays(EngineSession s) {
        return s.legalActions().stream().filter(a -> a.action().entity().equals("P2")).toList();
    }

    @Test
    void theDirectorsPrivateLaysAnExtraYellowTileInTheCompanysTrackStep() throws Exception {
        RecordedPosition rec = recorded();
        EngineSession s = rec.before(JN_PASS);
        Game g = s.game();
        Corporation jn = g.corporation("JN");
        PrivateCompany p2 = g.company("P2");
        assertEquals(jn, g.round().actingEntities().get(0));
        assertEquals(jn.president(), p2.owner(), "P2 belongs to JN's director, not to JN");

        List<LegalAction> lays = p2Lays(s);
        assertFalse(lays.isEmpty(), "P2's lay is offered to JN's director");
        assertTrue(lays.stream().allMatch(a -> List.of("3", "4", "5", "6", "7", "8", "9", "57", "58")
                .contains(a.action().string("tile").replaceAll("-\\d+$", ""))), "yellow tiles of the ability only");
        LegalAction lay = lays.stream().filter(a -> a.cost() > 0).findFirst().orElseThrow(); // F9 has terrain
        int cash = jn.cash();
        s.apply(lay.action());

        g = s.game();
        assertEquals(cash - lay.cost(), g.corporation("JN").cash(), "JN pays the terrain");
        assertEquals("yellow", g.board().colorAt(lay.target()));
        assertEquals(1, g.abilityUses(g.company("P2"), "tile_lay"));
        assertTrue(p2Lays(s).isEmpty(), "once per game");
        s.apply(rec.action(JN_PASS)); // JN ends its track step as recorded
    }

    @Test
    void theLayIsRefusedToACompanyWhoseDirectorDoesNotOwnP2() throws Exception {
        RecordedPosition rec = recorded();
        LegalAction lay = p2Lays(rec.before(JN_PASS)).get(0);
        EngineSession s = rec.before(MOB_LAY);
        Game g = s.game();
        Corporation mob = g.corporation("MOB");
        assertEquals(mob, g.round().actingEntities().get(0), "MOB is in its track step");
        assertFalse(mob.president() == g.company("P2").owner() || mob == g.company("P2").owner());
        assertTrue(p2Lays(s).isEmpty());
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(lay.action()));
        assertTrue(e.getMessage().contains("Bödelibahn"), e.getMessage());
    }
}
