package roundhouse.title.t18mag.internal.step;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.Round;

/**
 * Station tokens (RB VI.3.4, VI.4.2): a minor places one connected to its network; a corporation
 * with a president places one in any free city slot on the map, connected or not; a corporation
 * without a president places none.
 */
public class Token extends roundhouse.engine.spi.step.Token {
    public Token(Game game, Round round) {
        super(game, round);
    }

    @Override
    protected boolean requiresReach(Corporation c) {
        return !c.priced();
    }

    @Override
    public List<String> actions(Entity entity) {
        if (entity instanceof Corporation c && c.priced() && c.president() == null) {
            return List.of();
        }
        return super.actions(entity);
    }
}
