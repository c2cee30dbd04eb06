package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RuleKey;

/**
 * The decisions of an {@link OpenBidding}: the bidder whose turn it is bids on the lot ({@code bid}
 * with {@code company} and {@code price}) or passes ({@code pass}). A bid on another lot, below the
 * least bid or above the bidder's cash is refused with one line naming the rule. When the lot is
 * decided the round hears of it ({@link #won}, {@link #nobodyBid}) and may open the next one.
 *
 * <p>The round owns the bidding and says which one runs now ({@link #bidding()}); what is sold, who
 * takes part and how it opens are its rules, not this step's.
 */
@org.osgi.annotation.versioning.ConsumerType
public abstract class BidOrPass extends Step {
    protected BidOrPass(Game game, Round round) {
        super(game, round);
    }

    /** The bidding under way, or {@code null} when nothing is being auctioned. */
    protected abstract OpenBidding bidding();

    /** The bidding under way, for the players' view of the auction ({@code GameSession.auction()}); {@code null} when none. */
    public final OpenBidding biddingUnderWay() {
        return bidding();
    }

    /** The bidding on {@code lot} is over: {@code winner} pays {@code price} for it (the round transfers both). */
    protected abstract void won(PrivateCompany lot, Player winner, int price);

    /** Everyone passed on a lot nobody had bid on ({@link OpenBidding#unopened}); the other openings never end so. */
    protected void nobodyBid(PrivateCompany lot) {
        throw new IllegalStateException("nobody bid on " + lot.id() + " and the round has no rule for it");
    }

    /** After a bid and its log line, before the lot may be decided (1844 drops whoever cannot raise any more). */
    protected void afterBid(Player player, int price) {
    }

    @Override
    public String description() {
        OpenBidding b = bidding();
        return b == null ? EngineText.get("step.auction") : EngineText.get("step.bidOn", b.lot().name());
    }

    @Override
    public List<Entity> activeEntities() {
        OpenBidding b = bidding();
        return b == null || b.turn() == null ? List.of() : List.of(b.turn());
    }

    @Override
    public List<String> actions(Entity entity) {
        OpenBidding b = bidding();
        if (b == null || b.turn() == null || entity != b.turn()) {
            return List.of();
        }
        return List.of("bid", "pass");
    }

    @Override
    public void process(Action action, Entity entity) {
        Player player = (Player) entity;
        OpenBidding b = bidding();
        PrivateCompany lot = b.lot();
        if (action.type().equals("pass")) {
            b.pass(player);
            game.logText("log.passesOn", player.name(), lot.name());
        } else {
            int price = checkBid(b, player, action);
            b.bid(player, price);
            game.logText("log.bids", player.name(), game.format(price), lot.name());
            afterBid(player, price);
        }
        if (b.settled()) {
            if (b.winner() != null) {
                won(lot, b.winner(), b.price());
            } else {
                nobodyBid(lot);
            }
        }
    }

    /** The price of a bid on the lot, at least the least bid and within the bidder's cash; else the refusal. */
    private int checkBid(OpenBidding b, Player player, Action action) {
        PrivateCompany lot = b.lot();
        if (!lot.id().equals(action.string("company"))) {
            throw refuse(RuleKey.AUCTION_NOT_FOR_SALE,
                    EngineText.get("refuse.bidding.otherLot", String.valueOf(action.string("company")), lot.name()));
        }
        int price = (int) action.number("price", -1);
        if (price < b.minBid()) {
            throw refuse(b.firstBid() ? RuleKey.AUCTION_MIN_BID : RuleKey.AUCTION_MIN_RAISE,
                    EngineText.get("refuse.bidding.minBid", lot.name(), game.format(b.minBid())));
        }
        if (price > player.cash()) {
            throw refuse(RuleKey.CASH, EngineText.get("refuse.bidding.cash", player.name(), game.format(price),
                    game.format(player.cash())));
        }
        return price;
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Player player = (Player) entity;
        OpenBidding b = bidding();
        List<LegalAction> out = new ArrayList<>();
        if (b.canBid(player)) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("company", b.lot().id());
            args.put("price", (long) b.minBid());
            out.add(new LegalAction(new Action("bid", player.id(), "player", args),
                    EngineText.get("label.bidOnFree", b.lot().name(), game.format(player.cash())),
                    new LegalAction.AmountRange("price", b.minBid(), player.cash(), 1)));
        }
        out.add(new LegalAction(new Action("pass", player.id(), "player", null), EngineText.get("label.pass"), null));
        return out;
    }
}
