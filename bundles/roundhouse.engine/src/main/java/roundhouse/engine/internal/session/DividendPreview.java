package roundhouse.engine.internal.session;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.GameLoadException;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.RunCheck;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.DividendRules;
import roundhouse.engine.spi.EngineText;

/**
 * A run played on a copy of the game: whether the title takes it (its run step may have rules of its
 * own beyond the route check, 18Mag's rail cars that must be used), and then what each dividend
 * choice would pay per share and do to the share price, each played on a further copy: the title's
 * own dividend rules decide, thresholds and all (18Mag moves by the amount paid, 1830 one cell right
 * or left). Costs one copy of the game for the run and one per choice but the last.
 *
 * @param refusal why the title refuses the run, or {@code null}
 * @param outcomes what the dividend choices would do (empty when refused)
 */
record DividendPreview(String refusal, List<RunCheck.DividendOutcome> outcomes) {

    /**
     * @param game the game now
     * @param run the {@code run_routes} action the route check accepted
     * @param company who runs
     * @param total its revenue
     */
    static DividendPreview of(EngineSession game, Action run, String company, int total) {
        int before = price(game.game().corporation(company));
        EngineSession afterRun = (EngineSession) game.fork();
        try {
            afterRun.apply(run);
        } catch (IllegalActionException e) {
            return new DividendPreview(e.getMessage(), List.of());
        }
        Corporation c = afterRun.game().corporation(company);
        if (c == null) {
            return new DividendPreview(null, List.of());
        }
        List<RunCheck.DividendOutcome> out = new ArrayList<>();
        List<LegalAction> choices = afterRun.legalActions().stream()
                // a variable dividend is the president's amount, not an outcome of the run
                .filter(a -> "dividend".equals(a.action().type()) && a.amount() == null).toList();
        for (int i = 0; i < choices.size(); i++) {
            LegalAction choice = choices.get(i);
            String kind = choice.action().string("kind");
            int perShare = perShare(afterRun, c, kind, total);
            try {
                // the copy is ours: the last choice is played on it, the others on copies of it
                EngineSession after = i + 1 < choices.size() ? (EngineSession) afterRun.ifTaken(choice.action()) : afterRun;
                if (after == afterRun) {
                    afterRun.apply(choice.action());
                }
                out.add(new RunCheck.DividendOutcome(kind, choice.label(), perShare, before, price(after.game().corporation(company))));
            } catch (GameLoadException | IllegalActionException e) {
                // a choice the title refuses on the copy is no outcome to show
            }
        }
        if (out.isEmpty()) {
            // no decision: the game split the revenue by itself (18Mag's minors; nothing to split in 1830 §5.6)
            List<DividendRules.Kind> kinds = afterRun.game().dividends().kinds(c);
            String kind = kinds.size() == 1 ? kinds.get(0).id() : total == 0 ? DividendRules.Kind.WITHHOLD.id() : null;
            if (kind != null) {
                out.add(new RunCheck.DividendOutcome(kind, EngineText.get("label." + kind), perShare(afterRun, c, kind, total),
                        before, price(c)));
            }
        }
        return new DividendPreview(null, out);
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

    private static int price(Corporation c) {
        return c == null || c.sharePrice() == null ? 0 : c.sharePrice().price();
    }
}
