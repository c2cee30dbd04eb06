package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.SaleTerms;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.ShareRules;

/**
 * 1841's share rules over the engine's: a player's 60 % counts everything he controls (RB 3.5.4), a
 * corporation holds at most five certificates of others (RB 3.5.2), a corporation's unsold shares
 * are its treasury (RB 4.7.1), a historical corporation keeps the holder of its concession as
 * president until phase 4 (RB 3.2), and emergency sales are at half price (RB 4.5.1).
 */
class ItalianShareRules extends ShareRules {
    /** RB 3.5.2: "höchstens 5 Aktien anderer Gesellschaften". */
    static final int CORPORATION_CERTIFICATES = 5;
    /** RB 6.1: from phase 4 (the first 4-train) presidencies follow the shares. */
    static final int FREE_PRESIDENCY_PHASE = 4;

    ItalianShareRules(ItalianGame game) {
        super(game);
    }

    private ItalianGame italy() {
        return (ItalianGame) game;
    }

    @Override
    protected List<ShareHolder> holdingGroup(ShareHolder holder) {
        return controlGroup(holder);
    }

    @Override
    protected int corporationCertificateLimit(Corporation corporation) {
        return CORPORATION_CERTIFICATES;
    }

    @Override
    public boolean ipoIsTreasury(Corporation corporation) {
        return true;
    }

    /** Whether the presidency of a corporation is tied to its concession now (historical, before phase 4). */
    boolean presidencyLocked(Corporation c) {
        return italy().historical(c) && italy().phaseNumber() < FREE_PRESIDENCY_PHASE;
    }

    @Override
    public void settlePresidency(Corporation corporation, ShareHolder previous) {
        if (!presidencyLocked(corporation)) {
            super.settlePresidency(corporation, previous);
        }
    }

    /**
     * RB 3.5.3: on a tie the presidency goes to "the next player to the right" of the old one, against
     * the order of play; 18xx.games takes the next in the order of play ({@link T1841Title#TIES_IN_TURN_ORDER}).
     */
    @Override
    protected ShareHolder breakPresidencyTie(Corporation corporation, ShareHolder previous, List<ShareHolder> tied) {
        if (game.option(T1841Title.TIES_IN_TURN_ORDER)) {
            return super.breakPresidencyTie(corporation, previous, tied);
        }
        List<Player> order = game.playerOrder();
        Player from = previous == null ? null : previous.controller();
        int start = from == null ? 0 : order.indexOf(from);
        ShareHolder best = null;
        int bestRank = Integer.MAX_VALUE;
        for (ShareHolder h : tied) {
            int rank = h instanceof Player p ? Math.floorMod(start - order.indexOf(p), order.size())
                    : order.size() + game.corporations().indexOf((Corporation) h);
            if (rank < bestRank) {
                bestRank = rank;
                best = h;
            }
        }
        return best;
    }

    /**
     * RB 4.5.1: emergency and bankruptcy sales at half price, rounded down, beyond the pool's limit
     * and with the president's certificate; 18xx.games rounds each bundle up
     * ({@link T1841Title#HALF_PRICE_ROUNDS_UP}). Bankruptcy dumps move no price (digest 5.10).
     */
    @Override
    public SaleTerms saleTerms(SaleTerms.Kind kind) {
        boolean up = game.option(T1841Title.HALF_PRICE_ROUNDS_UP);
        return switch (kind) {
            case EMERGENCY -> SaleTerms.halfPrice(up).ignoringLimits();
            case BANKRUPTCY -> SaleTerms.halfPrice(up).withoutPriceMove().ignoringLimits();
            default -> SaleTerms.MARKET;
        };
    }
}
