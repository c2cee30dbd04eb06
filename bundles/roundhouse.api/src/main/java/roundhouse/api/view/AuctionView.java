package roundhouse.api.view;

import java.util.List;

/**
 * A private auction as it stands (the 1830 opening auction, 18xx.games' "waterfall auction"): the
 * companies still for sale with the bids standing on them, and how much of each player's cash those
 * bids tie up. Read by the workbench's auction display; answered by {@code GameSession.auction()}.
 *
 * @param lots the companies still for sale, in the order they are sold (the cheapest first)
 * @param bidders every player in seat order, with the cash his bids commit
 * @param biddingWar id of the company fought over in a bidding war now, or {@code null}
 */
public record AuctionView(List<Lot> lots, List<Bidder> bidders, String biddingWar) {
    public AuctionView {
        lots = List.copyOf(lots);
        bidders = List.copyOf(bidders);
    }

    /**
     * One company for sale.
     *
     * @param company company id
     * @param faceValue its printed value
     * @param price what taking it costs now: the buy price of the cheapest company (its face value
     *     less any reduction after everybody passed), else the smallest bid accepted
     * @param buyNow whether it is the cheapest company, bought outright at {@code price} rather than
     *     bid on
     * @param bids the standing bids, highest first
     */
    public record Lot(String company, int faceValue, int price, boolean buyNow, List<Bid> bids) {
        public Lot {
            bids = List.copyOf(bids);
        }
    }

    /**
     * A standing bid.
     *
     * @param player the bidder's player id
     * @param amount the amount bid
     */
    public record Bid(String player, int amount) {
    }

    /**
     * A player's cash in the auction.
     *
     * @param player player id
     * @param cash money in hand
     * @param committed the sum of his standing bids: money he may not spend elsewhere
     */
    public record Bidder(String player, int cash, int committed) {
        /** Cash not committed to bids. */
        public int available() {
            return cash - committed;
        }
    }
}
