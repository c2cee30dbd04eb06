package roundhouse.title.t1844.internal.step;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.step.BuyCompany;
import roundhouse.engine.spi.step.Round;

/**
 * RB III: from the green phase (phases with {@code can_buy_companies}) the historical companies and
 * the regionals may buy P1-P5 for 1 SFR up to twice the face value, from their director (18xx.games,
 * {@code privates_from_any_player}: from any player). Pre-state railways and the SBB own no
 * privates; P6, P7 and the mountain railways and tunnel shares are never sold ({@code no_buy}).
 */
public class SwissBuyCompany extends BuyCompany {
    public SwissBuyCompany(Game game, Round round, boolean blocks) {
        super(game, round, blocks);
    }

    @Override
    public int minPrice(PrivateCompany p) {
        return 1;
    }

    @Override
    protected boolean purchasable(PrivateCompany p) {
        Corporation c = corporation();
        if (!super.purchasable(p) || c == null || !"private".equals(p.data().get("kind"))) {
            return false;
        }
        if (!"historical".equals(c.kind()) && !"regional".equals(c.kind())) {
            return false;
        }
        return game.option(SwissTrack.PRIVATES_FROM_ANY_PLAYER) || p.owner() == c.president();
    }
}
