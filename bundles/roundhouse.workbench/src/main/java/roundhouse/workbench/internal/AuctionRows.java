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
        Map<String, String> companies = companyNames(state);
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

    /**
     * Each column of the lots at its longest in this auction: a lot's name in a bidding war, the
     * least bid at the richest bidder's cash, and a bid of every bidder on one lot, each of all his cash.
     */
    static List<String> widestLots(AuctionView auction, GameState state) {
        Map<String, String> players = playerNames(state);
        Map<String, String> companies = companyNames(state);
        String name = "";
        String value = "";
        for (AuctionView.Lot lot : auction.lots()) {
            name = longer(name, Messages.get("auction.war", companies.getOrDefault(lot.company(), lot.company())));
            value = longer(value, state.money(lot.faceValue()));
        }
        int richest = 0;
        List<String> bids = new ArrayList<>();
        for (AuctionView.Bidder b : auction.bidders()) {
            richest = Math.max(richest, b.cash());
            bids.add(Messages.get("auction.bid", players.getOrDefault(b.player(), b.player()), state.money(b.cash())));
        }
        String price = longer(Messages.get("auction.buyFor", state.money(richest)), Messages.get("auction.bidFrom", state.money(richest)));
        return List.of(name, value, price, String.join(", ", bids));
    }

    /** Each column of the bidders at its longest in this auction: a name with its turn marker, and the richest bidder's cash. */
    static List<String> widestBidders(AuctionView auction, GameState state) {
        Map<String, String> players = playerNames(state);
        String name = "";
        int richest = 0;
        for (AuctionView.Bidder b : auction.bidders()) {
            name = longer(name, Messages.get("auction.acting", players.getOrDefault(b.player(), b.player())));
            richest = Math.max(richest, b.cash());
        }
        String money = state.money(richest);
        return List.of(name, money, money, money);
    }

    /** The longer text by characters (a sound guess of the wider one in one font, for the same kind of text). */
    private static String longer(String a, String b) {
        return b.length() > a.length() ? b : a;
    }

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

    private static Map<String, String> companyNames(GameState state) {
        Map<String, String> names = new HashMap<>();
        for (CompanyView c : state.companies()) {
            names.put(c.id(), c.name());
        }
        return names;
    }

    private static Map<String, String> playerNames(GameState state) {
        Map<String, String> names = new HashMap<>();
        for (PlayerView p : state.players()) {
            names.put(p.id(), p.name());
        }
        return names;
    }

}
