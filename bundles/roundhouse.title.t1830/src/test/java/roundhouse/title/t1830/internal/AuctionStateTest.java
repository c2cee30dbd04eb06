package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.PlayerRef;
import roundhouse.api.view.AuctionView;

/**
 * GameSession.auction() during 1830's waterfall auction on the {@code titles/auction} test title (SV
 * $20, CS $40, DH $70; two players with 600 F): the privates for sale with their bids and prices,
 * each player's committed cash, the bidding war, and nothing once the auction is over.
 */
class AuctionStateTest {
    private static final String ANN = "9001";
    private static final String BOB = "9002";

    private static GameSession newGame() {
        return new AuctionLabelsTest.AuctionTitle().newGame(new GameSetup(
                List.of(new PlayerRef(ANN, "Ann"), new PlayerRef(BOB, "Bob")), Set.of(), 1));
    }

    static Action bid(String player, String company, int price) {
        return new Action("bid", player, "player", Map.of("company", company, "price", (long) price));
    }

    private static AuctionView.Lot lot(AuctionView auction, String company) {
        return auction.lots().stream().filter(l -> l.company().equals(company)).findFirst()
                .orElseThrow(() -> new AssertionError(company + " is not for sale in " + auction));
    }

    private static AuctionView.Bidder bidder(AuctionView auction, String player) {
        return auction.bidders().stream().filter(b -> b.player().equals(player)).findFirst().orElseThrow();
    }

    @Test
    void bidsStandOnTheirPrivatesAndCommitTheBiddersCash() throws IllegalActionException {
        GameSession game = newGame();
        AuctionView start = game.auction();
        assertEquals(List.of("SV", "CS", "DH"), start.lots().stream().map(AuctionView.Lot::company).toList());
        assertEquals(new AuctionView.Lot("SV", 20, 20, true, List.of()), lot(start, "SV"), "the cheapest is bought outright");
        assertEquals(new AuctionView.Lot("CS", 40, 45, false, List.of()), lot(start, "CS"), "a bid is at least $5 over face value");
        assertEquals(List.of(new AuctionView.Bidder(ANN, 600, 0), new AuctionView.Bidder(BOB, 600, 0)), start.bidders());
        assertNull(start.biddingWar());

        game.apply(bid(ANN, "CS", 50));
        game.apply(bid(BOB, "CS", 60));
        game.apply(bid(ANN, "DH", 80));
        AuctionView bids = game.auction();
        assertEquals(List.of(new AuctionView.Bid(BOB, 60), new AuctionView.Bid(ANN, 50)), lot(bids, "CS").bids(),
                "highest first");
        assertEquals(65, lot(bids, "CS").price(), "the next bid must beat the highest by $5");
        assertEquals(130, bidder(bids, ANN).committed(), "Ann's bids on CS and DH");
        assertEquals(470, bidder(bids, ANN).available());
        assertEquals(60, bidder(bids, BOB).committed());
        assertEquals(600, bidder(bids, BOB).cash(), "a bid is not paid until the private is sold");

        // Bob buys SV: CS becomes the cheapest with two bids on it, a bidding war
        game.apply(bid(BOB, "SV", 20));
        AuctionView war = game.auction();
        assertEquals("CS", war.biddingWar());
        assertEquals(List.of("CS", "DH"), war.lots().stream().map(AuctionView.Lot::company).toList());
        assertTrue(!lot(war, "CS").buyNow(), "bids stand on it: it is fought over, not bought");
        assertEquals(580, bidder(war, BOB).cash());

        // Ann leaves the war: Bob buys CS for his bid, then Ann's single bid buys DH and the auction ends
        game.apply(new Action("pass", ANN, "player", null));
        assertNull(game.auction(), "the stock round has no auction: " + game.state().round());
    }

    @Test
    void undoToTakesBackEveryLaterActionAsOneStep() throws IllegalActionException {
        GameSession game = newGame();
        List<Action> script = List.of(bid(ANN, "CS", 50), bid(BOB, "CS", 60), bid(ANN, "DH", 80), bid(BOB, "SV", 20));
        for (Action a : script) {
            game.apply(a);
        }
        GameSession afterTwo = newGame();
        afterTwo.apply(script.get(0));
        afterTwo.apply(script.get(1));
        int[] told = { 0 };
        game.addListener(s -> told[0]++);

        game.undoTo(2);
        assertEquals(2, game.actions().size());
        assertEquals(afterTwo.state().players(), game.state().players());
        assertEquals(afterTwo.auction(), game.auction(), "the same bids stand as after two actions");
        assertEquals(1, told[0], "one change, not one per action");
        assertEquals(1, game.toRecord().actions().stream().filter(a -> a.type().equals("undo")).count(),
                "one undo entry in the log");

        game.redo();
        assertEquals(4, game.actions().size(), "one redo brings them all back");
        assertEquals("CS", game.auction().biddingWar());

        game.undoTo(4);
        assertEquals(4, game.actions().size(), "nothing after the last action: nothing taken back");
        game.undoTo(0);
        assertEquals(0, game.actions().size());
        assertEquals(newGame().auction(), game.auction());
    }
}
