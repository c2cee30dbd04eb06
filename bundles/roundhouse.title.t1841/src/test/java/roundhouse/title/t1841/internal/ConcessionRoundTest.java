package roundhouse.title.t1841.internal;

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
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RoundKind;

/** The concession round: the rulebook's sealed sheets (RB 2) and the second edition's open auction (digest 3.1). */
class ConcessionRoundTest {
    private static final T1841Title TITLE = new T1841Title();

    static EngineSession newGame(List<String> names, Set<String> options) {
        List<PlayerRef> refs = new ArrayList<>();
        for (String n : names) {
            refs.add(new PlayerRef(n, n));
        }
        return (EngineSession) TITLE.newGame(new GameSetup(refs, options, 1));
    }

    static Action sheet(String player, int... bids) {
        List<Long> list = new ArrayList<>();
        for (int b : bids) {
            list.add((long) b);
        }
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("bids", list);
        return new Action(BlindBids.BLIND_BID, player, "player", args);
    }

    static Action bid(String player, String company, int price) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("company", company);
        args.put("price", (long) price);
        return new Action("bid", player, "player", args);
    }

    static Action pass(String player) {
        return new Action("pass", player, "player", null);
    }

    static String owner(Game g, String company) {
        PrivateCompany c = g.company(company);
        return c.owner() == null ? null : c.owner().id();
    }

    /**
     * RB 2.5, the rulebook's example with five players: C's sheet is void (L.18 on concession 1), the
     * seats are B, E, D, A, C; concessions 1, 2, 4, 5, 7, 8 go to the single highest bidders, 6 stays
     * in the bank, B and E bid on for 3, where B passes and E pays L.26.
     */
    @Test
    void theRulebooksExample() throws Exception {
        EngineSession s = newGame(List.of("A", "B", "C", "D", "E"), Set.of());
        // concessions 1..8: Bayard, SFLP, SFTC, SFMA, SFTN, SSFL, SFTG, IRSFF
        s.apply(sheet("A", 21, 0, 0, 54, 0, 0, 51, 0));
        s.apply(sheet("B", 34, 0, 26, 0, 45, 0, 100, 67));
        s.apply(sheet("C", 18, 0, 0, 0, 54, 0, 74, 80));
        s.apply(sheet("D", 39, 0, 0, 0, 37, 0, 0, 180));
        s.apply(sheet("E", 27, 21, 26, 35, 0, 0, 0, 163));
        Game g = s.game();
        assertEquals(List.of("B", "E", "D", "A", "C"), g.playerOrder().stream().map(Player::id).toList());
        assertEquals("B", g.priority().id());
        assertEquals("D", owner(g, "Bayard"));
        assertEquals("E", owner(g, "SFLP"));
        assertEquals("A", owner(g, "SFMA"));
        assertEquals("B", owner(g, "SFTN"), "C's higher bid does not count");
        assertNull(owner(g, "SSFL"));
        assertEquals("B", owner(g, "SFTG"));
        assertEquals("D", owner(g, "IRSFF"));
        // the tie on concession 3: B has the priority card and acts first
        assertEquals("B", g.round().actingEntities().get(0).id());
        assertThrows(Exception.class, () -> s.apply(bid("B", "SFTC", 30)), "a raise is at least L.5 over L.26");
        s.apply(pass("B"));
        g = s.game();
        assertEquals("E", owner(g, "SFTC"));
        Map<String, Integer> cash = new LinkedHashMap<>();
        for (Player p : g.playerOrder()) {
            cash.put(p.id(), p.cash());
        }
        assertEquals(Map.of("B", 527, "E", 625, "D", 453, "A", 618, "C", 672), cash);
        assertEquals(RoundKind.STOCK, g.round().roundKind());
    }

    /**
     * The players' view of the auction while the sheets are written: every concession at its least bid
     * and nobody's bid (the sheets are sealed), every player with his cash; in the tie's open bidding
     * the tied concession comes first at the tied bid raised, the one nobody bid on after it.
     */
    @Test
    void theAuctionShowsTheConcessionsButNotTheSealedBids() throws Exception {
        EngineSession s = newGame(List.of("A", "B", "C", "D", "E"), Set.of());
        s.apply(sheet("A", 21, 0, 0, 54, 0, 0, 51, 0));
        roundhouse.api.view.AuctionView sealed = s.auction();
        assertEquals(List.of("Bayard", "SFLP", "SFTC", "SFMA", "SFTN", "SSFL", "SFTG", "IRSFF"),
                sealed.lots().stream().map(l -> l.company()).toList());
        assertTrue(sealed.lots().stream().allMatch(l -> l.bids().isEmpty() && l.price() == 20), "no bid shows, L.20 least");
        assertEquals(5, sealed.bidders().size());
        assertTrue(sealed.bidders().stream().allMatch(b -> b.committed() == 0), "A's sheet stays sealed");
        s.apply(sheet("B", 34, 0, 26, 0, 45, 0, 100, 67));
        s.apply(sheet("C", 18, 0, 0, 0, 54, 0, 74, 80));
        s.apply(sheet("D", 39, 0, 0, 0, 37, 0, 0, 180));
        s.apply(sheet("E", 27, 21, 26, 35, 0, 0, 0, 163));
        roundhouse.api.view.AuctionView tie = s.auction();
        assertEquals(List.of("SFTC", "SSFL"), tie.lots().stream().map(l -> l.company()).toList());
        assertEquals(31, tie.lots().get(0).price(), "the tied L.26 raised by at least L.5");
        assertEquals(20, tie.lots().get(1).price());
    }

    /** RB 2.1: a sheet above the player's cash is void like one with a bid under L.20, and seated last. */
    @Test
    void aSheetAboveOnesCashIsVoid() throws Exception {
        EngineSession s = newGame(List.of("A", "B", "C"), Set.of());
        s.apply(sheet("A", 0, 0, 0, 0, 1121, 0, 0, 0));
        s.apply(sheet("B", 20, 0, 0, 0, 0, 0, 0, 0));
        s.apply(sheet("C", 0, 0, 0, 0, 25, 0, 0, 0));
        Game g = s.game();
        assertEquals(List.of("C", "B", "A"), g.playerOrder().stream().map(Player::id).toList());
        assertEquals("C", owner(g, "SFTN"));
        assertEquals(1120, g.player("A").cash());
    }

    /**
     * Digest 3.1: a nomination of at least L.20, raises of L.5 in seat order from the player after
     * the nominator, a pass for good; then the player after the nominator puts up the next; at the
     * end the seats go by ascending cash.
     */
    @Test
    void theSecondEditionsOpenAuction() throws Exception {
        EngineSession s = newGame(List.of("A", "B", "C"), Set.of(T1841Title.VERSION_2));
        assertThrows(Exception.class, () -> s.apply(bid("A", "SFTG", 15)), "at least L.20");
        s.apply(bid("A", "SFTG", 20));
        assertEquals("B", s.game().round().actingEntities().get(0).id());
        assertThrows(Exception.class, () -> s.apply(bid("B", "SFTG", 24)), "raise at least L.5");
        s.apply(bid("B", "SFTG", 30));
        s.apply(pass("C"));
        s.apply(bid("A", "SFTG", 35));
        s.apply(pass("B"));
        assertEquals("A", owner(s.game(), "SFTG"));
        assertEquals(1120 - 35, s.game().player("A").cash());
        // B, after the nominator, puts up the next
        assertEquals("B", s.game().round().actingEntities().get(0).id());
        s.apply(pass("B"));
        s.apply(pass("C"));
        s.apply(pass("A"));
        Game g = s.game();
        assertEquals(RoundKind.STOCK, g.round().roundKind());
        assertEquals(List.of("A", "B", "C"), g.playerOrder().stream().map(Player::id).toList(), "A has least cash");
        assertTrue(g.round().actingEntities().get(0).id().equals("A"));
    }
    /**
     * Digest 3.1: a concession put up at a price no other player can pay more for goes at once to the
     * player who put it up. Option {@code nomination_needs_a_rival}: 18xx.games then leaves the auction
     * open for ever (seed 49212, action 16), so its games put a concession up only below another
     * player's cash; the bid's range offered ends there.
     */
    @Test
    void aConcessionNobodyCanBidAgainstIsSoldOrNeverPutUp() throws Exception {
        EngineSession rulebook = newGame(List.of("A", "B", "C"), Set.of(T1841Title.VERSION_2));
        rulebook.apply(bid("A", "SFTG", 1120));
        assertEquals("A", owner(rulebook.game(), "SFTG"), "B and C hold L.1120, not more");

        EngineSession r = newGame(List.of("A", "B", "C"), Set.of(T1841Title.VERSION_2, T1841Title.NOMINATION_NEEDS_A_RIVAL));
        Exception refused = assertThrows(Exception.class, () -> r.apply(bid("A", "SFTG", 1120)));
        assertTrue(refused.getMessage().contains("only at a price another player can outbid"), refused.getMessage());
        assertNull(owner(r.game(), "SFTG"));
        var range = r.legalActions().stream().filter(l -> l.action().type().equals("bid")).findFirst().orElseThrow().amount();
        assertEquals(1119, range.max());
        r.apply(bid("A", "SFTG", 1119));
        assertEquals("B", r.game().round().actingEntities().get(0).id(), "B may bid L.1120");
    }
}
