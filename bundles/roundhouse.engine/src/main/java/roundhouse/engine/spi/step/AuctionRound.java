package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RoundKind;

/**
 * The bid book of an auction round in which bids stand on several privates at once: the privates
 * still for sale in {@code companies.json} order, the bids on each, the private in a bidding war,
 * and the cash each bid binds. The first private for sale ({@link #cheapest()}) is bought outright
 * at its price; the others take bids of at least {@link #minBid}. The session's auction view
 * ({@code GameSession.auction()}) reads this book, so the players see the bids whatever the rules.
 *
 * <p>The rules (who acts, when bids resolve, what a pass does) are the title's: a subclass adds its
 * steps. 1830's waterfall auction (its title bundle) and 1854's auction rounds extend it. It adds no
 * step and reads no option: a title whose game opens otherwise returns its own round from
 * {@code EngineTitle.initialRound}.
 */
@org.osgi.annotation.versioning.ConsumerType
public abstract class AuctionRound extends Round {
    /** The least raise over the highest bid, and over face value for a first bid (1830, 1854: 5). */
    protected int minIncrement = 5;
    /** The privates still for sale, in selling order. */
    protected final List<PrivateCompany> unsold = new ArrayList<>();
    /** The bids standing on each private still for sale, in the order they were made. */
    protected final Map<PrivateCompany, List<Bid>> bids = new LinkedHashMap<>();
    /** The private in a bidding war, or {@code null}. */
    protected PrivateCompany auctioning;

    /** One open bid. */
    public record Bid(Player player, int price) {
    }

    /** Puts every private nobody owns up for sale; the priority holder acts first. */
    protected AuctionRound(Game game) {
        super(game);
        this.entities = game.playerOrder();
        this.entityIndex = game.playerOrder().indexOf(game.priority());
        for (PrivateCompany c : game.companies()) {
            if (c.owner() == null && !c.closed()) {
                unsold.add(c);
                bids.put(c, new ArrayList<>());
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

    /** The first private for sale, bought outright at its (possibly reduced) price, or {@code null}. */
    public PrivateCompany cheapest() {
        return unsold.isEmpty() ? null : unsold.get(0);
    }

    /** The private in a bidding war, or {@code null}. */
    public PrivateCompany auctioning() {
        return auctioning;
    }

    /** The bids on each private still for sale, in selling order. */
    public Map<PrivateCompany, List<Bid>> bids() {
        return bids;
    }

    /** With nothing for sale the round is over at once. */
    @Override
    public void start() {
        if (unsold.isEmpty()) {
            finish();
            return;
        }
        super.start();
    }

    @Override
    protected void startEntity() {
        // an auction moves its turn pointer itself; no per-turn setup
    }

    /** Money a player has committed to bids on privates other than {@code except} ({@code null}: all). */
    public int committed(Player player, PrivateCompany except) {
        int sum = 0;
        for (Map.Entry<PrivateCompany, List<Bid>> e : bids.entrySet()) {
            if (e.getKey() == except) {
                continue;
            }
            for (Bid b : e.getValue()) {
                if (b.player() == player) {
                    sum += b.price();
                }
            }
        }
        return sum;
    }

    /** The highest bid on a private, 0 without bids. */
    protected int highest(PrivateCompany c) {
        int max = 0;
        for (Bid b : bids.get(c)) {
            max = Math.max(max, b.price());
        }
        return max;
    }

    /** Smallest legal bid on a private that is not the cheapest (or in a bidding war). */
    public int minBid(PrivateCompany c) {
        List<Bid> list = bids.get(c);
        return list.isEmpty() ? c.value() + minIncrement : highest(c) + minIncrement;
    }

    /** Replaces the bidder's own earlier bid on the private by this one. */
    protected void placeBid(Player player, PrivateCompany c, int price) {
        List<Bid> list = bids.get(c);
        list.removeIf(b -> b.player() == player);
        list.add(new Bid(player, price));
    }
}
