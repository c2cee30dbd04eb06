package roundhouse.title.t18mag.internal.step;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.StockRound;

/**
 * 18Mag's stock-round step: every share is in the market from the start, so a purchase offers the
 * market's first 10% certificate; the president's certificate is never bought (RB VII.5), it comes
 * only with the second share.
 */
public class BuySellParShares extends roundhouse.engine.spi.step.BuySellParShares {
    public BuySellParShares(Game game, StockRound round) {
        super(game, round);
    }

    @Override
    protected List<Certificate> candidates(Corporation c) {
        List<Certificate> out = new ArrayList<>(1);
        for (Certificate cert : game.pool().certificatesOf(c)) {
            if (!cert.president()) {
                out.add(cert);
                break;
            }
        }
        return out;
    }
}
