package roundhouse.engine.internal.session;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.LegalAction;
import roundhouse.api.RunCheck;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.EngineTitle;

/**
 * What each dividend choice after a run would pay per share and do to the share price, found by
 * playing the run and then each choice on copies of the game: the title's own dividend rules decide,
 * thresholds and all (18Mag moves by the amount paid, 1830 one cell right or left). Costs one replay of
 * the game for the run and one per choice.
 */
final class DividendPreview {
    private DividendPreview() {
    }

    /**
     * @param record the game so far
     * @param run the legal {@code run_routes} action
     * @param total its revenue
     * @param before the company's share price now
     */
    static List<RunCheck.DividendOutcome> of(EngineTitle title, GameRecord record, Action run, String company, int total,
            int before) {
        List<Action> actions = new ArrayList<>(record.actions());
        actions.add(run);
        EngineSession afterRun;
        try {
            afterRun = EngineSession.load(title, record.withActions(actions));
        } catch (GameLoadException e) {
            return List.of();
        }
        Corporation c = afterRun.game().corporation(company);
        if (c == null) {
            return List.of();
        }
        List<RunCheck.DividendOutcome> out = new ArrayList<>();
        for (LegalAction choice : afterRun.legalActions()) {
            if (!"dividend".equals(choice.action().type()) || choice.amount() != null) {
                continue; // a variable dividend is the president's amount, not an outcome of the run
            }
            String kind = choice.action().string("kind");
            try {
                EngineSession after = (EngineSession) afterRun.ifTaken(choice.action());
                out.add(new RunCheck.DividendOutcome(kind, choice.label(), perShare(afterRun, c, kind, total), before,
                        price(after.game().corporation(company))));
            } catch (GameLoadException e) {
                // a choice the title refuses on the copy is no outcome to show
            }
        }
        if (out.isEmpty() && total == 0) {
            // no revenue, no decision: the step withholds nothing on its own (1830 §5.6)
            out.add(new RunCheck.DividendOutcome("withhold", EngineText.get("label.withhold"), 0, before, price(c)));
        }
        return out;
    }

    /** What one share receives: the holders' part of the revenue split as the title splits it. */
    private static int perShare(EngineSession s, Corporation c, String kind, int total) {
        int paid = switch (kind) {
            case "payout" -> total;
            case "half" -> total - total / 2;
            default -> 0;
        };
        return s.game().dividends().holderAmount(c, paid, c.sharePercent());
    }

    static int price(Corporation c) {
        return c == null || c.sharePrice() == null ? 0 : c.sharePrice().price();
    }
}
