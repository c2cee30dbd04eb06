package roundhouse.engine.spi;

import java.util.List;

/**
 * Dividend rules (1830 R 6.5): which kinds a corporation may choose, how much each holder gets and
 * how the price moves. The {@code Dividend} step asks here; a title replaces one rule by
 * subclassing and returning the subclass from {@link RoundFactory#createDividendRules}, or sets the
 * rounding and kinds in its constructor.
 */
@org.osgi.annotation.versioning.ConsumerType
public class DividendRules {
    /** What a corporation does with its revenue ({@link #id()} is the {@code dividend} action's {@code kind}). */
    public enum Kind {
        /** everything to the holders. */
        PAYOUT,
        /** everything to the treasury. */
        WITHHOLD,
        /** half to the treasury, half to the holders (1854 locals, 18Mag minors split the same way). */
        HALF,
        /** an amount the president chooses, paid from the treasury (18Mag: {@code amount}). */
        VARIABLE;

        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        /** The kind with this id, or {@code null}. */
        public static Kind of(String id) {
            for (Kind k : values()) {
                if (k.id().equals(id)) {
                    return k;
                }
            }
            return null;
        }
    }

    /** How an amount is split over holders. */
    public enum Rounding {
        /** per share, rounded down, times the holder's shares (1830). */
        PER_SHARE_DOWN,
        /** per holder: holder's units x amount / all units, rounded down. */
        PER_HOLDER_DOWN,
        /** per holder, rounded up (1841, 1844). */
        PER_HOLDER_UP
    }

    /**
     * Hook: whether shares a corporation holds of itself earn it their dividend when it pays out (default
     * yes; 1854: the split shares waiting in the company pay nothing, "die Anteile ... bleiben in der Bank").
     */
    protected boolean ownSharesPay(Corporation c) {
        return true;
    }

    /** Where the dividend on pool shares goes. */
    public enum PoolShares {
        /** to the corporation (1830, 1844). */
        CORPORATION,
        /** nowhere: it stays with the payer (1841; 1854). */
        NONE
    }

    protected final Game game;

    public DividendRules(Game game) {
        this.game = game;
    }

    /** The kinds the corporation may choose now; default payout and withhold. */
    public List<Kind> kinds(Corporation c) {
        return List.of(Kind.PAYOUT, Kind.WITHHOLD);
    }

    /** Default from rules.json {@code pool_dividends_to_corporation}. */
    protected PoolShares poolShares(Corporation c) {
        return game.rules().poolDividendsToCorporation() ? PoolShares.CORPORATION : PoolShares.NONE;
    }

    /** Default per share, rounded down (1830). */
    protected Rounding rounding(Corporation c) {
        return Rounding.PER_SHARE_DOWN;
    }

    /** Whether the corporation's IPO (unsold) shares earn for the corporation itself (1841: yes; 1830: no). */
    protected boolean ipoSharesPayCorporation(Corporation c) {
        return false;
    }

    /** Revenue to the treasury; price moves as {@link #move}. */
    public void withhold(Corporation c, int revenue) {
        game.transfer(game.bank(), c, revenue);
        game.logText("log.withholds", Names.of(c), game.format(revenue));
        move(c, Kind.WITHHOLD, revenue);
    }

    /** Revenue from the bank to the holders; price moves as {@link #move}. */
    public void payout(Corporation c, int revenue) {
        distribute(c, revenue, game.bank());
        move(c, Kind.PAYOUT, revenue);
    }

    /** Half (rounded down) to the treasury, the rest to the holders. */
    public void halfPay(Corporation c, int revenue) {
        int kept = revenue / 2;
        game.transfer(game.bank(), c, kept);
        game.logText("log.withholds", Names.of(c), game.format(kept));
        distribute(c, revenue - kept, game.bank());
        move(c, Kind.HALF, revenue - kept);
    }

    /** The highest amount of a variable dividend (default: the treasury in steps of {@link #variableStep}). */
    public int maxVariable(Corporation c) {
        return c.cash() / variableStep(c) * variableStep(c);
    }

    /** Variable dividends are multiples of this (18Mag: 10). */
    public int variableStep(Corporation c) {
        return 10;
    }

    /**
     * A dividend of {@code amount} paid from the corporation's treasury (18Mag): the holders get their
     * parts, the pool's part goes to the bank, the corporation keeps what falls on its own shares.
     */
    public void payVariable(Corporation c, int amount) {
        distribute(c, amount, c);
        if (poolShares(c) == PoolShares.NONE) {
            pay(c, game.bank(), poolAmount(c, amount, game.pool().percentOf(c)));
        }
        move(c, Kind.VARIABLE, amount);
    }

    /**
     * Pays {@code amount} from {@code payer} to every holder by {@link #holderAmount}: players,
     * corporations, the pool (to the corporation per {@link #poolShares}), the IPO per
     * {@link #ipoSharesPayCorporation}.
     */
    protected void distribute(Corporation c, int amount, CashHolder payer) {
        for (Player p : game.players()) {
            pay(payer, p, holderAmount(c, amount, p.percentOf(c)));
        }
        for (Corporation other : game.corporations()) {
            if (other != c || payer != c && ownSharesPay(c)) {
                pay(payer, other, holderAmount(c, amount, other.percentOf(c)));
            }
        }
        if (poolShares(c) == PoolShares.CORPORATION && payer != c) {
            pay(payer, c, poolAmount(c, amount, game.pool().percentOf(c)));
        }
        if (ipoSharesPayCorporation(c) && payer != c) {
            pay(payer, c, holderAmount(c, amount, c.ipo().percentOf(c)));
        }
        game.logText("log.paysPerShare", Names.of(c), game.format(amount / (100 / c.sharePercent())));
    }

    private void pay(CashHolder payer, CashHolder to, int amount) {
        if (amount > 0) {
            game.transfer(payer, to, amount);
        }
    }

    /** What holding {@code percent} of the corporation earns of {@code amount}, by {@link #rounding}. */
    public int holderAmount(Corporation c, int amount, int percent) {
        if (percent <= 0) {
            return 0;
        }
        int unit = c.sharePercent();
        return switch (rounding(c)) {
            case PER_SHARE_DOWN -> amount / (100 / unit) * (percent / unit);
            case PER_HOLDER_DOWN -> Math.floorDiv(amount * percent, 100);
            case PER_HOLDER_UP -> -Math.floorDiv(-amount * percent, 100);
        };
    }

    /** The pool's part; rounded as a holder's except that per-holder rounding rounds down (1844). */
    protected int poolAmount(Corporation c, int amount, int percent) {
        if (rounding(c) == Rounding.PER_HOLDER_UP) {
            return percent <= 0 ? 0 : Math.floorDiv(amount * percent, 100);
        }
        return holderAmount(c, amount, percent);
    }

    /**
     * Price move by outcome: a payout (or a paid half, or a variable amount above 0) one right, a
     * withhold (or nothing paid) one left. Override for thresholds (18Mag by amount, 1841 by price).
     */
    protected void move(Corporation c, Kind kind, int paid) {
        if (c.sharePrice() == null) {
            return;
        }
        boolean right = switch (kind) {
            case PAYOUT -> true;
            case WITHHOLD -> false;
            case HALF, VARIABLE -> paid > 0;
        };
        if (right) {
            game.market().moveRight(c);
        } else {
            game.market().moveLeft(c);
        }
    }
}
