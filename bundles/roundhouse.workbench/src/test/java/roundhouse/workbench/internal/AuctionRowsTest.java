package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.view.AuctionView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;
import roundhouse.api.view.RoundView;

class AuctionRowsTest {
    private static PlayerView player(String id, String name, int cash) {
        return new PlayerView(id, name, cash, cash, false, List.of(), List.of(), 0, 16, false);
    }

    private static CompanyView company(String id, String name, int value) {
        return new CompanyView(id, name, CompanyView.Kind.PRIVATE, null, null, null, 0, value, 5, 0, 0, false, false,
                List.of(), 0, 0, Map.of(), 0);
    }

    private static final GameState STATE = new GameState("1830", 3, new RoundView("auction", "Auction 1.1", 1, 0), null,
            List.of("2"), 12000, List.of(player("1", "Ann", 600), player("2", "Ben", 600)),
            List.of(company("SV", "Schuylkill Valley", 20), company("CS", "Champlain & St.Lawrence", 40),
                    company("DH", "Delaware & Hudson", 70)),
            null, null, List.of(), List.of(), false, null, Map.of());

    @Test
    void lotsNameTheBiddersAndThePrice() {
        AuctionView auction = new AuctionView(List.of(new AuctionView.Lot("SV", 20, 20, true, List.of()),
                new AuctionView.Lot("CS", 40, 65, false, List.of(new AuctionView.Bid("2", 60), new AuctionView.Bid("1", 50))),
                new AuctionView.Lot("DH", 70, 75, false, List.of())),
                List.of(new AuctionView.Bidder("1", 600, 50), new AuctionView.Bidder("2", 600, 60)), null);
        List<List<String>> lots = AuctionRows.lots(auction, STATE);
        assertEquals(List.of("Schuylkill Valley", "$20", Messages.get("auction.buyFor", "$20"), ""), lots.get(0));
        assertEquals(List.of("Champlain & St.Lawrence", "$40", Messages.get("auction.bidFrom", "$65"),
                Messages.get("auction.bid", "Ben", "$60") + ", " + Messages.get("auction.bid", "Ann", "$50")), lots.get(1));
        assertEquals(List.of(List.of("Ann", "$600", "$50", "$550"),
                List.of(Messages.get("auction.acting", "Ben"), "$600", "$60", "$540")), AuctionRows.bidders(auction, STATE));
    }

    @Test
    void theBiddingWarIsMarked() {
        AuctionView war = new AuctionView(List.of(new AuctionView.Lot("CS", 40, 65, false,
                List.of(new AuctionView.Bid("2", 60), new AuctionView.Bid("1", 50)))),
                List.of(new AuctionView.Bidder("1", 600, 50), new AuctionView.Bidder("2", 580, 60)), "CS");
        assertEquals(Messages.get("auction.war", "Champlain & St.Lawrence"), AuctionRows.lots(war, STATE).get(0).get(0));
        assertEquals(Messages.get("auction.groupWar", "Champlain & St.Lawrence"), AuctionRows.title(war, STATE));
        assertEquals("", AuctionRows.bidders(new AuctionView(List.of(), List.of(new AuctionView.Bidder("1", 600, 0)), null),
                STATE).get(0).get(2), "no bids: nothing committed shown");
    }

    /** The longest each column can get in this auction, so that the display never has to rearrange. */
    @Test
    void theWidestTextsOfTheWholeAuction() {
        AuctionView auction = new AuctionView(List.of(new AuctionView.Lot("SV", 20, 20, true, List.of()),
                new AuctionView.Lot("CS", 40, 45, false, List.of())),
                List.of(new AuctionView.Bidder("1", 600, 0), new AuctionView.Bidder("2", 580, 0)), null);
        assertEquals(List.of(Messages.get("auction.war", "Champlain & St.Lawrence"), "$20" /* the first of equally long */, longer(Messages.get("auction.buyFor", "$600"),
                Messages.get("auction.bidFrom", "$600")), Messages.get("auction.bid", "Ann", "$600") + ", " + Messages.get("auction.bid", "Ben", "$580")),
                AuctionRows.widestLots(auction, STATE));
        assertEquals(List.of(Messages.get("auction.acting", "Ann"), "$600", "$600", "$600"), AuctionRows.widestBidders(auction, STATE));
    }

    private static String longer(String a, String b) {
        return b.length() > a.length() ? b : a;
    }
}
