package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.ShareHolder;

/**
 * The bookkeeping of one round's share dealings: what the acting entity bought and sold this turn, and
 * who sold what this round (no buying back what was sold). The stock round keeps its own in one; a round
 * outside it makes one with each {@link BuySellParShares} in which corporations buy, sell and par (1841
 * RB 4.7: one purchase per operating turn) and starts a new turn with each corporation's turn.
 */
public final class ShareDeals implements ShareTurn {
    private final List<StockRound.TurnAction> currentActions = new ArrayList<>();
    private final Map<ShareHolder, Set<Corporation>> sold = new HashMap<>();

    @Override
    public List<StockRound.TurnAction> currentActions() {
        return currentActions;
    }

    @Override
    public boolean soldThisRound(ShareHolder holder, Corporation corporation) {
        Set<Corporation> s = sold.get(holder);
        return s != null && s.contains(corporation);
    }

    @Override
    public void track(String type, Corporation corporation, boolean fromIpo, Investor actor) {
        currentActions.add(new StockRound.TurnAction(type, corporation, fromIpo));
        if (type.equals("sell_shares")) {
            sold.computeIfAbsent(actor, k -> new HashSet<>()).add(corporation);
        }
    }

    @Override
    public void turnStarts() {
        currentActions.clear();
    }
}
