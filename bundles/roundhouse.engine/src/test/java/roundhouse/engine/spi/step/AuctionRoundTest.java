package roundhouse.engine.spi.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.api.view.AuctionView;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;

/**
 * The engine's bid book ({@link AuctionRound}), which 1830's waterfall auction and 1854's auction
 * rounds keep their bids in, and the session's auction view built from it whatever the auction's
 * rules: on the {@code titles/auction} test title (SV 20 F, CS 40 F, DH 70 F; two players with
 * 600 F), a title whose auction raises by 10 F places bids straight into the book, as its step would.
 */
class AuctionRoundTest {
    /** An auction round with the book alone; the test places the bids a title's step would. */
    static final class Book extends AuctionRound {
        Book(Game game) {
            super(game);
            minIncrement = 10;
        }

        void bid(String player, String company, int price) {
            placeBid(player(player), game.company(company), price);
        }

        void war(String company) {
            auctioning = game.company(company);
        }

        Player player(String id) {
            return game.players().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
        }
    }

    static final class BookTitle extends EngineTitle {
        BookTitle() {
            super(new java.net.URLClassLoader(new java.net.URL[] {
                    AuctionRoundTest.class.getClassLoader().getResource("titles/auction/") }, null));
        }

        @Override
        public Round initialRound(Game game) {
            return new Book(game);
        }
    }

    private static final String ANN = "9001";
    private static final String BOB = "9002";

    private final EngineSession session = (EngineSession) new BookTitle().newGame(new GameSetup(
            List.of(new PlayerRef(ANN, "Ann"), new PlayerRef(BOB, "Bob")), Set.of(), 1));
    private final Book book = (Book) session.game().round();

    private static AuctionView.Lot lot(AuctionView view, String company) {
        return view.lots().stream().filter(l -> l.company().equals(company)).findFirst().orElseThrow();
    }

    @Test
    void theBookOffersEveryUnownedPrivateInSellingOrderTheFirstAtItsPrice() {
        assertEquals("auction", book.kind());
        assertEquals("SV", book.cheapest().id());
        AuctionView view = session.auction();
        assertEquals(List.of(new AuctionView.Lot("SV", 20, 20, true, List.of()),
                new AuctionView.Lot("CS", 40, 50, false, List.of()),
                new AuctionView.Lot("DH", 70, 80, false, List.of())), view.lots(),
                "the first is bought at face value, a first bid on another is the title's increment above it");
        assertEquals(List.of(new AuctionView.Bidder(ANN, 600, 0), new AuctionView.Bidder(BOB, 600, 0)), view.bidders());
        assertNull(view.biddingWar());
    }

    @Test
    void aBidBindsItsCashUntilReplacedAndRaisesTheLeastBid() {
        book.bid(ANN, "CS", 50);
        book.bid(BOB, "CS", 60);
        book.bid(ANN, "DH", 80);
        assertEquals(130, book.committed(book.player(ANN), null));
        assertEquals(80, book.committed(book.player(ANN), book.game.company("CS")), "all but the bid on CS");
        assertEquals(70, book.minBid(book.game.company("CS")), "10 F above the highest bid");
        book.bid(ANN, "CS", 70);
        assertEquals(2, book.bids().get(book.game.company("CS")).size(), "Ann's new bid replaces her old one");
        AuctionView view = session.auction();
        assertEquals(List.of(new AuctionView.Bid(ANN, 70), new AuctionView.Bid(BOB, 60)), lot(view, "CS").bids(),
                "highest first");
        assertEquals(80, lot(view, "CS").price());
        assertEquals(new AuctionView.Bidder(ANN, 600, 150), view.bidders().get(0));
    }

    @Test
    void aBiddingWarIsShownAndTheFirstPrivateWithBidsIsNotBoughtOutright() {
        book.bid(ANN, "SV", 30);
        book.bid(BOB, "SV", 40);
        book.war("SV");
        AuctionView view = session.auction();
        assertEquals("SV", view.biddingWar());
        assertFalse(lot(view, "SV").buyNow());
        assertEquals(50, lot(view, "SV").price());
    }
}
