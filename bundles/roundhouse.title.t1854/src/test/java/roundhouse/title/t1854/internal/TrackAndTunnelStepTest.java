package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.step.Round;
import roundhouse.testsupport.RandomGames;

/**
 * The track step of an 1854 company with its terrain costs, mountain railways and tunnels, on a hand-built
 * position: VB operates from Bregenz (E3), whose tile 5 runs east to the Außerfernbahn's hex (E5, mountain
 * 100) and south-east to the Arlbergbahn's (F4, mountain 120).
 * Player 1 directs VB with 1000 G in its treasury. Numbers from the rulebook ("2. Gleisteile legen",
 * "Tunnelbau", "Gebirgsbahnen") and the digest (2.1, 6.3, 6.4, A-29).
 */
class TrackAndTunnelStepTest {
    private static final T1854Title TITLE = new T1854Title();
    private static final LayRules ANY = LayRules.special(Set.of("yellow", "green", "brown", "gray"), null, null, true);

    private Game game;
    private Corporation vb;
    private Player director;
    private Round or;

    /** VB operating, its director owning the given mountain railways. */
    private void position(String... privates) {
        game = TITLE.createGame(new GameSetup(RandomGames.players(3), Set.of(), 1L), true);
        vb = game.corporation("VB");
        director = game.players().get(0);
        vb.setPresident(director);
        vb.setFloated(true);
        game.transfer(game.bank(), vb, 1000);
        for (String p : privates) {
            game.transferCompany(game.company(p), director);
        }
        game.board().lay("VB", new TileLay("E3", "5-0", 4), ANY); // Bregenz: E (E5) and SE (F4)
        or = TITLE.operatingRound(game, 1);
        or.start();
        assertEquals(vb, or.currentEntity());
        assertTrue(game.board().hasTokenOnHex("VB", "E3"));
    }

    private static Action lay(String hex, String tile, int rotation) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("hex", hex);
        args.put("tile", tile);
        args.put("rotation", (long) rotation);
        return new Action("lay_tile", "VB", "corporation", args);
    }

    private List<LegalAction> legal() {
        return or.activeStep().legalActions(vb);
    }

    /** Gebirgsbahnen: a company of the owner builds on the railway's own hex free of terrain cost; P1 stays unused. */
    @Test
    void theOwnersCompanyBuildsOnTheOwnHexFree() {
        position("P1");
        LegalAction free = legal().stream().filter(a -> "E5".equals(a.action().string("hex"))).findFirst().orElseThrow();
        assertEquals(0, free.cost());
        assertFalse(free.label().contains("100"), free.label());
        or.process(lay("E5", "9-0", 1), vb); // straight W-E on the Außerfernbahn (printed 100)
        assertEquals(1000, vb.cash());
        assertEquals(0, game.abilityUses(game.company("P1"), MountainRailways.TERRAIN_DISCOUNT));
    }

    /** Everyone else pays the printed cost: 100 on E5. */
    @Test
    void withoutTheRailwayTheCompanyPaysThePrintedCost() {
        position();
        or.process(lay("E5", "9-0", 1), vb);
        assertEquals(900, vb.cash());
    }

    /** P1 once: 20 off a mountain lay elsewhere (Arlbergbahn 120 -> 100), then used up. */
    @Test
    void theAusserfernbahnTakesTwentyOffOneMountainLay() {
        position("P1");
        LegalAction arlberg = legal().stream().filter(a -> "F4".equals(a.action().string("hex"))).findFirst().orElseThrow();
        assertEquals(100, arlberg.cost());
        assertTrue(arlberg.label().endsWith("for 100 G") || arlberg.label().contains("100"), arlberg.label());
        or.process(lay("F4", "7-0", 1), vb); // sharp W-NW: Dornbirn (F2) - Bregenz (E3)
        assertEquals(900, vb.cash());
        assertEquals(1, game.abilityUses(game.company("P1"), MountainRailways.TERRAIN_DISCOUNT));
        // the next mountain costs the full amount: E5 is P1's own hex, so try a river instead
        assertEquals(0, MountainRailways.terrain(game, vb, "F10", 50).amount(), "P1 never helps on a river");
        assertEquals(0, MountainRailways.terrain(game, vb, "E7", 70).amount(), "P1 is used up");
        assertEquals(70, MountainRailways.terrain(game, vb, "E5", 70).amount(), "its own hex stays free");
    }

    /** The company pays terrain from its treasury; a lay it cannot pay is neither offered nor accepted. */
    @Test
    void aLayTheTreasuryCannotPayIsRefused() {
        position();
        game.transfer(vb, game.bank(), 950); // 50 left
        assertTrue(legal().stream().noneMatch(a -> "E5".equals(a.action().string("hex"))), "E5 costs 100");
        assertThrows(RuntimeException.class, () -> or.process(lay("E5", "9-0", 1), vb));
        assertEquals(50, vb.cash());
    }

    /**
     * Tunnelbau: besides the tile, one tunnel for 100 (P2: 60 once). A tunnel on E5 continues Bregenz's
     * track east (edges W-E); it pays no terrain, so a tile there later still pays the 100.
     */
    @Test
    void aTunnelComesBesidesTheTileAndCostsAHundred() {
        position();
        or.process(lay("F4", "7-0", 1), vb); // 120
        assertEquals(880, vb.cash());
        List<LegalAction> after = legal();
        assertTrue(after.stream().anyMatch(a -> a.action().string("tile") != null && a.action().string("tile").startsWith("TU")),
                "the step waits for a tunnel");
        RuntimeException second = assertThrows(RuntimeException.class, () -> or.process(lay("E5", "9-0", 1), vb));
        assertTrue(second.getMessage().contains("only a tunnel may follow"), second.getMessage());
        LegalAction e5 = after.stream().filter(a -> "E5".equals(a.action().string("hex"))).findFirst().orElseThrow();
        assertTrue(e5.label().contains("Außerfernbahn (E5)") && e5.label().contains("Bregenz (E3)"), e5.label());
        or.process(lay("E5", "TU3-0", 1), vb); // straight W-E
        assertEquals(780, vb.cash());
        assertEquals(100, game.board().terrainCost("E5"), "the first tile on E5 still pays (A-29)");
        assertEquals(1, game.board().overlaysAt("E5").size());
        assertFalse(or.activeStep() instanceof AustrianTrack && or.activeStep().actions(vb).contains("lay_tile"),
                "one tile and one tunnel a turn");
    }

    /** P2 Murtalbahn: the director's company builds one tunnel for 60, the next for 100 again. */
    @Test
    void theMurtalbahnMakesOneTunnelSixty() {
        position("P2");
        or.process(lay("E5", "TU3-0", 1), vb); // tunnel first, the tile may follow
        assertEquals(940, vb.cash());
        assertEquals(1, game.abilityUses(game.company("P2"), MountainRailways.TUNNEL_DISCOUNT));
        assertTrue(or.activeStep().actions(vb).contains("lay_tile"), "the tile lay is still open");
        assertThrows(RuntimeException.class, () -> or.process(lay("E5", "TU1-0", 3), vb), "one tunnel a turn");
        assertEquals(100, new AustrianTrack(game, or).tunnelCost(vb));
    }

    /** A tunnel must continue a track of the company leading into the hex: nothing leads into F6 yet. */
    @Test
    void aTunnelWithoutTrackLeadingInIsRefused() {
        position();
        assertThrows(RuntimeException.class, () -> or.process(lay("F6", "TU3-0", 1), vb));
        assertEquals(1000, vb.cash());
        assertTrue(legal().stream().noneMatch(a -> "F6".equals(a.action().string("hex"))));
        // and never on Bregenz itself, a big city
        assertTrue(legal().stream().noneMatch(a -> "E3".equals(a.action().string("hex"))));
    }
}
