package roundhouse.engine.spi;

/**
 * The game's round counters, moved only by the title's sequence ({@link RoundFactory#nextRound}):
 * the turn (18xx.games {@code turn}, the stock-round count), the number of the operating round in
 * its set and the set's size. The default sequence moves them as 1830 does.
 */
public final class RoundCounters {
    private int turn = 1;
    private int operatingRoundNumber;
    private int operatingRoundsInSet = 1;

    /** The stock-round count, 1-based. */
    public int turn() {
        return turn;
    }

    /** 1-based number of the current OR in its set; 0 outside an OR set. */
    public int operatingRoundNumber() {
        return operatingRoundNumber;
    }

    public int operatingRoundsInSet() {
        return operatingRoundsInSet;
    }

    /** Whether the current OR is the last of its set. */
    public boolean lastOperatingRoundOfSet() {
        return operatingRoundNumber >= operatingRoundsInSet;
    }

    /** A new turn: the turn count goes up and no OR set is running. */
    public void nextTurn() {
        turn++;
        operatingRoundNumber = 0;
    }

    /** A set of {@code rounds} operating rounds starts with its first. */
    public void startOperatingSet(int rounds) {
        operatingRoundsInSet = rounds;
        operatingRoundNumber = 1;
    }

    /** The next OR of the running set. */
    public void nextOperatingRound() {
        operatingRoundNumber++;
    }

    /** Sets every counter (a title's own sequence, e.g. an extra OR inserted into a set). */
    public void set(int turn, int operatingRoundNumber, int operatingRoundsInSet) {
        this.turn = turn;
        this.operatingRoundNumber = operatingRoundNumber;
        this.operatingRoundsInSet = operatingRoundsInSet;
    }
}
