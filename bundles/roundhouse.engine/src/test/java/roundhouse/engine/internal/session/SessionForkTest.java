package roundhouse.engine.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.TestTitles;

/** GameSession.fork() and bestRevenue() on the {@code titles/mini} test title (no map). */
class SessionForkTest {
    static final class MiniTitle extends EngineTitle {
        MiniTitle() {
            super(TestTitles.loader("mini"));
        }
    }

    private static final GameSetup SETUP = new GameSetup(List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B")),
            Set.of(), 1);

    private static void applyFirst(GameSession s) throws IllegalActionException {
        LegalAction a = s.legalActions().get(0);
        s.apply(a.amount() == null ? a.action() : a.withAmount(a.amount().min()));
    }

    @Test
    void aForkMovesOnAloneFromTheSameState() throws IllegalActionException {
        GameSession game = new MiniTitle().newGame(SETUP);
        applyFirst(game);
        GameSession fork = game.fork();
        assertNotSame(game, fork);
        assertEquals(game.actions(), fork.actions(), "the fork starts where the game is");
        assertEquals(game.state().players(), fork.state().players());
        applyFirst(fork);
        assertEquals(1, game.actions().size(), "the game did not move with its fork");
        assertEquals(2, fork.actions().size());
        int[] told = { 0 };
        game.addListener(s -> told[0]++);
        applyFirst(fork.fork());
        assertEquals(0, told[0], "a fork tells the game's listeners nothing");
        fork.undo();
        assertEquals(game.state().players(), fork.state().players(), "undo on the fork reaches the game's state");
    }

    @Test
    void noMapMeansNoRevenue() {
        GameSession game = new MiniTitle().newGame(SETUP);
        assertEquals(0, game.bestRevenue("PRR"));
        assertEquals(0, game.bestRevenue("no such company"));
    }
}
