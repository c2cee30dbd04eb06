package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;

/** RB V (the first round, Table 5): the free draft, its order, limits, effects and end. */
class DraftRulesTest {
    private static final T18MagTitle TITLE = new T18MagTitle();

    static EngineSession newGame(int players, Set<String> options, long seed) {
        List<PlayerRef> refs = new ArrayList<>();
        for (int i = 1; i <= players; i++) {
            refs.add(new PlayerRef("p" + i, "Player " + i));
        }
        return (EngineSession) TITLE.newGame(new GameSetup(refs, options, seed));
    }

    static Action pick(String player, String key, String id) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put(key, id);
        args.put("price", 0);
        return new Action("bid", player, "player", args);
    }

    private static String acting(Game g) {
        return g.round().actingEntities().get(0).id();
    }

    /** RB V: a minor comes with a 2-train, 50 Ft from the bank, and its owner as president. */
    @Test
    void aDraftedMinorGetsATrainAndFiftyForint() throws Exception {
        EngineSession s = newGame(3, Set.of(), 1);
        s.apply(pick("p1", "minor", "5"));
        Corporation minor = s.game().corporation("5");
        assertEquals(50, minor.cash());
        assertEquals("2-0", minor.trains().get(0).id());
        assertEquals("p1", minor.president().holderId());
        assertEquals(-50, s.game().bank().cash(), "the bank is unlimited: it goes below zero");
        s.apply(pick("p2", "minor", "6"));
        assertEquals("2-1", s.game().corporation("6").trains().get(0).id(), "the depot's next 2-train");
    }

    /** RB V: order 1-2-3, 2-3-1, 3-1-2: the order moves one seat after each draft round. */
    @Test
    void theOrderMovesOneSeatAfterEachDraftRound() throws Exception {
        EngineSession s = newGame(3, Set.of(), 1);
        List<String> seen = new ArrayList<>();
        String[] minors = { "1", "2", "3", "4", "5", "6", "7", "8", "9" };
        for (String m : minors) {
            String p = acting(s.game());
            seen.add(p);
            s.apply(pick(p, "minor", m));
        }
        assertEquals(List.of("p1", "p2", "p3", "p2", "p3", "p1", "p3", "p1", "p2"), seen);
    }

    /** RB V Table 5: with 4 players one share each; a second is refused, naming the table. */
    @Test
    void theShareLimitOfTableFiveIsEnforced() throws Exception {
        EngineSession s = newGame(4, Set.of(), 1);
        s.apply(pick("p1", "corporation", "SIK"));
        s.apply(pick("p2", "minor", "1"));
        s.apply(pick("p3", "minor", "2"));
        s.apply(pick("p4", "minor", "3"));
        // second draft round starts with p2
        s.apply(pick("p2", "minor", "4"));
        s.apply(pick("p3", "minor", "5"));
        s.apply(pick("p4", "minor", "6"));
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> s.apply(pick("p1", "corporation", "RABA")));
        assertTrue(e.getMessage().contains("Tabelle 5"), e.getMessage());
        assertTrue(s.legalActions().stream().noneMatch(a -> a.action().args().containsKey("corporation")),
                "no share is offered to a player at his share limit");
    }

    /** RB V: a share comes from the market; two shares of one corporation make the player president. */
    @Test
    void twoSharesOfOneCorporationMakeThePresident() throws Exception {
        EngineSession s = newGame(5, Set.of(), 1);
        Game g = s.game();
        s.apply(pick("p1", "corporation", "SKEV"));
        assertEquals(10, g.player("p1").percentOf(g.corporation("SKEV")));
        assertNull(g.corporation("SKEV").president(), "10% makes nobody president");
        for (String p : List.of("p2", "p3", "p4", "p5")) {
            s.apply(pick(p, "minor", String.valueOf(p.charAt(1))));
        }
        s.apply(pick("p2", "minor", "6"));
        s.apply(pick("p3", "minor", "7"));
        s.apply(pick("p4", "minor", "8"));
        s.apply(pick("p5", "minor", "9"));
        s.apply(pick("p1", "corporation", "SKEV"));
        Player p1 = g.player("p1");
        assertEquals(p1, g.corporation("SKEV").president());
        assertTrue(p1.certificates().stream().anyMatch(c -> c.id().equals("SKEV_0")), "the 20% certificate");
        assertEquals(20, p1.percentOf(g.corporation("SKEV")));
    }

    /** RB V: the draft ends at Table 5's totals, unpicked minors leave, OR 1.1 follows with priority kept. */
    @Test
    void theDraftEndsAtTheLeftoversAndOperatingRoundOneFollows() throws Exception {
        EngineSession s = newGame(3, Set.of(), 1);
        Game g = s.game();
        int minor = 1;
        List<String> corps = new ArrayList<>(List.of("RABA", "G&C", "SNW", "SIK", "SKEV", "LdStEG"));
        for (int i = 0; i < 18; i++) {
            String p = acting(g);
            int[] held = heldBy(g, p);
            if (held[0] < 4) {
                s.apply(pick(p, "minor", String.valueOf(minor++)));
            } else {
                s.apply(pick(p, "corporation", corps.remove(0)));
            }
        }
        assertTrue(g.corporation("13").closed(), "the unpicked minor leaves the game");
        assertEquals("Operating 1.1", g.round().name());
        assertEquals("p3", g.priority().id(), "18 picks: 5 rotations, p3 began the last draft round");
    }

    private static int[] heldBy(Game g, String player) {
        int minors = 0;
        for (Corporation c : g.corporations()) {
            if (!c.priced() && c.president() != null && c.president().holderId().equals(player)) {
                minors++;
            }
        }
        return new int[] { minors };
    }
}
