package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;

/** RB X, the 2-player variant: its own board, papers, draft order, train seller and price table. */
class TwoPlayerTest {
    private static EngineSession newGame() {
        return DraftRulesTest.newGame(2, Set.of(), 1);
    }

    /** RB X: minors 1, 2, 3, 4, 6, 7, 11 and the corporations LdStEG, SIK, SzKEV and RÁBA, on the 2-player board. */
    @Test
    void theGameHasTheVariantsPapersAndBoard() {
        Game g = newGame().game();
        List<String> ids = g.corporations().stream().map(Corporation::id).toList();
        assertEquals(List.of("RABA", "SIK", "SKEV", "LdStEG", "1", "2", "3", "4", "6", "7", "11"), ids);
        assertNull(g.corporation("G&C"));
        assertEquals("C8", g.data().corporations().stream().filter(c -> c.sym().equals("1")).findFirst().orElseThrow().coordinates());
        assertEquals("Buda & Pest", g.board().view(new roundhouse.engine.map.RouteRules(List.of("yellow"))).hexes().stream()
                .filter(h -> h.coord().equals("C8")).findFirst().orElseThrow().locationName());
        assertEquals(List.of("Yellow", "Green", "Brown"), g.data().phases().stream().map(p -> p.name()).toList(), "no gray phase");
        assertEquals(3, g.data().phases().get(2).operatingRounds());
        assertEquals(10, g.data().certLimit().get(2));
    }

    /**
     * RB X: the start player picks one paper, then each player two: 1-2-2-1-1-2-2-1; each takes
     * three minors and one share; one minor and two shares are left.
     */
    @Test
    void theDraftSnakes() throws Exception {
        EngineSession s = newGame();
        Game g = s.game();
        List<String> order = new ArrayList<>();
        int minor = 0;
        String[] minors = { "1", "2", "3", "4", "6", "7" };
        List<String> corps = new ArrayList<>(List.of("RABA", "SIK"));
        int[] minorsOf = new int[2];
        while (g.round().roundKind().equals(T18MagTitle.DRAFT)) {
            String p = g.round().actingEntities().get(0).id();
            order.add(p);
            int who = p.equals("p1") ? 0 : 1;
            if (minorsOf[who] == 3) {
                s.apply(DraftRulesTest.pick(p, "corporation", corps.remove(0)));
            } else {
                minorsOf[who]++;
                s.apply(DraftRulesTest.pick(p, "minor", minors[minor++]));
            }
        }
        assertEquals(List.of("p1", "p2", "p2", "p1", "p1", "p2", "p2", "p1"), order);
        assertTrue(g.corporation("11").closed(), "the minor left over leaves the game");
    }

    /** RB X: LdStEG sells every train and earns a quarter of the price; the bank gets the rest. */
    @Test
    void ldstegEarnsAQuarterOfEveryTrain() {
        Game g = newGame().game();
        Corporation minor = g.corporation("1");
        g.transfer(g.bank(), minor, 200);
        int ldsteg = g.corporation("LdStEG").cash();
        var three = g.depotTrains().stream().filter(t -> t.name().equals("3")).findFirst().orElseThrow();
        g.buyTrain(minor, three, three.type(), 120, g.bank(), null);
        assertEquals(ldsteg + 30, g.corporation("LdStEG").cash());
    }

    /** RB X Table 10: 0 one left; 10 none; 20-40 one; 50-80 two; 90-120 three; more four right. */
    @Test
    void tableTenMovesThePrice() {
        assertEquals(-1, MagDividendRules.rightStepsTwoPlayers(0));
        assertEquals(0, MagDividendRules.rightStepsTwoPlayers(10));
        assertEquals(1, MagDividendRules.rightStepsTwoPlayers(20));
        assertEquals(1, MagDividendRules.rightStepsTwoPlayers(40));
        assertEquals(2, MagDividendRules.rightStepsTwoPlayers(50));
        assertEquals(2, MagDividendRules.rightStepsTwoPlayers(80));
        assertEquals(3, MagDividendRules.rightStepsTwoPlayers(90));
        assertEquals(3, MagDividendRules.rightStepsTwoPlayers(120));
        assertEquals(4, MagDividendRules.rightStepsTwoPlayers(130));
    }

    /** RB X: RÁBA's one car is the offboard bonus or the plus train (18xx.games names it so). */
    @Test
    void rabasCarIsEither() {
        Game g = newGame().game();
        assertEquals("+20 Offboard Bonus / Train Upgrade [RABA]", MagRules.description(g, RailCar.OFFBOARD_BONUS));
        assertTrue(!MagRules.sells(g, RailCar.PLUS_UPGRADE) && !MagRules.sells(g, RailCar.MINE_ACCESS));
    }

    /** The options of 18xx.games for 3 to 6 players are refused for two. */
    @Test
    void multiplayerOptionsAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DraftRulesTest.newGame(2, Set.of(T18MagTitle.SUPPORTERS), 1));
        assertEquals("the optional rule supporters of 18Mag is for 3-6 players, not 2", e.getMessage());
        for (String o : List.of(T18MagTitle.NEW_MAJOR, T18MagTitle.NEW_MINORS_CHALLENGE, T18MagTitle.NEW_MINORS_SIMPLE)) {
            assertThrows(IllegalArgumentException.class, () -> DraftRulesTest.newGame(2, Set.of(o), 1), o);
        }
        DraftRulesTest.newGame(3, Set.of(T18MagTitle.SUPPORTERS, T18MagTitle.NEW_MAJOR), 1);
    }
}
