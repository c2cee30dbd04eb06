package roundhouse.bots.internal;

import java.util.Map;
import java.util.TreeMap;

/** Counts over many bot games, filled from several threads: one summary line at the end. */
final class PlaySummary {
    private final Map<String, Integer> ends = new TreeMap<>();
    private final Map<String, Integer> wins = new TreeMap<>();
    private int games;
    private int breaks;
    private int overLimit;
    private long actions;

    synchronized void add(BotGame.Outcome game, String winner) {
        games++;
        actions += game.actions();
        if (game.broken()) {
            breaks++;
            return;
        }
        if (game.unfinished()) {
            overLimit++;
        }
        ends.merge(String.valueOf(game.endReason()), 1, Integer::sum);
        if (winner != null) {
            wins.merge(winner, 1, Integer::sum);
        }
    }

    /** A game the batch stopped waiting for: stuck inside one action past its time limit. */
    synchronized void addLeftBehind() {
        games++;
        overLimit++;
        ends.merge("unfinished", 1, Integer::sum);
    }

    synchronized int breaks() {
        return breaks;
    }

    /** E.g. {@code 1830: 100 games, ends bank=97 bankrupt=3, invariant breaks 0, over a limit 0, 123456 actions, ...}. */
    synchronized String line(String title, double seconds, int threads) {
        StringBuilder s = new StringBuilder(title).append(": ").append(games).append(" games, ends");
        ends.forEach((k, v) -> s.append(' ').append(k).append('=').append(v));
        s.append(", invariant breaks ").append(breaks).append(", over a limit ").append(overLimit);
        s.append(", ").append(actions).append(" actions, ");
        s.append(String.format(java.util.Locale.ROOT, "%.1f games/s, %.0f actions/s (%d threads, %.1f s)",
                games / seconds, actions / seconds, threads, seconds));
        if (wins.size() > 0) {
            s.append(", wins");
            wins.forEach((k, v) -> s.append(' ').append(k).append('=').append(v));
        }
        return s.toString();
    }
}
