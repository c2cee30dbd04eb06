package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Investor;
import roundhouse.testsupport.RecordedPosition;

/**
 * Seeded game random-lite-v2-p5-s63 before action 615 (phase 3): SFTG's president's certificate lies in
 * the pool. With {@link T1841Title#POOL_PRESIDENCY_FROM_PHASE_4} (18xx.games) it is not for sale before
 * phase 4; Random 2 bought it there.
 */
class PoolPresidencyTest {
    @Test
    void aHistoricalPresidencyInThePoolWaitsForPhase4() throws Exception {
        EngineSession s = RecordedPosition.of(new T1841Title(), Path.of("src/test/resources/sweep/"), "1841_pool_presidency").before(615);
        var game = s.game();
        assertEquals("3", game.phase().name());
        Certificate pres = game.corporation("SFTG").presidentsShare();
        assertTrue(pres.holder() instanceof roundhouse.engine.spi.SharePool, String.valueOf(pres.holder()));
        Investor random2 = (Investor) game.round().actingEntities().get(0);
        assertEquals("2", random2.id());
        ItalianShares shares = (ItalianShares) game.round().activeStep();
        String why = shares.checkBuy(random2, List.of(pres));
        assertNotNull(why);
        assertTrue(why.contains("phase 4"), why);
        assertTrue(s.legalActions().stream().noneMatch(l -> l.action().type().equals("buy_shares")
                && l.action().args().get("shares").toString().contains(pres.id())), s.legalActions().toString());
    }
}
