package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.session.EngineSession;

/**
 * A move tried on a copy of the position ({@link Trials}): a move the game would take gets through, one
 * it refuses does not, the search follows the later decisions up to its depth until the caller's
 * condition holds, and the game tried on stays as it was.
 */
class TrialsTest {
    private static EngineSession game() {
        return (EngineSession) new NamesInTextTest.MiniTitle().newGame(new GameSetup(
                List.of(new PlayerRef("9001", "Ann"), new PlayerRef("9002", "Bob")), Set.of(), 1));
    }

    @Test
    void aMoveTakenGetsThroughARefusedOneDoesNotAndTheGameStays() {
        EngineSession s = game();
        Game g = s.game();
        List<LegalAction> before = s.legalActions();
        Action legal = before.get(0).action();
        String other = "9001".equals(legal.entity()) ? "9002" : "9001";

        assertTrue(Trials.getsThrough(g, legal, x -> true, 0));
        assertFalse(Trials.getsThrough(g, new Action("pass", other, "player", null), x -> true, 0), "not his turn");
        assertFalse(Trials.getsThrough(g, new Action("no_such_move", legal.entity(), "player", null), x -> true, 0));

        assertFalse(g.trial());
        assertEquals(before, s.legalActions(), "the position tried on is unchanged");
    }

    @Test
    void theSearchFollowsLaterDecisionsUntilTheConditionHolds() {
        EngineSession s = game();
        Game g = s.game();
        Action legal = s.legalActions().get(0).action();
        int[] asked = new int[1];
        // a condition never met: every way is followed to the depth, and some way gets that far
        assertTrue(Trials.getsThrough(g, legal, x -> {
            asked[0]++;
            assertTrue(x.trial(), "the search looks at copies only");
            return false;
        }, 2));
        assertTrue(asked[0] >= 2, "asked " + asked[0] + " times");
    }

    @Test
    void aWayFoundIsTakenInTurnFromThePositionAndEndsWhereItSays() throws Exception {
        EngineSession s = game();
        java.util.Random random = new java.util.Random(11);
        int settledWays = 0;
        for (int i = 0; i < 60 && !s.legalActions().isEmpty(); i++) {
            Game g = s.game();
            long start = g.moves();
            // settled two or more moves on: every way goes past the first decision offered after the move tried
            java.util.function.Predicate<Game> settled = x -> x.moves() - start >= 5;
            List<LegalAction> legal = s.legalActions();
            for (LegalAction tried : legal) {
                Trials.Path way = Trials.pathThrough(g, tried.action(), settled, 3);
                if (way == null) {
                    continue;
                }
                assertEquals(tried.action(), way.actions().get(0));
                roundhouse.api.GameSession along = s.fork();
                for (Action a : way.actions()) {
                    along.apply(a); // each decision of the way is taken in turn
                }
                if (way.settled()) {
                    settledWays++;
                    assertTrue(way.actions().size() >= 2, way.actions().toString());
                }
            }
            assertFalse(g.trial());
            assertEquals(legal, s.legalActions(), "the position tried on is unchanged");
            LegalAction pick = legal.get(random.nextInt(legal.size()));
            s.apply(pick.amount() == null ? pick.action() : pick.withAmount(pick.amount().min()));
        }
        assertTrue(settledWays > 20, settledWays + " settled ways");
    }
}
