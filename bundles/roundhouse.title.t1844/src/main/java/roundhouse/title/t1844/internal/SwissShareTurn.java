package roundhouse.title.t1844.internal;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Ipo;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.step.BuySellParShares;
import roundhouse.engine.spi.step.StockRound;
import roundhouse.title.t1844.internal.step.MountainBoard;

/**
 * A player's stock-round turn in 1844 (RB XX): sales, then one purchase: a share, a director's
 * certificate (par), a mountain railway (150, RB IV) or a tunnel share (50, RB V), the last two
 * from the bank and at most one of each kind per player and stock round. A player holding more
 * than half of a company buys further shares of it only from the bank pool (RB XX; companies.json
 * {@code ipo_holding_limit}: V 75 %, H and R 60 %). The SBB is never parred (RB X). Players never
 * trade privates among themselves.
 */
class SwissShareTurn extends BuySellParShares {
    /** The kinds of bank papers each player bought in this stock round (RB IV, V: one of each). */
    private final Map<Investor, Set<String>> boughtKinds = new HashMap<>();

    /** Where the buyer of a mountain railway places its board (RB IV). */
    private final MountainBoard board;

    SwissShareTurn(SwissGame game, StockRound round, MountainBoard board) {
        super(game, round);
        this.board = board;
    }

    /** RB XV: a player who owes the bank buys nothing until he has paid it back. */
    private String indebted(Investor investor, boolean explain) {
        if (!(investor instanceof Player player)) {
            return null;
        }
        int debt = ((SwissGame) game).debt(player);
        if (debt <= 0) {
            return null;
        }
        return explain ? SwissText.get("refuse.inDebt", player.name(), game.format(debt)) : roundhouse.engine.spi.Game.NO;
    }

    @Override
    public String checkBuy(Investor player, List<Certificate> certs, boolean explain) {
        String debt = indebted(player, explain);
        if (debt != null) {
            return debt;
        }
        String reason = super.checkBuy(player, certs, explain);
        if (reason != null || certs.isEmpty() || !(certs.get(0).holder() instanceof Ipo)) {
            return reason;
        }
        Corporation c = certs.get(0).corporation();
        int limit = ipoHoldingLimit(c);
        int percent = certs.stream().mapToInt(Certificate::percent).sum();
        if (player.percentOf(c) + percent > limit) {
            return explain ? cite(RuleKey.SHARE_HOLDING_LIMIT, player.name() + " holds more than half of " + c.id()
                    + " and buys further shares only from the bank pool") : roundhouse.engine.spi.Game.NO;
        }
        return null;
    }

    private static int ipoHoldingLimit(Corporation c) {
        Object v = c.data().get("ipo_holding_limit");
        return v instanceof Number n ? n.intValue() : 100;
    }

    @Override
    public String checkPar(Investor player, Corporation c, SharePrice cell, boolean explain) {
        if (SwissGame.SBB.equals(SwissGame.type(c))) {
            return explain ? cite(RuleKey.SHARE_PAR_PRICE, "the SBB is formed, never started by a player") : roundhouse.engine.spi.Game.NO;
        }
        if (!game.option(T1844Title.PAR_IN_DEBT)) {
            String debt = indebted(player, explain);
            if (debt != null) {
                return debt;
            }
        }
        return super.checkPar(player, c, cell, explain);
    }

    // ------------------------------------------------------------------ mountain railways and tunnel shares

    /** Only the bank's mountain railways and tunnel shares are for sale, each at its face value. */
    @Override
    public String checkBuyCompany(Investor player, PrivateCompany company, int price) {
        return checkBuyCompanyTerms(player, company, price);
    }

    @Override
    protected String checkBuyCompanyTerms(Investor player, PrivateCompany company, int price) {
        String debt = indebted(player, true);
        if (debt != null) {
            return debt;
        }
        if (company == null || company.closed() || company.owner() != null) {
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, SwissText.get("refuse.bankOnly"));
        }
        String kind = SwissGame.kind(company);
        if (!SwissGame.MOUNTAIN_RAILWAY.equals(kind) && !SwissGame.TUNNEL.equals(kind)) {
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, SwissText.get("refuse.privatesFirst"));
        }
        if (bought()) {
            return cite(RuleKey.SHARE_ONE_BUY_PER_TURN, roundhouse.engine.spi.EngineText.get("refuse.alreadyBought", player.name()));
        }
        if (boughtKinds.getOrDefault(player, Set.of()).contains(kind)) {
            return cite(kind.equals(SwissGame.TUNNEL) ? SwissRuleKey.TUNNEL_ONE_PER_ROUND : SwissRuleKey.MOUNTAIN_ONE_PER_ROUND,
                    SwissText.get("refuse.oneOfKind", player.name(), SwissText.get("kind." + kind)));
        }
        if (price != company.value()) {
            return cite(RuleKey.PRIVATE_PLAYER_TRADE, SwissText.get("refuse.costs", company.name(), game.format(company.value())));
        }
        if (price > player.cash()) {
            return cite(RuleKey.CASH, roundhouse.engine.spi.EngineText.get("refuse.cannotAfford", player.name(), game.format(price)));
        }
        return null;
    }

    @Override
    public boolean canBuyCompanyAny(Investor player) {
        for (PrivateCompany c : game.companies()) {
            if (c.owner() == null && checkBuyCompanyTerms(player, c, c.value()) == null) {
                return true;
            }
        }
        return false;
    }

    @Override
    protected void processBuyCompany(Investor player, Action action) {
        PrivateCompany company = game.company(action.string("company"));
        int price = (int) action.number("price", -1);
        String reason = checkBuyCompany(player, company, price);
        if (reason != null) {
            throw refuse(reason);
        }
        game.transfer(player, game.bank(), price);
        game.transferCompany(company, player);
        boughtKinds.computeIfAbsent(player, k -> new HashSet<>()).add(SwissGame.kind(company));
        if (game.logging()) {
            game.log(SwissText.get("log.buysFromBank", player.name(), company.name(), game.format(price)));
        }
        stock.track("buy_company", null, false, player);
        if (SwissGame.MOUNTAIN_RAILWAY.equals(SwissGame.kind(company))) {
            board.requireBoard(company);
        }
    }

    /** 18xx.games: an indebted player with cash who can do nothing else must pay back before his turn ends. */
    static final String PAYOFF_BEFORE_PASS = "payoff_before_pass";

    /** 18xx.games' {@code payoff_player_debt}: an indebted player with cash pays back what he can. */
    @Override
    public List<String> actions(Entity entity) {
        List<String> out = super.actions(entity);
        if (mayPayOff(entity)) {
            Player p = (Player) entity;
            out = new java.util.ArrayList<>(out);
            boolean nothingElse = out.isEmpty() || out.equals(List.of("pass"));
            out.add(0, "payoff_player_debt");
            if (mustSell(p)) {
                // RB (Papierlimit): over the limit he sells first; paying debt back does not end his turn
                return out;
            }
            if (nothingElse && game.option(PAYOFF_BEFORE_PASS)) {
                out.remove("pass"); // 18xx.games: with nothing else to do he must pay back
            } else if (!out.contains("pass")) {
                out.add("pass");
            }
        }
        return out;
    }

    /** Whether {@code entity} is the acting player, in debt and with cash to pay some of it back. */
    private boolean mayPayOff(Entity entity) {
        return entity instanceof Player p && p == round.currentEntity() && ((SwissGame) game).debt(p) > 0 && p.cash() > 0;
    }

    /** What {@link #actions} lists is never empty when the player may pay off: no list built to know it. */
    @Override
    public boolean hasActions(Entity entity) {
        return super.hasActions(entity) || mayPayOff(entity);
    }

    @Override
    public boolean offers(String type, Entity entity) {
        return actions(entity).contains(type);
    }

    @Override
    public void process(Action action, Entity entity) {
        if (action.type().equals("payoff_player_debt")) {
            ((SwissGame) game).payOff((Player) entity);
            return;
        }
        super.process(action, entity);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new java.util.ArrayList<>();
        for (LegalAction a : super.legalActions(entity)) {
            if (!a.action().type().equals("buy_company")) {
                out.add(a);
            }
        }
        if (actions(entity).contains("payoff_player_debt")) {
            out.add(0, new LegalAction(new Action("payoff_player_debt", entity.id(), "player", null),
                    SwissText.get("label.payDebt", game.format(((SwissGame) game).debt((Player) entity))), null));
        }
        if (!actions(entity).contains("buy_company")) {
            return out;
        }
        Player player = (Player) entity;
        Set<String> offered = new HashSet<>();
        for (PrivateCompany c : game.companies()) {
            // one offer per kind: the lowest-numbered paper the bank still holds
            if (c.owner() == null && checkBuyCompanyTerms(player, c, c.value()) == null && offered.add(SwissGame.kind(c))) {
                Map<String, Object> args = new LinkedHashMap<>();
                args.put("company", c.id());
                args.put("price", (long) c.value());
                out.add(out.size() - 1, new LegalAction(new Action("buy_company", player.id(), "player", args),
                        SwissText.get("label.buyFromBank", c.name(), game.format(c.value())), null));
            }
        }
        return out;
    }
}
