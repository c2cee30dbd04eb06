package roundhouse.title.t1844.internal.step;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Track;

/**
 * An 1844 company's track: one yellow lay or one upgrade (RB XI, XII). Besides it, a company whose
 * director holds an unused tunnel share may build a tunnel as an extra lay (RB V), so its track
 * step stays open after the lay until it builds the tunnel or passes. (Building the tunnel itself
 * comes with the tunnel tiles; the step already waits for the decision as 18xx.games does.)
 */
public class SwissTrack extends Track {
    /** companies.json {@code kind} of a tunnel company share. */
    private static final String TUNNEL = "tunnel";

    public SwissTrack(Game game, Round round) {
        super(game, round);
    }

    @Override
    public List<String> actions(Entity entity) {
        List<String> normal = super.actions(entity);
        if (!normal.isEmpty() || entity != corporation() || game.board() == null) {
            return normal;
        }
        return tunnelRightOpen(corporation()) || extraTileOpen(corporation()) ? List.of("pass") : List.of();
    }

    /** 18xx.games option: companies buy P1-P5 from any player (rulebook III: from their director only). */
    public static final String PRIVATES_FROM_ANY_PLAYER = "privates_from_any_player";

    /**
     * Whether P2's extra yellow tile (RB III, once per game, from the green phase) is open to the
     * company: P2 belongs to it or its director, or, in phases where companies buy privates, it
     * could buy P2 from any player ({@link #PRIVATES_FROM_ANY_PLAYER}; by the rulebook it could buy
     * P2 only from its director, who then holds it, covered by the first case).
     */
    boolean extraTileOpen(Corporation c) {
        for (PrivateCompany p : game.companies()) {
            roundhouse.engine.spi.Ability lay = p.ability("tile_lay");
            if (lay == null || p.closed() || game.abilityUses(p, "tile_lay") > 0
                    || game.phaseIndex() < game.phaseIndexOf(lay.string("from_phase"))) {
                continue;
            }
            Entity owner = p.owner();
            if (owner == c || (owner != null && owner == c.president())) {
                return true;
            }
            // 18xx.games asks only whether the private could be bought, so even a pre-state railway,
            // which may own no private (RB III), waits here (observed in its recorded games)
            if (owner instanceof Player && game.phase().has("can_buy_companies") && game.option(PRIVATES_FROM_ANY_PLAYER)
                    && c.cash() >= 1) { // RB III: a private costs a company at least 1 SFR
                return true;
            }
        }
        return false;
    }

    /** Whether the company's director holds a tunnel share whose right to build is not used (RB V). */
    boolean tunnelRightOpen(Corporation c) {
        if (!(c.president() instanceof Player director)) {
            return false;
        }
        for (PrivateCompany p : director.companies()) {
            if (TUNNEL.equals(p.data().get("kind")) && game.abilityUses(p, TunnelLay.RIGHT) == 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void process(Action action, Entity entity) {
        if (action.type().equals("pass")) {
            pass();
            return;
        }
        super.process(action, entity);
        if (passed() && (tunnelRightOpen(corporation()) || extraTileOpen(corporation()))) {
            unpass(); // the tunnel is an extra lay (RB V): the step waits for it or a pass
        }
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        if (!super.actions(entity).isEmpty()) {
            return super.legalActions(entity);
        }
        return List.of(passChoice(entity, EngineText.get("label.pass")));
    }
}
