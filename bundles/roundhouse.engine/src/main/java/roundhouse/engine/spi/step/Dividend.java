package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.DividendRules;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.RuleKey;

/**
 * Pay out, withhold, half pay or a chosen amount (1830 R 6.5, digest §5.6); the kinds offered and
 * the money and price moves are the game's {@link DividendRules}. Without revenue (and no variable
 * dividend on offer) the step is skipped with an automatic withhold of $0, which moves the price left.
 */
@org.osgi.annotation.versioning.ConsumerType
public class Dividend extends CorporationStep {
    public Dividend(Game game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return EngineText.get("step.dividend");
    }

    private boolean variable(Corporation c) {
        return game.dividends().kinds(c).contains(DividendRules.Kind.VARIABLE);
    }

    @Override
    public List<String> actions(Entity entity) {
        if (entity != corporation()) {
            return List.of();
        }
        Corporation c = corporation();
        if (or().revenue() <= 0 && !(variable(c) && game.dividends().maxVariable(c) > 0)) {
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
        String id = action.string("kind");
        DividendRules.Kind kind = DividendRules.Kind.of(id);
        List<DividendRules.Kind> kinds = game.dividends().kinds(c);
        if (kind == null || !kinds.contains(kind)) {
            throw refuse(RuleKey.DIVIDEND_KIND, "dividend kind must be one of " + kinds.stream().map(DividendRules.Kind::id).toList()
                    + ", not " + id);
        }
        int revenue = or().revenue();
        switch (kind) {
            case PAYOUT -> payout(c, revenue);
            case WITHHOLD -> withhold(c, revenue);
            case HALF -> game.dividends().halfPay(c, revenue);
            case VARIABLE -> {
                int amount = (int) action.number("amount", -1);
                int step = game.dividends().variableStep(c);
                if (amount < 0 || amount % step != 0 || amount > game.dividends().maxVariable(c)) {
                    throw refuse(RuleKey.DIVIDEND_KIND, EngineText.get("refuse.dividend.amount", c, game.format(step),
                            game.format(game.dividends().maxVariable(c)), amount));
                }
                game.dividends().payVariable(c, amount);
            }
        }
        game.closeOnRun(c);
        pass();
    }

    protected void withhold(Corporation c, int revenue) {
        game.dividends().withhold(c, revenue);
    }

    /** Each holder gets its part of the revenue ({@link DividendRules#payout}). */
    protected void payout(Corporation c, int revenue) {
        game.dividends().payout(c, revenue);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        List<LegalAction> out = new ArrayList<>();
        for (DividendRules.Kind k : game.dividends().kinds(c)) {
            switch (k) {
                case PAYOUT -> out.add(choice(corpAction("dividend", c, Map.of("kind", "payout")), EngineText.get("label.payout")));
                case WITHHOLD -> out.add(choice(corpAction("dividend", c, Map.of("kind", "withhold")), EngineText.get("label.withhold")));
                case HALF -> out.add(choice(corpAction("dividend", c, Map.of("kind", "half")), EngineText.get("label.half")));
                case VARIABLE -> {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("kind", "variable");
                    args.put("amount", 0L);
                    int step = game.dividends().variableStep(c);
                    out.add(new LegalAction(corpAction("dividend", c, args), EngineText.get("label.payDividend"),
                            new LegalAction.AmountRange("amount", 0, game.dividends().maxVariable(c), step)));
                }
            }
        }
        return out;
    }
}
