package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.testsupport.RecordedPosition;

/** RB VIII: regionals own H trains only ("Dürfen nur Regionalzüge (H-Loks) besitzen"), on the recorded game. */
class RegionalTrainsTest {
    /** JN (R1) buys its first train at action 360: the bank offers it the 3H, never the 3. */
    @Test
    void aRegionalBuysTheHVariantOnly() throws Exception {
        RecordedPosition rec = RecordedPosition.of(new T1844Title(), java.nio.file.Path.of("src/test/resources/fixtures/1844/"),
                "1844_game_end_bankrupt");
        EngineSession s = rec.before(360);
        List<Object> variants = s.legalActions().stream().map(LegalAction::action)
                .filter(a -> a.type().equals("buy_train") && a.args().get("train").equals("3-7"))
                .map(a -> a.args().get("variant")).toList();
        assertEquals(List.of("3H"), variants);
        assertThrows(Exception.class, () -> s.apply(new Action("buy_train", "JN", "corporation",
                Map.of("train", "3-7", "price", 180L, "variant", "3"))));
        s.apply(rec.action(360));
        assertTrue(s.game().corporation("JN").trains().stream().allMatch(t -> t.type().name().endsWith("H")));
        // other companies' trains that are not H trains (SCB's, VSB's and FNM's 3s before the first 4) are not offered
        assertFalse(s.legalActions().stream().map(LegalAction::action)
                .anyMatch(a -> a.type().equals("buy_train") && !String.valueOf(a.args().get("variant")).endsWith("H")));
    }
}
