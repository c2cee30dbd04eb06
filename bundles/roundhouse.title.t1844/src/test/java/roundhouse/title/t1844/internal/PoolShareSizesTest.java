package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;

/**
 * The SBB's single and double shares (RB X) lie in the pool together: a player who cannot pay the
 * double there first may buy a single (seeded game 45026: 18xx.games offered it, we did not).
 */
class PoolShareSizesTest {
    @Test
    void aSingleShareIsOfferedBehindADoubleOne() throws Exception {
        EngineSession s = (EngineSession) new T1844Title().load(new GsonRecordCodec().read(
                Path.of("src/test/resources/positions/sbb-single-share.json")));
        assertTrue(s.legalActions().stream().anyMatch(a -> a.action().type().equals("buy_shares")
                && a.action().entity().equals("2") && String.valueOf(a.action().args().get("shares")).contains("SBB")),
                s.legalActions().toString());
    }
}
