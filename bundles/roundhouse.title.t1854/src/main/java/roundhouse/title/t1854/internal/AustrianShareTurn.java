package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Ipo;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.step.BuySellParShares;
import roundhouse.engine.spi.step.StockRound;

/**
 * A player's stock-round turn in 1854 ("Die Aktienrunde"): sell any number of certificates, then buy
 * one certificate or do one option action. Besides the engine's purchases it offers the split shares
 * a company holds after its split (at the market price, paid to the company) and the option markers
 * ("Optionskäufe"): take an option on a 20 % share for the price of 10 %, redeem it later at the
 * recorded price. While a player's option is out he buys nothing else; on his first turn of the next
 * stock round he must redeem it or sell that share (README, A-8).
 */
class AustrianShareTurn extends BuySellParShares {
    static final String TAKE_OPTION = "take_option";
    static final String REDEEM_OPTION = "redeem_option";
    /** A-8, the lax reading: an option may stay out for several stock rounds. */
    static final String OPTIONS_MAY_WAIT = "options_may_wait";

    AustrianShareTurn(Game game, StockRound round) {
        super(game, round);
    }

    private AustrianGame austria() {
        return (AustrianGame) game;
    }

    private Options options() {
        return austria().optionMarkers();
    }

    private boolean turnOf(Entity entity) {
        return entity instanceof Player p && p == round.currentEntity() && !p.bankrupt();
    }

    /** An option from an earlier stock round: the player must settle it now. */
    private Options.Option dueOption(Player player) {
        if (game.option(OPTIONS_MAY_WAIT)) {
            return null;
        }
        Options.Option o = options().of(player);
        return o != null && o.round() < game.turn() ? o : null;
    }

    // ------------------------------------------------------------------ what is offered

    @Override
    public List<String> actions(Entity entity) {
        if (!turnOf(entity)) {
            return List.of();
        }
        Player player = (Player) entity;
        if (mustSell(player)) {
            return List.of("sell_shares"); // over the limit: back under it before anything else
        }
        if (dueOption(player) != null) {
            List<String> out = new ArrayList<>();
            if (canSellAny(player)) {
                out.add("sell_shares");
            }
            if (checkRedeem(player, false) == null) {
                out.add(REDEEM_OPTION);
            }
            if (out.isEmpty()) {
                out.add("pass"); // he can neither pay nor sell it (the pool is full): it waits
            }
            return out;
        }
        List<String> out = new ArrayList<>(super.actions(entity));
        boolean option = canTakeAnyOption(player);
        boolean redeem = checkRedeem(player, false) == null;
        if (option) {
            out.add(0, TAKE_OPTION);
        }
        if (redeem) {
            out.add(0, REDEEM_OPTION);
        }
        if ((option || redeem) && !out.contains("pass")) {
            out.add("pass");
        }
        return out;
    }

    @Override
    public boolean hasActions(Entity entity) {
        return !actions(entity).isEmpty();
    }

    @Override
    public boolean offers(String type, Entity entity) {
        if (!turnOf(entity)) {
            return false;
        }
        if (dueOption((Player) entity) != null || TAKE_OPTION.equals(type) || REDEEM_OPTION.equals(type)) {
            return actions(entity).contains(type);
        }
        return super.offers(type, entity) || "pass".equals(type) && actions(entity).contains("pass");
    }

    // ------------------------------------------------------------------ purchases

    @Override
    protected List<Certificate> candidates(Corporation c) {
        List<Certificate> out = new ArrayList<>(super.candidates(c));
        for (Certificate cert : c.certificatesOf(c)) {
            out.add(cert); // a split share waiting in the company
            break;
        }
        return out;
    }

    /** Over the limit through certificates he may not sell: he buys nothing until back under it. */
    private boolean overLimit(Player player) {
        return game.certificateCount(player) > certificateLimit(player);
    }

    @Override
    public String checkBuy(Investor investor, List<Certificate> certs, boolean explain) {
        Player player = (Player) investor; // only players deal in shares in 1854
        String blocked = blocked(player, explain);
        if (blocked != null) {
            return blocked;
        }
        if (!certs.isEmpty() && certs.get(0).holder() == certs.get(0).corporation()) {
            return checkSplitShare(player, certs, explain);
        }
        return super.checkBuy(player, certs, explain);
    }

    /**
     * What stops every purchase of a player (a share, a par, an option): an option of his still out ("Solange
     * die Vorkaufsmarker ... darf er keine andere Aktie kaufen"), or more certificates than the limit.
     */
    private String blocked(Player player, boolean explain) {
        if (overLimit(player)) {
            return explain ? AustrianText.get("refuse.overLimit", player.name(), certificateLimit(player)) : Game.NO;
        }
        Options.Option o = options().of(player);
        if (o != null) {
            return explain ? AustrianText.get("refuse.optionOutstanding", player.name(), o.certificate().corporation().id())
                    : Game.NO;
        }
        return null;
    }

    /**
     * The terms a purchase of this turn shares with the engine's ("Aktie kaufen"): one per turn, not a company
     * sold this round, paid in cash, within the certificate limit ({@code certificates} more, counted where
     * the price's cell counts) and the holding limit ({@code percent} more).
     */
    private String purchaseTerms(Player player, Corporation c, int price, int certificates, int percent, boolean explain) {
        if (bought()) {
            return explain ? AustrianText.get("refuse.boughtThisTurn", player.name()) : Game.NO;
        }
        if (stock.soldThisRound(player, c)) {
            return explain ? AustrianText.get("refuse.soldThisRound", player.name(), c.id()) : Game.NO;
        }
        if (price > player.cash()) {
            return explain ? AustrianText.get("refuse.cannotAfford", player.name(), game.format(price)) : Game.NO;
        }
        boolean counts = c.sharePrice() == null || c.sharePrice().countsForCertLimit();
        if (counts && game.certificateCount(player) + certificates > certificateLimit(player)) {
            return explain ? AustrianText.get("refuse.certLimit", player.name(), certificateLimit(player)) : Game.NO;
        }
        if (!game.holdingOk(player, c, percent)) {
            return explain ? AustrianText.get("refuse.holdingLimit", player.name(), c.id()) : Game.NO;
        }
        return null;
    }

    /** A split share: one certificate at the market price. */
    private String checkSplitShare(Player player, List<Certificate> certs, boolean explain) {
        Corporation c = certs.get(0).corporation();
        if (certs.size() != 1 || c.sharePrice() == null) {
            return explain ? AustrianText.get("refuse.optionTarget") : Game.NO;
        }
        return purchaseTerms(player, c, c.sharePrice().price(), 1, certs.get(0).percent(), explain);
    }

    @Override
    protected int price(Corporation c, ShareHolder source, int percent) {
        if (source == c) {
            return c.sharePrice().price() * percent / c.sharePercent();
        }
        return super.price(c, source, percent);
    }

    @Override
    public String checkPar(Investor investor, Corporation c, SharePrice cell, boolean explain) {
        Player player = (Player) investor;
        if (!AustrianGame.isMajor(c)) {
            return explain ? AustrianText.get("refuse.onlyMajorsPar", c.id()) : Game.NO;
        }
        String blocked = blocked(player, explain);
        return blocked != null ? blocked : super.checkPar(player, c, cell, explain);
    }

    @Override
    protected void processBuy(Investor investor, Action action) {
        Player player = (Player) investor;
        List<Certificate> certs = certificates(action);
        if (certs.isEmpty() || certs.get(0).holder() != certs.get(0).corporation()) {
            super.processBuy(player, action);
            return;
        }
        String reason = checkBuy(player, certs, true);
        if (reason != null) {
            throw refuse(reason);
        }
        Certificate cert = certs.get(0);
        Corporation c = cert.corporation();
        int price = price(c, c, cert.percent());
        game.transfer(player, c, price); // "Aktiensplit": the money goes to the company
        game.transferShares(certs, player, cert.percent(), true);
        AustrianText.log(game, "log.buysSplitShare", player.name(), c.id(), game.format(price));
        stock.track("buy_shares", c, false, player);
    }

    // ------------------------------------------------------------------ options

    /** The first 20 % share of each unsplit, parred major in the bank and in the pool. */
    private List<Certificate> optionTargets() {
        List<Certificate> out = new ArrayList<>();
        for (Corporation c : game.corporations()) {
            if (!AustrianGame.isMajor(c) || c.closed() || c.parPrice() == null || austria().hasSplit(c)) {
                continue;
            }
            for (ShareHolder source : List.of(c.ipo(), game.pool())) {
                for (Certificate cert : source.certificatesOf(c)) {
                    if (!cert.president() && cert.percent() == Options.FULL_PERCENT) {
                        out.add(cert);
                        break;
                    }
                }
            }
        }
        return out;
    }

    private int optionPrice(Certificate cert) {
        Corporation c = cert.corporation();
        SharePrice p = cert.holder() instanceof Ipo || c.sharePrice() == null ? c.parPrice() : c.sharePrice();
        return p.price();
    }

    String checkTakeOption(Player player, Certificate cert, boolean explain) {
        Corporation c = cert == null ? null : cert.corporation();
        if (c == null || !optionTargets().contains(cert)) {
            return explain ? AustrianText.get("refuse.optionTarget") : Game.NO;
        }
        String blocked = blocked(player, explain);
        return blocked != null ? blocked : purchaseTerms(player, c, optionPrice(cert), 1, Options.OPTIONED_PERCENT, explain);
    }

    private boolean canTakeAnyOption(Player player) {
        for (Certificate cert : optionTargets()) {
            if (checkTakeOption(player, cert, false) == null) {
                return true;
            }
        }
        return false;
    }

    String checkRedeem(Player player, boolean explain) {
        Options.Option o = options().of(player);
        if (o == null) {
            return explain ? AustrianText.get("refuse.noOption", player.name()) : Game.NO;
        }
        return purchaseTerms(player, o.certificate().corporation(), o.price(), 0,
                Options.FULL_PERCENT - Options.OPTIONED_PERCENT, explain);
    }

    @Override
    public void process(Action action, Entity entity) {
        Player player = (Player) entity;
        Options.Option due = dueOption(player);
        if (due != null && !"sell_shares".equals(action.type()) && !REDEEM_OPTION.equals(action.type())
                && !actions(player).contains(action.type())) {
            throw refuse(AustrianText.get("refuse.mustResolveOption", player.name(), due.certificate().corporation().id()));
        }
        switch (action.type()) {
            case TAKE_OPTION -> takeOption(player, action);
            case REDEEM_OPTION -> redeemOption(player);
            default -> super.process(action, entity);
        }
    }

    private void takeOption(Player player, Action action) {
        List<Certificate> certs = certificates(action);
        Certificate cert = certs.size() == 1 ? certs.get(0) : null;
        String reason = checkTakeOption(player, cert, true);
        if (reason != null) {
            throw refuse(reason);
        }
        Corporation c = cert.corporation();
        int price = optionPrice(cert);
        boolean fromIpo = cert.holder() instanceof Ipo;
        game.transfer(player, game.bank(), price);
        options().take(player, cert, price, game.turn());
        game.transferShares(List.of(cert), player, cert.percent(), true);
        AustrianText.log(game, "log.takesOption", player.name(), c.id(), game.format(price));
        stock.track("buy_shares", c, fromIpo, player);
        game.checkFloat(c);
    }

    private void redeemOption(Player player) {
        String reason = checkRedeem(player, true);
        if (reason != null) {
            throw refuse(reason);
        }
        Options.Option o = options().of(player);
        Corporation c = o.certificate().corporation();
        game.transfer(player, game.bank(), o.price());
        options().release(o.certificate());
        game.settlePresidency(c, c.president());
        AustrianText.log(game, "log.redeemsOption", player.name(), game.format(o.price()), c.id());
        stock.track("buy_shares", c, false, player);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Player player = (Player) entity;
        List<LegalAction> out = new ArrayList<>();
        List<String> types = actions(player);
        if (types.contains(REDEEM_OPTION)) {
            Options.Option o = options().of(player);
            out.add(new LegalAction(new Action(REDEEM_OPTION, player.id(), "player", null),
                    AustrianText.get("label.redeemOption", o.certificate().corporation().id(), game.format(o.price())), null));
        }
        if (dueOption(player) != null) {
            for (LegalAction a : super.legalActions(entity)) {
                if (types.contains(a.action().type())) {
                    out.add(a);
                }
            }
            return out;
        }
        if (types.contains(TAKE_OPTION)) {
            for (Certificate cert : optionTargets()) {
                if (checkTakeOption(player, cert, false) == null) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("shares", List.of(cert.id()));
                    out.add(new LegalAction(new Action(TAKE_OPTION, player.id(), "player", args),
                            AustrianText.get("label.takeOption", cert.corporation().id(), game.format(optionPrice(cert))), null));
                }
            }
        }
        for (LegalAction a : super.legalActions(entity)) {
            if (a.action().type().equals("buy_shares") && a.action().args().get("shares") instanceof List<?> ids
                    && ids.size() == 1) {
                Certificate cert = findCertificate(String.valueOf(ids.get(0)));
                if (cert != null && cert.holder() == cert.corporation()) {
                    out.add(new LegalAction(a.action(), AustrianText.get("label.buySplitShare", cert.corporation().id(),
                            game.format(price(cert.corporation(), cert.corporation(), cert.percent()))), null));
                    continue;
                }
            }
            if (!a.action().type().equals("pass") || types.contains("pass")) {
                out.add(a);
            }
        }
        if (types.contains("pass") && out.stream().noneMatch(a -> a.action().type().equals("pass"))) {
            out.add(new LegalAction(new Action("pass", player.id(), "player", null),
                    roundhouse.engine.spi.EngineText.get(stock.currentActions().isEmpty() ? "label.pass" : "label.done"), null));
        }
        return out;
    }
}
