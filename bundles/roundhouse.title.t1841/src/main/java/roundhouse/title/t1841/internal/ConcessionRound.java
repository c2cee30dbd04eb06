package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.step.BidOrPass;
import roundhouse.engine.spi.step.LotsOnOffer;
import roundhouse.engine.spi.step.OpenBidding;
import roundhouse.engine.spi.step.Round;

/**
 * What both editions' concession rounds share (RB 2, digest 3): the concessions still in the bank,
 * the players in seat order from the priority holder, taking turns round and round, the open bidding
 * under way, and a concession sold to its winner for the bank.
 */
abstract class ConcessionRound extends Round implements LotsOnOffer {
    protected final ItalianGame italy;
    /** The concessions for sale, in their order. */
    protected final List<PrivateCompany> lots = new ArrayList<>();
    /** The bidding under way, or {@code null}. */
    protected OpenBidding bidding;

    ConcessionRound(ItalianGame game) {
        super(game);
        this.italy = game;
        this.entities = game.playerOrder();
        this.entityIndex = game.playerOrder().indexOf(game.priority());
        for (PrivateCompany c : game.companies()) {
            if (c.owner() == null && !c.closed()) {
                lots.add(c);
            }
        }
    }

    @Override
    public RoundKind roundKind() {
        return RoundKind.AUCTION;
    }

    @Override
    public String name() {
        return EngineText.get("round.auction", game.turn() + ".1");
    }

    /** The concessions not yet sold, for the players' view of the auction. */
    @Override
    public List<PrivateCompany> lotsOnOffer() {
        return lots.stream().filter(c -> c.owner() == null && !c.closed()).toList();
    }

    @Override
    public int leastBid(PrivateCompany lot) {
        return ConcessionAuction.MIN_BID;
    }

    /** The next player in seat order, round and round. */
    @Override
    protected void nextEntity() {
        entityIndex = (entityIndex + 1) % entities.size();
        touch();
        startEntity();
    }

    /** The winner pays the bank and takes the concession. */
    protected void sell(PrivateCompany lot, Player winner, int price) {
        game.transfer(winner, game.bank(), price);
        game.transferCompany(lot, winner);
        game.logText("log.buys", winner.name(), lot.name(), game.format(price));
    }

    /** A lot of the open bidding is decided: its winner pays {@code price}. */
    protected abstract void lotWon(PrivateCompany lot, Player winner, int price);

    /** A bid was made in the open bidding (the second edition: the bidder has not passed). */
    protected void bidMade(Player player) {
    }

    /** The open bidding under way, as bids and passes of the bidder whose turn it is. */
    protected final class LotBidding extends BidOrPass {
        LotBidding() {
            super(ConcessionRound.this.game, ConcessionRound.this);
        }

        @Override
        protected OpenBidding bidding() {
            return bidding;
        }

        @Override
        public boolean active() {
            return bidding != null;
        }

        @Override
        protected void afterBid(Player player, int price) {
            bidMade(player);
        }

        @Override
        protected void won(PrivateCompany lot, Player winner, int price) {
            lotWon(lot, winner, price);
        }
    }
}
