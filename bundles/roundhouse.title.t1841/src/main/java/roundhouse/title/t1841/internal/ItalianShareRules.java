package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
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

    /** With the certificates of closed IRSFF a corporation kept ({@link ClosedHoldings}). */
    @Override
    public int certificateCount(ShareHolder holder) {
        int n = super.certificateCount(holder);
        for (ShareHolder h : certificateGroup(holder)) {
            if (h instanceof Corporation c) {
                n += italy().closedHoldings().of(c);
            }
        }
        return n;
    }

    /** RB 3.5.2: concessions do not count toward the certificate limit. */
    @Override
    public boolean countsForCertLimit(roundhouse.engine.spi.PrivateCompany company) {
        return false;
    }

    @Override
    public boolean ipoIsTreasury(Corporation corporation) {
        return true;
    }

    /** Whether the presidency of a corporation is tied to its concession now (historical, before phase 4). */
    boolean presidencyLocked(Corporation c) {
        return italy().historical(c) && italy().phaseNumber() < FREE_PRESIDENCY_PHASE;
    }

    /**
     * RB 3.2: before phase 4 the president's certificate of a historical corporation goes only with its
     * concession, so an ordinary sale never includes it (18xx.games alike); emergency and bankruptcy
     * sales have their own terms.
     */
    @Override
    public String checkSale(ShareHolder seller, List<Certificate> certs, int percent, boolean explain) {
        if (!certs.isEmpty() && presidencyLocked(certs.get(0).corporation()) && certs.stream().anyMatch(Certificate::president)) {
            return explain ? cite(ItalianRuleKey.PRESIDENCY_LOCKED,
                    ItalianText.get("refuse.sell.presidencyLocked", seller.holderName(), Names.of(certs.get(0).corporation()))) : Game.NO;
        }
        return super.checkSale(seller, certs, percent, explain);
    }

    @Override
    public void settlePresidency(Corporation corporation, ShareHolder previous) {
        if (!presidencyLocked(corporation) || unlockedBy != null && game.option(unlockedBy)) {
            super.settlePresidency(corporation, previous);
        }
    }

    /** The option under which the moves running now may change a locked presidency ({@link #unlockedBy}), or null. */
    private String unlockedBy;

    /**
     * Runs moves of shares that 18xx.games lets change a historical corporation's presidency before phase 4
     * where {@code option} is on (RB 3.2: they may not): a merger's or transformation's move of holdings
     * ({@link T1841Title#MERGER_TAKES_LOCKED_PRESIDENCY}), a bankrupt director's sales of what he may sell
     * ({@link T1841Title#BANKRUPTCY_TAKES_LOCKED_PRESIDENCY}).
     */
    void unlockedBy(String option, Runnable moves) {
        String before = unlockedBy;
        unlockedBy = option;
        try {
            moves.run();
        } finally {
            unlockedBy = before;
        }
    }

    /** Whether the presidencies settled now are those the concessions' close hands on ({@link #atConcessionsClose}). */
    private boolean concessionsClosing;

    /**
     * Settles the presidencies the concessions' close hands on (RB 4.6.2): 18xx.games breaks a tie there by
     * its order of play also where the pool presided, not by its list of holders (seed 61064: IRSFF from the
     * pool to CTS, before CTDA in operating order, both with 20 %).
     */
    void atConcessionsClose(Runnable settle) {
        concessionsClosing = true;
        try {
            settle.run();
        } finally {
            concessionsClosing = false;
        }
    }

    /**
     * RB 4.5.1.1: a corporation whose president's certificate lies in the pool is frozen, also where no
     * president was ever named (the Tuscan merge's SFLi that nobody could preside, digest 6.5).
     */
    @Override
    public boolean frozen(Corporation corporation) {
        if (corporation.president() == null && !corporation.closed()) {
            return corporation.sharePrice() != null && corporation.presidentsShare() != null
                    && corporation.presidentsShare().holder() == game.pool();
        }
        return super.frozen(corporation);
    }

    /** Digest 5.12: a frozen corporation never rises as sold out (RB 4.5.1.1: it takes no part in the game). */
    @Override
    public boolean soldOut(Corporation corporation) {
        return !frozen(corporation) && super.soldOut(corporation);
    }

    /**
     * After every move of shares: by the rulebook a frozen corporation presides over nothing (RB 4.5.1's
     * example); 18xx.games leaves what it presides over frozen with it ({@link T1841Title#FROZEN_CHAIN}).
     */
    @Override
    public void transferShares(List<Certificate> certs, ShareHolder to, int percent, boolean allowPresidentChange) {
        if (!certs.isEmpty() && HoldingsOrder.holdersKept(italy()) && certs.get(0).holder() != null) {
            italy().holdingsOrder().traded(certs.get(0).corporation(), certs.get(0).holder());
            italy().holdingsOrder().traded(certs.get(0).corporation(), to);
        }
        super.transferShares(certs, to, percent, allowPresidentChange);
        if (to instanceof Corporation holder && !certs.isEmpty() && HoldingsOrder.kept(italy())) {
            italy().holdingsOrder().acquired(holder, certs.get(0).corporation());
        }
        if (to instanceof roundhouse.engine.spi.SharePool && !certs.isEmpty() && HoldingsOrder.kept(italy())) {
            italy().holdingsOrder().pooled(certs.get(0).corporation());
        }
        if (!game.option(T1841Title.FROZEN_CHAIN)) {
            handOnFromFrozen();
        }
    }

    /**
     * RB 4.5.1 (example: SFTN frozen, player B with as much SFTG as SFTN "wird jetzt Direktor der
     * S.F.T.G."): the presidency a frozen corporation holds passes to the largest other holder that is
     * not frozen and holds at least the president's share (ties by {@link #breakPresidencyTie}); he
     * gives the frozen corporation shares worth the president's certificate. Repeated until nothing
     * changes, as a new president may free a chain below.
     */
    void handOnFromFrozen() {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Corporation c : game.corporations()) {
                if (c.president() instanceof Corporation old && frozen(old) && !presidencyLocked(c) && handOn(c, old)) {
                    changed = true;
                }
            }
        }
    }

    private boolean handOn(Corporation c, Corporation old) {
        Certificate presCert = c.presidentsShare();
        int max = 0;
        List<ShareHolder> best = new java.util.ArrayList<>();
        for (Certificate cert : c.shares()) {
            ShareHolder h = cert.holder();
            if (h == null || h == old || best.contains(h) || !canPreside(h, c) || h instanceof Corporation k && frozen(k)) {
                continue;
            }
            int pc = h.percentOf(c);
            if (pc < presCert.percent() || pc < max) {
                continue;
            }
            if (pc > max) {
                best.clear();
                max = pc;
            }
            best.add(h);
        }
        if (best.isEmpty()) {
            return false;
        }
        ShareHolder next = best.size() == 1 ? best.get(0) : breakPresidencyTie(c, old, best);
        int give = presCert.percent();
        for (Certificate cert : new java.util.ArrayList<>(next.certificatesOf(c))) {
            if (give <= 0) {
                break;
            }
            if (!cert.president() && cert.percent() <= give) {
                cert.moveTo(old);
                give -= cert.percent();
            }
        }
        presCert.moveTo(next);
        c.setPresident(next);
        game.logText("log.president", next.holderName(), roundhouse.engine.spi.Names.of(c));
        return true;
    }

    /**
     * RB 3.5.3: on a tie the presidency goes to "the next player to the right" of the old one, against
     * the order of play; 18xx.games takes the next in the order of play ({@link T1841Title#TIES_IN_TURN_ORDER}).
     */
    @Override
    protected ShareHolder breakPresidencyTie(Corporation corporation, ShareHolder previous, List<ShareHolder> tied) {
        if (game.option(T1841Title.TIES_IN_TURN_ORDER)) {
            // from the pool 18xx.games takes the first of its list of holders
            ShareHolder first = previous == game.pool() && !concessionsClosing
                    ? italy().holdingsOrder().firstTrader(corporation, tied) : null;
            return first != null ? first : nextInTurnOrder(previous, tied);
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
     * 18xx.games' order for a tie: from a player president the players after him in the order of play,
     * from a corporation all players from the holder of the priority deal (its list of players starts
     * there); then the corporations in operating order.
     */
    private ShareHolder nextInTurnOrder(ShareHolder previous, List<ShareHolder> tied) {
        List<Player> order = game.playerOrder();
        Player first = game.priority();
        int start = previous instanceof Player p ? order.indexOf(p) : first != null ? Math.max(0, order.indexOf(first)) : 0;
        List<Corporation> corporations = new java.util.ArrayList<>();
        for (ShareHolder h : tied) {
            if (h instanceof Corporation c) {
                corporations.add(c);
            }
        }
        corporations.sort(game.operatingComparator());
        ShareHolder best = null;
        int bestRank = Integer.MAX_VALUE;
        for (ShareHolder h : tied) {
            int rank = h instanceof Player p ? Math.floorMod(order.indexOf(p) - start, order.size())
                    : order.size() + corporations.indexOf((Corporation) h);
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
