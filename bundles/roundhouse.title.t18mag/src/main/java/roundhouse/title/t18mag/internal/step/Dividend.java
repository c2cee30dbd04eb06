package roundhouse.title.t18mag.internal.step;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.DividendRules;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t18mag.internal.MagText;
import roundhouse.title.t18mag.internal.MagDividendRules;

/**
 * 18Mag's dividend step. A minor never decides: its revenue is split at once (RB VI.3.7). A
 * corporation's president chooses the amount (or, with {@code standard_divs}, pays out or withholds
 * the treasury); without a president, or with less than 10 Ft, the dividend is automatic (RB VI.4.3).
 */
public class Dividend extends roundhouse.engine.spi.step.Dividend {
    public Dividend(Game game, Round round) {
        super(game, round);
    }

    private MagDividendRules rules() {
        return (MagDividendRules) game.dividends();
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        if (entity != c || !c.priced() || !rules().presidentDecides(c)) {
            return List.of();
        }
        return List.of("dividend");
    }

    @Override
    public void skip() {
        Corporation c = corporation();
        if (c != null) {
            if (!c.priced()) {
                splitRevenue(c, or().revenue());
            } else {
                rules().automaticDividend(c);
            }
        }
        pass();
    }

    /** RB VI.3.7: half (rounded down) to the minor, the rest to its owner; nothing without revenue. */
    private void splitRevenue(Corporation minor, int revenue) {
        if (revenue <= 0) {
            game.log(MagText.get("log.doesNotRun", minor.id()));
            return;
        }
        game.dividends().halfPay(minor, revenue);
    }

    /** {@code standard_divs}: a payout pays the treasury in steps of 10, a withhold pays nothing. */
    @Override
    public void process(Action action, Entity entity) {
        Corporation c = corporation();
        DividendRules.Kind kind = DividendRules.Kind.of(action.string("kind"));
        if (kind == DividendRules.Kind.PAYOUT && rules().kinds(c).contains(kind)) {
            rules().payVariable(c, rules().maxVariable(c));
            pass();
            return;
        }
        if (kind == DividendRules.Kind.WITHHOLD && rules().kinds(c).contains(kind)) {
            rules().payVariable(c, 0);
            pass();
            return;
        }
        super.process(action, entity);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        return actions(entity).isEmpty() ? List.of() : super.legalActions(entity);
    }
}
