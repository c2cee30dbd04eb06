package roundhouse.workbench.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.view.AuctionView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * The text of the auction display (no SWT): one row per private for sale with its price and the
 * bids standing on it, one row per player with the cash his bids tie up. Players and companies by
 * name, as the engine's snapshot names them.
 */
final class AuctionRows {
    static final List<String> LOT_COLUMNS = columns("auction.columns.lots");
    static final List<String> BIDDER_COLUMNS = columns("auction.columns.bidders");

    private AuctionRows() {
    }

    private static List<String> columns(String key) {
        return List.of(Messages.get(key).split("\\s*,\\s*"));
    }

    /** "Auction", or "Auction: bidding war for Camden & Amboy". */
    static String title(AuctionView auction, GameState state) {
        if (auction.biddingWar() == null) {
            return Messages.get("auction.group");
        }
        String company = auction.biddingWar();
        for (CompanyView c : state.companies()) {
            if (c.id().equals(company)) {
                company = c.name();
            }
        }
        return Messages.get("auction.groupWar", company);
    }

    /** Private, face value, what taking it costs now, the bids highest first. */
    static List<List<String>> lots(AuctionView auction, GameState state) {
        Map<String, String> players = playerNames(state);
        Map<String, String> companies = new HashMap<>();
        for (CompanyView c : state.companies()) {
            companies.put(c.id(), c.name());
        }
        List<List<String>> rows = new ArrayList<>();
        for (AuctionView.Lot lot : auction.lots()) {
            String name = companies.getOrDefault(lot.company(), lot.company());
            if (lot.company().equals(auction.biddingWar())) {
                name = Messages.get("auction.war", name);
            }
            String price = Messages.get(lot.buyNow() ? "auction.buyFor" : "auction.bidFrom", state.money(lot.price()));
            List<String> bids = new ArrayList<>();
            for (AuctionView.Bid b : lot.bids()) {
                bids.add(Messages.get("auction.bid", players.getOrDefault(b.player(), b.player()), state.money(b.amount())));
            }
            rows.add(List.of(name, state.money(lot.faceValue()), price, String.join(", ", bids)));
        }
        return rows;
    }

    /** The bids column at its longest in this auction: a bid of every bidder on one lot, each of all his cash. */
    static String widestBids(AuctionView auction, GameState state) {
        Map<String, String> players = playerNames(state);
        List<String> bids = new ArrayList<>();
        for (AuctionView.Bidder b : auction.bidders()) {
            bids.add(Messages.get("auction.bid", players.getOrDefault(b.player(), b.player()), state.money(b.cash())));
        }
        return String.join(", ", bids);
    }

    /** Player, cash, committed to bids, available to bid or buy. */
    static List<List<String>> bidders(AuctionView auction, GameState state) {
        Map<String, String> players = playerNames(state);
        List<List<String>> rows = new ArrayList<>();
        for (AuctionView.Bidder b : auction.bidders()) {
            String name = players.getOrDefault(b.player(), b.player());
            if (state.acting().contains(b.player())) {
                name = Messages.get("auction.acting", name);
            }
            rows.add(List.of(name, state.money(b.cash()), b.committed() == 0 ? "" : state.money(b.committed()), state.money(b.available())));
        }
        return rows;
    }

    private static Map<String, String> playerNames(GameState state) {
        Map<String, String> names = new HashMap<>();
        for (PlayerView p : state.players()) {
            names.put(p.id(), p.name());
        }
        return names;
    }

}
