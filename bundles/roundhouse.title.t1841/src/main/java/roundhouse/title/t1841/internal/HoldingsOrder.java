package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.ShareHolder;

/**
 * The order in which 18xx.games lists what a corporation holds, on which its treasury look depends
 * ({@link TreasuryLook}, {@link T1841Title#TREASURY_LOOK}). Its engine files a holder's certificates
 * under each corporation in the order it first looked the corporation up for that holder, and keeps
 * the place when the holder sells out: first the holder itself, then a corporation whose share it
 * acquires, the started corporations in the game's order whenever the holder's operating turn weighs
 * its share dealings, and every corporation in the game's order whenever its controlling player's
 * stock turn weighs his control with something to sell. This follows those three looks, not every
 * read of that engine, so it is close, not exact. It also keeps, per corporation, the order in which
 * holders first gave or took its shares: where the pool presides, a presidency tie goes by it there.
 */
final class HoldingsOrder {
    /** Whether a game follows the order: where the look decides something (a purchase, a recorded pass). */
    static boolean kept(ItalianGame game) {
        return game.option(T1841Title.TREASURY_LOOK) || game.option(T1841Title.RECORDED_PASSES);
    }

    /** Per holder's id, the ids of the corporations looked up for it, in order. */
    private final Map<String, LinkedHashSet<String>> seen = new HashMap<>();
    /**
     * Per corporation's id, the holders of its shares in the order they first gave or took one (its
     * engine's list of a corporation's holders), by {@link ShareHolder#holderId()}.
     */
    private final Map<String, LinkedHashSet<String>> holders = new HashMap<>();

    /** Whether a game follows the order of holders: where presidency ties go by it ({@link T1841Title#TIES_IN_TURN_ORDER}). */
    static boolean holdersKept(ItalianGame game) {
        return game.option(T1841Title.TIES_IN_TURN_ORDER);
    }

    /** {@code holder} gave or took a share of {@code corporation}. */
    void traded(Corporation corporation, ShareHolder holder) {
        holders.computeIfAbsent(corporation.id(), k -> new LinkedHashSet<>()).add(holder.holderId());
    }

    /** Of {@code tied}, the first to have traded a share of {@code corporation}, or {@code null} if none has. */
    ShareHolder firstTrader(Corporation corporation, List<ShareHolder> tied) {
        LinkedHashSet<String> order = holders.get(corporation.id());
        if (order == null) {
            return null;
        }
        for (String id : order) {
            for (ShareHolder h : tied) {
                if (h.holderId().equals(id)) {
                    return h;
                }
            }
        }
        return null;
    }

    private LinkedHashSet<String> of(Corporation holder) {
        return seen.computeIfAbsent(holder.id(), k -> {
            LinkedHashSet<String> s = new LinkedHashSet<>();
            s.add(k);
            return s;
        });
    }

    /** {@code holder} acquired a share of {@code corporation}. */
    void acquired(Corporation holder, Corporation corporation) {
        of(holder).add(corporation.id());
    }

    /** {@code holder}'s operating turn looked at the started corporations. */
    void lookAtStarted(ItalianGame game, Corporation holder) {
        LinkedHashSet<String> s = of(holder);
        for (Corporation c : game.corporations()) {
            if (c.sharePrice() != null && !c.closed()) {
                s.add(c.id());
            }
        }
    }

    /** {@code holder}'s controller weighed his control of every corporation. */
    void lookAtAll(ItalianGame game, Corporation holder) {
        LinkedHashSet<String> s = of(holder);
        for (Corporation c : game.corporations()) {
            s.add(c.id());
        }
    }

    /** {@code held}, grouped by corporation in {@code holder}'s order (a corporation never looked up last). */
    List<Certificate> inOrder(Corporation holder, List<Certificate> held) {
        List<String> order = new ArrayList<>(of(holder));
        List<Certificate> out = new ArrayList<>(held);
        out.sort(Comparator.comparingInt(cert -> {
            int at = order.indexOf(cert.corporation().id());
            return at < 0 ? Integer.MAX_VALUE : at;
        }));
        return out;
    }
}
