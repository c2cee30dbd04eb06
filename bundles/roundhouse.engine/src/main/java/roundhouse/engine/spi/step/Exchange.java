package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Names;
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
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.RuleKey;

/**
 * A private's {@code exchange} ability (1830 MH): its owning player swaps it for a share of the
 * named corporation from the IPO or the pool, at any time; the private closes. Never blocks. The
 * owner may be any investor the ability's {@code owner_type} allows ({@code player},
 * {@code corporation}, or either when it names none); the share goes to the owner.
 */
@org.osgi.annotation.versioning.ConsumerType
public class Exchange extends Step {
    public Exchange(Game game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return EngineText.get("step.exchange");
    }

    @Override
    public boolean blocks() {
        return false;
    }

    @Override
    public boolean anyTime() {
        return true;
    }

    /** The investor that owns the private and may use its exchange, or {@code null}. */
    private static Investor exchanger(PrivateCompany p, Ability a) {
        if (!(p.owner() instanceof Investor owner)) {
            return null;
        }
        String type = a.string("owner_type");
        if ("player".equals(type) && !(owner instanceof Player) || "corporation".equals(type) && !(owner instanceof Corporation)) {
            return null;
        }
        return owner;
    }

    private List<Certificate> options(PrivateCompany p) {
        List<Certificate> out = new ArrayList<>();
        Ability a = p.ability("exchange");
        Investor owner = a == null || p.closed() ? null : exchanger(p, a);
        if (owner == null) {
            return out;
        }
        List<String> from = a.strings("from");
        for (String id : a.strings("corporations")) {
            Corporation c = game.corporation(id);
            if (c == null || c == owner || !game.holdingOk(owner, c, c.sharePercent())) {
                continue;
            }
            if (from.isEmpty() || from.contains("ipo")) {
                c.ipo().certificatesOf(c).stream().filter(x -> !x.president()).findFirst().ifPresent(out::add);
            }
            if (from.isEmpty() || from.contains("market")) {
                game.pool().certificatesOf(c).stream().findFirst().ifPresent(out::add);
            }
        }
        return out;
    }

    @Override
    public List<String> actions(Entity entity) {
        return entity instanceof PrivateCompany p && !options(p).isEmpty() ? List.of("buy_shares") : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        PrivateCompany p = (PrivateCompany) entity;
        Ability a = p.ability("exchange");
        Investor owner = (Investor) p.owner();
        Object v = action.args().get("shares");
        if (!(v instanceof List<?> ids) || ids.size() != 1) {
            throw refuse(RuleKey.PRIVATE_EXCHANGE, EngineText.get("refuse.exchange.oneShare"));
        }
        String id = String.valueOf(ids.get(0));
        Certificate cert = null;
        for (String corp : a.strings("corporations")) {
            Corporation c = game.corporation(corp);
            if (c != null && c.share(id) != null) {
                cert = c.share(id);
            }
        }
        if (cert == null || cert.president()) {
            throw refuse(RuleKey.PRIVATE_EXCHANGE,
                    EngineText.get("refuse.exchange.corporations", p, String.join(", ",
                    a.strings("corporations").stream().map(sym -> game.corporation(sym) == null ? sym : Names.of(game.corporation(sym))).toList())));
        }
        ShareHolder h = cert.holder();
        if (!(h instanceof Ipo) && !(h instanceof SharePool)) {
            throw refuse(RuleKey.PRIVATE_EXCHANGE, EngineText.get("refuse.exchange.notOffered", Names.share(cert)));
        }
        Corporation c = cert.corporation();
        if (!game.holdingOk(owner, c, cert.percent())) {
            throw refuse(RuleKey.SHARE_HOLDING_LIMIT,
                    EngineText.get("refuse.buy.holdingLimit", owner, game.rules().holdingLimit(), c));
        }
        game.transferShares(List.of(cert), owner, cert.percent(), true);
        if (game.logging()) { // the names are formatted only for a kept log
            game.logText("log.exchanges", owner.name(), p.name(), Names.share(cert));
        }
        game.closeCompany(p);
        game.checkFloat(c);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        PrivateCompany p = (PrivateCompany) entity;
        for (Certificate cert : options(p)) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("shares", List.of(cert.id()));
            args.put("percent", (long) cert.percent());
            out.add(new LegalAction(new Action("buy_shares", p.id(), "company", args),
                    EngineText.get(cert.holder() instanceof SharePool ? "label.exchangeMarket" : "label.exchangeIpo",
                            p.name(), Names.share(cert)), null));
        }
        return out;
    }
}
