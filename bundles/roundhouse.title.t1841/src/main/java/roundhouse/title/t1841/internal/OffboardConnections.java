package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Round;

/**
 * 18xx.games records, after a corporation's track, which off-board areas its network now reaches
 * ({@code destination_connection}, digest 10.3): the game ends when every off-board group is
 * connected. The step takes that recorded action; the connection itself is the board's.
 */
final class OffboardConnections extends CorporationStep {
    static final String TYPE = "destination_connection";

    OffboardConnections(ItalianGame game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return ItalianText.get("step.offboards");
    }

    @Override
    public boolean blocks() {
        return false;
    }

    @Override
    public List<String> actions(Entity entity) {
        return entity == corporation() ? List.of(TYPE) : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        // the connection is read from the board when the game end is checked
    }
}
