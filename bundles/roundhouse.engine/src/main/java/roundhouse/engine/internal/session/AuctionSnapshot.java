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

/**
 * Builds the read-only {@link AuctionView} of a game's private auction from the round's bid book
 * ({@link AuctionRound}, whatever the title's auction rules); only when a caller asks.
 */
final class AuctionSnapshot {
    private AuctionSnapshot() {
    }

    /** The auction of the current round, or {@code null} when the game is in no auction round. */
    static AuctionView of(Game game) {
        if (game.finished() || !(game.round() instanceof AuctionRound round)) {
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
}
