package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.engine.internal.session.EngineSession;
import roundhouse.testsupport.RecordedPosition;

/**
 * Seeded game random-full-v2-p7-s61 before action 143: SFLP (L.261, a token left) has laid R12; the only
 * free place its network reaches is in Firenze, kept for the home of SFMA, not yet started.
 */
class FirenzeKeptTest {
    @Test
    void theTokenStepAsksForThePassWhileOnlyFirenzeIsReached() throws Exception {
        EngineSession s = RecordedPosition.of(new T1841Title(), Path.of("src/test/resources/sweep/"), "1841_firenze_kept").before(143);
        var game = s.game();
        assertTrue(game.round().activeStep() instanceof ItalianToken, game.round().activeStep().getClass().getSimpleName());
        assertEquals(List.of("pass"), game.round().activeStep().actions(game.corporation("SFLP")));
        String why = game.board().checkToken("SFLP", game.board().cityRef("R14", 0), true);
        assertNotNull(why);
        assertTrue(why.contains("SFMA"), why);
    }
}
