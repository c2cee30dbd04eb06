package roundhouse.bots.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

import roundhouse.api.GameLoadException;
import roundhouse.api.GameSession;
import roundhouse.api.bot.ChanceEstimator.Estimate;
import roundhouse.api.bot.ChanceEstimator.Position;
import roundhouse.api.view.GameHistory;
import roundhouse.api.view.GameState;

/**
 * Each player's chance to win from positions of a game, estimated by playouts: copies of the game
 * at the position played to their end by greedy bots in every seat that now and then take another
 * move a player weighs ({@link ExploringBot}, seeded apart per playout), each won by the player who
 * ends with the most (a tie shares the win). The chance is the share of playouts won, with a 95% Wilson interval.
 */
final class Chances {
    /** Actions a playout plays at most before it is counted as nobody's win. */
    static final int MAX_ACTIONS = 20_000;
    /** How often a playout's bot takes another weighed move than the greedy one ({@link ExploringBot}). */
    static final double EXPLORE = 0.15;
    /**
     * Lays and tokens a playout's bot tries on copies: none. It takes the most promising untried, which
     * halves a playout's cost; many playouts weigh more than each one's finer track.
     */
    static final int TRIALS = 0;

    /** The estimate of a player who won {@code wins} of {@code playouts}, with its 95% Wilson interval. */
    static Estimate estimate(Position position, String player, double wins, int playouts) {
        double chance = playouts == 0 ? 0 : wins / playouts;
        return new Estimate(position, player, chance, wilson(chance, playouts, -1), wilson(chance, playouts, 1), playouts);
    }

    private static double wilson(double p, int playouts, int sign) {
        if (playouts == 0) {
            return sign < 0 ? 0 : 1;
        }
        double z = 1.96;
        double n = playouts;
        double centre = p + z * z / (2 * n);
        double spread = z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n));
        return Math.max(0, Math.min(1, (centre + sign * spread) / (1 + z * z / n)));
    }

    private Chances() {
    }

    /**
     * The positions to estimate: before the first action and at the start of every round after it
     * ({@code everyAction} false), or after every action; the end of the game last. Rounds are named as
     * the game's history names them ("SR 2", "OR 2.1": the same in every language); the start takes
     * the round of the first action.
     */
    static List<Position> positions(GameSession game, boolean everyAction) {
        List<GameHistory.Point> points = game.history().points();
        List<Position> out = new ArrayList<>();
        out.add(new Position(0, points.isEmpty() ? game.state().round().name() : points.get(0).round()));
        for (int k = 1; k <= points.size(); k++) {
            String now = points.get(k - 1).round();
            if (everyAction || !now.equals(out.get(out.size() - 1).round()) || k == points.size()) {
                out.add(new Position(k, now));
            }
        }
        return out;
    }

    /**
     * Of the positions at the start of every round, those at the start of a stock round, with the
     * first and the last: one per game round (a stock round and the operating rounds after it), a
     * third of the cost where most rounds are operating rounds.
     */
    static List<Position> stockRounds(GameSession game, List<Position> rounds) {
        List<GameHistory.Point> points = game.history().points();
        List<Position> out = new ArrayList<>();
        for (int i = 0; i < rounds.size(); i++) {
            int at = rounds.get(i).actions();
            boolean stock = at > 0 && at <= points.size() && "stock".equals(points.get(at - 1).roundKind());
            if (i == 0 || i == rounds.size() - 1 || stock) {
                out.add(rounds.get(i));
            }
        }
        return out;
    }

    /**
     * The estimates at one position, one per player in seat order: {@code playouts} games played out
     * from it on {@code pool} (copies made here, on the caller's thread); {@code done} hears each
     * finished playout.
     */
    static List<Estimate> at(GameSession game, Position position, int playouts, long seed, ExecutorService pool,
            IntConsumer done) throws GameLoadException, InterruptedException {
        return at(game, position, playouts, seed, pool, done, () -> false);
    }

    /** As {@link #at}, ending with a {@link CancellationException} once {@code cancelled} says yes (asked between playouts). */
    static List<Estimate> at(GameSession game, Position position, int playouts, long seed, ExecutorService pool,
            IntConsumer done, BooleanSupplier cancelled) throws GameLoadException, InterruptedException {
        GameSession there = game.after(position.actions());
        List<String> seats = Playout.seats(there);
        double[] wins = new double[seats.size()];
        int counted = 0;
        if (there.state().finished()) {
            winners(there.state(), seats, wins);
            counted = 1;
        } else {
            List<Future<double[]>> runs = new ArrayList<>();
            for (int i = 0; i < playouts; i++) {
                GameSession copy = there.fork();
                long s = seed * 1_000_003L + position.actions() * 7919L + i;
                runs.add(pool.submit(() -> {
                    if (cancelled.getAsBoolean()) {
                        throw new CancellationException();
                    }
                    double[] w = playOut(copy, seats, s);
                    done.accept(1);
                    return w;
                }));
            }
            for (Future<double[]> run : runs) {
                double[] w;
                try {
                    w = run.get();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof CancellationException c) {
                        runs.forEach(r -> r.cancel(false));
                        throw c;
                    }
                    throw new IllegalStateException("a playout failed: " + e.getCause().getMessage(), e.getCause());
                }
                for (int p = 0; p < w.length; p++) {
                    wins[p] += w[p];
                }
                counted++;
            }
        }
        List<Estimate> out = new ArrayList<>();
        for (int p = 0; p < seats.size(); p++) {
            out.add(estimate(position, seats.get(p), wins[p], counted));
        }
        return out;
    }

    /** Plays the copy to its end with greedy bots; each seat's share of the win (none if it never ends). */
    static double[] playOut(GameSession game, List<String> seats, long seed) {
        List<ExploringBot> bots = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            bots.add(new ExploringBot(seed * 31 + i, EXPLORE, TRIALS));
        }
        GameState state = Playout.playOn(game, seats, bots, MAX_ACTIONS, st -> false);
        double[] wins = new double[seats.size()];
        if (state.finished()) {
            winners(state, seats, wins);
        }
        return wins;
    }

    /** Adds the game's result to {@code wins}: one win shared among those who end with the most. */
    private static void winners(GameState state, List<String> seats, double[] wins) {
        Map<String, Integer> result = state.result();
        int best = Integer.MIN_VALUE;
        for (String s : seats) {
            best = Math.max(best, result.getOrDefault(s, Integer.MIN_VALUE));
        }
        List<Integer> top = new ArrayList<>();
        for (int p = 0; p < seats.size(); p++) {
            if (result.getOrDefault(seats.get(p), Integer.MIN_VALUE) == best) {
                top.add(p);
            }
        }
        for (int p : top) {
            wins[p] += 1.0 / top.size();
        }
    }
}
