package roundhouse.bots.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.bot.Bot;
import roundhouse.api.bot.Explaining;
import roundhouse.api.text.Localizer;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * A player who looks ahead. For the decisions whose worth shows only later (shares to buy, par or
 * sell, trains to buy, dividends) it compares the greedy bot's choice with a few alternatives
 * ({@link Candidates}) by playing each out on a copy of the game with greedy bots in every seat
 * ({@link Playout}) and takes the move that leaves it best placed against its strongest rival; the
 * greedy choice stands unless another is strictly better. Track, tokens and routes it leaves to the
 * greedy bot, which already tries them on copies for the run they make. It says why it moved
 * ({@link Explaining}); the text is made only when asked.
 */
final class ExpertBot implements Bot, Explaining {
    private final long seed;
    private final GreedyBot greedy;
    /** The last decision, kept to explain it. */
    private Decision last;

    /** A decision as weighed: the moves in the order tried (the greedy one first) and their look aheads. */
    record Decision(List<LegalAction> legal, List<Action> moves, List<Playout.Outcome> outcomes, int chosen,
            String currency) {
    }

    ExpertBot(long seed) {
        this.seed = seed;
        this.greedy = new GreedyBot(seed);
    }

    @Override
    public Action choose(GameSession session, String seat) {
        Action base = greedy.choose(session, seat);
        GameState state = session.state();
        PlayerView me = GreedyBot.player(state, seat);
        List<LegalAction> legal = GreedyBot.forActingEntity(session);
        List<Action> moves = me == null ? List.of(base) : Candidates.of(state, me, legal, base);
        if (moves.size() < 2) {
            last = new Decision(legal, moves, List.of(), 0, state.currency());
            return base;
        }
        int untilTurn = state.round().turn() + ("stock".equals(state.round().kind()) ? 1 : 2);
        int length = Math.max(Playout.MIN_ACTIONS, Playout.BUDGET / moves.size());
        Playout playout = new Playout(Playout.seats(session), seed * 1_000_003L + state.actionCount());
        List<Playout.Outcome> outcomes = new ArrayList<>();
        int best = 0;
        for (int i = 0; i < moves.size(); i++) {
            outcomes.add(playout.score(session, moves.get(i), seat, untilTurn, length));
            if (outcomes.get(i).value() > outcomes.get(best).value()) {
                best = i;
            }
        }
        last = new Decision(legal, moves, outcomes, best, state.currency());
        return moves.get(best);
    }

    @Override
    public String lastReason() {
        return last == null ? null : reason(last, Localizer.of("roundhouse.bots.internal.messages", ExpertBot.class.getClassLoader()));
    }

    /** The line that explains a decision, in the language of {@code text}. */
    static String reason(Decision d, Localizer text) {
        String move = label(d.legal(), d.moves().get(d.chosen()), d.currency());
        if (d.outcomes().isEmpty()) {
            boolean weighed = d.moves().size() == 1 && !d.legal().isEmpty()
                    && Candidates.WEIGHED.contains(d.moves().get(0).type());
            return text.get(weighed ? "reason.only" : "reason.notWeighed", move);
        }
        Playout.Outcome chosen = d.outcomes().get(d.chosen());
        String horizon = chosen.finished() ? text.get("reason.end") : chosen.round();
        String standing = money(d.currency(), chosen.value(), true);
        if (d.chosen() != 0) {
            double margin = chosen.value() - d.outcomes().get(0).value();
            return text.get("reason.better", move, horizon, standing, label(d.legal(), d.moves().get(0), d.currency()),
                    money(d.currency(), margin, false));
        }
        return text.get("reason.kept", move, horizon, standing, d.moves().size());
    }

    /** The move as the game labels it, with the amount the bot set where the player sets one. */
    static String label(List<LegalAction> legal, Action move, String currency) {
        for (LegalAction l : legal) {
            if (l.action().equals(move)) {
                return l.label();
            }
        }
        for (LegalAction l : legal) {
            Object amount = l.amount() == null ? null : move.args().get(l.amount().key());
            if (amount instanceof Number n && l.withAmount(n.intValue()).equals(move)) {
                return l.label() + " (" + money(currency, n.doubleValue(), false) + ")";
            }
        }
        return move.type();
    }

    /** Money in the title's currency, signed when {@code signed} ("+$85", "-$40"), rounded to whole units. */
    static String money(String currency, double amount, boolean signed) {
        long whole = Math.round(Math.abs(amount));
        String text = String.format(Locale.ROOT, currency, whole);
        return signed ? (amount < 0 ? "\u2212" : "+") + text : text;
    }
}
