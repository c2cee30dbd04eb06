package roundhouse.engine.internal.session;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import roundhouse.api.view.AuctionView;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.step.AuctionRound;
import roundhouse.engine.spi.step.BidOrPass;
import roundhouse.engine.spi.step.LotsOnOffer;
import roundhouse.engine.spi.step.OpenBidding;

/**
 * Builds the read-only {@link AuctionView} of a game's private auction from the round's bid book
 * ({@link AuctionRound}, whatever the title's auction rules); only when a caller asks.
 */
final class AuctionSnapshot {
    private AuctionSnapshot() {
    }

    /**
     * The auction of the current round: the bid book of an {@link AuctionRound}, or the lot of an open
     * bidding under way ({@link BidOrPass}: 1844's privates, 1841's concessions), or the lots a round
     * offers between its biddings ({@link LotsOnOffer}); {@code null} when nothing is being auctioned.
     */
    static AuctionView of(Game game) {
        if (game.finished() || game.round() == null) {
            return null;
        }
        if (game.round().activeStep() instanceof BidOrPass step && step.biddingUnderWay() != null) {
            return of(game, step.biddingUnderWay());
        }
        if (game.round() instanceof LotsOnOffer offer) {
            return lotsOnOffer(game, offer);
        }
        if (!(game.round() instanceof AuctionRound round)) {
            return null;
        }
        PrivateCompany cheapest = round.cheapest();
        PrivateCompany war = round.auctioning();
        List<AuctionView.Lot> lots = new ArrayList<>();
        // the round keeps a bid list for exactly the privates still for sale, in selling order
        for (Map.Entry<PrivateCompany, List<AuctionRound.Bid>> e : round.bids().entrySet()) {
            PrivateCompany c = e.getKey();
            List<AuctionView.Bid> bids = new ArrayList<>();
            for (AuctionRound.Bid b : e.getValue()) {
                bids.add(new AuctionView.Bid(b.player().id(), b.price()));
            }
            bids.sort(Comparator.comparingInt(AuctionView.Bid::amount).reversed());
            // the first private for sale is bought at its (possibly reduced) price unless bids stand on it
            boolean buyNow = c == cheapest && war == null && bids.isEmpty();
            lots.add(new AuctionView.Lot(c.id(), c.value(), buyNow ? c.minBid() : round.minBid(c), buyNow, bids));
        }
        List<AuctionView.Bidder> bidders = new ArrayList<>();
        for (Player p : game.players()) {
            bidders.add(new AuctionView.Bidder(p.id(), p.cash(), round.committed(p, null)));
        }
        return new AuctionView(lots, bidders, war == null ? null : war.id());
    }

    /** The lots a round offers between its biddings, none bid on, and every player with his cash; {@code null} when none is left. */
    private static AuctionView lotsOnOffer(Game game, LotsOnOffer offer) {
        List<AuctionView.Lot> lots = unbid(offer, null);
        if (lots.isEmpty()) {
            return null;
        }
        List<AuctionView.Bidder> bidders = new ArrayList<>();
        for (Player p : game.players()) {
            bidders.add(new AuctionView.Bidder(p.id(), p.cash(), 0));
        }
        return new AuctionView(lots, bidders, null);
    }

    /** The lots the round offers but {@code except}, at their least bid with no bid on them. */
    private static List<AuctionView.Lot> unbid(LotsOnOffer offer, PrivateCompany except) {
        List<AuctionView.Lot> lots = new ArrayList<>();
        for (PrivateCompany c : offer.lotsOnOffer()) {
            if (c != except) {
                lots.add(new AuctionView.Lot(c.id(), c.value(), offer.leastBid(c), false, List.of()));
            }
        }
        return lots;
    }

    /**
     * One lot under open bidding: its high bid, then the other lots the round offers, and the bidders
     * still in with the cash each has free.
     */
    private static AuctionView of(Game game, OpenBidding bidding) {
        PrivateCompany lot = bidding.lot();
        Player high = bidding.highBidder();
        List<AuctionView.Bid> bids = high == null ? List.of() : List.of(new AuctionView.Bid(high.id(), bidding.highBid()));
        List<AuctionView.Lot> lots = new ArrayList<>();
        lots.add(new AuctionView.Lot(lot.id(), lot.value(), bidding.minBid(), false, bids));
        // the round's other lots follow, so that the auction shows whole (1844's privates one at a time)
        if (game.round() instanceof LotsOnOffer offer) {
            lots.addAll(unbid(offer, lot));
        }
        List<AuctionView.Bidder> bidders = new ArrayList<>();
        for (Player p : bidding.bidders()) {
            bidders.add(new AuctionView.Bidder(p.id(), p.cash(), p == high ? bidding.highBid() : 0));
        }
        return new AuctionView(lots, bidders, null);
    }
}
