package roundhouse.title.t1844.internal.step;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.step.BuyCompany;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t1844.internal.SwissGame;

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
        if (!SwissGame.HISTORICAL.equals(c.kind()) && !SwissGame.REGIONAL.equals(c.kind())) {
            return false;
        }
        return game.option(SwissTrack.PRIVATES_FROM_ANY_PLAYER) || p.owner() == c.president();
    }

    /**
     * 18xx.games ({@link #WAITS_FOR_ABILITIES}): the company's last step waits for a pass while the
     * company or its director could still build P4's line or give EVA; the rulebook has no such step.
     */
    @Override
    protected boolean hasUnusedAbility(Corporation c) {
        // not the engine's rule (an unused tile lay waits too): P2's extra tile belongs to the track step
        if (!game.option(WAITS_FOR_ABILITIES) || SwissGame.PRE_SBB.equals(c.kind())) {
            return false; // a pre-state railway has no such step there
        }
        for (PrivateCompany p : game.companies()) {
            boolean ours = p.owner() == c || (p.owner() != null && p.owner() == c.president());
            if (ours && (FurkaOberalp.usable(game, p) || EvaAssignment.eva(game, p) != null)) {
                return true;
            }
        }
        return false;
    }

    /** 18xx.games: a company's turn ends with a pass while it or its director holds a usable P4 or P7. */
    public static final String WAITS_FOR_ABILITIES = "turn_waits_for_abilities";
}
