package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Who acts when: the players' order of play (and the priority deal) and the corporations' operating
 * order. Players keep their seat ({@link Player#seat()}, the order of the game record); the order
 * of play starts as the seating and a title may change it ({@link #reorder}: 1841 and 1844 re-seat
 * by cash). A title replaces the operating order by subclassing this class and returning it from
 * {@link Game#createTurnOrder()}.
 */
@org.osgi.annotation.versioning.ConsumerType
public class TurnOrder {
    protected final Game game;
    private final List<Player> order;
    /** Read-only, and live: a round that holds it follows a re-seating. */
    private final List<Player> orderView;
    private Player priority;

    public TurnOrder(Game game) {
        this.game = game;
        this.order = new ArrayList<>(game.players());
        this.orderView = new ReadOnlyList<>(order);
    }

    // ------------------------------------------------------------------ players

    /** The players in the order of play (read-only; change it with {@link #reorder} or {@link #setOrder}). */
    public List<Player> players() {
        return orderView;
    }

    /** Sets a new order of play; it must hold every player once. */
    public void setOrder(List<Player> newOrder) {
        if (newOrder.size() != order.size() || !newOrder.containsAll(order)) {
            throw new IllegalArgumentException("a new order of play must hold every player once: " + newOrder);
        }
        order.clear();
        order.addAll(newOrder);
    }

    /**
     * Re-seats the players (stable sort of the current order) and gives the priority deal to the
     * first: e.g. {@code reorder(TurnOrder.byCashDescending())} before a stock round.
     */
    public void reorder(Comparator<Player> comparator) {
        List<Player> sorted = new ArrayList<>(order);
        sorted.sort(comparator);
        setOrder(sorted);
        priority = order.get(0);
        if (game.logging()) { // the names are formatted only for a kept log
            game.logText("log.orderOfPlay", String.join(", ", order.stream().map(Player::name).toList()));
        }
    }

    /** Most cash first (ties keep the current order). */
    public static Comparator<Player> byCashDescending() {
        return Comparator.comparingInt((Player p) -> -p.cash());
    }

    /** Position of a player in the order of play (0-based). */
    public int position(Player p) {
        return order.indexOf(p);
    }

    /** The next non-bankrupt player after the given one in the order of play. */
    public Player nextPlayer(Player p) {
        int n = order.size();
        int at = order.indexOf(p);
        for (int k = 1; k <= n; k++) {
            Player q = order.get((at + k) % n);
            if (!q.bankrupt()) {
                return q;
            }
        }
        return p;
    }

    /** Players from the given one on, cyclic in the order of play. */
    public List<Player> playersFrom(Player first) {
        int n = order.size();
        int at = order.indexOf(first);
        List<Player> out = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            out.add(order.get((at + k) % n));
        }
        return out;
    }

    /** The player who holds the priority deal (acts first in the next stock round). */
    public Player priority() {
        return priority;
    }

    public void setPriority(Player priority) {
        this.priority = priority;
    }

    // ------------------------------------------------------------------ corporations

    /** Floated, open corporations in the order they operate ({@link #operatingComparator()}). */
    public List<Corporation> operatingOrder() {
        List<Corporation> out = new ArrayList<>();
        for (Corporation c : game.corporations()) {
            if (c.floated() && !c.closed()) {
                out.add(c);
            }
        }
        out.sort(operatingComparator());
        return out;
    }

    /**
     * Corporations without a share price (minors) first, in the title's list order; then by
     * price, column (right first), row (top first), stack order (1830 §5.1). Override for another
     * order.
     */
    public Comparator<Corporation> operatingComparator() {
        return this::minorsFirst;
    }

    /** The 1830 market order: price, column (right first), row (top first), stack order. */
    public static final Comparator<Corporation> BY_PRICE = Comparator.<Corporation>comparingInt(c -> -c.sharePrice().price())
            .thenComparingInt(c -> -c.sharePrice().column())
            .thenComparingInt(c -> c.sharePrice().row())
            .thenComparingInt(c -> c.sharePrice().markers().indexOf(c));

    private int minorsFirst(Corporation a, Corporation b) {
        boolean ma = a.sharePrice() == null;
        boolean mb = b.sharePrice() == null;
        if (ma != mb) {
            return ma ? -1 : 1;
        }
        List<Corporation> list = game.corporations();
        return ma ? Integer.compare(list.indexOf(a), list.indexOf(b)) : BY_PRICE.compare(a, b);
    }
}
