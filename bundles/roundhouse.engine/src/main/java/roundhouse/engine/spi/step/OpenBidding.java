package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;

/**
 * The open auction of one lot: the bidders act in a fixed cycle; each in turn raises the high bid by
 * at least the raise (any amount above it, never more than his cash) or passes, and a pass is for
 * good; when one bidder is left holding the high bid, he wins the lot at that bid. The turn never
 * rests with the high bidder while anyone else is in, so the cycle skips him.
 *
 * <p>Who takes part, in which order, and how the bidding opens is the caller's (the rules of the
 * title): {@link #opened} for a lot put up with a bid (1841 concessions: the nominator holds it, the
 * others bid from the player after him); {@link #unopened} for a lot nobody has bid on yet, which
 * stays unsold when everyone passes (1844 RB II); {@link #tied} for bidders who all stand at the same
 * amount, of whom the last one left pays it (1841 RB 2.4 ties). In a tie "the lowest current bidder
 * acts next, ties to the earlier player": every raise tops all others, so that is this cycle in the
 * order given. The step that offers {@code bid} and {@code pass} on it is {@link BidOrPass}.
 */
public final class OpenBidding {
    private final PrivateCompany lot;
    private final List<Player> order;
    private final List<Player> in;
    private final int raise;
    /** The least first bid while nobody holds a bid ({@link #unopened}). */
    private final int least;
    /** Whether the high bid stands for whoever is left even with no high bidder ({@link #tied}). */
    private final boolean standing;
    private Player highBidder;
    private int highBid;
    private Player turn;

    private OpenBidding(PrivateCompany lot, List<Player> order, int raise, int least, boolean standing) {
        if (raise <= 0) {
            throw new IllegalArgumentException("a raise must be positive, not " + raise);
        }
        if (order.size() != order.stream().distinct().count()) {
            throw new IllegalArgumentException("a bidder takes part once: " + order);
        }
        this.lot = lot;
        this.order = List.copyOf(order);
        this.in = new ArrayList<>(order);
        this.raise = raise;
        this.least = least;
        this.standing = standing;
        this.turn = in.isEmpty() ? null : in.get(0);
    }

    /**
     * A lot put up with a bid: {@code opener} holds {@code bid}; {@code others} act in the order given,
     * cycling, with the opener after the last of them. Without others the opener has won at once.
     */
    public static OpenBidding opened(PrivateCompany lot, Player opener, int bid, List<Player> others, int raise) {
        List<Player> order = new ArrayList<>(others);
        order.add(opener);
        OpenBidding b = new OpenBidding(lot, order, raise, bid + raise, false);
        b.highBidder = opener;
        b.highBid = bid;
        return b;
    }

    /**
     * A lot nobody has bid on: the bidders act in the order given from the first; the first bid is at
     * least {@code least}, every later one at least {@code raise} more. When all pass it stays unsold.
     */
    public static OpenBidding unopened(PrivateCompany lot, List<Player> bidders, int least, int raise) {
        return new OpenBidding(lot, bidders, raise, least, false);
    }

    /**
     * Bidders who all stand at {@code amount}: they act in the order given from the first, every bid at
     * least {@code raise} more than the high bid; when all others have passed, the last one pays the
     * high bid ({@code amount} if nobody raised). A single bidder has won at once.
     */
    public static OpenBidding tied(PrivateCompany lot, List<Player> bidders, int amount, int raise) {
        if (bidders.isEmpty()) {
            throw new IllegalArgumentException("a tie needs bidders");
        }
        OpenBidding b = new OpenBidding(lot, bidders, raise, amount + raise, true);
        b.highBid = amount;
        return b;
    }

    /** What is sold. */
    public PrivateCompany lot() {
        return lot;
    }

    /** The bidders still in, in their acting order. */
    public List<Player> bidders() {
        return Collections.unmodifiableList(in);
    }

    /** Whose decision it is; {@code null} once {@linkplain #settled() settled}. */
    public Player turn() {
        return settled() ? null : turn;
    }

    /** Who holds the high bid; {@code null} before the first bid (and in a tie before the first raise). */
    public Player highBidder() {
        return highBidder;
    }

    /** The high bid (a tie's amount before the first raise); 0 before the first bid. */
    public int highBid() {
        return highBid;
    }

    /** Whether the next bid is the lot's first: nobody holds a bid yet, not even a tie's. */
    public boolean firstBid() {
        return highBidder == null && !standing;
    }

    /** The least bid now: the first bid's least, else the high bid plus the raise. */
    public int minBid() {
        return firstBid() ? least : highBid + raise;
    }

    /** The least raise over the high bid. */
    public int raise() {
        return raise;
    }

    /** Whether {@code p} can pay the least bid now. */
    public boolean canBid(Player p) {
        return p.cash() >= minBid();
    }

    /** Whether the lot is decided: one bidder left with the bid, or nobody left. */
    public boolean settled() {
        return in.isEmpty() || (in.size() == 1 && (highBidder != null || standing));
    }

    /** Who wins the lot; {@code null} while bidding goes on or when nobody bid. */
    public Player winner() {
        return settled() && !in.isEmpty() ? in.get(0) : null;
    }

    /** What the winner pays: the high bid. */
    public int price() {
        return highBid;
    }

    /**
     * The bidder whose turn it is bids {@code price}; the turn moves on to the next bidder. A caller
     * refuses a bid below {@link #minBid()} or above the bidder's cash first; here it is an error.
     */
    public void bid(Player p, int price) {
        checkTurn(p);
        if (price < minBid() || price > p.cash()) {
            throw new IllegalArgumentException(p + " cannot bid " + price + ": at least " + minBid() + ", cash " + p.cash());
        }
        highBidder = p;
        highBid = price;
        turn = after(p);
    }

    /** The bidder whose turn it is passes and is out of this lot's bidding for good. */
    public void pass(Player p) {
        checkTurn(p);
        Player next = after(p);
        in.remove(p);
        turn = next;
    }

    /**
     * Drops every bidder but the high bidder who cannot pay the least bid now (1844 RB II: out of this
     * private's auction), and returns them in acting order.
     */
    public List<Player> dropShort() {
        List<Player> out = new ArrayList<>();
        for (Player p : new ArrayList<>(in)) {
            if (p != highBidder && !canBid(p)) {
                out.add(p);
            }
        }
        for (Player p : out) {
            Player next = after(p);
            in.remove(p);
            if (turn == p) {
                turn = next;
            }
        }
        return out;
    }

    private void checkTurn(Player p) {
        if (settled() || p != turn) {
            throw new IllegalStateException("not " + p + "'s turn to bid on " + lot.id() + " but " + turn());
        }
    }

    /** The bidder still in after {@code p} in the cycle ({@code p} may be leaving), skipping the high bidder. */
    private Player after(Player p) {
        int at = order.indexOf(p);
        for (int i = 1; i <= order.size(); i++) {
            Player q = order.get((at + i) % order.size());
            if (q != p && in.contains(q) && (q != highBidder || onlyHighBidderBesides(p))) {
                return q;
            }
        }
        return p;
    }

    /** Whether the high bidder is the only one in besides {@code p}. */
    private boolean onlyHighBidderBesides(Player p) {
        return in.stream().allMatch(q -> q == p || q == highBidder);
    }

    @Override
    public String toString() {
        return lot.id() + ": " + in + " high " + highBidder + " " + highBid + ", turn " + turn();
    }
}
