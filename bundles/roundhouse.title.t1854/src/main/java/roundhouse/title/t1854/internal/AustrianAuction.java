package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.step.AuctionRound;

/**
 * One auction round of 1854 ("Die Auktionsrunde"; digest 3). The eleven privates are sold strictly
 * in the order of companies.json (Außerfernbahn, Murtalbahn, Graz-Köflacher Bahn, Lokalbahnen 1-6,
 * Arlbergbahn, Semmeringbahn). On his turn a player buys the top one at its price, bids on another
 * one, or passes; bid money stays bound. After every sale the next top private is looked at: no bid,
 * it waits; one bid, that bidder gets it; several, the lowest bidder raises or drops out until one
 * is left ({@link #cascade}). An outbid player may take back his bid at any time, outside his turn.
 *
 * <p>When everyone has passed in succession: with nothing sold yet the Außerfernbahn gets 5 G
 * cheaper and at 0 G the priority holder must take it; with something sold the round ends,
 * all bids lapse, the player after the last one to act gets priority, and one operating round
 * comes before the next auction round ({@link AuctionSequence}). When all eleven are sold the
 * player after the one whose turn made the last sale gets priority and the stock rounds
 * begin. The certificate limit plays no part here.
 *
 * <p>It keeps its bids in the engine's {@link AuctionRound} bid book ({@link #bids()}, {@link
 * #cheapest()}, {@link #minBid}, {@link #committed}), which the session's auction view reads; the
 * rules are all this class's and {@link AuctionBidding}'s.
 */
class AustrianAuction extends AuctionRound {
    /** "Jedes Gebot muss mindestens 5 G höher sein", and the Außerfernbahn's price drop. */
    static final int STEP = 5;
    /** Rule option (A-4 alternative): at 0 G the Außerfernbahn is free for one more round of turns. */
    static final String FREE_PASS_ROUND = "auction_free_pass_round";
    /** Rule option (A-5 alternative): after the last sale, priority to the left of the last one to act. */
    static final String PRIORITY_AFTER_LAST_ACTOR = "auction_priority_after_last_actor";
    /** Rule option: a player who took back his bid may bid on that private again in the same round. */
    static final String REBID_AFTER_WITHDRAWAL = "auction_rebid_after_withdrawal";
    /** The auction's rule options, as the title declares them (title.json {@code optional_rules}). */
    static final Set<String> OPTIONS = Set.of(FREE_PASS_ROUND, PRIORITY_AFTER_LAST_ACTOR,
            REBID_AFTER_WITHDRAWAL);

    private final AuctionBidding bidding;
    /** Who took back his bid on a private, and so is out of its auction for this round. */
    private final Map<PrivateCompany, Set<Player>> withdrawn = new HashMap<>();
    /** The player whose turn it is outside a bidding war. */
    private Player turn;
    /** Passes in succession since the last buy or bid. */
    private int passesInRow;
    /** Who took the last decision (buy, bid, pass, raise, drop out; a withdrawal is none), for {@link #PRIORITY_AFTER_LAST_ACTOR}. */
    private Player lastActor;

    AustrianAuction(Game game) {
        super(game);
        minIncrement = STEP;
        bidding = new AuctionBidding(game, this);
        add(bidding);
        turn = game.priority();
    }

    /** Whether some private is not sold yet (then the auction rounds go on). */
    static boolean lotsLeft(Game game) {
        return game.companies().stream().anyMatch(c -> c.owner() == null && !c.closed());
    }

    @Override
    public void start() {
        if (unsold.isEmpty()) {
            finish();
            return;
        }
        game.logText("log.roundHeader", name());
        if (game.logging()) {
            game.log(AuctionText.get("log.roundStarts", name(), AuctionText.lot(game, top()), turn.name()));
        }
        super.start();
    }

    @Override
    public Entity currentEntity() {
        return turn;
    }

    @Override
    protected void afterProcess(Action action, Entity entity) {
        // the turn moves in the step's operations; the engine's auction would finish on its own rules
    }

    /** The choices of the acting player, and every other outbid player's withdrawals. */
    @Override
    public List<LegalAction> legalActions() {
        List<LegalAction> out = new ArrayList<>(super.legalActions());
        if (finished()) {
            return out;
        }
        List<Entity> acting = actingEntities();
        for (Player p : game.players()) {
            if (!acting.contains(p)) {
                out.addAll(bidding.withdrawals(p));
            }
        }
        return out;
    }

    // ------------------------------------------------------------------ state read by the step

    /** The top private: the first unsold one, bought at {@link #topPrice()}. */
    PrivateCompany top() {
        return unsold.isEmpty() ? null : unsold.get(0);
    }

    /** The top private's price: its face value, less the Außerfernbahn's drops. */
    int topPrice() {
        return top().minBid();
    }

    List<PrivateCompany> unsold() {
        return unsold;
    }

    /** The private in a bidding war after a sale, or {@code null}. */
    PrivateCompany war() {
        return auctioning;
    }

    /** Who decides now: the lowest bidder in a bidding war, else the player whose turn it is. */
    Player actor() {
        if (finished() || unsold.isEmpty()) {
            return null;
        }
        return auctioning != null ? lowest(auctioning).player() : turn;
    }

    /** Cash not bound in bids on privates other than {@code except} ({@code null}: all his bids). */
    int free(Player p, PrivateCompany except) {
        return p.cash() - committed(p, except);
    }

    int highBid(PrivateCompany c) {
        int max = 0;
        for (Bid b : bids.get(c)) {
            max = Math.max(max, b.price());
        }
        return max;
    }

    Bid bidOf(Player p, PrivateCompany c) {
        for (Bid b : bids.getOrDefault(c, List.of())) {
            if (b.player() == p) {
                return b;
            }
        }
        return null;
    }

    /** Whether {@code p} has a bid on {@code c} that someone has topped. */
    boolean outbid(Player p, PrivateCompany c) {
        Bid mine = bidOf(p, c);
        return mine != null && mine.price() < highBid(c);
    }

    boolean withdrew(Player p, PrivateCompany c) {
        return !game.option(REBID_AFTER_WITHDRAWAL) && withdrawn.getOrDefault(c, Set.of()).contains(p);
    }

    private Bid lowest(PrivateCompany c) {
        Bid low = null;
        for (Bid b : bids.get(c)) {
            if (low == null || b.price() < low.price()) {
                low = b;
            }
        }
        return low;
    }

    // ------------------------------------------------------------------ operations

    /** The player on turn buys the top private at its price; then the cascade runs. */
    void buyTop(Player p) {
        passesInRow = 0;
        lastActor = p;
        int price = topPrice();
        sell(p, top(), price, "log.buys");
        turn = game.nextPlayer(p);
        cascade();
    }

    /** A bid on a private below the top; it replaces the bidder's own earlier bid there. */
    void bid(Player p, PrivateCompany c, int price) {
        passesInRow = 0;
        lastActor = p;
        bids.get(c).removeIf(b -> b.player() == p);
        bids.get(c).add(new Bid(p, price));
        if (game.logging()) {
            game.log(AuctionText.get("log.bids", p.name(), game.format(price), AuctionText.lot(game, c)));
        }
        turn = game.nextPlayer(p);
    }

    void pass(Player p) {
        passesInRow++;
        lastActor = p;
        if (game.logging()) {
            game.log(AuctionText.get("log.passes", p.name()));
        }
        if (passesInRow >= (int) game.players().stream().filter(x -> !x.bankrupt()).count()) {
            allPassed();
        } else {
            turn = game.nextPlayer(p);
        }
    }

    /** In a bidding war: the lowest bidder raises above the high bid. */
    void raise(Player p, int price) {
        lastActor = p;
        PrivateCompany c = auctioning;
        bids.get(c).removeIf(b -> b.player() == p);
        bids.get(c).add(new Bid(p, price));
        if (game.logging()) {
            game.log(AuctionText.get("log.raises", p.name(), game.format(price), AuctionText.lot(game, c)));
        }
    }

    /** In a bidding war: the lowest bidder drops out; his money is free again. */
    void dropOut(Player p) {
        lastActor = p;
        PrivateCompany c = auctioning;
        bids.get(c).removeIf(b -> b.player() == p);
        withdrawn.computeIfAbsent(c, k -> new HashSet<>()).add(p);
        if (game.logging()) {
            game.log(AuctionText.get("log.dropsOut", p.name(), AuctionText.lot(game, c)));
        }
        settleWar();
    }

    /** An outbid player takes back his bid; it is not a turn and changes nobody's turn. */
    void withdraw(Player p, PrivateCompany c) {
        Bid mine = bidOf(p, c);
        bids.get(c).remove(mine);
        withdrawn.computeIfAbsent(c, k -> new HashSet<>()).add(p);
        if (game.logging()) {
            game.log(AuctionText.get("log.withdraws", p.name(), game.format(mine.price()), AuctionText.lot(game, c)));
        }
        if (c == auctioning) {
            settleWar();
        }
    }

    private void sell(Player buyer, PrivateCompany c, int price, String logKey) {
        unsold.remove(c);
        bids.remove(c);
        withdrawn.remove(c);
        if (game.logging()) {
            game.log(AuctionText.get(logKey, buyer.name(), AuctionText.lot(game, c), game.format(price)));
        }
        PrivateSale.sell(game, buyer, c, price);
    }

    /**
     * "Sobald eine Privatgesellschaft verkauft wurde, wird bei der nächsten Gesellschaft überprüft":
     * a single bid wins, several start a bidding war, none leaves the private waiting.
     */
    private void cascade() {
        while (auctioning == null && !unsold.isEmpty()) {
            PrivateCompany c = unsold.get(0);
            List<Bid> list = bids.get(c);
            if (list.isEmpty()) {
                break;
            }
            if (list.size() == 1) {
                sell(list.get(0).player(), c, list.get(0).price(), "log.wins");
                continue;
            }
            auctioning = c;
            if (game.logging()) {
                game.log(AuctionText.get("log.war", AuctionText.lot(game, c), game.format(STEP)));
            }
        }
        if (unsold.isEmpty()) {
            allSold();
        }
    }

    /** The bidding war ends when one bidder is left: he pays his bid, and the cascade goes on. */
    private void settleWar() {
        List<Bid> list = bids.get(auctioning);
        if (list.size() == 1) {
            PrivateCompany c = auctioning;
            auctioning = null;
            sell(list.get(0).player(), c, list.get(0).price(), "log.wins");
            cascade();
        }
    }

    /**
     * Everyone passed in succession. Nothing sold yet: the Außerfernbahn gets 5 G cheaper, and at 0 G
     * the priority holder must take it. Else the round ends: the player after the last passer
     * (who is also the player after the last one to buy or bid) gets priority, the bids lapse.
     */
    private void allPassed() {
        passesInRow = 0;
        Player last = turn;
        turn = game.nextPlayer(last);
        if (!anySold()) {
            PrivateCompany first = top();
            // with FREE_PASS_ROUND a price of 0 G stands for one round of turns before the forced take
            boolean freeRoundOver = game.option(FREE_PASS_ROUND) && first.minBid() <= 0;
            if (!freeRoundOver) {
                first.setDiscount(first.discount() + STEP);
                if (game.logging()) {
                    game.log(AuctionText.get("log.priceDrops", AuctionText.lot(game, first), game.format(first.minBid())));
                }
            }
            if (first.minBid() <= 0 && (freeRoundOver || !game.option(FREE_PASS_ROUND))) {
                Player forced = game.priority();
                if (game.logging()) {
                    game.log(AuctionText.get("log.forced", AuctionText.lot(game, first), forced.name()));
                }
                sell(forced, first, 0, "log.buys");
                cascade();
            }
            return;
        }
        game.setPriority(turn);
        cancelBids();
        if (game.logging()) {
            game.log(AuctionText.get("log.roundEnds", unsold.size()));
        }
        game.logText("log.priority", turn.name());
        finish();
    }

    /**
     * All eleven sold: priority to the player after the one whose turn made the last sale, or
     * with {@link #PRIORITY_AFTER_LAST_ACTOR} after the one who took the last decision.
     */
    private void allSold() {
        if (game.option(PRIORITY_AFTER_LAST_ACTOR) && lastActor != null) {
            turn = game.nextPlayer(lastActor);
        }
        game.setPriority(turn);
        if (game.logging()) {
            game.log(AuctionText.get("log.allSold"));
        }
        game.logText("log.priority", turn.name());
        finish();
    }

    private boolean anySold() {
        return game.companies().stream().anyMatch(c -> c.owner() != null || c.closed());
    }

    /** "Gebote ... aus vorhergehenden Auktionsrunden werden nicht übernommen": the money is free again. */
    private void cancelBids() {
        for (Map.Entry<PrivateCompany, List<Bid>> e : bids.entrySet()) {
            for (Bid b : e.getValue()) {
                if (game.logging()) {
                    game.log(AuctionText.get("log.bidCancelled", b.player().name(), game.format(b.price()),
                            AuctionText.lot(game, e.getKey())));
                }
            }
            e.getValue().clear();
        }
        withdrawn.clear();
    }
}
