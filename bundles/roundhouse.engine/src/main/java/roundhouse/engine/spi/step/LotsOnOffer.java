package roundhouse.engine.spi.step;

import java.util.List;

import roundhouse.engine.spi.PrivateCompany;

/**
 * A round that sells lots in turns between which no bidding runs (1841's concessions under sealed
 * bids): the players' view of the auction lists the lots still for sale with their least bid while
 * no bidding is under way, so that the auction shows for the whole round, not only while a lot is
 * bid on.
 *
 * @since 4.4
 */
@org.osgi.annotation.versioning.ConsumerType
public interface LotsOnOffer {
    /** The lots still for sale, in their order; empty when none is left. */
    List<PrivateCompany> lotsOnOffer();

    /** The least bid a player may make on {@code lot}. */
    int leastBid(PrivateCompany lot);
}
