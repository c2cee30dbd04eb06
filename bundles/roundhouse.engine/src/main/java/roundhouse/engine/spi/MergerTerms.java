package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.List;

/**
 * A title's rule for one kind of {@link Merger}: how certificates are exchanged, and where the
 * trains, stations and tokens of the corporations that merge go. The engine moves the assets and
 * calls these hooks; a title subclasses this class once per kind of merger (1844's SBB formation,
 * 1854's Lokalbahn AG, 1841's merger of two majors or transformation of a minor) and keeps its data
 * in fields, never in a lambda: a merger that waits for an answer is copied with the game (undo).
 */
@org.osgi.annotation.versioning.ConsumerType
public abstract class MergerTerms {
    /** Where a train of a corporation that merges goes. */
    public enum TrainFate {
        /** It becomes the survivor's (the default). */
        SURVIVOR,
        /** It goes to the bank pool, to be bought as a used train (1854: a local's regular train). */
        POOL,
        /** It leaves the game (1854: a local's plus train). */
        LEAVE_GAME
    }

    /**
     * The holders whose certificates of {@code merging} are exchanged, in the order of the exchange.
     * Default: every holder in the order each first held one ({@link Corporation#holdersInArrivalOrder()},
     * the IPO first), those holding none now left out. 1841 orders its holders by seat from the deciding
     * player instead.
     */
    protected List<ShareHolder> holders(Merger merger, Corporation merging) {
        List<ShareHolder> out = new ArrayList<>();
        for (ShareHolder h : merging.holdersInArrivalOrder()) {
            if (h.percentOf(merging) > 0) {
                out.add(h);
            }
        }
        return out;
    }

    /**
     * The title's exchange for one holder: what {@code holder} receives for its certificates of a
     * corporation that merges ({@code held}, in its order; the IPO's and the pool's too, the rule says
     * what they become). The rule hands out the survivor's certificates ({@link Merger#issue},
     * {@link Merger#issuePresidents}) and pays differences; the old certificates need not move, they
     * go back to their IPO when their corporation closes or restarts ({@link Merger#retire}).
     */
    protected abstract void exchange(Merger merger, ShareHolder holder, List<Certificate> held);

    /** Where a train of {@code merging} goes; default: to the survivor. */
    protected TrainFate trainFate(Merger merger, Corporation merging, Train train) {
        return TrainFate.SURVIVOR;
    }

    /**
     * Whether the survivor takes over the stations of {@code merging} in place (where it has one in
     * that city already, the merging one's is removed); default yes. Stations not taken over leave the
     * board with their corporation (1854: the locals' stations).
     */
    protected boolean takesOverStations(Merger merger, Corporation merging) {
        return true;
    }

    /**
     * How many tokens the survivor adds to its supply for those of {@code merging}; default one for
     * each token it had, placed or not, where stations are taken over, else none. 1841 caps the total.
     */
    protected int tokensFor(Merger merger, Corporation merging) {
        return takesOverStations(merger, merging) ? merging.tokenPrices().size() : 0;
    }

    /** The price of a token added for those of {@code merging}, for building it later; default 0 (paid for). */
    protected int tokenPrice(Merger merger, Corporation merging) {
        return 0;
    }

    /**
     * Whether {@code merging} is free to be started again after the merger ({@link Game#restartCorporation},
     * 1841's non-historical corporations) rather than closed for good (the default, {@link Game#closeCorporation}).
     */
    protected boolean restarts(Merger merger, Corporation merging) {
        return false;
    }
}
