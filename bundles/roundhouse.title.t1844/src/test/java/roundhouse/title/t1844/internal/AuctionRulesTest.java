package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import roundhouse.engine.spi.RoundKind;

/** RB II: the private auction of the first stock round, P1 to P7 one after the other. */
class AuctionRulesTest {
    private static final T1844Title TITLE = new T1844Title();

    static EngineSession newGame(int players, Set<String> options) {
        List<PlayerRef> refs = new ArrayList<>();
        for (int i = 1; i <= players; i++) {
            refs.add(new PlayerRef("p" + i, "Player " + i));
        }
        return (EngineSession) TITLE.newGame(new GameSetup(refs, options, 1));
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

    static String acting(Game g) {
        return g.round().actingEntities().get(0).id();
    }

    /** The players see the private under the hammer with the standing bid, the others for sale, and each bidder's free cash. */
    @Test
    void theAuctionViewShowsTheLotTheHighBidAndTheBiddersStillIn() throws Exception {
        EngineSession s = newGame(3, Set.of());
        roundhouse.api.view.AuctionView before = s.auction();
        assertEquals(List.of("P1", "P2", "P3", "P4", "P5", "P6", "P7"), before.lots().stream().map(l -> l.company()).toList(),
                "the private under the hammer first, then the others for sale");
        assertTrue(before.lots().stream().allMatch(l -> l.bids().isEmpty()));
        s.apply(bid("p1", "P1", 20));
        s.apply(bid("p2", "P1", 25));
        s.apply(pass("p3"));
        roundhouse.api.view.AuctionView view = s.auction();
        roundhouse.api.view.AuctionView.Lot lot = view.lots().get(0);
        assertEquals(List.of(new roundhouse.api.view.AuctionView.Bid("p2", 25)), lot.bids());
        assertEquals(30, lot.price(), "the least bid now");
        assertEquals(List.of("p1", "p2"), view.bidders().stream().map(b -> b.player()).sorted().toList(), "p3 passed");
        roundhouse.api.view.AuctionView.Bidder p2 = view.bidders().stream().filter(b -> b.player().equals("p2")).findFirst().orElseThrow();
        assertEquals(p2.cash() - 25, p2.available());
        s.apply(pass("p1"));
        assertEquals("P2", s.auction().lots().get(0).company(), "the next private is up");
        assertEquals(6, s.auction().lots().size(), "P1 sold");
    }

    /** RB II: P1 opens with player 1, P2 with player 2...; raises of at least 5; a passer is out; the last bidder pays. */
    @Test
    void eachPrivateIsOpenedByTheNextPlayerAndGoesToTheLastBidder() throws Exception {
        EngineSession s = newGame(3, Set.of());
        assertEquals("p1", acting(s.game()));
        s.apply(bid("p1", "P1", 20));
        assertThrows(Exception.class, () -> s.apply(bid("p2", "P1", 24)), "a raise is at least 5");
        s.apply(bid("p2", "P1", 25));
        s.apply(pass("p3"));
        s.apply(pass("p1"));
        Player p2 = s.game().player("p2"); // the session's game after the last action
        assertEquals(800 - 25, p2.cash());
        assertTrue(p2.companies().contains(s.game().company("P1")));
        assertEquals("p2", acting(s.game()), "P2 is opened by the second player");
        assertThrows(Exception.class, () -> s.apply(bid("p2", "P2", 45)), "at least the face value");
        s.apply(bid("p2", "P2", 50));
        s.apply(pass("p3"));
        s.apply(bid("p1", "P2", 55));
        s.apply(pass("p2"));
        assertTrue(s.game().player("p1").companies().contains(s.game().company("P2")), "p3 and p2 passed: p1 wins");
        assertEquals("p3", acting(s.game()), "P3 is opened by the third player");
    }

    /** RB II, III: P3 brings a tunnel share; nobody bids on P1: 5 cheaper, and at 0 its opener takes it. */
    @Test
    void p1GetsCheaperUntilItsOpenerMustTakeIt() throws Exception {
        EngineSession s = newGame(3, Set.of());
        for (int round = 0; round < 4; round++) {
            s.apply(pass("p1"));
            s.apply(pass("p2"));
            s.apply(pass("p3"));
        }
        assertEquals("p1", s.game().company("P1").owner().id(), "offered for 0, player 1 must take it");
        assertEquals(800, s.game().player("p1").cash());
        s.apply(bid("p2", "P2", 50));
        s.apply(pass("p3"));
        s.apply(pass("p1"));
        s.apply(bid("p3", "P3", 80));
        s.apply(pass("p1"));
        s.apply(pass("p2"));
        assertEquals("p3", s.game().company("T1").owner().id(), "the Gotthard coach comes with tunnel share T1");
    }

    /** RB II, III: P6's buyer gets the FNM director's certificate and sets its par; after P7 the least cash acts first. */
    @Test
    void msmeBringsTheFnmAndTheRestOfTheRoundIsPlayedLeastCashFirst() throws Exception {
        EngineSession s = newGame(3, Set.of(T1844Title.FNM_FLOATS_AT_PAR));
        String[][] script = { { "P1", "20" }, { "P2", "50" }, { "P3", "80" }, { "P4", "110" }, { "P5", "140" },
                { "P6", "160" }, { "P7", "100" } };
        for (String[] lot : script) {
            String opener = acting(s.game());
            s.apply(bid(opener, lot[0], Integer.parseInt(lot[1])));
            while (s.game().company(lot[0]).owner() == null) {
                s.apply(pass(acting(s.game())));
            }
            if (lot[0].equals("P6")) {
                assertEquals(opener, acting(s.game()), "the buyer sets the FNM's par");
                s.apply(new Action("par", opener, "player", Map.of("corporation", "FNM", "share_price", "90,2,4")));
                assertEquals(450, s.game().corporation("FNM").cash(), "5 x par");
                assertEquals(4, s.game().corporation("FNM").tokenPrices().size(), "par 90: four stations (RB XIV)");
            }
        }
        assertEquals("Stock 1.1", s.game().round().name());
        // p1 paid 20 + 110 + 100 (P1, P4, P7): 570 left; p2 50 + 140: 610; p3 80 + 160: 560
        assertEquals(List.of("p3", "p1", "p2"), s.game().playerOrder().stream().map(Player::id).toList());
        assertEquals(30, s.game().pool().percentOf(s.game().corporation("FNM")), "three FNM shares lie in the pool (RB I)");
        assertFalse(s.game().round().legalActions().stream().anyMatch(a -> a.action().type().equals("sell_shares")),
                "no sales in the first stock round");
    }

    /**
     * RB II: nobody bids on P2, so the first stock round ends; an operating round pays the privates'
     * income (P1: 5), the order of play is by cash, most first (RB XIX), and the next stock round
     * goes on with P2, opened by the player now second in that order. 18xx.games
     * ({@code auction_reopens_unsold}) pays the income and offers P2 again at once.
     */
    @Test
    void nobodyBiddingOnALaterPrivateEndsTheFirstStockRound() throws Exception {
        EngineSession s = newGame(3, Set.of());
        s.apply(bid("p1", "P1", 20));
        s.apply(pass("p2"));
        s.apply(pass("p3"));
        assertEquals("p1", s.game().company("P1").owner().id());
        for (int i = 0; i < 3; i++) {
            s.apply(pass(acting(s.game())));
        }
        Game g = s.game();
        assertEquals(800 - 20 + 5, g.player("p1").cash(), "P1's income of the income-only operating round");
        assertEquals(List.of("p2", "p3", "p1"), g.playerOrder().stream().map(p -> p.id()).toList(), "most cash first, ties as before");
        assertEquals(RoundKind.AUCTION, g.round().roundKind());
        assertEquals("P2", ((PrivateAuction) g.round()).current().id());
        assertEquals("p3", acting(g), "P2 is opened by the player now in position 2");
        assertTrue(g.round().name().contains("2"), g.round().name());

        EngineSession imported = newGame(3, TITLE.importOptions(Set.of()));
        imported.apply(bid("p1", "P1", 20));
        imported.apply(pass("p2"));
        imported.apply(pass("p3"));
        for (int i = 0; i < 3; i++) {
            imported.apply(pass(acting(imported.game())));
        }
        assertEquals(800 - 20 + 5, imported.game().player("p1").cash());
        assertEquals(List.of("p1", "p2", "p3"), imported.game().playerOrder().stream().map(p -> p.id()).toList());
        assertEquals("p2", acting(imported.game()), "the same opener again");
    }
}
