package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.step.ShareTurn;
import roundhouse.engine.spi.ShareHolder;

/**
 * The order in which 18xx.games lists what a corporation holds, on which its treasury look depends
 * ({@link TreasuryLook}, {@link T1841Title#TREASURY_LOOK}). Its engine files a holder's certificates
 * under each corporation in the order it first looked the corporation up for that holder, and keeps
 * the place when the holder sells out: first the holder itself, then a corporation whose share it
 * acquires, the started corporations in the game's order whenever the holder's operating turn weighs
 * its share dealings, every corporation in the game's order whenever its controlling player's stock
 * turn weighs his control with something to sell, a corporation whose purchase a player or a
 * corporation weighs against its controller's control (in a look, and for every purchase it takes),
 * a corporation that pays a dividend, the merging corporations for each corporation a merger's list of
 * holders weighs, a transformed minor for every corporation and the new major for those its offers weigh,
 * every corporation for each corporation of a transformed major's chain whose emergency money it weighs
 * before the compulsory token,
 * and what a merger or transformation moves, in the order the merging corporation filed it. This
 * follows those lookups, not every read of that engine, so it is close, not exact. It also keeps, per
 * corporation, the order in which holders first gave or took its shares: where the pool presides, a
 * presidency tie goes by it there.
 */
final class HoldingsOrder {
    /** Whether a game follows the order: where the look decides something (a purchase, a recorded pass). */
    static boolean kept(ItalianGame game) {
        return game.option(T1841Title.TREASURY_LOOK) || game.option(T1841Title.RECORDED_PASSES);
    }

    /** Per holder's id, the ids of the corporations looked up for it, in order (values: copies of the game share them). */
    private final Map<String, FirstSeen> seen = new HashMap<>();
    /**
     * Per corporation's id, the holders of its shares in the order they first gave or took one (its
     * engine's list of a corporation's holders), by {@link ShareHolder#holderId()}.
     */
    private final Map<String, FirstSeen> holders = new HashMap<>();

    /** Whether a game follows the order of holders: where presidency ties go by it ({@link T1841Title#TIES_IN_TURN_ORDER}). */
    static boolean holdersKept(ItalianGame game) {
        return game.option(T1841Title.TIES_IN_TURN_ORDER);
    }

    /**
     * The pool's corporations in the order 18xx.games' engine first looked each up there: a certificate that
     * came to the pool, and from the second stock round on each concession the bank still holds, looked at as
     * every player's turn weighs buying it ({@link #concessionsLook}). Its look at the market goes by it.
     */
    private FirstSeen poolSeen = FirstSeen.NONE;

    /** A certificate of {@code corporation} came to the pool. */
    void pooled(Corporation corporation) {
        poolSeen = poolSeen.with(corporation.id());
    }

    /**
     * From the second stock round on, a player's turn has 18xx.games weigh buying each concession the bank
     * holds (in the game's order of companies), which looks its corporation up in the pool.
     */
    void concessionsLook(ItalianGame game) {
        for (roundhouse.engine.spi.PrivateCompany k : game.companies()) {
            Corporation c = k.owner() == null && !k.closed() ? game.corporation(k.id()) : null;
            if (c != null) {
                poolSeen = poolSeen.with(c.id());
            }
        }
    }

    /** {@code holder} gave or took a share of {@code corporation}. */
    void traded(Corporation corporation, ShareHolder holder) {
        holders.put(corporation.id(), holders.getOrDefault(corporation.id(), FirstSeen.NONE).with(holder.holderId()));
    }

    /** Of {@code tied}, the first to have traded a share of {@code corporation}, or {@code null} if none has. */
    ShareHolder firstTrader(Corporation corporation, List<ShareHolder> tied) {
        FirstSeen order = holders.get(corporation.id());
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

    /** Notes that {@code holder} looked up {@code id} (a holder's list begins with the holder itself). */
    private void note(Corporation holder, String id) {
        FirstSeen s = seen.get(holder.id());
        FirstSeen noted = (s == null ? FirstSeen.NONE.with(holder.id()) : s).with(id);
        if (noted != s) {
            seen.put(holder.id(), noted);
        }
    }

    /** {@code holder} acquired a share of {@code corporation}. */
    void acquired(Corporation holder, Corporation corporation) {
        note(holder, corporation.id());
    }

    /**
     * A merger or transformation moved {@code from}'s holdings to {@code target}: 18xx.games moves them
     * corporation by corporation in the order {@code from} files them, so {@code target} files them so.
     */
    void moved(Corporation from, Corporation target, List<Certificate> received) {
        for (Certificate c : inOrder(from, received)) {
            acquired(target, c.corporation());
        }
    }

    /**
     * A merger lists the holders of the merging corporations ({@link MergeRules#holders}): 18xx.games looks
     * each merging corporation up, in turn, for every corporation it weighs there (those the players control,
     * from the decider on, then the frozen ones), the merging ones excepted.
     */
    void holderListLook(ItalianGame game, Player decider, List<Corporation> merging) {
        MergeRules.forEachWeighed(game, decider, h -> {
            if (h instanceof Corporation c) {
                lookUp(c, merging);
            }
        });
    }

    /** A list of holders weighed {@code holder}'s holding of {@code of} (the offers of a new major's shares). */
    void lookedUp(Corporation holder, Corporation of) {
        note(holder, of.id());
    }

    /** A transformation exchanges the minor's shares: 18xx.games looks the minor up for every other corporation. */
    void transformLook(ItalianGame game, Corporation minor) {
        for (Corporation c : game.corporations()) {
            if (c != minor) {
                note(c, minor.id());
            }
        }
    }

    private void lookUp(Corporation holder, List<Corporation> merging) {
        if (!merging.contains(holder)) {
            for (Corporation m : merging) {
                note(holder, m.id());
            }
        }
    }

    /** {@code payer} paid a dividend: 18xx.games looks up every other corporation's holding of it. */
    void paid(ItalianGame game, Corporation payer) {
        for (Corporation c : game.corporations()) {
            if (c != payer) {
                note(c, payer.id());
            }
        }
    }

    /** {@code holder}'s operating turn looked at the started corporations. */
    void lookAtStarted(ItalianGame game, Corporation holder) {
        note(holder, holder.id()); // its list begins, whatever it finds
        for (Corporation c : game.corporations()) {
            if (c.sharePrice() != null && !c.closed()) {
                note(holder, c.id());
            }
        }
    }

    /** {@code holder}'s controller weighed his control of every corporation. */
    void lookAtAll(ItalianGame game, Corporation holder) {
        note(holder, holder.id());
        for (Corporation c : game.corporations()) {
            note(holder, c.id());
        }
    }

    /**
     * 18xx.games counts a player's control of {@code of} through every corporation he controls, so it
     * looks {@code of} up for each of them (but {@code of} itself).
     */
    void lookThroughControl(ItalianGame game, Player human, Corporation of) {
        for (Corporation c : game.corporations()) {
            if (c != of && !c.closed() && c.controller() == human) {
                note(c, of.id());
            }
        }
    }

    /**
     * 18xx.games' look for a player's purchase at his stock turn: the pool's corporations, then the
     * started corporations' treasuries in the game's order; at each whose first corporation he has not
     * sold this round, the smallest certificate he can pay and hold one more of is weighed against his
     * control, until one is within it.
     */
    void playerLook(ItalianGame game, ShareTurn stock, Player p) {
        if (stock.currentActions().stream().anyMatch(a -> !a.type().equals("sell_shares"))) {
            return; // a purchase made: its engine looks no further
        }
        for (List<Certificate> group : poolGroups(game)) {
            Corporation of = group.get(0).corporation();
            if (!stock.soldThisRound(p, of) && weighed(game, p, p, TreasuryLook.smallest(group))) {
                return;
            }
        }
        for (Corporation x : game.corporations()) {
            if (x.closed() || x.sharePrice() == null) {
                continue;
            }
            List<Certificate> shares = new ArrayList<>(x.ipo().certificates());
            shares.addAll(inOrder(x, x.certificates()));
            if (!shares.isEmpty() && !stock.soldThisRound(p, shares.get(0).corporation()) && weighed(game, p, p, TreasuryLook.smallest(shares))) {
                return;
            }
        }
    }

    /**
     * 18xx.games' look for a start: the first corporation the player may start (in the game's order) is
     * weighed against his control, unless he has bought this turn or holds his certificate limit.
     */
    void parLook(ItalianGame game, ShareTurn stock, Player p, java.util.function.Supplier<Corporation> firstStartable) {
        if (stock.currentActions().stream().anyMatch(a -> !a.type().equals("sell_shares"))
                || game.shareRules().certificateCount(p) >= game.shareRules().certificateLimit(p)
                || unstartedSeen(game, p)) {
            return;
        }
        Corporation first = firstStartable.get();
        if (first != null) {
            lookThroughControl(game, p, first);
        }
    }

    /**
     * Whether every corporation the player controls has looked up every corporation not yet started: the
     * look for a start then files nothing new, and the first startable one need not be found.
     */
    private boolean unstartedSeen(ItalianGame game, Player human) {
        for (Corporation c : game.corporations()) {
            if (c.closed() || c.controller() != human) {
                continue;
            }
            FirstSeen looked = seen.get(c.id());
            for (Corporation of : game.corporations()) {
                if (of != c && !of.closed() && of.parPrice() == null && (looked == null || !looked.contains(of.id()))) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The same look when a corporation's share dealings come up in its operating turn, and again after each
     * of its sales: each certificate in the pool, then each started corporation's unsold shares, until one is
     * within its controller's control.
     */
    void corporateLook(ItalianGame game, ShareTurn stock, Corporation h) {
        Player human = h.controller();
        if (human == null || stock.currentActions().stream().anyMatch(a -> !a.type().equals("sell_shares"))) {
            return; // a purchase made: its engine looks no further (a sale only brings the money for more)
        }
        for (Certificate s : poolInOrder(game)) {
            Corporation of = s.corporation();
            if (of != h && !stock.soldThisRound(h, of) && !game.shareRules().controls(of, h) && weighed(game, h, human, s)) {
                return;
            }
        }
        for (Corporation x : game.corporations()) {
            if (x == h || x.closed() || x.sharePrice() == null || stock.soldThisRound(h, x) || game.shareRules().controls(x, h)) {
                continue;
            }
            for (Certificate s : x.ipo().certificates()) {
                if (weighed(game, h, human, s)) {
                    return;
                }
            }
        }
    }

    /** Whether the buyer may take {@code cert} by its cash and limits, its control looked through where it gets that far. */
    private boolean weighed(ItalianGame game, roundhouse.engine.spi.Investor buyer, Player human, Certificate cert) {
        Corporation of = cert.corporation();
        if (!TreasuryLook.withinCash(buyer, cert) || game.shareRules().certificateCount(buyer) >= game.shareRules().certificateLimit(buyer)) {
            return false;
        }
        lookThroughControl(game, human, of);
        return game.shareRules().holdingOk(buyer, of, cert.percent());
    }


    /** The pool's certificates by corporation, in the pool's order ({@link #poolSeen}; one never looked up last). */
    private List<List<Certificate>> poolGroups(ItalianGame game) {
        Map<Corporation, List<Certificate>> groups = new java.util.LinkedHashMap<>();
        for (Certificate c : game.pool().certificates()) {
            groups.computeIfAbsent(c.corporation(), k -> new ArrayList<>()).add(c);
        }
        List<String> order = poolSeen;
        List<List<Certificate>> out = new ArrayList<>(groups.values());
        out.sort(Comparator.comparingInt(g -> {
            int at = order.indexOf(g.get(0).corporation().id());
            return at < 0 ? Integer.MAX_VALUE : at;
        }));
        return out;
    }

    /** The pool's certificates in the pool's order ({@link #poolGroups}). */
    List<Certificate> poolInOrder(ItalianGame game) {
        List<Certificate> out = new ArrayList<>();
        poolGroups(game).forEach(out::addAll);
        return out;
    }

    /** {@code held}, grouped by corporation in {@code holder}'s order (a corporation never looked up last); changes nothing. */
    List<Certificate> inOrder(Corporation holder, List<Certificate> held) {
        List<String> order = seen.getOrDefault(holder.id(), FirstSeen.NONE);
        List<Certificate> out = new ArrayList<>(held);
        out.sort(Comparator.comparingInt(cert -> {
            int at = order.indexOf(cert.corporation().id());
            return at < 0 ? Integer.MAX_VALUE : at;
        }));
        return out;
    }
}
