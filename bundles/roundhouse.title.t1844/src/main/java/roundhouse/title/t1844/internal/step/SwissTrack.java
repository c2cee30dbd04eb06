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
        return tunnelRightOpen(corporation()) ? List.of("pass") : List.of();
    }

    /** Whether the company's director holds a tunnel share whose right to build is not used (RB V). */
    boolean tunnelRightOpen(Corporation c) {
        if (!(c.president() instanceof Player director)) {
            return false;
        }
        for (PrivateCompany p : director.companies()) {
            if (TUNNEL.equals(p.data().get("kind")) && game.abilityUses(p, "tunnel") == 0) {
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
        if (passed() && tunnelRightOpen(corporation())) {
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
