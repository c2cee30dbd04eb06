package roundhouse.engine.spi.step;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.ShareHolder;

/**
 * What a share step ({@link BuySellParShares}) knows of the turn it serves: what the acting investor
 * did so far this turn, and what each investor sold this round. A {@link StockRound} keeps it for its
 * players; a step that lets corporations deal in shares in another round keeps a {@link ShareDeals}.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface ShareTurn {
    /** What the acting investor did this turn, in order. */
    List<StockRound.TurnAction> currentActions();

    /** Whether the holder sold this corporation in this round (he may not buy it again, 1830 §4.3). */
    boolean soldThisRound(ShareHolder holder, Corporation corporation);

    /** Records a buy, sale, par or private purchase of the current turn by {@code actor}. */
    void track(String type, Corporation corporation, boolean fromIpo, Investor actor);

    /** Called when an investor's turn starts in the step ({@link Step#setup()}); a record kept per turn starts afresh. */
    default void turnStarts() {
    }
}
