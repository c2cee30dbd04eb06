package roundhouse.engine.spi.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.EngineOption;
import roundhouse.engine.spi.Game;

/**
 * {@link SurplusTrainsRound} on the {@code titles/mini} test title: before the first stock round PRR (A
 * presiding) holds the four 2-trains and a 3+1 against a limit of four, as a phase change between rounds would
 * leave it; it gives up one train of its choice to the pool, then the stock round begins. Under 18xx.games'
 * {@code discard_at_next_operating_round} the stock round begins at once, the surplus kept.
 */
class SurplusTrainsRoundTest {
    /** The mini title whose game opens with PRR over its limit, the stock round due. */
    static final class CrowdedTitle extends QuestionsTest.Title {
        @Override
        public Round initialRound(Game game) {
            Corporation prr = game.corporation("PRR");
            prr.setPresident(game.players().get(0));
            for (int i = 0; i < 5; i++) {
                game.buyTrain(prr, game.depot().upcoming().get(0), 0, game.bank(), null);
            }
            return SurplusTrainsRound.before(game, stockRound(game));
        }
    }

    private static GameSession newGame(Set<String> options) {
        return new CrowdedTitle().newGame(new GameSetup(List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B")), options, 1));
    }

    private static Game game(GameSession s) {
        return ((EngineSession) s).game();
    }

    @Test
    void theCrowdedCorporationDiscardsThenTheRoundThatWasDueBegins() throws IllegalActionException {
        GameSession s = newGame(Set.of());
        Game g = game(s);
        assertEquals(SurplusTrainsRound.KIND.id(), s.state().round().kind());
        assertEquals("Surplus trains before " + ((SurplusTrainsRound) g.round()).after().name(), s.state().round().name());
        assertEquals(List.of("PRR"), s.state().acting());
        List<String> offered = s.legalActions().stream().map(LegalAction::action).map(a -> a.type() + " " + a.string("train")).toList();
        assertEquals(List.of("discard_train 2-0", "discard_train 2-1", "discard_train 2-2", "discard_train 2-3",
                "discard_train 3+1-0"), offered, "any of its trains");
        assertThrows(IllegalActionException.class, () -> s.apply(new Action("buy_shares", "1", "player", Map.of())),
                "nothing else happens before the surplus is gone");
        s.apply(new Action("discard_train", "PRR", "corporation", Map.of("train", "2-1")));
        Game after = game(s);
        assertEquals(Depot.POOL, after.depot().train("2-1").owner());
        assertEquals(4, after.corporation("PRR").trains().size());
        assertEquals("stock", s.state().round().kind(), "the stock round follows");
        assertEquals(List.of("1"), s.state().acting());
    }

    @Test
    void under18xxGamesOptionTheSurplusWaitsForTheNextOperatingRound() {
        GameSession s = newGame(Set.of(EngineOption.DISCARD_AT_NEXT_OPERATING_ROUND.id()));
        assertEquals("stock", s.state().round().kind());
        assertEquals(5, game(s).corporation("PRR").trains().size());
    }
}
