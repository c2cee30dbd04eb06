package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.testsupport.RecordedPosition;

/**
 * RB 3.5.4, 4.7.2: a corporation holds no shares of one that controls it. Seeded game random-full-v1-p4-s65
 * before action 539: RSFS bought 10 % of SFTN, which has since become RSFS's president; in its share
 * dealings RSFS may only sell until that share is gone.
 */
class ControllerSharesTest {
    @Test
    void sharesOfTheControllingCorporationAreSoldFirst() throws Exception {
        EngineSession s = RecordedPosition.of(new T1841Title(), Path.of("src/test/resources/sweep/"), "1841_controller_shares").before(539);
        var game = s.game();
        Corporation rsfs = game.corporation("RSFS");
        assertEquals(game.corporation("SFTN"), rsfs.president());
        assertEquals(10, rsfs.percentOf(game.corporation("SFTN")));
        assertEquals(List.of("sell_shares"), game.round().activeStep().actions(rsfs));
        assertTrue(s.legalActions().stream().anyMatch(l -> l.action().type().equals("sell_shares")
                && l.action().args().get("shares").toString().contains("SFTN")), s.legalActions().toString());
        String why = game.round().activeStep().whyNot(new Action("buy_shares", "RSFS", "corporation", Map.of("shares", List.of("CTS_3"))), rsfs);
        assertNotNull(why);
        assertTrue(why.contains("SFTN"), why);
    }
}
