package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.Train;

/**
 * Merging locals into Lokalbahn AGs (rulebook "Fusion", digest 7.1, 7.2, A-20, A-21): who directs,
 * where the market marker goes, the treasury, the trains, the stations and the certificates, and the
 * forced pairs at the first 6-train.
 */
class LocalMergerTest {
    private static Action merge(Player p, String a, String b, String ag) {
        return new Action("merge", p.id(), "player", Map.of("locals", List.of(a, b), "ag", ag));
    }

    /**
     * Digest 7.2, a merger at the start of operating round 1 in phase 5. Lokalbahn 1 (treasury 200 G, a 3+)
     * of player 2 and Lokalbahn 3 (120 G, a 3-train) of player 1 merge into AG B on player 1's proposal.
     * The owner of the lower number (1) directs: player 2 takes the 50 % director's certificate, player 1 the
     * other 50 %; each still holds as many certificates as before. Treasury 200 + 120 = 320 G. The 3+ leaves
     * the game, the 3 goes to the bank pool, not scrapped (majors may buy it at 200). The locals' stations
     * leave Sankt Pölten (J38) and Hieflau (M35). The marker goes on 67 (row 5, column 2) under the KT already
     * there. The AG operates from operating round 2 on, not in round 1.
     */
    @Test
    void aVoluntaryMergerAtTheStartOfAnOperatingRound() {
        LocalsPosition pos = new LocalsPosition();
        Player p1 = pos.player(0);
        Player p2 = pos.player(1);
        Corporation l1 = pos.openLocal("1", p2);
        Corporation l3 = pos.openLocal("3", p1);
        pos.openLocal("2", pos.player(2));
        pos.openLocal("5", pos.player(3));
        pos.game.transfer(pos.game.bank(), l1, 50);
        pos.game.transfer(l3, pos.game.bank(), 30);
        pos.game.board().placeHomeToken("1", "J38", 0);
        l1.setTokensUsed(1);
        pos.game.board().placeHomeToken("3", "M35", 0);
        l3.setTokensUsed(1);
        pos.phase("5");
        Train plus = pos.give(l1, "3+");
        Train three = pos.give(l3, "3");
        Corporation kt = pos.corp("KT");
        pos.game.market().place(kt, pos.game.market().cell(5, 2));
        int certs1 = pos.game.certificateCount(p1);
        int certs2 = pos.game.certificateCount(p2);
        pos.start(g -> {
            g.counters().startOperatingSet(3);
            return new MergerRound(g, false, pos.title.operatingRound(g, 1));
        });
        assertEquals(MergerRound.KIND, pos.game.round().roundKind());
        assertEquals("Mergers before OR 1.1", pos.game.round().name());
        assertEquals(p1, pos.acting(), "the priority holder owns a local and starts");
        assertTrue(pos.labels().contains("merge: Propose to " + p2.name()
                + ": merge Local 1 (Mariazellerbahn) and Local 3 (Ybbstalbahn) into Lokalbahn AG B (" + p2.name() + " directs)"),
                pos.labels().toString());
        pos.apply(merge(p1, "1", "3", "B"));
        assertEquals(p2, pos.acting(), "the other owner answers");
        pos.apply(new Action("accept_merge", p2.id(), "player", null));

        Corporation ag = pos.corp("B");
        assertEquals(p2, ag.president());
        assertEquals(50, p2.percentOf(ag));
        assertEquals(50, p1.percentOf(ag));
        assertTrue(ag.presidentsShare().holder() == p2);
        assertEquals(certs1, pos.game.certificateCount(p1));
        assertEquals(certs2, pos.game.certificateCount(p2));
        assertEquals(0, p1.percentOf(l3));
        assertEquals(0, p2.percentOf(l1));
        assertTrue(l1.closed() && l3.closed());
        assertEquals(320, ag.cash());
        assertEquals(0, l1.cash() + l3.cash());
        assertEquals(67, ag.sharePrice().price());
        assertEquals(5, ag.sharePrice().row());
        assertEquals(2, ag.sharePrice().column());
        assertEquals(List.of(kt, ag), ag.sharePrice().stack(), "under the marker already there");
        assertNull(plus.owner());
        assertTrue(plus.rusted());
        assertEquals(Depot.POOL, three.owner());
        assertTrue(pos.game.poolTrains().contains(three), "a merged local's regular train is sold at face value");
        assertFalse(pos.trainRules().scrapped(three));
        assertTrue(pos.game.trainRules().mayBuy(pos.corp("KR"), three));
        assertEquals(200, pos.game.trainRules().bankPrice(pos.corp("KR"), three, three.type()));
        assertTrue(pos.game.board().tokensOf("1").isEmpty());
        assertTrue(pos.game.board().tokensOf("3").isEmpty());

        pos.passUntil(() -> RoundKind.OPERATING.equals(pos.game.round().roundKind()));
        assertFalse(pos.game.round().entities().contains(ag), "formed at the start of OR 1: operates from OR 2 (A-21)");
        pos.passUntil(() -> RoundKind.OPERATING.equals(pos.game.round().roundKind())
                && pos.game.operatingRoundNumber() == 2);
        assertTrue(pos.game.round().entities().contains(ag), "operates in OR 2");
    }

    /**
     * Digest 7.1: at the end of the operating round in which phase 6 began all locals left must merge. Player 3
     * merges his own Lokalbahnen 3 and 5 into AG C; then everyone passes and the rest merge in the forced pairs
     * of those left, lowest numbers first: 1 + 2 into AG A (the owner of 1 directs), 4 + 6 into AG B (the owner
     * of 4). With all three AGs formed the local board is cleared: Steyr (J32) shows its printed face again and
     * its tile is back in the supply; the AGs operate in the next round.
     */
    @Test
    void theFirstSixForcesTheLocalsLeftIntoPairs() {
        LocalsPosition pos = new LocalsPosition();
        Player p1 = pos.player(0);
        Player p2 = pos.player(1);
        Player p3 = pos.player(2);
        Player p4 = pos.player(3);
        pos.openLocal("1", p1);
        pos.openLocal("4", p1);
        pos.openLocal("2", p2);
        pos.openLocal("3", p3);
        pos.openLocal("5", p3);
        pos.openLocal("6", p4);
        pos.tile("J32", "57-0", 0);
        pos.phase("6");
        pos.startOperating(3);
        assertTrue(pos.game.board().colorAt("J32").equals("yellow"));
        pos.passUntil(() -> MergerRound.KIND.equals(pos.game.round().roundKind()));
        assertEquals("Mergers after OR 1.1", pos.game.round().name());
        pos.passUntil(() -> pos.acting() == p3);
        pos.apply(merge(p3, "3", "5", "C"));
        pos.passUntil(() -> RoundKind.OPERATING.equals(pos.game.round().roundKind()));

        Corporation a = pos.corp("A");
        Corporation b = pos.corp("B");
        Corporation c = pos.corp("C");
        assertEquals(p1, a.president());
        assertEquals(50, p2.percentOf(a));
        assertEquals(p1, b.president());
        assertEquals(50, p4.percentOf(b));
        assertEquals(p3, c.president());
        assertEquals(100, p3.percentOf(c), "one owner of both locals holds both AG certificates");
        assertEquals(300, a.cash());
        assertTrue(LocalMerger.openLocals(pos.game).isEmpty());
        assertEquals("white", pos.game.board().colorAt("J32"));
        assertTrue(pos.game.board().isTileAvailable("57-0"));
        assertTrue(pos.game.board().tokensOf("1").isEmpty());
        assertEquals(2, pos.game.operatingRoundNumber());
        assertTrue(pos.game.round().entities().containsAll(List.of(a, b, c)), "merged at the end of OR 1: operate in OR 2");
    }

    /** before phase 5 no merger window opens; the operating rounds follow each other. */
    @Test
    void noMergerBeforePhaseFive() {
        LocalsPosition pos = new LocalsPosition();
        pos.openLocal("1", pos.player(0));
        pos.openLocal("2", pos.player(1));
        pos.phase("4");
        pos.startOperating(2);
        pos.passUntil(() -> pos.game.operatingRoundNumber() == 2);
        assertEquals(RoundKind.OPERATING, pos.game.round().roundKind());
    }

    /** A declined proposal merges nothing and the window goes on. */
    @Test
    void theOtherOwnerMayDecline() {
        LocalsPosition pos = new LocalsPosition();
        Player p1 = pos.player(0);
        Player p2 = pos.player(1);
        pos.openLocal("1", p1);
        pos.openLocal("2", p2);
        pos.phase("5");
        pos.start(g -> {
            g.counters().startOperatingSet(3);
            return new MergerRound(g, false, pos.title.operatingRound(g, 1));
        });
        pos.apply(merge(p1, "1", "2", "A"));
        pos.apply(new Action("decline_merge", p2.id(), "player", null));
        assertFalse(pos.corp("1").closed());
        assertNull(pos.corp("A").president());
        assertEquals(p2, pos.acting(), "the next owner's turn");
    }

    /** The locals of a merger may be named in either order; a pair that is none is refused in the rule's words. */
    @Test
    void theLocalsMayBeNamedInEitherOrder() {
        LocalsPosition pos = new LocalsPosition();
        Player p1 = pos.player(0);
        pos.openLocal("1", p1);
        pos.openLocal("2", p1);
        pos.phase("5");
        pos.start(g -> {
            g.counters().startOperatingSet(3);
            return new MergerRound(g, false, pos.title.operatingRound(g, 1));
        });
        GameRuleException e = assertThrows(GameRuleException.class, () -> pos.apply(merge(p1, "1", "1", "A")));
        assertEquals("a merger joins two different locals that are still running", e.getMessage());
        e = assertThrows(GameRuleException.class, () -> pos.apply(merge(p1, "1", "2", "Z")));
        assertEquals("Z is not a free Lokalbahn AG", e.getMessage());
        pos.apply(merge(p1, "2", "1", "A"));
        assertEquals(p1, pos.corp("A").president());
        assertEquals(100, p1.percentOf(pos.corp("A")));
        assertTrue(pos.corp("1").closed() && pos.corp("2").closed());
    }
}
