package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import roundhouse.engine.map.ReachPurpose;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.SharePool;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.StockMarket;

/**
 * Who may merge with whom and at which price (RB 4.7.4, 4.7.5, 4.7.6): a corporation that has
 * operated, is not frozen and, if historical, has lost its concession (phase 4) merges with one of
 * its own type into a free non-historical major; a minor transforms into one.
 */
final class MergeRules {
    /** RB 4.7.4: "kleiner als L.250". */
    static final int MAJOR_CAP = 250;
    /** RB 6.1: historical corporations merge from phase 4, when their concessions close. */
    static final int HISTORICAL_PHASE = 4;
    /** RB 4.7.6: the rightmost minor column is K, the market's {@code m} column. */
    static final String MINOR_COLUMN = "m";

    private MergeRules() {
    }

    /** Whether {@code c} may take part in a merger (digest 6.2: R {@code mergeable?}). */
    static boolean mergeable(ItalianGame game, Corporation c) {
        return started(c) && concessionGone(game, c) && c.operatedCount() > 0 && !game.frozenByFlag(c);
    }

    /** RB 4.7.4: a historical corporation merges or transforms only once its concession left the game (phase 4). */
    static boolean concessionGone(ItalianGame game, Corporation c) {
        return !game.historical(c) || game.phaseNumber() >= HISTORICAL_PHASE;
    }

    static boolean started(Corporation c) {
        return !c.closed() && c.sharePrice() != null;
    }

    /** A free non-historical major, to be formed by a merger or a transformation. */
    static boolean target(ItalianGame game, Corporation c) {
        return !game.historical(c) && !game.minor(c) && !c.closed() && c.parPrice() == null && c.sharePrice() == null;
    }

    static List<Corporation> targets(ItalianGame game) {
        List<Corporation> out = new ArrayList<>();
        for (Corporation c : game.corporations()) {
            if (target(game, c)) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * Whether {@code a} may merge with {@code b} (the board in play): the same type, mergeable, with a
     * station in a city (not a pass) that a train of {@code a} could reach (RB 4.7.4: "eine beliebig
     * starke Lok"), or, with {@link T1841Title#MERGE_PARTNERS_BY_REGION}, that {@code a}'s network for
     * tokens reaches (province borders block it).
     */
    static boolean partner(ItalianGame game, Corporation a, Corporation b) {
        return b != a && b.kind().equals(a.kind()) && mergeable(game, b) && connected(game, a, b);
    }

    /** Whether a station of {@code b} in a city lies in {@code a}'s network (routes, or tokens under the option). */
    static boolean connected(ItalianGame game, Corporation a, Corporation b) {
        ReachPurpose purpose = game.option(T1841Title.MERGE_PARTNERS_BY_REGION) ? ReachPurpose.TOKENS : ReachPurpose.ROUTES;
        for (String city : game.board().tokensOf(b.id())) {
            if (!game.board().isPass(city) && game.board().reachesCity(a.id(), city, purpose)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the major {@code m} would become can pay its compulsory token (RB 4.7.6): always, but under
     * {@link T1841Title#TRANSFORM_NEEDS_TOKEN_MONEY} only while the minor's money, with its chain's, pays it
     * (18xx.games still asks, and a pass is the only answer).
     */
    static boolean mayPayTransformToken(ItalianGame game, Corporation m) {
        return !game.option(T1841Title.TRANSFORM_NEEDS_TOKEN_MONEY) || m.tokenPrices().size() != 1
                || TransformTokens.moneyUpTheChain(game, m) >= Transformation.REQUIRED_TOKEN;
    }

    /** Whether the minor {@code m} may transform now (RB 4.7.6; R does not ask for column K, an option). */
    static boolean transformable(ItalianGame game, Corporation m) {
        if (!game.minor(m) || !started(m) || !concessionGone(game, m)) {
            return false;
        }
        return game.option(T1841Title.TRANSFORM_ANY_COLUMN) || m.sharePrice().zone().contains(MINOR_COLUMN);
    }

    /**
     * The start price of the major two corporations form (RB 4.7.4, 4.7.5): two minors the rightmost cell
     * below half their prices; two majors the rightmost cell below their sum and below L.250, or the price
     * of the one above L.250; of two above L.250 the director chooses (both offered, lower first).
     */
    static List<SharePrice> prices(ItalianGame game, Corporation a, Corporation b) {
        int pa = a.sharePrice().price();
        int pb = b.sharePrice().price();
        if (game.minor(a)) {
            return List.of(rightmostBelow(game.market(), (pa + pb) / 2.0));
        }
        if (pa > MAJOR_CAP && pb > MAJOR_CAP) {
            if (pa == pb) {
                return List.of(a.sharePrice());
            }
            return pa < pb ? List.of(a.sharePrice(), b.sharePrice()) : List.of(b.sharePrice(), a.sharePrice());
        }
        if (pa > MAJOR_CAP) {
            return List.of(a.sharePrice());
        }
        if (pb > MAJOR_CAP) {
            return List.of(b.sharePrice());
        }
        return List.of(rightmostBelow(game.market(), Math.min(pa + pb, MAJOR_CAP)));
    }

    /**
     * "Das am weitesten rechts liegende Feld, dessen Wert kleiner als V ist": the cell of the greatest
     * column whose price is below {@code value}, the topmost of several; the top left cell when no row
     * has one right of its first (digest 6.2).
     */
    static SharePrice rightmostBelow(StockMarket market, double value) {
        SharePrice best = null;
        int bestColumn = -1;
        for (int r = 0; r < market.rows(); r++) {
            int column = 0;
            for (int c = 1; c < market.columns(r); c++) {
                SharePrice cell = market.cell(r, c);
                if (cell != null && cell.price() < value) {
                    column = c;
                }
            }
            if (column > bestColumn && market.cell(r, column) != null) {
                bestColumn = column;
                best = market.cell(r, column);
            }
        }
        return best;
    }

    /**
     * The holders whose certificates of {@code of} are exchanged, in the order of RB 4.7.4 ("beginnend mit
     * dem Direktor der operierenden alten Gesellschaft und dann nach links") and RB 4.6.8: each player in
     * the order of play from {@code from}, each followed by the corporations he controls in their list
     * order; then the pool; then the other corporations, frozen or presided over by a corporation whose
     * president's certificate is not yet issued (every holder exchanges). Only those holding at least
     * {@code percent} of {@code of} together, none of {@code of} itself. Under {@link
     * T1841Title#FROZEN_FLAGS_AT_DEALS} the last are only those 18xx.games' flags call frozen: a corporation
     * whose flag is stale and that no player controls keeps its old certificates.
     */
    static List<ShareHolder> holders(ItalianGame game, Player from, List<Corporation> of, int percent) {
        List<ShareHolder> out = new ArrayList<>();
        forEachWeighed(game, from, h -> addIf(out, h, of, percent));
        return out;
    }

    /**
     * Walks the holders a merger weighs in the order {@link #holders} lists them (each player from {@code from},
     * each followed by the corporations he controls; the pool; then the frozen corporations, or those 18xx.games'
     * flags call frozen), a holder possibly twice; {@link HoldingsOrder#holderListLook} follows the same walk.
     */
    static void forEachWeighed(ItalianGame game, Player from, java.util.function.Consumer<ShareHolder> visit) {
        for (Player p : playersFrom(game, from)) {
            visit.accept(p);
            for (Corporation c : controlled(game, p)) {
                visit.accept(c);
            }
        }
        visit.accept(game.pool());
        boolean byFlags = game.option(T1841Title.FROZEN_FLAGS_AT_DEALS);
        for (Corporation c : game.corporations()) {
            if (!c.closed() && (!byFlags || game.flaggedFrozen(c))) {
                visit.accept(c);
            }
        }
    }

    /** The open corporations a player controls, in the list order of the title. */
    static List<Corporation> controlled(ItalianGame game, Player p) {
        List<Corporation> out = new ArrayList<>();
        for (Corporation c : game.corporations()) {
            if (!c.closed() && c.president() != null && c.controller() == p) {
                out.add(c);
            }
        }
        return out;
    }

    /** The players in the order of play from {@code first}; from the first seat where nobody is given. */
    static List<Player> playersFrom(ItalianGame game, Player first) {
        return first == null ? game.playerOrder() : game.playersFrom(first);
    }

    private static void addIf(List<ShareHolder> out, ShareHolder h, List<Corporation> of, int percent) {
        int sum = 0;
        for (Corporation c : of) {
            sum += h.percentOf(c);
        }
        if (sum >= percent && !(h instanceof Corporation c && of.contains(c)) && !out.contains(h)) {
            out.add(h);
        }
    }

    /**
     * The corporations whose control runs in a circle now (frozen, the chain not ending in the pool). A
     * frozen corporation with no president named has no chain: the pool holds its president's
     * certificate, no circle.
     */
    static Set<Corporation> circular(ItalianGame game) {
        Set<Corporation> out = new LinkedHashSet<>();
        for (Corporation c : game.corporations()) {
            if (game.shareRules().frozen(c)) {
                List<ShareHolder> chain = game.shareRules().chainOfControl(c);
                if (!chain.isEmpty() && !(chain.get(chain.size() - 1) instanceof SharePool)) {
                    out.add(c);
                }
            }
        }
        return out;
    }
}
