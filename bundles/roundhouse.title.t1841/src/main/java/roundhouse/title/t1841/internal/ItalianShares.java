package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.step.BuySellParShares;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.ShareTurn;
import roundhouse.engine.spi.step.StockRound;

/**
 * 1841's share dealings over the engine's, for a player in the stock round and a corporation in its
 * operating turn alike (RB 3.3, 3.4, 4.7): who may start which corporation and at which price, the
 * starter's further shares at the start price up to 40 %, shares always at the market price, and no
 * sale of a corporation that has not operated.
 */
class ItalianShares extends BuySellParShares {
    /** RB 3.4: the starter may buy shares "bis er 40 % besitzt" in the turn he starts it. */
    static final int STARTER_PERCENT = 40;

    private final ItalianGame italy;
    private final ConcessionTrades concessions;
    private final ShareTrades trades;
    private final TreasuryLook look;

    ItalianShares(ItalianGame game, StockRound round) {
        super(game, round);
        this.italy = game;
        this.concessions = new ConcessionTrades(game);
        this.trades = new ShareTrades(game);
        this.look = new TreasuryLook(game, stock);
    }

    ItalianShares(ItalianGame game, Round round, ShareTurn turn) {
        super(game, round, turn);
        this.italy = game;
        this.concessions = new ConcessionTrades(game);
        this.trades = new ShareTrades(game);
        this.look = new TreasuryLook(game, stock);
    }

    /**
     * A corporation's sale in its operating turn moves a price: the corporations still to operate are
     * sorted by price again (RB 4: "in der Reihenfolge ihres Kurswertes"; the rulebook does not say when
     * the banker looks, so he looks again after every sale, as after emergency sales; README).
     */
    @Override
    public void process(Action action, Entity entity) {
        if ((action.type().equals("buy_shares") || action.type().equals("par")) && HoldingsOrder.kept(italy)) {
            lookAtPurchase(action, entity);
        }
        super.process(action, entity);
        if (action.type().equals("sell_shares") || action.type().equals("buy_shares")) {
            italy.frozenFlagsMoment();
        }
        if (action.type().equals("sell_shares") && round instanceof roundhouse.engine.spi.step.OperatingRound or) {
            or.resortRemaining();
        }
    }

    /**
     * 18xx.games weighs a purchase it takes (a start too: it buys the president's certificate) against the
     * buyer's controller's control, within the certificate limit, so it looks the corporation up for every
     * corporation he controls ({@link HoldingsOrder}; seed 61142: SFMA's holdings ordered SFTC before IRSFF
     * so; seed 64116: SSFL's start of RATF filed RATF for ATFA).
     */
    private void lookAtPurchase(Action action, Entity entity) {
        if (!(entity instanceof Investor buyer)) {
            return;
        }
        Corporation of;
        if (action.type().equals("par")) {
            of = game.corporation(action.string("corporation"));
        } else if (action.args().get("shares") instanceof List<?> ids && !ids.isEmpty()) {
            roundhouse.engine.spi.Certificate first = findCertificate(String.valueOf(ids.get(0)));
            of = first == null ? null : first.corporation();
        } else {
            return;
        }
        Player human = buyer instanceof Player p ? p : buyer instanceof Corporation c ? c.controller() : null;
        if (of != null && human != null
                && game.shareRules().certificateCount(buyer) < game.shareRules().certificateLimit(buyer)) {
            italy.holdingsOrder().lookThroughControl(italy, human, of);
        }
    }

    @Override
    public String checkPar(Investor investor, Corporation c, SharePrice cell, boolean explain) {
        String why = startRefusal(investor, c, cell, explain);
        return why != null ? why : super.checkPar(investor, c, cell, explain);
    }

    /** As the engine's, asking the price only of corporations that {@link #startRefusal} lets start at some price. */
    @Override
    public boolean canParAny(Investor investor) {
        if (bought() || game.certificateCount(investor) + 1 > certificateLimit(investor)) {
            return false; // the engine's checkPar refuses every start then: no corporation need be looked at
        }
        for (Corporation c : game.corporations()) {
            if (c.parPrice() != null || c.closed() || startRefusal(investor, c, null, false) != null) {
                continue;
            }
            for (SharePrice p : game.market().parPrices()) {
                if (checkPar(investor, c, p, false) == null) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Who may start {@code c} now (RB 3.4), or {@code null} if {@code investor} may; without
     * {@code explain} a refusal is {@link Game#NO}, its text not built (the checks run for every
     * offer while a game replays).
     */
    private String startRefusal(Investor investor, Corporation c, SharePrice cell, boolean explain) {
        String key = null;
        Object[] args = { c };
        if (italy.formedOnly(c)) {
            key = "refuse.start.formed";
        } else if (italy.historical(c)) {
            PrivateCompany concession = italy.concession(c);
            if (concession == null || concession.closed()) {
                key = "refuse.start.phase4";
            } else if (!(investor instanceof Player) || concession.owner() != investor) {
                key = "refuse.start.concession";
                args = new Object[] { investor, c };
            }
        } else if (italy.phaseNumber() < 3) {
            key = "refuse.start.phase3";
        } else if (!italy.homeRules().anyHomeCity(c)) {
            key = "refuse.start.noHome"; // RB 3.4: it places one or two tokens on free stations as its homes
        }
        if (key == null && cell != null && italy.minor(c) && cell.zone().contains("x")) {
            key = "refuse.start.minorPar";
            args = explain ? new Object[] { italy.format(cell.price()) } : args;
        }
        return key == null ? null : explain ? ItalianText.get(key, args) : Game.NO;
    }

    /** The starter's further shares of a major at its start (RB 3.4), from the treasury, up to 40 %. */
    @Override
    protected boolean canBuyMultiple(Corporation c, boolean fromIpo) {
        for (StockRound.TurnAction a : stock.currentActions()) {
            if (a.type().equals("par")) {
                return a.corporation() == c && fromIpo && !italy.minor(c) && c.president() != null
                        && c.president().percentOf(c) < STARTER_PERCENT;
            }
        }
        return super.canBuyMultiple(c, fromIpo);
    }

    /** RB 3.3: every share, unsold or in the pool, costs the market price. */
    @Override
    protected int price(Corporation c, ShareHolder source, int percent) {
        return c.sharePrice().price() * percent / c.sharePercent();
    }

    /**
     * RB 3.3: a corporation's shares are sold only once it has operated, but RB 4.7.1 lets a corporation
     * sell its own unsold shares in its first operating turn already (18xx.games only after it has
     * operated: {@link T1841Title#OWN_IPO_AFTER_OPERATING}); RB 3.1 lets a seller sell "one or more"
     * shares, in as many sales as he likes before his purchase (18xx.games alike).
     */
    @Override
    protected boolean canSell(Investor investor, Corporation c) {
        boolean ownInFirstTurn = investor == c && !italy.option(T1841Title.OWN_IPO_AFTER_OPERATING);
        return (c.operatedCount() > 0 || ownInFirstTurn) && game.shareRules().sellingHolder(investor, c).percentOf(c) > 0;
    }

    // ------------------------------------------------------------------ shares of a controlling corporation

    /**
     * RB 3.5.4, 4.7.2: a corporation holds no shares of a corporation that controls it. Shares it bought
     * before that corporation came to control it are sold first in its next share dealings (18xx.games
     * alike); then it deals as usual. Over its certificate limit it sells first too. Its director's 60 %
     * forces a sale only of a corporation it holds shares of (RB 4.7.2: "eine oder mehrere Aktien einer
     * anderen Gesellschaft aus ihrem Besitz ... wenn ihr Direktor gegenwärtig mehr als 60% dieser
     * Gesellschaft kontrolliert"; 18xx.games alike): a director over 60 % of a corporation it cannot
     * sell leaves its dealings free (seed 840006: CFCC was made to sell its own shares).
     */
    @Override
    protected boolean mustSell(Investor investor) {
        if (investor instanceof Corporation dealer && controllerHeld(dealer) != null) {
            return true;
        }
        if (!canSellAny(investor)) {
            return false; // e.g. after his purchase: the turn ends, the sale is owed at the next (RB 3.1)
        }
        return game.shareRules().certificateCount(investor) > game.shareRules().certificateLimit(investor)
                || overControlHeld(investor) != null;
    }

    /**
     * A corporation {@code dealer} holds and can sell shares of now, whose 60 % its controller's control exceeds,
     * or {@code null}. A player too must sell only shares "dieser Gesellschaft" (RB 3.1), so one whose control
     * comes through his corporations alone is not made to sell (RB 3.5.4: the player or one of his
     * corporations sells, "je nachdem was eher möglich ist"; 18xx.games alike).
     */
    private Corporation overControlHeld(Investor dealer) {
        for (Corporation x : game.corporations()) {
            if (x != dealer && dealer.percentOf(x) > 0 && canSell(dealer, x) && !game.holdingOk(dealer, x, 0) && forSale(dealer, x)) {
                return x;
            }
        }
        return null;
    }

    /** A corporation controlling {@code x} of which {@code x} holds shares it can sell now, or {@code null}. */
    private Corporation controllerHeld(Corporation x) {
        for (ShareHolder h : game.shareRules().chainOfControl(x)) {
            if (h instanceof Corporation above && x.percentOf(above) > 0 && canSell(x, above) && forSale(x, above)) {
                return above;
            }
        }
        return null;
    }

    /** Whether some bundle of {@code seller}'s shares of {@code c} is for sale (asked after {@link #canSell}). */
    private boolean forSale(Investor seller, Corporation c) {
        return !game.saleBundles(game.shareRules().sellingHolder(seller, c), c, new java.util.ArrayList<>()).isEmpty();
    }

    @Override
    public String whyNot(Action action, Entity entity) {
        if (entity instanceof Corporation x && !action.type().equals("sell_shares") && !action.type().equals("pass")) {
            Corporation above = controllerHeld(x);
            if (above != null) {
                return cite(ItalianRuleKey.CONTROLLER_SHARES, ItalianText.get("refuse.sellController", roundhouse.engine.spi.Names.of(x), roundhouse.engine.spi.Names.of(above)));
            }
        }
        return super.whyNot(action, entity);
    }

    // ------------------------------------------------------------------ 18xx.games' recorded pass

    @Override
    public List<String> actions(Entity entity) {
        List<String> out = super.actions(entity);
        return out.isEmpty() && recordsIdlePass(entity) ? List.of("pass") : out;
    }

    @Override
    public boolean hasActions(Entity entity) {
        return super.hasActions(entity) || recordsIdlePass(entity);
    }

    @Override
    public boolean offers(String type, Entity entity) {
        return super.offers(type, entity) || "pass".equals(type) && recordsIdlePass(entity);
    }

    /**
     * 18xx.games keeps an operating corporation's share dealings open while it has bought nothing, a
     * corporation could be started (its sales do not end that, seed 65224: SFTG after two sales) and it holds
     * the price of the first certificate in that corporation's IPO at the lowest start
     * price (twice that price for a president's certificate), and may hold
     * one more certificate, and records the pass ({@link T1841Title#RECORDED_PASSES}); so too while the
     * president's certificate of a historical corporation that {@link T1841Title#POOL_PRESIDENCY_FROM_PHASE_4}
     * keeps in the pool looks buyable to it, as to a player.
     */
    private boolean recordsIdlePass(Entity entity) {
        if (entity instanceof Player investor && entity == round.currentEntity() && game.option(T1841Title.RECORDED_PASSES)
                && (holdingLooksBuyable(investor) || poolPresidencyLooksBuyable(investor) || ownConcessionLooksBuyable(investor)
                        || startLooksPossible(investor))) {
            return true;
        }
        if (entity instanceof Corporation dealer && entity == round.currentEntity() && game.option(T1841Title.RECORDED_PASSES)
                && round.roundKind() == roundhouse.engine.spi.RoundKind.OPERATING && poolPresidencyLooksBuyable(dealer)) {
            return true;
        }
        if (!(entity instanceof Corporation c) || !game.option(T1841Title.RECORDED_PASSES) || c != round.currentEntity()
                || round.roundKind() != roundhouse.engine.spi.RoundKind.OPERATING
                || bought() || italy.phaseNumber() < 3
                || game.shareRules().certificateCount(c) >= game.shareRules().certificateLimit(c)) {
            return false;
        }
        for (Corporation other : game.corporations()) {
            if (other != c && looksStartable(c, other) && c.cash() >= firstIpoCertificatePrice(other)) {
                return true;
            }
        }
        return false;
    }

    /**
     * 18xx.games' look at a forced sale when a corporation's share dealings come up (its check that no player
     * controls more of a corporation than he may): for each corporation, in the game's order, of which the
     * dealer may sell shares now (a president's certificate nobody could take over is not for sale), its own
     * excepted, the controller's control is weighed, which files that corporation
     * for each corporation he controls ({@link HoldingsOrder#lookThroughControl}), up to the first that forces
     * a sale (over his 60 %, or in the dealer's chain of control): the look stops there (seed 846001, OR 6.1:
     * SFTG's look went on to IFAI, whose president's certificate it could not sell, and filed IFAI for CTDA before
     * its engine did).
     */
    void mustSellLook(Corporation dealer) {
        Player human = dealer.controller();
        if (human == null || !HoldingsOrder.kept(italy) || !canSellAny(dealer)
                || game.shareRules().certificateCount(dealer) > game.shareRules().certificateLimit(dealer)) {
            return;
        }
        for (Corporation other : game.corporations()) {
            if (other != dealer && !other.closed() && canSell(dealer, other) && forSale(dealer, other)) {
                italy.holdingsOrder().lookThroughControl(italy, human, other);
                if (!game.holdingOk(dealer, other, 0) || game.shareRules().controls(other, dealer)) {
                    return;
                }
            }
        }
    }

    /**
     * 18xx.games' look at a start when a corporation's share dealings come up (it asks whether any start is
     * open to it): each corporation it lets start whose first certificate the dealer's cash pays at the lowest
     * start price, outside the dealer's chain, while the dealer is below its certificate limit, is weighed
     * against its controller's control, which files that corporation for each corporation he controls
     * ({@link HoldingsOrder#lookThroughControl}), up to the first within that control.
     */
    void startLook(Corporation dealer) {
        Player human = dealer.controller();
        // before phase 3 no corporation may start one (a historical one needs its concession's holder until phase 4)
        if (human == null || bought() || !HoldingsOrder.kept(italy) || italy.phaseNumber() < 3
                || game.shareRules().certificateCount(dealer) >= game.shareRules().certificateLimit(dealer)) {
            return;
        }
        for (Corporation other : game.corporations()) {
            if (other == dealer || !looksStartable(dealer, other) || dealer.cash() < firstIpoCertificatePrice(other)
                    || game.shareRules().controls(other, dealer)) {
                continue;
            }
            italy.holdingsOrder().lookThroughControl(italy, human, other);
            if (game.shareRules().holdingOk(dealer, other, firstIpoCertificate(other).percent())) {
                return;
            }
        }
    }

    /**
     * 18xx.games keeps a player whose {@link TreasuryLook} passes, at a treasury or at the pool, in the
     * round until he passes.
     */
    private boolean holdingLooksBuyable(Player investor) {
        return !bought() && (look.anyPasses(investor) || look.poolPasses(investor));
    }

    /**
     * 18xx.games lists a start to a player who has bought nothing this turn, holds fewer certificates
     * than his limit and can pay the first certificate of a corporation it lets start (a non-historical
     * one from phase 3, a historical one whose concession he holds), whether or not a city is left for
     * its home; so it keeps him in the turn until he passes (seed 61165: Random 5 after his sale).
     */
    private boolean startLooksPossible(Player investor) {
        if (bought() || game.shareRules().certificateCount(investor) >= game.shareRules().certificateLimit(investor)) {
            return false;
        }
        for (Corporation c : game.corporations()) {
            boolean available = italy.historical(c) || italy.phaseNumber() >= 3;
            if (available && looksStartable(investor, c) && investor.cash() >= firstIpoCertificatePrice(c)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where players trade concessions, 18xx.games counts a player's own concession among those he could
     * buy from a player (for L.1), so a player who holds one stays in the turn until he passes; where he
     * holds its corporation's president's certificate, only if he could gain that certificate besides, within
     * his certificate limit and his control limit (seed 68225: Random 2, whose SFTN and SFTC hold their own
     * shares, is passed over).
     */
    private boolean ownConcessionLooksBuyable(Player investor) {
        if (bought() || game.option(T1841Title.NO_PLAYER_TRADES) || investor.cash() < 1) {
            return false;
        }
        for (roundhouse.engine.spi.PrivateCompany c : investor.companies()) {
            if (!c.closed() && couldGainOwnPresidency(investor, game.corporation(c.id()))) {
                return true;
            }
        }
        return false;
    }

    /** Whether 18xx.games' look lets {@code investor} gain the president's certificate of {@code c} he holds (none held: yes). */
    private boolean couldGainOwnPresidency(Player investor, Corporation c) {
        roundhouse.engine.spi.Certificate pres = c == null || c.closed() ? null : c.presidentsShare();
        if (pres == null || pres.holder() != investor) {
            return true;
        }
        return trades.couldGain(investor, c, pres.percent());
    }

    /**
     * {@link T1841Title#POOL_PRESIDENCY_FROM_PHASE_4}: 18xx.games offers a historical corporation's
     * president's certificate from the pool before phase 4 too (where the purchase leads its engine to
     * fail later), so it keeps a player who could buy one by the ordinary checks in the turn until he
     * passes.
     */
    private boolean poolPresidencyLooksBuyable(Investor investor) {
        if (bought()) {
            return false;
        }
        for (Corporation c : game.corporations()) {
            roundhouse.engine.spi.Certificate president = c.closed() ? null : c.presidentsShare();
            if (president != null && president.holder() == game.pool() && poolPresidencyKept(List.of(president))
                    && super.checkBuy(investor, List.of(president), false) == null) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether 18xx.games' look takes {@code other} for a corporation {@code dealer} could start: an unstarted
     * non-historical one, a historical one it may start, and from phase 4 every historical one that left the
     * game (its engine keeps them, startable, among the corporations).
     */
    private boolean looksStartable(Investor dealer, Corporation other) {
        if (!italy.historical(other)) {
            return !other.closed() && other.parPrice() == null;
        }
        return other.closed() ? italy.phaseNumber() >= 4 : other.parPrice() == null && startRefusal(dealer, other, null, false) == null;
    }

    /**
     * What 18xx.games' look prices the first certificate of an unstarted corporation's IPO at: as many
     * shares as it stands for at the lowest start price (its president's certificate, unless certificates
     * came back to the IPO in another order).
     */
    private int firstIpoCertificatePrice(Corporation c) {
        return firstIpoCertificate(c).percent() / c.sharePercent() * lowestPar();
    }

    /** The first certificate of an unstarted corporation's IPO, as 18xx.games lists it. */
    private static roundhouse.engine.spi.Certificate firstIpoCertificate(Corporation c) {
        List<roundhouse.engine.spi.Certificate> ipo = c.ipo().certificatesOf(c);
        return ipo.isEmpty() ? c.presidentsShare() : ipo.get(0);
    }

    private int lowestPar() {
        List<roundhouse.engine.spi.SharePrice> pars = game.market().parPrices();
        return pars.get(pars.size() - 1).price();
    }

    // ------------------------------------------------------------------ shares from another player (RB 3.2)

    @Override
    public String checkBuy(Investor investor, java.util.List<roundhouse.engine.spi.Certificate> certs, boolean explain) {
        if (!certs.isEmpty() && certs.get(0).holder() instanceof Player) {
            return trades.refusal(investor, certs, certs.size(), bought(), stock, explain);
        }
        String why = super.checkBuy(investor, certs, explain);
        if (why == null && poolPresidencyKept(certs)) {
            Corporation c = certs.get(0).corporation();
            return explain ? cite(ItalianRuleKey.PRESIDENCY_LOCKED, ItalianText.get("refuse.buy.poolPresidency",
                    roundhouse.engine.spi.Names.of(c))) : Game.NO;
        }
        if (why == null && !certs.isEmpty() && certs.get(0).holder() instanceof roundhouse.engine.spi.Ipo
                && investor instanceof Player p && treasuriesClosed(p)) {
            return explain ? ItalianText.get("refuse.buy.treasuryLook", p.name()) : Game.NO;
        }
        return why;
    }

    /**
     * {@link T1841Title#POOL_PRESIDENCY_FROM_PHASE_4}: 18xx.games offers a president's certificate from the
     * pool only from phase 4 or of a non-historical corporation.
     */
    private boolean poolPresidencyKept(java.util.List<roundhouse.engine.spi.Certificate> certs) {
        if (certs.isEmpty() || !game.option(T1841Title.POOL_PRESIDENCY_FROM_PHASE_4)
                || !(certs.get(0).holder() instanceof roundhouse.engine.spi.SharePool)) {
            return false;
        }
        Corporation c = certs.get(0).corporation();
        return italy.historical(c) && italy.phaseNumber() < 4 && certs.stream().anyMatch(roundhouse.engine.spi.Certificate::president);
    }

    /**
     * {@link T1841Title#TREASURY_LOOK}: 18xx.games offers a player no purchase, and so none from a
     * treasury, unless its {@link TreasuryLook} passes, the pool has a certificate he may buy, or another
     * player has one (a purchase after the first of the turn it leaves to the ordinary checks).
     */
    private boolean treasuriesClosed(Player p) {
        if (!game.option(T1841Title.TREASURY_LOOK) || bought() || round.roundKind() != roundhouse.engine.spi.RoundKind.STOCK
                || look.anyPasses(p)) {
            return false;
        }
        for (Corporation c : game.corporations()) {
            if (c.parPrice() == null || c.closed()) {
                continue;
            }
            for (roundhouse.engine.spi.Certificate cert : candidates(c)) {
                if (!(cert.holder() instanceof roundhouse.engine.spi.Ipo) && super.checkBuy(p, List.of(cert), false) == null) {
                    return false;
                }
            }
        }
        return game.option(T1841Title.NO_PLAYER_TRADES) || !trades.anyOffer(p, bought(), stock);
    }

    @Override
    protected void processBuy(Investor investor, Action action) {
        java.util.List<roundhouse.engine.spi.Certificate> certs = certificates(action);
        if (!(certs.get(0).holder() instanceof Player seller)) {
            super.processBuy(investor, action);
            return;
        }
        int price = (int) action.number(ShareTrades.TOTAL_PRICE, -1);
        String why = trades.refusal(investor, certs, price, bought(), stock);
        if (why != null) {
            throw refuse(ItalianRuleKey.TRADE, why);
        }
        if (game.option(T1841Title.TRADES_WITHOUT_CONSENT)) {
            trades.trade((Player) investor, certs, price);
            stock.track("buy_shares", certs.get(0).corporation(), false, investor);
            return;
        }
        roundhouse.engine.spi.step.Questions.of(round).ask(new ShareTrades.Offer(seller, (Player) investor, certs, price));
    }

    // ------------------------------------------------------------------ concessions (RB 2.3, 3.2)

    @Override
    protected String checkBuyCompanyTerms(Investor investor, PrivateCompany company, int price) {
        return concessions.refusal(investor, company, price, bought());
    }

    @Override
    public boolean canBuyCompanyAny(Investor investor) {
        return investor instanceof Player p && concessions.anyOffer(p, bought());
    }

    @Override
    protected void processBuyCompany(Investor investor, Action action) {
        PrivateCompany company = game.company(action.string("company"));
        int price = (int) action.number("price", -1);
        String why = checkBuyCompany(investor, company, price);
        if (why != null) {
            throw refuse(ItalianRuleKey.CONCESSION, why);
        }
        concessions.buy((Player) investor, company, price);
        stock.track("buy_company", null, false, investor);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = super.legalActions(entity);
        // the engine lists trades between players at L.1; 1841 lists its own, the bank's at L.50 too
        out.removeIf(a -> a.action().type().equals("buy_company"));
        if (entity instanceof Player p && actions(p).contains("buy_company")) {
            out.addAll(out.isEmpty() ? 0 : out.size() - 1, concessions.offers(p, bought()));
        }
        if (entity instanceof Player p && actions(p).contains("buy_shares")) {
            out.addAll(out.isEmpty() ? 0 : out.size() - 1, trades.offers(p, bought(), stock));
        }
        return out;
    }

    @Override
    public boolean canBuyAny(Investor investor) {
        return super.canBuyAny(investor) || investor instanceof Player p && !game.option(T1841Title.NO_PLAYER_TRADES)
                && round.roundKind() == roundhouse.engine.spi.RoundKind.STOCK && trades.anyOffer(p, bought(), stock);
    }
}
