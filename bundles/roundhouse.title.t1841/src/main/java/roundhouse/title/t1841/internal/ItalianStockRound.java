package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.step.Questions;
import roundhouse.engine.spi.step.StockRound;

/**
 * An 1841 stock round (RB 3): the engine's turn of sales and one purchase, where a corporation
 * started in a turn lays its home tokens and buys its tokens when that turn ends (RB 3.4), and the
 * round ends with the price moves, Bayard's income and the unused concessions going back (RB 3.6).
 */
class ItalianStockRound extends StockRound {
    private final ItalianGame italy;
    private final Questions questions;
    /** Corporations started this round whose tokens are settled. */
    private final Set<String> equipped = new HashSet<>();

    ItalianStockRound(ItalianGame game) {
        super(game);
        this.italy = game;
        // a player who buys a frozen corporation's president's certificate decides its trains over the limit
        add(new PresidedDiscards(game, this));
        this.questions = new Questions(game, this);
        add(questions);
        add(new ItalianShares(game, this));
    }

    /** 18xx.games weighs a player's control of every corporation when his turn offers a sale ({@link HoldingsOrder}). */
    @Override
    protected void startEntity() {
        super.startEntity();
        lookForTurn();
    }

    /** What 18xx.games' engine looks up whenever it lists a player's choices in his turn ({@link HoldingsOrder}). */
    private void lookForTurn() {
        if (finished() || !HoldingsOrder.kept(italy) || !(currentEntity() instanceof Player p)) {
            return;
        }
        if (maySell(p) && italy.shareRules().certificateCount(p) > italy.shareRules().certificateLimit(p)) {
            return; // he must sell: nothing else is weighed
        }
        if (controlsAny(p)) {
            lookThroughControlForTurn(p);
        }
        if (italy.turn() >= 2 && currentActions().isEmpty()) {
            italy.holdingsOrder().concessionsLook(italy); // after the market's look, as its engine lists them
        }
    }

    /** The looks that file holdings of the corporations the player controls. */
    private void lookThroughControlForTurn(Player p) {
        if (maySell(p)) {
            for (Corporation c : italy.corporations()) {
                if (!c.closed() && c.controller() == p) {
                    italy.holdingsOrder().lookAtAll(italy, c);
                }
            }
        }
        italy.holdingsOrder().playerLook(italy, this, p);
        if (currentActions().stream().allMatch(a -> a.type().equals("sell_shares"))
                && italy.shareRules().certificateCount(p) < italy.shareRules().certificateLimit(p)) {
            italy.holdingsOrder().parLook(italy, this, p, () -> firstStartable(p)); // the starts are listed only then
        }
    }

    private boolean controlsAny(Player p) {
        for (Corporation c : italy.corporations()) {
            if (!c.closed() && c.controller() == p) {
                return true;
            }
        }
        return false;
    }

    /** The first corporation the player may start now, in the game's order, or {@code null}. */
    private Corporation firstStartable(Player p) {
        for (roundhouse.engine.spi.step.Step s : steps()) {
            if (s instanceof ItalianShares shares) {
                return shares.firstStartable(p);
            }
        }
        return null;
    }

    @Override
    protected void afterProcess(roundhouse.api.Action action, roundhouse.engine.spi.Entity entity) {
        Entity before = currentEntity();
        super.afterProcess(action, entity);
        if (currentEntity() == before) {
            lookForTurn();
        }
    }

    private boolean maySell(Player p) {
        for (roundhouse.engine.spi.step.Step s : steps()) {
            if (s instanceof ItalianShares shares && shares.offers("sell_shares", p)) {
                return true;
            }
        }
        return false;
    }

    /** The turn is over: a corporation started in it gets its homes and tokens before the next player. */
    @Override
    protected void nextEntity() {
        for (StockRound.TurnAction a : currentActions()) {
            Corporation c = a.corporation();
            if (a.type().equals("par") && equipped.add(c.id())) {
                Homes.settleStart(italy, questions, c);
                return;
            }
        }
        super.nextEntity();
    }

    /**
     * RB 3.6 (digest 4.5): in operating order, a sold-out corporation rises, one with shares in the pool
     * falls (two rows when frozen); Bayard pays its holder; unused concessions go back to the bank.
     */
    @Override
    protected void finishRound() {
        for (Corporation c : new ArrayList<>(italy.operatingOrder())) {
            boolean frozen = italy.frozenByFlag(c);
            if (italy.pool().percentOf(c) > 0) {
                italy.market().moveDown(c);
                if (frozen) {
                    italy.market().moveDown(c);
                }
            } else if (!frozen && italy.shareRules().soldOut(c)) {
                italy.market().moveUp(c);
            }
        }
        for (PrivateCompany p : italy.companies()) {
            if (p.closed() || !(p.owner() instanceof Player holder)) {
                continue;
            }
            if (p.revenue() > 0) {
                italy.transfer(italy.bank(), holder, p.revenue());
                if (italy.logging()) {
                    italy.log(ItalianText.get("log.bayard", holder.name(), italy.format(p.revenue())));
                }
            } else if (!used(p)) {
                italy.transferCompany(p, null);
                if (italy.logging()) {
                    italy.log(ItalianText.get("log.concessionReturns", p.name()));
                }
            }
        }
        super.finishRound();
    }

    /** Whether a concession's corporation has been started. */
    private boolean used(PrivateCompany concession) {
        Corporation c = italy.corporation(concession.id());
        return c != null && c.parPrice() != null;
    }
}
