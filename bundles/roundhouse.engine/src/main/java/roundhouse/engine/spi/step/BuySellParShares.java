package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.RuleKey;

/**
 * A player's stock-round turn (1830 R 4-5, digest §4.1-4.6): sell, buy one certificate (several
 * in brown), par a corporation, buy a private from another player, pass.
 *
 * <p>The one who deals is an {@link Investor}: the stock round's player, or in another round a
 * corporation dealing in shares for its controlling player (1841 RB 4.7, made with
 * {@link #BuySellParShares(Game, Round, ShareTurn)}). A corporation never buys its own shares here,
 * nor shares of a corporation that controls it.
 *
 * <p>The rules live by area, each calling back the methods here that a title overrides: selling
 * ({@code ShareSales}), buying ({@code SharePurchases}), parring ({@code ShareParring}) and privates
 * bought from another player ({@code PrivateTrades}).
 *
 * <p>Rule options read here: {@code multiple_brown_from_ipo} (18xx.games optional rule),
 * {@code split_sales} (18xx.games lets a player sell the same corporation again in one turn;
 * rulebook: one sale per corporation per turn).
 */
@org.osgi.annotation.versioning.ConsumerType
public class BuySellParShares extends Step {
    /** The record of the turn: the stock round itself, or the {@link ShareDeals} of another round. */
    protected final ShareTurn stock;
    // the rule areas of the turn; each calls back the overridable methods here
    private final ShareSales sales = new ShareSales(this, game);
    private final SharePurchases purchases = new SharePurchases(this, game);
    private final ShareParring parring = new ShareParring(this, game);
    private final PrivateTrades privates = new PrivateTrades(this, game);

    public BuySellParShares(Game game, StockRound round) {
        this(game, round, round);
    }

    /** A share step in a round that is not a stock round, for its operating corporations (1841 RB 4.7). */
    public BuySellParShares(Game game, Round round, ShareTurn turn) {
        super(game, round);
        this.stock = turn;
    }

    @Override
    public void setup() {
        stock.turnStarts();
    }

    @Override
    public String description() {
        return EngineText.get("step.shares");
    }

    protected boolean bought() {
        for (StockRound.TurnAction a : stock.currentActions()) {
            if (!a.type().equals("sell_shares")) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Built from the {@code can...Any} checks. A subclass that changes what is offered overrides
     * those checks; one that overrides this method must override {@link #hasActions} and
     * {@link #offers} to agree with it.
     */
    @Override
    public List<String> actions(Entity entity) {
        if (!(entity instanceof Investor investor) || !turnOf(investor)) {
            return List.of();
        }
        if (mustSell(investor)) {
            return List.of("sell_shares");
        }
        List<String> out = new ArrayList<>(5);
        for (int kind = BUY; kind <= SELL; kind++) {
            if (can(kind, investor)) {
                out.add(TYPES[kind]);
            }
        }
        if (!out.isEmpty()) {
            out.add("pass");
        }
        return out;
    }

    /** Stops at the first kind of action the player has (cheapest checks first). */
    @Override
    public boolean hasActions(Entity entity) {
        if (!(entity instanceof Investor investor) || !turnOf(investor)) {
            return false;
        }
        return mustSell(investor)
                || can(BUY, investor) || can(SELL, investor) || can(PAR, investor) || can(COMPANY, investor);
    }

    /** Checks only what the action type needs. */
    @Override
    public boolean offers(String type, Entity entity) {
        if (!(entity instanceof Investor investor) || !turnOf(investor)) {
            return false;
        }
        int kind = switch (type) {
            case "buy_shares" -> BUY;
            case "par" -> PAR;
            case "buy_company" -> COMPANY;
            case "sell_shares" -> SELL;
            case "pass" -> OVER_LIMITS; // offered with any other action, never while a sale is owed
            default -> -1;
        };
        if (kind < 0) {
            return false;
        }
        if (mustSell(investor)) {
            return kind == SELL;
        }
        return kind == OVER_LIMITS ? hasActions(investor) : can(kind, investor);
    }

    /**
     * A player over a limit sells before anything else (1830 R 4.3 "muss er ... verkaufen, bis er
     * wieder die Limits einhält"). One who can sell nothing (the pool holds its 50 % of each of his
     * corporations) plays his turn as usual, each purchase still checked against the limits: the
     * rulebook does not say otherwise, and 18xx.games plays it so.
     */
    protected boolean mustSell(Investor investor) {
        return can(OVER_LIMITS, investor) && can(SELL, investor);
    }

    private boolean turnOf(Investor investor) {
        return investor == round.currentEntity() && !investor.resigned();
    }

    private static final int OVER_LIMITS = 0, BUY = 1, PAR = 2, COMPANY = 3, SELL = 4;
    private static final String[] TYPES = {null, "buy_shares", "par", "buy_company", "sell_shares"};
    private int knownVersion = -1;
    private Investor knownInvestor;
    private int known;
    private int yes;

    /**
     * One check of the player's turn, each found at most once until the round's state changes
     * ({@link Round#version()}): the round asks whether the step blocks and then whether it
     * offers the action taken, and the checks are the costly part of a replay.
     */
    private boolean can(int kind, Investor investor) {
        if (knownVersion != round.version() || knownInvestor != investor) {
            knownVersion = round.version();
            knownInvestor = investor;
            known = 0;
            yes = 0;
        }
        int bit = 1 << kind;
        if ((known & bit) == 0) {
            boolean answer = switch (kind) {
                case OVER_LIMITS -> game.overLimits(investor);
                case BUY -> canBuyAny(investor);
                case PAR -> canParAny(investor);
                case COMPANY -> canBuyCompanyAny(investor);
                default -> canSellAny(investor);
            };
            known |= bit;
            yes |= answer ? bit : 0;
        }
        return (yes & bit) != 0;
    }

    @Override
    public void skip() {
        // a player without a move has passed in the stock round; a corporation just has no dealings
        if (round.currentEntity() instanceof Player p && stock.currentActions().isEmpty()) {
            game.logText("log.noValidActions", p.name());
            p.setPassed(true);
        }
        pass();
    }

    // ------------------------------------------------------------------ rules

    /** Whether selling is allowed at all now (1830 §4.4: not in the first stock round). */
    protected boolean sellingAllowed(Investor investor) {
        return sales.sellingAllowed(investor);
    }

    public boolean canSellAny(Investor investor) {
        return sales.canSellAny(investor);
    }

    /**
     * Whether the investor holds shares of {@code c} it may sell this turn: its own, or a corporation's
     * unsold shares where its IPO is its treasury ({@link roundhouse.engine.spi.ShareRules#ipoIsTreasury}).
     */
    protected boolean canSell(Investor investor, Corporation c) {
        return sales.canSell(investor, c);
    }

    /** Reason a purchase of these certificates is illegal, or {@code null}. */
    public String checkBuy(Investor investor, List<Certificate> certs) {
        return checkBuy(investor, certs, true);
    }

    public String checkBuy(Investor investor, List<Certificate> certs, boolean explain) {
        return purchases.checkBuy(investor, certs, explain);
    }

    /**
     * A corporation buys neither its own shares (its treasury is not an investor in itself) nor shares
     * of a corporation that controls it (that would make control run in a circle); {@code null} for
     * any other purchase.
     */
    protected String checkControl(Investor investor, Corporation c, boolean explain) {
        return purchases.checkControl(investor, c, explain);
    }

    /** Brown zone (1830 §4.3): further shares of the same corporation, from the pool (or IPO with the option). */
    protected boolean canBuyMultiple(Corporation c, boolean fromIpo) {
        return purchases.canBuyMultiple(c, fromIpo);
    }

    /** IPO certificates cost par, pool certificates the market price. */
    protected int price(Corporation c, ShareHolder source, int percent) {
        return SharePurchases.price(c, source, percent);
    }

    /**
     * The certificates of {@code c} offered for sale: the first ordinary one of the IPO, the first of
     * the pool, and the president's certificate when it lies in the pool, which then presides.
     */
    protected List<Certificate> candidates(Corporation c) {
        return purchases.candidates(c);
    }

    public boolean canBuyAny(Investor investor) {
        return purchases.canBuyAny(investor);
    }

    public String checkPar(Investor investor, Corporation c, SharePrice cell) {
        return checkPar(investor, c, cell, true);
    }

    public String checkPar(Investor investor, Corporation c, SharePrice cell, boolean explain) {
        return parring.checkPar(investor, c, cell, explain);
    }

    public boolean canParAny(Investor investor) {
        return parring.canParAny(investor);
    }

    /** Players may buy privates from each other (1830 §4.6): from turn 2, in phases that allow it. */
    public String checkBuyCompany(Investor investor, PrivateCompany company, int price) {
        String reason = checkBuyCompanyTerms(investor, company, price);
        return reason != null ? reason : resaleShareHeld(company);
    }

    /** The trade terms of {@link #checkBuyCompany} without the {@code shares_ability_on_resale} refusal. */
    protected String checkBuyCompanyTerms(Investor investor, PrivateCompany company, int price) {
        return privates.checkBuyCompanyTerms(investor, company, price);
    }

    /**
     * With {@code shares_ability_on_resale} a private whose free share a player holds cannot be
     * sold (18xx.games would have to hand that share out again); otherwise {@code null}.
     */
    protected String resaleShareHeld(PrivateCompany company) {
        return privates.resaleShareHeld(company);
    }

    /**
     * Whether buying a private gives the player a turn. 18xx.games (with
     * {@code shares_ability_on_resale}) offers the turn whenever another player owns a tradable
     * private, even one whose sale it then refuses because its free share is in a player's hands
     * (CA while someone holds PRR_1): the player gets a turn in which he can only pass, so the
     * refusal is left out here; {@link #legalActions} still lists only purchases that succeed.
     */
    public boolean canBuyCompanyAny(Investor investor) {
        return privates.canBuyCompanyAny(investor);
    }

    @Override
    public String whyNot(Action action, Entity entity) {
        Investor investor = (Investor) entity;
        return switch (action.type()) {
            case "sell_shares" -> !sellingAllowed(investor) ? cite(RuleKey.SHARE_FIRST_SR_NO_SALE, EngineText.get("refuse.sell.firstStockRound"))
                    : cite(RuleKey.SHARE_NOTHING_TO_SELL, EngineText.get("refuse.sell.nothing", investor));
            case "buy_shares", "par", "buy_company" -> game.overLimits(investor) && canSellAny(investor)
                    ? cite(RuleKey.SHARE_OVER_LIMIT_MUST_SELL, EngineText.get("refuse.overLimit", investor))
                    : bought() ? cite(RuleKey.SHARE_ONE_BUY_PER_TURN, EngineText.get("refuse.alreadyBought", investor)) : null;
            default -> null;
        };
    }

    // ------------------------------------------------------------------ processing

    @Override
    public void process(Action action, Entity entity) {
        Investor investor = (Investor) entity;
        switch (action.type()) {
            case "buy_shares" -> processBuy(investor, action);
            case "sell_shares" -> processSell(investor, action);
            case "par" -> processPar(investor, action);
            case "buy_company" -> processBuyCompany(investor, action);
            case "pass" -> processPass(investor);
            default -> throw refuse(RuleKey.ACTION_NOT_EXPECTED, "unexpected " + action.type());
        }
    }

    /** The certificates an action names ({@code shares}), refused in one line if one is unknown. */
    protected List<Certificate> certificates(Action action) {
        Object v = action.args().get("shares");
        if (!(v instanceof List<?> ids) || ids.isEmpty()) {
            throw refuse(RuleKey.ACTION_MALFORMED, action.type() + " names no shares");
        }
        List<Certificate> out = new ArrayList<>();
        for (Object id : ids) {
            Certificate c = findCertificate(String.valueOf(id));
            if (c == null) {
                throw refuse(RuleKey.ACTION_MALFORMED, "no share certificate " + id);
            }
            out.add(c);
        }
        return out;
    }

    protected Certificate findCertificate(String id) {
        int us = id.lastIndexOf('_');
        if (us < 0) {
            return null;
        }
        Corporation c = game.corporation(id.substring(0, us));
        return c == null ? null : c.share(id);
    }

    protected void processBuy(Investor investor, Action action) {
        purchases.process(investor, action);
    }

    /** Full capitalisation: IPO money goes to the bank; incremental: to the corporation. */
    protected void payForShares(Investor investor, Corporation c, boolean fromIpo, int price) {
        purchases.payForShares(investor, c, fromIpo, price);
    }

    protected void processSell(Investor investor, Action action) {
        sales.process(investor, action);
    }

    protected void processPar(Investor investor, Action action) {
        parring.process(investor, action);
    }

    protected void processBuyCompany(Investor investor, Action action) {
        privates.process(investor, action);
    }

    protected void processPass(Investor investor) {
        if (stock.currentActions().isEmpty()) {
            if (investor instanceof Player p) {
                p.setPassed(true);
            }
            game.logText("log.passes", investor.name());
        } else {
            game.logText("log.endsTurn", investor.name());
        }
        pass();
    }

    // ------------------------------------------------------------------ choices

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Investor investor = (Investor) entity;
        List<String> types = actions(investor);
        List<LegalAction> out = new ArrayList<>();
        if (types.contains("sell_shares")) {
            sales.legalActions(investor, out);
        }
        if (types.contains("buy_shares")) {
            purchases.legalActions(investor, out);
        }
        if (types.contains("par")) {
            parring.legalActions(investor, out);
        }
        if (types.contains("buy_company")) {
            privates.legalActions(investor, out);
        }
        if (types.contains("pass")) {
            out.add(new LegalAction(new Action("pass", investor.id(), investor.entityType(), null),
                    EngineText.get(stock.currentActions().isEmpty() ? "label.pass" : "label.done"), null));
        }
        return out;
    }

    /**
     * The corporations the investor may start now, in the game's order: those its {@code par} offers
     * ({@link #legalActions}) name, found without building the offers.
     */
    public List<Corporation> startable(Investor investor) {
        List<Corporation> out = new ArrayList<>();
        if (actions(investor).contains("par")) {
            for (Corporation c : game.corporations()) {
                if (startsNow(investor, c)) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    /** The first of {@link #startable}, found without looking at the others; {@code null} if none. */
    public Corporation firstStartable(Investor investor) {
        if (actions(investor).contains("par")) {
            for (Corporation c : game.corporations()) {
                if (startsNow(investor, c)) {
                    return c;
                }
            }
        }
        return null;
    }

    /** Whether the investor may start {@code c} at some price now (once its step offers {@code par}). */
    private boolean startsNow(Investor investor, Corporation c) {
        return c.parPrice() == null && !c.closed() && parring.startsAtSomePrice(investor, c);
    }

    /** The investor's certificate limit as the game's share rules give it (a title may count more than seats). */
    protected int certificateLimit(Investor investor) {
        return game.shareRules().certificateLimit(investor);
    }
}
