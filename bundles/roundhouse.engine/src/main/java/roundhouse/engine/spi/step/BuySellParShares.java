package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Rules;
import roundhouse.engine.spi.EngineOption;
import roundhouse.engine.spi.Ability;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Ipo;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.SharePool;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.RoundKind;

/**
 * A player's stock-round turn (1830 R 4-5, digest §4.1-4.6): sell, buy one certificate (several
 * in brown), par a corporation, buy a private from another player, pass.
 *
 * <p>The one who deals is an {@link Investor}: the stock round's player, or in another round a
 * corporation dealing in shares for its controlling player (1841 RB 4.7, made with
 * {@link #BuySellParShares(Game, Round, ShareTurn)}). A corporation never buys its own shares here,
 * nor shares of a corporation that controls it.
 *
 * <p>Rule options read here: {@code multiple_brown_from_ipo} (18xx.games optional rule),
 * {@code split_sales} (18xx.games lets a player sell the same corporation again in one turn;
 * rulebook: one sale per corporation per turn).
 */
@org.osgi.annotation.versioning.ConsumerType
public class BuySellParShares extends Step {
    /** The record of the turn: the stock round itself, or the {@link ShareDeals} of another round. */
    protected final ShareTurn stock;

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
        if (game.rules().sellAfter() == Rules.SellAfter.FIRST && game.turn() <= 1 && round.roundKind() == RoundKind.STOCK) {
            return false;
        }
        if (game.rules().sellBuyOrder() == Rules.SellBuyOrder.SELL_BUY && bought()) {
            return false;
        }
        return true;
    }

    public boolean canSellAny(Investor investor) {
        if (!sellingAllowed(investor)) {
            return false;
        }
        for (Corporation c : game.corporations()) {
            if (canSell(investor, c) && !game.saleBundles(investor, c, new ArrayList<>()).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    protected boolean canSell(Investor investor, Corporation c) {
        if (investor.percentOf(c) == 0) {
            return false;
        }
        return game.option(EngineOption.SPLIT_SALES) || !stock.currentActions().stream()
                .anyMatch(a -> a.type().equals("sell_shares") && a.corporation() == c);
    }

    /** Reason a purchase of these certificates is illegal, or {@code null}. */
    public String checkBuy(Investor investor, List<Certificate> certs) {
        return checkBuy(investor, certs, true);
    }

    public String checkBuy(Investor investor, List<Certificate> certs, boolean explain) {
        if (certs.isEmpty()) {
            return explain ? cite(RuleKey.ACTION_MALFORMED, "no certificates named") : Game.NO;
        }
        Corporation c = certs.get(0).corporation();
        ShareHolder source = certs.get(0).holder();
        int percent = 0;
        for (Certificate cert : certs) {
            if (cert.corporation() != c || cert.holder() != source) {
                return explain ? cite(RuleKey.SHARE_ONE_BUY_PER_TURN, EngineText.get("refuse.buy.oneSource")) : Game.NO;
            }
            if (cert.president()) {
                return explain ? cite(RuleKey.SHARE_PRESIDENT_BY_PAR, EngineText.get("refuse.buy.presidentByPar", c)) : Game.NO;
            }
            percent += cert.percent();
        }
        if (!(source instanceof Ipo) && !(source instanceof SharePool)) {
            return explain ? cite(RuleKey.SHARE_NOT_FOR_SALE,
                    EngineText.get("refuse.buy.notForSale", Names.share(certs.get(0)), source.holderName())) : Game.NO;
        }
        if (c.parPrice() == null || source instanceof SharePool && c.sharePrice() == null) {
            return explain ? cite(RuleKey.SHARE_NO_PAR_PRICE, EngineText.get("refuse.buy.noPar", c)) : Game.NO;
        }
        String control = checkControl(investor, c, explain);
        if (control != null) {
            return control;
        }
        if (stock.soldThisRound(investor, c)) {
            return explain ? cite(RuleKey.SHARE_SOLD_THIS_ROUND, EngineText.get("refuse.buy.soldThisRound", investor, c)) : Game.NO;
        }
        int price = price(c, source, percent);
        if (price > investor.cash()) {
            return explain ? cite(RuleKey.CASH, EngineText.get("refuse.cannotAfford", investor, game.format(price))) : Game.NO;
        }
        if ((c.sharePrice() == null || c.sharePrice().countsForCertLimit())
                && game.certificateCount(investor) + certs.size() > certificateLimit(investor)) {
            return explain ? cite(RuleKey.SHARE_CERT_LIMIT,
                    EngineText.get("refuse.buy.certLimit", investor, certificateLimit(investor))) : Game.NO;
        }
        if (!game.holdingOk(investor, c, percent)) {
            return explain ? cite(RuleKey.SHARE_HOLDING_LIMIT,
                    EngineText.get("refuse.buy.holdingLimit", investor, game.rules().holdingLimit(), c)) : Game.NO;
        }
        if (bought() && !canBuyMultiple(c, source instanceof Ipo)) {
            return explain ? cite(RuleKey.SHARE_ONE_BUY_PER_TURN, EngineText.get("refuse.alreadyBought", investor)) : Game.NO;
        }
        return null;
    }

    /**
     * A corporation buys neither its own shares (its treasury is not an investor in itself) nor shares
     * of a corporation that controls it (that would make control run in a circle); {@code null} for
     * any other purchase.
     */
    protected String checkControl(Investor investor, Corporation c, boolean explain) {
        if (investor == c) {
            return explain ? cite(RuleKey.SHARE_CONTROL_CHAIN, EngineText.get("refuse.buy.ownShares", c)) : Game.NO;
        }
        if (investor instanceof Corporation buyer && game.shareRules().controls(c, buyer)) {
            return explain ? cite(RuleKey.SHARE_CONTROL_CHAIN, EngineText.get("refuse.buy.controlsBuyer", buyer, c)) : Game.NO;
        }
        return null;
    }

    /** Brown zone (1830 §4.3): further shares of the same corporation, from the pool (or IPO with the option). */
    protected boolean canBuyMultiple(Corporation c, boolean fromIpo) {
        if (c.sharePrice() == null || !c.sharePrice().multipleBuy()) {
            return false;
        }
        boolean ipoAllowed = game.option(EngineOption.MULTIPLE_BROWN_FROM_IPO);
        if (fromIpo && !ipoAllowed) {
            return false;
        }
        for (StockRound.TurnAction a : stock.currentActions()) {
            if (a.type().equals("par")) {
                return false;
            }
            // R 4.4: the brown purchase is the turn's one purchase, so a private bought before
            // blocks it; 18xx.games only counts share purchases and pars here
            if (a.type().equals("buy_company") && !game.option(EngineOption.BROWN_AFTER_PRIVATE_BUY)) {
                return false;
            }
            if (a.type().equals("buy_shares") && (a.corporation() != c || (a.fromIpo() && !ipoAllowed))) {
                return false;
            }
        }
        return true;
    }

    /** IPO certificates cost par, pool certificates the market price. */
    protected int price(Corporation c, ShareHolder source, int percent) {
        SharePrice p = source instanceof Ipo ? c.parPrice() : c.sharePrice();
        return p.price() * percent / c.sharePercent();
    }

    protected List<Certificate> candidates(Corporation c) {
        List<Certificate> out = new ArrayList<>(2);
        for (Certificate cert : c.ipo().certificatesOf(c)) {
            if (!cert.president()) {
                out.add(cert);
                break;
            }
        }
        for (Certificate cert : game.pool().certificatesOf(c)) {
            out.add(cert);
            break;
        }
        return out;
    }

    public boolean canBuyAny(Investor investor) {
        for (Corporation c : game.corporations()) {
            if (c.parPrice() == null || c.closed()) {
                continue;
            }
            for (Certificate cert : candidates(c)) {
                if (checkBuy(investor, List.of(cert), false) == null) {
                    return true;
                }
            }
        }
        return false;
    }

    public String checkPar(Investor investor, Corporation c, SharePrice cell) {
        return checkPar(investor, c, cell, true);
    }

    public String checkPar(Investor investor, Corporation c, SharePrice cell, boolean explain) {
        if (bought()) {
            return explain ? cite(RuleKey.SHARE_ONE_BUY_PER_TURN, EngineText.get("refuse.alreadyBought", investor)) : Game.NO;
        }
        if (c.parPrice() != null) {
            return explain ? cite(RuleKey.SHARE_PAR_PRICE, EngineText.get("refuse.par.hasPar", c)) : Game.NO;
        }
        if (!c.priced()) {
            return explain ? EngineText.get("refuse.par.neverParred", c) : Game.NO;
        }
        if (cell == null || !cell.par()) {
            return explain ? cite(RuleKey.SHARE_PAR_PRICE, EngineText.get("refuse.par.notPar")) : Game.NO;
        }
        Certificate pres = c.presidentsShare();
        if (pres.holder() != c.ipo()) {
            return explain ? cite(RuleKey.SHARE_PRESIDENT_BY_PAR, EngineText.get("refuse.par.presidentNotInIpo", c)) : Game.NO;
        }
        int price = cell.price() * pres.percent() / c.sharePercent();
        if (price > investor.cash()) {
            return explain ? cite(RuleKey.CASH, EngineText.get("refuse.par.cannotAfford", investor, game.format(price))) : Game.NO;
        }
        if (game.certificateCount(investor) + 1 > certificateLimit(investor)) {
            return explain ? cite(RuleKey.SHARE_CERT_LIMIT, EngineText.get("refuse.atCertLimit", investor)) : Game.NO;
        }
        return null;
    }

    public boolean canParAny(Investor investor) {
        for (Corporation c : game.corporations()) {
            if (c.parPrice() != null || c.closed()) {
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

    /** Players may buy privates from each other (1830 §4.6): from turn 2, in phases that allow it. */
    public String checkBuyCompany(Investor investor, PrivateCompany company, int price) {
        String reason = checkBuyCompanyTerms(investor, company, price);
        return reason != null ? reason : resaleShareHeld(company);
    }

    /** The trade terms of {@link #checkBuyCompany} without the {@code shares_ability_on_resale} refusal. */
    protected String checkBuyCompanyTerms(Investor investor, PrivateCompany company, int price) {
        if (bought()) {
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.alreadyBought", investor));
        }
        if (game.turn() < game.rules().privateTradeMinTurn()) {
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.firstStockRound"));
        }
        if (!game.phase().has("can_buy_companies_from_other_players")) {
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.phase", game.phase().name()));
        }
        if (company == null || company.closed() || !(company.owner() instanceof Player seller) || seller == investor) {
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.notAnotherPlayers"));
        }
        if (game.option(EngineOption.NO_BUY_BETWEEN_PLAYERS) && company.ability("no_buy") != null) {
            // 18xx.games: a private that no corporation may buy (1830: BO) never changes hands at all
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.noBuy", company));
        }
        if (price < 1 || price > investor.cash()) {
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.price", game.format(1)));
        }
        if (game.certificateCount(investor) + 1 > certificateLimit(investor) && !game.option(EngineOption.PRIVATE_TRADE_IGNORES_CERT_LIMIT)) {
            return cite(RuleKey.SHARE_CERT_LIMIT, EngineText.get("refuse.atCertLimit", investor));
        }
        return null;
    }

    /**
     * With {@code shares_ability_on_resale} a private whose free share a player holds cannot be
     * sold (18xx.games would have to hand that share out again); otherwise {@code null}.
     */
    protected String resaleShareHeld(PrivateCompany company) {
        if (game.option(EngineOption.SHARES_ABILITY_ON_RESALE)) {
            for (Certificate cert : resaleShares(company)) {
                if (cert.holder() instanceof Player holder) {
                    return EngineText.get("refuse.private.resaleShare", company, holder, Names.share(cert));
                }
            }
        }
        return null;
    }

    /** The certificates a private's {@code shares} ability names (1830: CA gives PRR_1). */
    private List<Certificate> resaleShares(PrivateCompany company) {
        List<Certificate> out = new ArrayList<>();
        for (Ability a : company.abilities()) {
            if (a.type().equals("shares")) {
                for (String id : a.strings("shares")) {
                    for (Corporation c : game.corporations()) {
                        Certificate cert = c.share(id);
                        if (cert != null) {
                            out.add(cert);
                        }
                    }
                }
            }
        }
        return out;
    }

    /**
     * Whether buying a private gives the player a turn. 18xx.games (with
     * {@code shares_ability_on_resale}) offers the turn whenever another player owns a tradable
     * private, even one whose sale it then refuses because its free share is in a player's hands
     * (CA while someone holds PRR_1): the player gets a turn in which he can only pass, so the
     * refusal is left out here; {@link #legalActions} still lists only purchases that succeed.
     */
    public boolean canBuyCompanyAny(Investor investor) {
        if (bought() || investor.cash() <= 0 || game.turn() < game.rules().privateTradeMinTurn()
                || !game.phase().has("can_buy_companies_from_other_players")) {
            return false;
        }
        for (PrivateCompany c : game.companies()) {
            // Only another player's private can be traded: the others need no worded refusal.
            if (c.closed() || !(c.owner() instanceof Player seller) || seller == investor) {
                continue;
            }
            if (checkBuyCompanyTerms(investor, c, 1) == null) {
                return true;
            }
        }
        return false;
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
        List<Certificate> certs = certificates(action);
        String reason = checkBuy(investor, certs);
        if (reason != null) {
            throw refuse(reason);
        }
        Corporation c = certs.get(0).corporation();
        ShareHolder source = certs.get(0).holder();
        int percent = certs.stream().mapToInt(Certificate::percent).sum();
        int price = price(c, source, percent);
        boolean fromIpo = source instanceof Ipo;
        payForShares(investor, c, fromIpo, price);
        game.transferShares(certs, investor, percent, true);
        game.logText(fromIpo ? "log.buysFromIpo" : "log.buysFromMarket", investor.name(), percent, c, game.format(price));
        stock.track("buy_shares", c, fromIpo, investor);
        game.checkFloat(c);
    }

    /** Full capitalisation: IPO money goes to the bank; incremental: to the corporation. */
    protected void payForShares(Investor investor, Corporation c, boolean fromIpo, int price) {
        if (fromIpo && game.rules().capitalization() == Rules.Capitalization.INCREMENTAL) {
            game.transfer(investor, c, price);
        } else {
            game.transfer(investor, game.bank(), price);
        }
    }

    protected void processSell(Investor investor, Action action) {
        if (!sellingAllowed(investor)) {
            throw refuse(RuleKey.SHARE_FIRST_SR_NO_SALE, EngineText.get("refuse.sell.firstStockRound"));
        }
        List<Certificate> certs = certificates(action);
        Corporation c = certs.get(0).corporation();
        if (!canSell(investor, c)) {
            throw refuse(RuleKey.SHARE_SOLD_THIS_TURN, EngineText.get("refuse.sell.soldThisTurn", investor, c));
        }
        int certSum = certs.stream().mapToInt(Certificate::percent).sum();
        int percent = (int) action.number("percent", certSum);
        String reason = game.checkSale(investor, certs, percent);
        if (reason != null) {
            throw refuse(reason);
        }
        game.sellShares(investor, certs, percent);
        stock.track("sell_shares", c, false, investor);
    }

    protected void processPar(Investor investor, Action action) {
        Corporation c = game.corporation(action.string("corporation"));
        if (c == null) {
            throw refuse(RuleKey.ACTION_MALFORMED, "no corporation " + action.string("corporation"));
        }
        String cellId = action.string("share_price");
        SharePrice cell = cellId == null ? null : game.market().cell(cellId);
        String reason = checkPar(investor, c, cell);
        if (reason != null) {
            throw refuse(reason);
        }
        Certificate pres = c.presidentsShare();
        int price = cell.price() * pres.percent() / c.sharePercent();
        game.setPar(c, cell);
        payForShares(investor, c, true, price);
        game.transferShares(List.of(pres), investor, pres.percent(), true);
        c.setPresident(investor);
        game.logText("log.pars", investor.name(), c, game.format(cell.price()));
        stock.track("par", c, true, investor);
        game.checkFloat(c);
    }

    protected void processBuyCompany(Investor investor, Action action) {
        PrivateCompany company = game.company(action.string("company"));
        int price = (int) action.number("price", -1);
        String reason = checkBuyCompany(investor, company, price);
        if (reason != null) {
            throw refuse(reason);
        }
        Player seller = (Player) company.owner();
        game.transfer(investor, seller, price);
        game.transferCompany(company, investor);
        game.logText("log.buysFrom", investor.name(), company.name(), seller.name(), game.format(price));
        if (game.option(EngineOption.SHARES_ABILITY_ON_RESALE)) {
            // 18xx.games hands out the private's shares again on every sale between players: the
            // certificate comes free from the pool or the IPO (a player's copy refuses the sale above)
            for (Certificate cert : resaleShares(company)) {
                game.transferShares(List.of(cert), investor, cert.percent(), true);
                if (game.logging()) { // the names are formatted only for a kept log
                    game.logText("log.receives", investor.name(), Names.share(cert));
                }
                game.checkFloat(cert.corporation());
            }
        }
        stock.track("buy_company", null, false, investor);
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
            for (Corporation c : game.corporations()) {
                if (!canSell(investor, c)) {
                    continue;
                }
                List<Integer> percents = new ArrayList<>();
                List<List<Certificate>> bundles = game.saleBundles(investor, c, percents);
                for (int i = 0; i < bundles.size(); i++) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("shares", bundles.get(i).stream().map(Certificate::id).toList());
                    args.put("percent", (long) percents.get(i));
                    out.add(new LegalAction(new Action("sell_shares", investor.id(), investor.entityType(), args),
                            EngineText.get("label.sell", percents.get(i), Names.of(c)), null));
                }
            }
        }
        if (types.contains("buy_shares")) {
            for (Corporation c : game.corporations()) {
                if (c.parPrice() == null || c.closed()) {
                    continue;
                }
                for (Certificate cert : candidates(c)) {
                    if (checkBuy(investor, List.of(cert), false) == null) {
                        Map<String, Object> args = new LinkedHashMap<>();
                        args.put("shares", List.of(cert.id()));
                        args.put("percent", (long) cert.percent());
                        boolean ipo = cert.holder() instanceof Ipo;
                        out.add(new LegalAction(new Action("buy_shares", investor.id(), investor.entityType(), args),
                                EngineText.get(ipo ? "label.buyFromIpo" : "label.buyFromMarket", cert.percent(), Names.of(c),
                                        game.format(price(c, cert.holder(), cert.percent()))),
                                null));
                    }
                }
            }
        }
        if (types.contains("par")) {
            for (Corporation c : game.corporations()) {
                if (c.parPrice() != null || c.closed()) {
                    continue;
                }
                for (SharePrice p : game.market().parPrices()) {
                    if (checkPar(investor, c, p, false) == null) {
                        Map<String, Object> args = new LinkedHashMap<>();
                        args.put("corporation", c.id());
                        args.put("share_price", p.id());
                        out.add(new LegalAction(new Action("par", investor.id(), investor.entityType(), args),
                                EngineText.get("label.par", Names.of(c), game.format(p.price())), null));
                    }
                }
            }
        }
        if (types.contains("buy_company")) {
            for (PrivateCompany c : game.companies()) {
                if (checkBuyCompany(investor, c, 1) == null) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("company", c.id());
                    args.put("price", 1L);
                    out.add(new LegalAction(new Action("buy_company", investor.id(), investor.entityType(), args),
                            EngineText.get("label.buyFrom", c.name(), c.owner().name()),
                            new LegalAction.AmountRange("price", 1, investor.cash(), 1)));
                }
            }
        }
        if (types.contains("pass")) {
            out.add(new LegalAction(new Action("pass", investor.id(), investor.entityType(), null),
                    EngineText.get(stock.currentActions().isEmpty() ? "label.pass" : "label.done"), null));
        }
        return out;
    }

    /** The investor's certificate limit as the game's share rules give it (a title may count more than seats). */
    protected int certificateLimit(Investor investor) {
        return game.shareRules().certificateLimit(investor);
    }
}
