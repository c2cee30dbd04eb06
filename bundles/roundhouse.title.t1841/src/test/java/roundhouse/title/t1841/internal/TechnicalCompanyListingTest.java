package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameRecord;
import roundhouse.api.view.GameState;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.internal.session.Snapshots;
import roundhouse.engine.spi.Game;

/**
 * The Tuscan Merge Holding is a company of bookkeeping (digest 6.5: the Tuscan merge's intermediate
 * major where no non-historical major is free): players see it only once a Tuscan merge uses it, not as
 * an empty row in every game; every other corporation is listed from the start.
 */
class TechnicalCompanyListingTest {
    @Test
    void theHoldingIsListedOnlyOnceUsed() throws Exception {
        GameRecord record = new GsonRecordCodec().read(Path.of("src/test/resources/fixtures/1841/1841_game_end_bankrupt.json"));
        EngineSession session = EngineSession.load(new T1841Title(), record.withActions(List.of()));
        GameState before = session.state();
        assertFalse(listed(before, "Holding"), "an unused holding is no row of the game");
        assertTrue(listed(before, "AFI"), "an unstarted major is");
        assertTrue(listed(before, "SFLi"), "a major formed only by a merger is, before it forms (the full map)");

        Game game = session.game();
        game.setPar(game.corporation("Holding"), game.market().cell(2, 10));
        assertTrue(listed(Snapshots.state(game, 0), "Holding"), "the holding in use is");
    }

    private static boolean listed(GameState state, String id) {
        return state.companies().stream().anyMatch(c -> c.id().equals(id));
    }
}
