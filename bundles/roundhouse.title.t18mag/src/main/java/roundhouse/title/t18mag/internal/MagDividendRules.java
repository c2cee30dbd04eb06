package roundhouse.title.t18mag.internal;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.DividendRules;
import roundhouse.engine.spi.Game;

/**
 * 18Mag's dividends. A minor splits its revenue, half (rounded down) to its treasury, the rest to
 * its owner (RB III.3.2, VI.3.7). A corporation earns no revenue: it pays a dividend of its choice
 * from its treasury, a multiple of 10 (RB VI.4.3; {@code standard_divs}: all or nothing), the
 * market's part to the bank, and its price moves by the amount paid (RB VIII.2, Table 8).
 */
public class MagDividendRules extends DividendRules {
    MagDividendRules(Game game) {
        super(game);
    }

    @Override
    public List<Kind> kinds(Corporation c) {
        if (!c.priced()) {
            return List.of(Kind.HALF);
        }
        return game.option(T18MagTitle.STANDARD_DIVS) ? List.of(Kind.PAYOUT, Kind.WITHHOLD) : List.of(Kind.VARIABLE);
    }

    /** The market's shares earn nothing for the corporation: their part goes to the bank (RB VI.4.3). */
    @Override
    protected PoolShares poolShares(Corporation c) {
        return PoolShares.NONE;
    }

    /** Whether the dividend is the players' decision: a president and at least 10 Ft in the treasury. */
    public boolean presidentDecides(Corporation c) {
        return c.president() != null && maxVariable(c) > 0;
    }

    /**
     * The dividend without a decision: a corporation without a president pays out its whole treasury
     * (RB VI.4.3; in steps of 10), one with less than 10 Ft pays nothing.
     */
    public void automaticDividend(Corporation c) {
        payVariable(c, c.president() == null ? maxVariable(c) : 0);
    }

    /**
     * RB VIII.2 Table 8, by the total paid: 0 one cell left, 10-20 no move, 30-50 one right, 60-100
     * two, 110-200 three, more four. Minors have no price.
     */
    @Override
    protected void move(Corporation c, Kind kind, int paid) {
        if (c.sharePrice() == null) {
            return;
        }
        int steps = game.players().size() == 2 ? rightStepsTwoPlayers(paid) : rightSteps(paid);
        if (steps < 0) {
            game.market().moveLeft(c);
        }
        for (int i = 0; i < steps; i++) {
            game.market().moveRight(c);
        }
    }

    /** RB X Table 10 (2 players): 0 one left; 10 none; 20-40 one; 50-80 two; 90-120 three; more four right. */
    static int rightStepsTwoPlayers(int paid) {
        if (paid <= 0) {
            return -1;
        }
        if (paid <= 10) {
            return 0;
        }
        if (paid <= 40) {
            return 1;
        }
        if (paid <= 80) {
            return 2;
        }
        return paid <= 120 ? 3 : 4;
    }

    /** Table 8: cells right for a dividend of {@code paid} in total; -1 for one cell left. */
    static int rightSteps(int paid) {
        if (paid <= 0) {
            return -1;
        }
        if (paid <= 20) {
            return 0;
        }
        if (paid <= 50) {
            return 1;
        }
        if (paid <= 100) {
            return 2;
        }
        return paid <= 200 ? 3 : 4;
    }
}
