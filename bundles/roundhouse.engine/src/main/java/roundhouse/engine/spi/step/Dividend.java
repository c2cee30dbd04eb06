package roundhouse.engine.spi.step;

import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.RuleKey;

/**
 * Pay out or withhold (1830 R 6.5, digest §5.6). Without revenue the step is skipped with an
 * automatic withhold of $0, which moves the price left.
 */
@org.osgi.annotation.versioning.ConsumerType
public class Dividend extends CorporationStep {
    public Dividend(Game game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return "Pay or withhold dividends";
    }

    @Override
    public List<String> actions(Entity entity) {
        if (entity != corporation() || or().revenue() <= 0) {
            return List.of();
        }
        return List.of("dividend");
    }

    @Override
    public void skip() {
        Corporation c = corporation();
        if (c != null) {
            withhold(c, 0);
        }
        pass();
    }

    @Override
    public void process(Action action, Entity entity) {
        Corporation c = corporation();
        String kind = action.string("kind");
        int revenue = or().revenue();
        if ("payout".equals(kind)) {
            payout(c, revenue);
        } else if ("withhold".equals(kind)) {
            withhold(c, revenue);
        } else {
            throw refuse(RuleKey.DIVIDEND_KIND, "dividend kind must be payout or withhold, not " + kind);
        }
        pass();
    }

    protected void withhold(Corporation c, int revenue) {
        game.transfer(game.bank(), c, revenue);
        game.log(c.id() + " withholds " + game.format(revenue));
        game.market().moveLeft(c);
    }

    /** Each holder gets revenue per share unit; pool shares pay the corporation; IPO shares nothing. */
    protected void payout(Corporation c, int revenue) {
        int units = 100 / c.sharePercent();
        int perShare = revenue / units;
        for (Player p : game.players()) {
            int pct = p.percentOf(c);
            if (pct > 0) {
                game.transfer(game.bank(), p, perShare * pct / c.sharePercent());
            }
        }
        for (Corporation other : game.corporations()) {
            int pct = other.percentOf(c);
            if (pct > 0) {
                game.transfer(game.bank(), other, perShare * pct / c.sharePercent());
            }
        }
        if (game.rules().poolDividendsToCorporation()) {
            int pct = game.pool().percentOf(c);
            if (pct > 0) {
                game.transfer(game.bank(), c, perShare * pct / c.sharePercent());
            }
        }
        game.log(c.id() + " pays " + game.format(perShare) + " per share");
        game.market().moveRight(c);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        return List.of(choice(corpAction("dividend", c, Map.of("kind", "payout")), "Pay out"),
                choice(corpAction("dividend", c, Map.of("kind", "withhold")), "Withhold"));
    }

}
