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
import roundhouse.engine.spi.Ipo;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.SharePool;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.RuleKey;

/**
 * A player's stock-round turn (1830 R 4-5, digest §4.1-4.6): sell, buy one certificate (several
 * in brown), par a corporation, buy a private from another player, pass.
 *
 * <p>Rule options read here: {@code multiple_brown_from_ipo} (18xx.games optional rule),
 * {@code split_sales} (18xx.games lets a player sell the same corporation again in one turn;
 * rulebook: one sale per corporation per turn).
 */
@org.osgi.annotation.versioning.ConsumerType
public class BuySellParShares extends Step {
    protected final StockRound stock;

    public BuySellParShares(Game game, StockRound round) {
        super(game, round);
        this.stock = round;
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
        if (!(entity instanceof Player player) || !turnOf(player)) {
            return List.of();
        }
        if (mustSell(player)) {
            return List.of("sell_shares");
        }
        List<String> out = new ArrayList<>(5);
        for (int kind = BUY; kind <= SELL; kind++) {
            if (can(kind, player)) {
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
        if (!(entity instanceof Player player) || !turnOf(player)) {
            return false;
        }
        return mustSell(player)
                || can(BUY, player) || can(SELL, player) || can(PAR, player) || can(COMPANY, player);
    }

    /** Checks only what the action type needs. */
    @Override
    public boolean offers(String type, Entity entity) {
        if (!(entity instanceof Player player) || !turnOf(player)) {
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
        if (mustSell(player)) {
            return kind == SELL;
        }
        return kind == OVER_LIMITS ? hasActions(player) : can(kind, player);
    }

    /**
     * A player over a limit sells before anything else (1830 R 4.3 "muss er ... verkaufen, bis er
     * wieder die Limits einhält"). One who can sell nothing (the pool holds its 50 % of each of his
     * corporations) plays his turn as usual, each purchase still checked against the limits: the
     * rulebook does not say otherwise, and 18xx.games plays it so.
     */
    protected boolean mustSell(Player player) {
        return can(OVER_LIMITS, player) && can(SELL, player);
    }

    private boolean turnOf(Player player) {
        return player == round.currentEntity() && !player.bankrupt();
    }

    private static final int OVER_LIMITS = 0, BUY = 1, PAR = 2, COMPANY = 3, SELL = 4;
    private static final String[] TYPES = {null, "buy_shares", "par", "buy_company", "sell_shares"};
    private int knownVersion = -1;
    private Player knownPlayer;
    private int known;
    private int yes;

    /**
     * One check of the player's turn, each found at most once until the round's state changes
     * ({@link Round#version()}): the round asks whether the step blocks and then whether it
     * offers the action taken, and the checks are the costly part of a replay.
     */
    private boolean can(int kind, Player player) {
        if (knownVersion != round.version() || knownPlayer != player) {
            knownVersion = round.version();
            knownPlayer = player;
            known = 0;
            yes = 0;
        }
        int bit = 1 << kind;
        if ((known & bit) == 0) {
            boolean answer = switch (kind) {
                case OVER_LIMITS -> game.overLimits(player);
                case BUY -> canBuyAny(player);
                case PAR -> canParAny(player);
                case COMPANY -> canBuyCompanyAny(player);
                default -> canSellAny(player);
            };
            known |= bit;
            yes |= answer ? bit : 0;
        }
        return (yes & bit) != 0;
    }

    @Override
    public void skip() {
        Player p = (Player) round.currentEntity();
        if (stock.currentActions().isEmpty()) {
            game.logText("log.noValidActions", p.name());
            p.setPassed(true);
        }
        pass();
    }

    // ------------------------------------------------------------------ rules

    /** Whether selling is allowed at all now (1830 §4.4: not in the first stock round). */
    protected boolean sellingAllowed(Player player) {
        if (game.rules().sellAfter() == Rules.SellAfter.FIRST && game.turn() <= 1) {
            return false;
        }
        if (game.rules().sellBuyOrder() == Rules.SellBuyOrder.SELL_BUY && bought()) {
            return false;
        }
        return true;
    }

    public boolean canSellAny(Player player) {
        if (!sellingAllowed(player)) {
            return false;
        }
        for (Corporation c : game.corporations()) {
            if (canSell(player, c) && !game.saleBundles(player, c, new ArrayList<>()).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    protected boolean canSell(Player player, Corporation c) {
        if (player.percentOf(c) == 0) {
            return false;
        }
        return game.option(EngineOption.SPLIT_SALES) || !stock.currentActions().stream()
                .anyMatch(a -> a.type().equals("sell_shares") && a.corporation() == c);
    }

    /** Reason a purchase of these certificates is illegal, or {@code null}. */
    public String checkBuy(Player player, List<Certificate> certs) {
        return checkBuy(player, certs, true);
    }

    public String checkBuy(Player player, List<Certificate> certs, boolean explain) {
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
        if (stock.soldThisRound(player, c)) {
            return explain ? cite(RuleKey.SHARE_SOLD_THIS_ROUND, EngineText.get("refuse.buy.soldThisRound", player, c)) : Game.NO;
        }
        int price = price(c, source, percent);
        if (price > player.cash()) {
            return explain ? cite(RuleKey.CASH, EngineText.get("refuse.cannotAfford", player, game.format(price))) : Game.NO;
        }
        if ((c.sharePrice() == null || c.sharePrice().countsForCertLimit())
                && game.certificateCount(player) + certs.size() > certificateLimit(player)) {
            return explain ? cite(RuleKey.SHARE_CERT_LIMIT,
                    EngineText.get("refuse.buy.certLimit", player, certificateLimit(player))) : Game.NO;
        }
        if (!game.holdingOk(player, c, percent)) {
            return explain ? cite(RuleKey.SHARE_HOLDING_LIMIT,
                    EngineText.get("refuse.buy.holdingLimit", player, game.rules().holdingLimit(), c)) : Game.NO;
        }
        if (bought() && !canBuyMultiple(c, source instanceof Ipo)) {
            return explain ? cite(RuleKey.SHARE_ONE_BUY_PER_TURN, EngineText.get("refuse.alreadyBought", player)) : Game.NO;
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

    public boolean canBuyAny(Player player) {
        for (Corporation c : game.corporations()) {
            if (c.parPrice() == null || c.closed()) {
                continue;
            }
            for (Certificate cert : candidates(c)) {
                if (checkBuy(player, List.of(cert), false) == null) {
                    return true;
                }
            }
        }
        return false;
    }

    public String checkPar(Player player, Corporation c, SharePrice cell) {
        return checkPar(player, c, cell, true);
    }

    public String checkPar(Player player, Corporation c, SharePrice cell, boolean explain) {
        if (bought()) {
            return explain ? cite(RuleKey.SHARE_ONE_BUY_PER_TURN, EngineText.get("refuse.alreadyBought", player)) : Game.NO;
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
        if (price > player.cash()) {
            return explain ? cite(RuleKey.CASH, EngineText.get("refuse.par.cannotAfford", player, game.format(price))) : Game.NO;
        }
        if (game.certificateCount(player) + 1 > certificateLimit(player)) {
            return explain ? cite(RuleKey.SHARE_CERT_LIMIT, EngineText.get("refuse.atCertLimit", player)) : Game.NO;
        }
        return null;
    }

    public boolean canParAny(Player player) {
        for (Corporation c : game.corporations()) {
            if (c.parPrice() != null || c.closed()) {
                continue;
            }
            for (SharePrice p : game.market().parPrices()) {
                if (checkPar(player, c, p, false) == null) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Players may buy privates from each other (1830 §4.6): from turn 2, in phases that allow it. */
    public String checkBuyCompany(Player player, PrivateCompany company, int price) {
        String reason = checkBuyCompanyTerms(player, company, price);
        return reason != null ? reason : resaleShareHeld(company);
    }

    /** The trade terms of {@link #checkBuyCompany} without the {@code shares_ability_on_resale} refusal. */
    protected String checkBuyCompanyTerms(Player player, PrivateCompany company, int price) {
        if (bought()) {
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.alreadyBought", player));
        }
        if (game.turn() < game.rules().privateTradeMinTurn()) {
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.firstStockRound"));
        }
        if (!game.phase().has("can_buy_companies_from_other_players")) {
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.phase", game.phase().name()));
        }
        if (company == null || company.closed() || !(company.owner() instanceof Player seller) || seller == player) {
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.notAnotherPlayers"));
        }
        if (game.option(EngineOption.NO_BUY_BETWEEN_PLAYERS) && company.ability("no_buy") != null) {
            // 18xx.games: a private that no corporation may buy (1830: BO) never changes hands at all
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.noBuy", company));
        }
        if (price < 1 || price > player.cash()) {
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.price", game.format(1)));
        }
        if (game.certificateCount(player) + 1 > certificateLimit(player) && !game.option(EngineOption.PRIVATE_TRADE_IGNORES_CERT_LIMIT)) {
            return cite(RuleKey.SHARE_CERT_LIMIT, EngineText.get("refuse.atCertLimit", player));
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
    public boolean canBuyCompanyAny(Player player) {
        if (bought() || player.cash() <= 0 || game.turn() < game.rules().privateTradeMinTurn()
                || !game.phase().has("can_buy_companies_from_other_players")) {
            return false;
        }
        for (PrivateCompany c : game.companies()) {
            // Only another player's private can be traded: the others need no worded refusal.
            if (c.closed() || !(c.owner() instanceof Player seller) || seller == player) {
                continue;
            }
            if (checkBuyCompanyTerms(player, c, 1) == null) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String whyNot(Action action, Entity entity) {
        Player player = (Player) entity;
        return switch (action.type()) {
            case "sell_shares" -> !sellingAllowed(player) ? cite(RuleKey.SHARE_FIRST_SR_NO_SALE, EngineText.get("refuse.sell.firstStockRound"))
                    : cite(RuleKey.SHARE_NOTHING_TO_SELL, EngineText.get("refuse.sell.nothing", player));
            case "buy_shares", "par", "buy_company" -> game.overLimits(player) && canSellAny(player)
                    ? cite(RuleKey.SHARE_OVER_LIMIT_MUST_SELL, EngineText.get("refuse.overLimit", player))
                    : bought() ? cite(RuleKey.SHARE_ONE_BUY_PER_TURN, EngineText.get("refuse.alreadyBought", player)) : null;
            default -> null;
        };
    }

    // ------------------------------------------------------------------ processing

    @Override
    public void process(Action action, Entity entity) {
        Player player = (Player) entity;
        switch (action.type()) {
            case "buy_shares" -> processBuy(player, action);
            case "sell_shares" -> processSell(player, action);
            case "par" -> processPar(player, action);
            case "buy_company" -> processBuyCompany(player, action);
            case "pass" -> processPass(player);
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

    protected void processBuy(Player player, Action action) {
        List<Certificate> certs = certificates(action);
        String reason = checkBuy(player, certs);
        if (reason != null) {
            throw refuse(reason);
        }
        Corporation c = certs.get(0).corporation();
        ShareHolder source = certs.get(0).holder();
        int percent = certs.stream().mapToInt(Certificate::percent).sum();
        int price = price(c, source, percent);
        boolean fromIpo = source instanceof Ipo;
        payForShares(player, c, fromIpo, price);
        game.transferShares(certs, player, percent, true);
        game.logText(fromIpo ? "log.buysFromIpo" : "log.buysFromMarket", player.name(), percent, c, game.format(price));
        stock.track("buy_shares", c, fromIpo, player);
        game.checkFloat(c);
    }

    /** Full capitalisation: IPO money goes to the bank; incremental: to the corporation. */
    protected void payForShares(Player player, Corporation c, boolean fromIpo, int price) {
        if (fromIpo && game.rules().capitalization() == Rules.Capitalization.INCREMENTAL) {
            game.transfer(player, c, price);
        } else {
            game.transfer(player, game.bank(), price);
        }
    }

    protected void processSell(Player player, Action action) {
        if (!sellingAllowed(player)) {
            throw refuse(RuleKey.SHARE_FIRST_SR_NO_SALE, EngineText.get("refuse.sell.firstStockRound"));
        }
        List<Certificate> certs = certificates(action);
        Corporation c = certs.get(0).corporation();
        if (!canSell(player, c)) {
            throw refuse(RuleKey.SHARE_SOLD_THIS_TURN, EngineText.get("refuse.sell.soldThisTurn", player, c));
        }
        int certSum = certs.stream().mapToInt(Certificate::percent).sum();
        int percent = (int) action.number("percent", certSum);
        String reason = game.checkSale(player, certs, percent);
        if (reason != null) {
            throw refuse(reason);
        }
        game.sellShares(player, certs, percent);
        stock.track("sell_shares", c, false, player);
    }

    protected void processPar(Player player, Action action) {
        Corporation c = game.corporation(action.string("corporation"));
        if (c == null) {
            throw refuse(RuleKey.ACTION_MALFORMED, "no corporation " + action.string("corporation"));
        }
        String cellId = action.string("share_price");
        SharePrice cell = cellId == null ? null : game.market().cell(cellId);
        String reason = checkPar(player, c, cell);
        if (reason != null) {
            throw refuse(reason);
        }
        Certificate pres = c.presidentsShare();
        int price = cell.price() * pres.percent() / c.sharePercent();
        game.setPar(c, cell);
        payForShares(player, c, true, price);
        game.transferShares(List.of(pres), player, pres.percent(), true);
        c.setPresident(player);
        game.logText("log.pars", player.name(), c, game.format(cell.price()));
        stock.track("par", c, true, player);
        game.checkFloat(c);
    }

    protected void processBuyCompany(Player player, Action action) {
        PrivateCompany company = game.company(action.string("company"));
        int price = (int) action.number("price", -1);
        String reason = checkBuyCompany(player, company, price);
        if (reason != null) {
            throw refuse(reason);
        }
        Player seller = (Player) company.owner();
        game.transfer(player, seller, price);
        game.transferCompany(company, player);
        game.logText("log.buysFrom", player.name(), company.name(), seller.name(), game.format(price));
        if (game.option(EngineOption.SHARES_ABILITY_ON_RESALE)) {
            // 18xx.games hands out the private's shares again on every sale between players: the
            // certificate comes free from the pool or the IPO (a player's copy refuses the sale above)
            for (Certificate cert : resaleShares(company)) {
                game.transferShares(List.of(cert), player, cert.percent(), true);
                if (game.logging()) { // the names are formatted only for a kept log
                    game.logText("log.receives", player.name(), Names.share(cert));
                }
                game.checkFloat(cert.corporation());
            }
        }
        stock.track("buy_company", null, false, player);
    }

    protected void processPass(Player player) {
        if (stock.currentActions().isEmpty()) {
            player.setPassed(true);
            game.logText("log.passes", player.name());
        } else {
            game.logText("log.endsTurn", player.name());
        }
        pass();
    }

    // ------------------------------------------------------------------ choices

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Player player = (Player) entity;
        List<String> types = actions(player);
        List<LegalAction> out = new ArrayList<>();
        if (types.contains("sell_shares")) {
            for (Corporation c : game.corporations()) {
                if (!canSell(player, c)) {
                    continue;
                }
                List<Integer> percents = new ArrayList<>();
                List<List<Certificate>> bundles = game.saleBundles(player, c, percents);
                for (int i = 0; i < bundles.size(); i++) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("shares", bundles.get(i).stream().map(Certificate::id).toList());
                    args.put("percent", (long) percents.get(i));
                    out.add(new LegalAction(new Action("sell_shares", player.id(), "player", args),
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
                    if (checkBuy(player, List.of(cert), false) == null) {
                        Map<String, Object> args = new LinkedHashMap<>();
                        args.put("shares", List.of(cert.id()));
                        args.put("percent", (long) cert.percent());
                        boolean ipo = cert.holder() instanceof Ipo;
                        out.add(new LegalAction(new Action("buy_shares", player.id(), "player", args),
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
                    if (checkPar(player, c, p, false) == null) {
                        Map<String, Object> args = new LinkedHashMap<>();
                        args.put("corporation", c.id());
                        args.put("share_price", p.id());
                        out.add(new LegalAction(new Action("par", player.id(), "player", args),
                                EngineText.get("label.par", Names.of(c), game.format(p.price())), null));
                    }
                }
            }
        }
        if (types.contains("buy_company")) {
            for (PrivateCompany c : game.companies()) {
                if (checkBuyCompany(player, c, 1) == null) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("company", c.id());
                    args.put("price", 1L);
                    out.add(new LegalAction(new Action("buy_company", player.id(), "player", args),
                            EngineText.get("label.buyFrom", c.name(), c.owner().name()),
                            new LegalAction.AmountRange("price", 1, player.cash(), 1)));
                }
            }
        }
        if (types.contains("pass")) {
            out.add(new LegalAction(new Action("pass", player.id(), "player", null),
                    EngineText.get(stock.currentActions().isEmpty() ? "label.pass" : "label.done"), null));
        }
        return out;
    }

    /** The player's certificate limit as the game's share rules give it (a title may count more than seats). */
    protected int certificateLimit(Player player) {
        return game.shareRules().certificateLimit(player);
    }
}
