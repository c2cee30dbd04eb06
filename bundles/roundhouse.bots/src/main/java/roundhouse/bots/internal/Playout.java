package roundhouse.bots.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.bot.Bot;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * One look ahead: a copy of the game with a move taken, played on by greedy bots in every seat to a
 * horizon (the start of a later stock round, the game's end, or a cap on actions), and what the
 * position there is worth to one player. The bots are seeded alike for every move compared at one
 * decision, so two moves differ by their consequences, not by the bots' dice.
 */
final class Playout {
    /**
     * Actions the look aheads of one decision play at most, shared between its moves: what keeps a
     * game under a minute of CPU where rounds are long (1841's corporations trade shares in every
     * operating turn). A look ahead cut short is valued where it stopped.
     */
    static final int BUDGET = 600;
    /** The shortest look ahead, however many moves share the budget. */
    static final int MIN_ACTIONS = 100;
    /** Company treasury counts at this share for its shareholders: money a company still has to spend well. */
    private static final double TREASURY = 0.5;
    /** Lays or tokens the look ahead's bots try per decision: fewer than a player's, for speed. */
    static final int TRIALS = 3;

    private final List<String> seats;
    private final List<GreedyBot> bots;

    /**
     * @param seats the player ids in seat order
     * @param seed the bots' seed for this decision (the same for every move compared)
     */
    Playout(List<String> seats, long seed) {
        this.seats = seats;
        this.bots = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            bots.add(new GreedyBot(seed * 1_000_033L + i, TRIALS));
        }
    }

    /**
     * Where a look ahead ended: what the position is worth to the player ({@link #value}), whether the
     * game ended, and the round it stopped in (as the game names it).
     */
    record Outcome(double value, boolean finished, String round) {
    }

    /**
     * What {@code move} is worth to {@code seat}: the game copied, the move taken, greedy play until
     * the stock round whose number is at least {@code untilTurn} begins, the game ends or
     * {@code maxActions} are played, then
     * {@link #value}. A move the game refuses is worth nothing ({@code -infinity}).
     */
    Outcome score(GameSession session, Action move, String seat, int untilTurn, int maxActions) {
        GameSession game = session.fork();
        try {
            game.apply(move);
        } catch (IllegalActionException e) {
            return new Outcome(Double.NEGATIVE_INFINITY, false, "");
        }
        GameState state = playOn(game, seats, bots, maxActions, st -> past(st, untilTurn));
        return new Outcome(value(state, seat), state.finished(), state.round().name());
    }

    /**
     * Plays the game on with one bot per seat until {@code stop} holds, the game ends or waits for
     * nobody's seat, a bot's move is refused (a slip ends the play where it stands) or {@code maxActions}
     * are played; the state there.
     */
    static GameState playOn(GameSession game, List<String> seats, List<? extends Bot> bots, int maxActions,
            Predicate<GameState> stop) {
        GameState state = game.state();
        for (int n = 0; n < maxActions && !state.finished() && !stop.test(state); n++) {
            List<LegalAction> legal = game.legalActions();
            if (legal.isEmpty()) {
                break;
            }
            int index = seats.indexOf(BotGame.seat(state, legal.get(0).action()));
            if (index < 0) {
                break;
            }
            try {
                game.apply(bots.get(index).choose(game, seats.get(index)));
            } catch (IllegalActionException e) {
                break;
            }
            state = game.state();
        }
        return state;
    }

    /** Whether the look ahead has reached its horizon. */
    private static boolean past(GameState state, int untilTurn) {
        return state.finished() || "stock".equals(state.round().kind()) && state.round().turn() >= untilTurn;
    }

    /**
     * The player's standing: his {@link #worth} less the best of the others'. A game is won against
     * the strongest rival, not against the bank.
     */
    static double value(GameState state, String seat) {
        if (state.finished() && !state.result().isEmpty()) {
            Integer mine = state.result().get(seat);
            int best = Integer.MIN_VALUE;
            for (var e : state.result().entrySet()) {
                if (!e.getKey().equals(seat)) {
                    best = Math.max(best, e.getValue());
                }
            }
            return mine == null ? Double.NEGATIVE_INFINITY : mine - (double) best;
        }
        double mine = 0;
        double best = Double.NEGATIVE_INFINITY;
        for (PlayerView p : state.players()) {
            double w = worth(state, p);
            if (p.id().equals(seat)) {
                mine = w;
            } else {
                best = Math.max(best, w);
            }
        }
        return best == Double.NEGATIVE_INFINITY ? mine : mine - best;
    }

    /**
     * A player's worth with what the scoring leaves out: his cash, shares at market value and
     * privates (the game's own {@code worth}), plus his part of each company's treasury at
     * {@link #TREASURY} and of its last run (the dividend that the trains bought with it promise).
     */
    static double worth(GameState state, PlayerView p) {
        if (p.bankrupt()) {
            return 0;
        }
        double w = p.worth();
        for (CompanyView c : state.companies()) {
            if (c.kind() == CompanyView.Kind.PRIVATE || c.closed()) {
                continue;
            }
            int percent = c.shares().getOrDefault(p.id(), 0);
            if (percent > 0) {
                w += percent / 100.0 * (TREASURY * c.cash() + c.lastRevenue());
            }
        }
        return w;
    }

    /** Seats of a session's players, in order. */
    static List<String> seats(GameSession session) {
        return session.setup().players().stream().map(p -> p.id()).toList();
    }
}
