package roundhouse.title.t1841.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.step.Dividend;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.Questions;
import roundhouse.engine.spi.step.Route;
import roundhouse.engine.spi.step.ShareDeals;
import roundhouse.engine.spi.step.Step;

/**
 * An 1841 operating round (RB 4): corporations in price order lay track, place a token, run,
 * pay or withhold, buy trains, and deal in shares; a frozen corporation's price falls two columns
 * instead (RB 4.5.1.1).
 */
class ItalianOperatingRound extends OperatingRound {
    private final ItalianGame italy;
    /** The operating corporation's share dealings this turn (RB 4.7). */
    private final ShareDeals deals = new ShareDeals();
    /** The corporations' share dealings (set where the round's steps are made). */
    private ItalianShares shares;
    private Questions questions;
    /** Corporations started in this round whose homes and tokens are settled. */
    private final java.util.Set<String> settled = new java.util.HashSet<>();

    ItalianOperatingRound(ItalianGame game, int number) {
        super(game, number);
        this.italy = game;
    }

    /** Corporations that merged away, were formed or transformed in this round: they do not operate in it (RB 4.7.4). */
    private final java.util.Set<String> done = new java.util.HashSet<>();

    /** Marks corporations that take no (further) turn in the current operating round. */
    static void markDone(ItalianGame game, Corporation... corporations) {
        if (game.round() instanceof ItalianOperatingRound r) {
            for (Corporation c : corporations) {
                r.done.add(c.id());
            }
            r.touch();
        }
    }

    boolean done(Corporation c) {
        return done.contains(c.id());
    }

    /** A turn ending for a corporation that merged away or was formed in it does not count as operating. */
    @Override
    protected boolean countsAsOperated(Corporation c) {
        return !done(c);
    }

    /** A corporation that closed, merged away or was formed in this round is passed over. */
    @Override
    protected void startEntity() {
        while (entityIndex < entities.size() && skipped(currentCorporation())) {
            entityIndex++;
        }
        if (entityIndex >= entities.size()) {
            finish();
            return;
        }
        super.startEntity();
        lookedAt = null;
        emergencyLookedAt = null;
        lookAtShareDealings();
    }

    /** The corporation whose share dealings 18xx.games' engine has looked at in this turn ({@link HoldingsOrder}). */
    private String lookedAt;

    /**
     * When a corporation's share dealings come up, 18xx.games' engine looks at the started corporations for
     * it and weighs its purchases ({@link HoldingsOrder}); followed so that its treasury look can be.
     */
    private void lookAtShareDealings() {
        Corporation c = currentCorporation();
        if (c == null || finished() || !HoldingsOrder.kept(italy) || c.id().equals(lookedAt)
                || !(activeStep() instanceof ItalianShares)) {
            return;
        }
        lookAtDealingsOf(c);
    }

    /**
     * 18xx.games' engine asks again what the dealer may do after each of its sales, now with more money: its
     * looks may reach further (seed 846006, OR 6.2: RSFS sold its own shares and then weighed an AFI
     * certificate, which filed AFI for CTDA, its controller's other corporation).
     */
    private void lookAgainAfterSale(roundhouse.api.Action action, roundhouse.engine.spi.Entity entity) {
        Corporation c = currentCorporation();
        if (action.type().equals("sell_shares") && entity == c && c != null && !finished() && HoldingsOrder.kept(italy)
                && activeStep() instanceof ItalianShares) {
            lookAtDealingsOf(c);
        }
    }

    /** What 18xx.games' engine looks at when {@code c}'s share dealings come up: its holdings, purchases and starts. */
    private void lookAtDealingsOf(Corporation c) {
        lookedAt = c.id();
        italy.holdingsOrder().lookAtStarted(italy, c);
        shares.mustSellLook(c); // in the order its engine asks: forced sales, purchases, starts
        italy.holdingsOrder().corporateLook(italy, deals, c);
        shares.startLook(c);
    }

    /** The corporation whose emergency money 18xx.games' engine has weighed in this turn ({@link HoldingsOrder}). */
    private String emergencyLookedAt;

    /**
     * When a corporation must buy a train its cash does not pay, 18xx.games' engine weighs what each
     * corporation of its chain could sell, looking up every corporation's holding for each of them.
     */
    private void lookAtEmergencyMoney() {
        Corporation c = currentCorporation();
        if (c == null || finished() || !HoldingsOrder.kept(italy) || c.id().equals(emergencyLookedAt)
                || !(activeStep() instanceof ItalianBuyTrain buy) || !buy.mustBuy(c)
                || c.cash() >= italy.trainRules().cheapestBankTrainPrice(c)) {
            return;
        }
        emergencyLookedAt = c.id();
        java.util.Set<Corporation> seen = new java.util.HashSet<>();
        for (Corporation k = c; k != null && seen.add(k); k = k.president() instanceof Corporation up ? up : null) {
            italy.holdingsOrder().lookAtAll(italy, k);
        }
    }

    /**
     * 18xx.games' engine looks at a corporation's share dealings whenever its turn gets to them, also when it
     * has none to make and the turn goes on past them ({@link HoldingsOrder}).
     */
    private void lookAtSharesPassedOver() {
        Corporation c = currentCorporation();
        if (c == null || finished() || !HoldingsOrder.kept(italy) || c.id().equals(lookedAt) || skipped(c)) {
            return;
        }
        Step active = activeStep();
        int shares = -1;
        for (int i = 0; i < steps().size(); i++) {
            if (steps().get(i) instanceof ItalianShares) {
                shares = i;
            }
        }
        if (shares < 0 || active != null && steps().indexOf(active) <= shares) {
            return;
        }
        lookAtDealingsOf(c);
    }

    @Override
    protected void afterProcess(roundhouse.api.Action action, roundhouse.engine.spi.Entity entity) {
        if (action.type().equals("dividend") && "payout".equals(action.string("kind")) && entity instanceof Corporation payer
                && HoldingsOrder.kept(italy)) {
            italy.holdingsOrder().paid(italy, payer);
        }
        lookAtSharesPassedOver();
        super.afterProcess(action, entity);
        lookAtShareDealings();
        lookAgainAfterSale(action, entity);
        lookAtEmergencyMoney();
    }

    private boolean skipped(Corporation c) {
        return c != null && (c.closed() || done(c) || c.sharePrice() == null && c.priced());
    }

    /**
     * The director who began a merger decides for the major it forms until it has a president (RB 4.7.4);
     * under {@link T1841Title#FROZEN_CORPORATIONS_DISCARD} the operating corporation's director decides a
     * frozen corporation's discard (the holder of the priority deal where nobody controls that one).
     */
    @Override
    public roundhouse.engine.spi.Player decider(roundhouse.engine.spi.Entity entity) {
        roundhouse.engine.spi.Player p = super.decider(entity);
        if (p == null && entity instanceof Corporation c) {
            for (roundhouse.engine.spi.step.Step s : steps()) {
                if (s instanceof Merge m && m.deciderFor(c) != null) {
                    return m.deciderFor(c);
                }
            }
            if (italy.option(T1841Title.FROZEN_CORPORATIONS_DISCARD) && game.crowdedCorporations().contains(c)) {
                Corporation operating = currentCorporation();
                // the operating corporation's director; where nobody controls that one either (its purchase
                // set off a secession that took its presidency), the holder of the priority deal
                roundhouse.engine.spi.Player director = operating != null && operating != c ? super.decider(operating) : null;
                return director != null ? director : game.priority();
            }
        }
        return p;
    }

    /** RB 4.7.6: the major a minor became takes the minor's place in the operating order. */
    void replaceCurrent(Corporation by) {
        java.util.List<roundhouse.engine.spi.Entity> order = new java.util.ArrayList<>(entities);
        order.set(entityIndex, by);
        entities = order;
        touch();
    }

    /** Whether a corporation started in this turn still waits for its homes and tokens (digest 5.2). */
    boolean startPending() {
        for (roundhouse.engine.spi.step.StockRound.TurnAction a : deals.currentActions()) {
            if (a.type().equals("par") && !settled.contains(a.corporation().id())) {
                return true;
            }
        }
        return false;
    }

    /** The turn is over: a corporation it started gets its homes and tokens first (RB 3.4, 4.7). */
    @Override
    protected void nextEntity() {
        for (roundhouse.engine.spi.step.StockRound.TurnAction a : deals.currentActions()) {
            if (a.type().equals("par") && settled.add(a.corporation().id())) {
                Homes.settleStart(italy, questions, a.corporation());
                return;
            }
        }
        super.nextEntity();
    }

    /** The steps of a corporation's turn in the order the rulebook gives them (RB 4.1-4.7). */
    static ItalianOperatingRound compose(ItalianGame game, int number) {
        ItalianOperatingRound r = new ItalianOperatingRound(game, number);
        ItalianBuyTrain buyTrain = new ItalianBuyTrain(game, r);
        r.add(new ItalianBankrupt(game, r, buyTrain));
        r.add(new ItalianTrack(game, r));
        r.add(new OffboardConnections(game, r));
        r.add(new ItalianToken(game, r));
        r.add(new Route(game, r));
        r.add(new Dividend(game, r));
        r.add(new BuyTokenPlace(game, r));
        r.add(new PresidedDiscards(game, r));
        r.questions = new Questions(game, r);
        r.add(r.questions);
        r.add(buyTrain);
        r.shares = new ItalianShares(game, r, r.deals);
        r.add(r.shares);
        r.add(new Merge(game, r));
        r.add(new Transform(game, r));
        return r;
    }

    /**
     * Corporations that take the place of {@code old} in this round's order (the secession, digest 6.4):
     * where {@code old} has still to operate they operate in its place, in the order given; returns
     * whether they do. Where it has operated or is operating, they wait for the next round.
     */
    boolean replaceLater(Corporation old, java.util.List<Corporation> by) {
        int at = entities.indexOf(old);
        if (at <= entityIndex) {
            return false;
        }
        java.util.List<roundhouse.engine.spi.Entity> order = new java.util.ArrayList<>(entities);
        order.remove(at);
        order.addAll(at, by);
        entities = order;
        return true;
    }

    /** A corporation that merged away no longer operates in this round (digest 6.5). */
    void dropLater(Corporation gone) {
        int at = entities.indexOf(gone);
        if (at > entityIndex) {
            java.util.List<roundhouse.engine.spi.Entity> order = new java.util.ArrayList<>(entities);
            order.remove(at);
            entities = order;
        }
    }

    /**
     * A corporation formed in this round that operates in it (the SFLi, digest 6.5): it joins the
     * corporations still to operate, which are sorted by price again; returns {@code true}.
     */
    boolean addLater(Corporation formed) {
        java.util.List<roundhouse.engine.spi.Entity> order = new java.util.ArrayList<>(entities);
        order.add(formed);
        entities = order;
        resortRemaining();
        return true;
    }

    /** As 18xx.games' flag says ({@link ItalianGame#frozenByFlag}). */
    @Override
    protected boolean frozenTurnFor(Corporation c) {
        return italy.frozenByFlag(c);
    }

    /**
     * RB 4.5.1.1: a frozen corporation does not run; its price falls two columns. One frozen because
     * control runs in a circle then sells its shares of the corporations of that circle (digest 5.12), but
     * not under {@link T1841Title#CIRCLES_UNCHECKED}.
     */
    @Override
    protected void frozenTurn(Corporation c) {
        game.market().moveLeft(c);
        game.market().moveLeft(c);
        if (!game.option(T1841Title.CIRCLES_UNCHECKED)) {
            FrozenTurns.sellCircle(italy, c);
        }
    }
}
