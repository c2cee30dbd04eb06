package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Round;

/**
 * 18xx.games records, after a corporation's track, which off-board hexes its network now reaches
 * ({@code destination_connection}, digest 10.3): the game ends when every off-board area is
 * connected. The connections are found at each lay ({@link OffboardAreas}); the step takes the
 * recorded action and marks its hexes too, 18xx.games' record being authoritative in its games.
 */
final class OffboardConnections extends CorporationStep {
    static final String TYPE = "destination_connection";

    private final ItalianGame italy;

    OffboardConnections(ItalianGame game, Round round) {
        super(game, round);
        this.italy = game;
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
        mark(italy, action);
    }

    /**
     * Marks the recorded hexes. The game takes the action whenever it comes ({@link ItalianGame#processOutsideRounds}):
     * written after the lay that ended a turn's track, it may follow a turn or round that lay also ended.
     */
    static void mark(ItalianGame game, Action action) {
        if (action.args().get("hexes") instanceof List<?> hexes) {
            game.offboards().mark(hexes.stream().map(String::valueOf).toList());
        }
    }
}
