package roundhouse.bots.internal;

/**
 * When a bot game is stopped unfinished: after {@code seconds} of its thread's time ({@link GameClock},
 * {@code --game-timeout}) or after {@code maxActions} actions ({@code --max-actions}). A game is
 * checked between actions; a batch leaves behind a game stuck twice as long inside one action.
 */
record GameLimits(double seconds, int maxActions) {
    /** Some six times what a greedy game of the slowest titles (1844, 1854) takes today, about 20 s of CPU. */
    static final double DEFAULT_SECONDS = 120;
    static final int DEFAULT_MAX_ACTIONS = 20_000;
    static final GameLimits DEFAULT = new GameLimits(DEFAULT_SECONDS, DEFAULT_MAX_ACTIONS);

    /** The time limit as the options write it: {@code 120}, {@code 0.5}. */
    String secondsText() {
        return seconds == Math.rint(seconds) ? String.valueOf((long) seconds) : String.valueOf(seconds);
    }
}
