package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundhouse.title.t1854.internal.Positions.buyFromBank;
import static roundhouse.title.t1854.internal.Positions.floated;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Train;

/**
 * "Phasenwechsel" and the two train stacks: regular trains and the locals' plus trains are sold side by
 * side, each stack in its order; the phase follows the first train of each type; ORs per set, limits.
 */
class TrainsAndPhasesTest {
    private static List<String> onSale(AustrianGame g) {
        return g.depotTrains().stream().map(Train::name).toList();
    }

    @Test
    void twoStacksAreSoldSideBySide() {
        AustrianGame g = Positions.operatingRound(3, 1, p -> floated(p, "KE", "p1", 1, 1, 2));
        assertEquals(List.of("2", "1+"), onSale(g), "the top of each stack");
        assertEquals("1", g.phase().name());
        buyFromBank(g, "KE", "1+");
        assertEquals("2", g.phase().name(), "phase 2 begins with the first 2 or 1+");
        assertEquals(List.of("2", "1+"), onSale(g));
    }

    @Test
    void twoPlusTrainsWaitForPhaseThreeAndThreePlusForTheTwoPlus() {
        AustrianGame g = Positions.operatingRound(3, 1, p -> floated(p, "KE", "p1", 1, 1, 2));
        for (int i = 0; i < 6; i++) {
            buyFromBank(g, "KE", "1+");
            g.discardTrain(g.corporation("KE"), g.corporation("KE").trains().get(0));
        }
        assertEquals(List.of("2"), onSale(g), "no 2+ before phase 3");
        buyFromBank(g, "KE", "2", "2", "2", "2", "2", "2", "3");
        assertEquals("3", g.phase().name());
        assertEquals(2, g.phase().operatingRounds(), "green: two ORs per set");
        assertTrue(onSale(g).contains("2+"));
        assertTrue(!onSale(g).contains("3+"), "3+ once the 2+ are gone");
    }

    /**
     * "Spielaufbau": "Zu Beginn sind nur 2er Loks und 1+-Loks erhältlich" (laid out), the other trains in two
     * stacks, the plus stack (2+, 3+) and the regular one; "Phasenwechsel", phase 3: "2+ Loks erhältlich,
     * nachdem alle 2+ Loks verkauft wurden auch 3+ Loks". KE buys two of the six 1+, the six 2s and a 3:
     * phase 3 with four 1+ left, and the bank offers the 3, a 1+ and a 2+ side by side. Once the four 2+ are
     * sold the 3+ joins the 1+ still laid out.
     */
    @Test
    void twoPlusTrainsGoOnSaleAtPhaseThreeWhileOnePlusTrainsRemain() {
        AustrianGame g = Positions.operatingRound(3, 1, p -> floated(p, "KE", "p1", 1, 1, 2));
        buyFromBank(g, "KE", "1+", "1+", "2", "2", "2", "2", "2", "2", "3");
        assertEquals("3", g.phase().name());
        assertEquals(4, g.depot().upcoming().stream().filter(t -> t.cardName().equals("1+")).count());
        assertEquals(List.of("3", "1+", "2+"), onSale(g));
        buyFromBank(g, "KE", "2+", "2+", "2+");
        assertEquals(List.of("3", "1+", "2+"), onSale(g), "the last 2+");
        buyFromBank(g, "KE", "2+");
        assertEquals(List.of("3", "1+", "3+"), onSale(g));
    }

    @Test
    void limitsFollowThePhaseAndTheCompanyKind() {
        AustrianGame g = Positions.operatingRound(3, 1, p -> floated(p, "KE", "p1", 1, 1, 2));
        assertEquals(4, g.trainLimit(g.corporation("KE")));
        assertEquals(2, g.trainLimit(g.corporation("1")));
        buyFromBank(g, "KE", "2", "2", "2", "2", "2", "2", "3", "3", "3", "3", "3", "3", "3", "3", "3", "4");
        assertEquals("4", g.phase().name());
        assertEquals(3, g.trainLimit(g.corporation("KE")));
        assertEquals(1, g.trainLimit(g.corporation("1")));
        assertEquals(3, g.trainLimit(g.corporation("A")));
    }
}
