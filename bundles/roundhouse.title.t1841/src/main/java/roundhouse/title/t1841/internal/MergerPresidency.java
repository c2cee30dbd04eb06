package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.CashHolder;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;

/**
 * Whether a merger of two majors can still end with a president of the new major (digest 6.2: a merger
 * that leaves its president's certificate unowned is refused and must be taken back). So that no merger
 * and no exchange answer is offered that can only be refused. A president arises where a holder with 40 %
 * or more of the old shares gets two new shares in the first pass, where a player may buy the certificate
 * (18xx.games' option), or where a holder left with one old share who already holds a new one pays for a
 * second. The reckoning is hopeful: later payments and the supply of new shares are not followed, so it
 * never hides a choice that could succeed.
 */
final class MergerPresidency {
    /**
     * A holder still to exchange: its old percent of the two, the new shares it already has, and whether
     * it may still buy the president's certificate in the first pass (not once it has said "no").
     */
    record Holder(ShareHolder holder, int oldPercent, int newShares, boolean mayBuy) {
        Holder(ShareHolder holder, int oldPercent, int newShares) {
            this(holder, oldPercent, newShares, true);
        }
    }

    private final ItalianMerger merger;

    MergerPresidency(ItalianMerger merger) {
        this.merger = merger;
    }

    /** Before the exchange: whether merging {@code a} and {@code b} (majors) can give the new major a president. */
    static boolean possibleBefore(ItalianGame game, Corporation a, Corporation b, int lowestPrice) {
        if (game.minor(a)) {
            return true; // the 40 % certificate becomes the president's (RB 4.7.5)
        }
        List<Holder> first = new ArrayList<>();
        for (ShareHolder h : MergeRules.holders(game, a.controller(), List.of(a, b), 10)) {
            first.add(new Holder(h, h.percentOf(a) + h.percentOf(b), 0));
        }
        return possible(game, game.option(T1841Title.MERGER_PRESIDENT_UPGRADE), lowestPrice, first, List.of());
    }

    /**
     * Whether the first pass's holders {@code first} (all with 20 % or more still to exchange) and the second
     * pass's {@code second} (one old share left) can still produce a president.
     */
    static boolean possible(ItalianGame game, boolean presidencyForSale, int price, List<Holder> first, List<Holder> second) {
        List<Holder> left = new ArrayList<>(second);
        for (Holder h : first) {
            if (h.oldPercent() < 20) {
                left.add(h);
                continue;
            }
            if (presidencyForSale && h.mayBuy() && h.holder() instanceof Player p && h.oldPercent() < 40
                    && p.cash() >= ItalianMerger.presidentCost(price, h.oldPercent())) {
                return true;
            }
            int shares = h.newShares() + h.oldPercent() / 20;
            if (shares >= 2 && mayPreside(game, h.holder())) {
                return true;
            }
            if (h.oldPercent() % 20 == 10) {
                left.add(new Holder(h.holder(), 10, shares));
            }
        }
        for (Holder h : left) {
            if (presidencyForSale && h.holder() instanceof Player p && p.cash() >= ItalianMerger.presidentCost(price, 10)) {
                return true;
            }
            if (h.newShares() >= 1 && h.holder().controller() != null && h.holder() instanceof CashHolder payer
                    && payer.cash() >= ItalianMerger.halfPrice(price)) {
                return true;
            }
        }
        return false;
    }

    private static boolean mayPreside(ItalianGame game, ShareHolder h) {
        return h != game.pool() && h.controller() != null;
    }

    /** During the exchange: whether a president can still arise once {@code h} has answered {@code choice}. */
    boolean possibleAfter(ShareHolder h, String choice, boolean secondPass, List<ShareHolder> queue, List<ShareHolder> holders) {
        if (merger.t.president() != null && merger.t.presidentsShare().holder() != merger.t.ipo()) {
            return true;
        }
        if (MergerExchange.PRES.equals(choice)) {
            return true;
        }
        ItalianGame game = merger.game;
        int price = merger.t.sharePrice().price();
        int held = h.certificatesOf(merger.t).size();
        int tp = ItalianMergerTerms.oldPercent(merger.merger, h);
        List<Holder> first = new ArrayList<>();
        List<Holder> second = new ArrayList<>();
        if (!secondPass) {
            // "no": the exchange two for one, then what is left goes to the second pass
            first.add(new Holder(h, tp, held, false));
            for (ShareHolder q : queue) {
                if (q != h) {
                    first.add(new Holder(q, ItalianMergerTerms.oldPercent(merger.merger, q), q.certificatesOf(merger.t).size()));
                }
            }
            for (ShareHolder q : holders) {
                int left = ItalianMergerTerms.oldPercent(merger.merger, q);
                if (q != h && !queue.contains(q) && left == 10) {
                    second.add(new Holder(q, 10, q.certificatesOf(merger.t).size()));
                }
            }
        } else {
            if (MergerExchange.FULL.equals(choice) && held + 1 >= 2 && mayPreside(game, h)) {
                return true;
            }
            for (ShareHolder q : queue) {
                if (q != h) {
                    second.add(new Holder(q, 10, q.certificatesOf(merger.t).size()));
                }
            }
        }
        return possible(game, merger.presidencyForOldShares(), price, first, second);
    }
}
