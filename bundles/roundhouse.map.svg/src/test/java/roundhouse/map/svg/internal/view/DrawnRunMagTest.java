package roundhouse.map.svg.internal.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.DrawnRoute;
import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.RunCheck;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.title.t18mag.internal.T18MagTitle;

/**
 * Routes drawn by hand for an 18Magyarország minor: the recorded 3-player game at OR 5.2, minor 5
 * about to run in the brown phase with SNW's mine access bought. The engine checks the drawn run with
 * the title's own route check (mines, rail cars, plus trains) and the minor's half pay. Runs in its own
 * surefire execution (see the pom).
 */
class DrawnRunMagTest {
    static final Path GAME = Path.of("../roundhouse.workbench.uitest/src/test/resources/fixtures/18mag-or-5.2-minor-5.json");

    static GameSession game() throws Exception {
        return new T18MagTitle().load(new GsonRecordCodec().read(GAME));
    }

    /** The game's own run, as a player would click it: each route's stop hexes in order. */
    @SuppressWarnings("unchecked")
    static List<DrawnRoute> drawnLike(LegalAction run) {
        List<DrawnRoute> out = new ArrayList<>();
        for (Object r : (List<Object>) run.action().args().get("routes")) {
            Map<String, Object> m = (Map<String, Object>) r;
            out.add(new DrawnRoute((String) m.get("train"), (List<String>) m.get("hexes")));
        }
        return out;
    }

    static LegalAction offeredRun(GameSession s) {
        return s.legalActions().stream().filter(a -> a.action().type().equals("run_routes")).findFirst().orElseThrow();
    }

    @Test
    void theOfferedRunDrawnByHandIsAcceptedWithTheMinorsHalfPay() throws Exception {
        GameSession s = game();
        RunCheck trains = s.checkRun(List.of());
        assertNotNull(trains, "minor 5 is about to run");
        assertTrue(trains.best() > 0);
        RunCheck drawn = s.checkRun(drawnLike(offeredRun(s)));
        assertTrue(drawn.legal(), drawn.refusal());
        assertEquals(trains.best(), drawn.total(), "the drawn run earns what the offered one does");
        RunCheck.DividendOutcome half = drawn.dividends().stream().filter(d -> d.kind().equals("half")).findFirst().orElseThrow();
        assertEquals(drawn.total() - drawn.total() / 2, half.perShare(), "a minor's owner holds its one share and gets half");
        assertTrue(RunSummary.dividends(drawn, m -> m + " Ft").contains(" Ft"), "in forints");
        int before = s.actions().size();
        s.apply(drawn.action());
        assertEquals(before + 1, s.actions().size());
    }

    @Test
    void aRunLeavingTheBoughtRailCarUnusedIsRefusedAsTheTitleRefusesIt() throws Exception {
        GameSession s = game();
        List<DrawnRoute> none = new ArrayList<>();
        for (DrawnRoute r : drawnLike(offeredRun(s))) {
            none.add(new DrawnRoute(r.train(), List.of()));
        }
        RunCheck c = s.checkRun(none);
        // option railcars_must_be_used: the minor bought SNW's mine access and must use it
        assertTrue(c.refusal() != null && c.refusal().contains("the run must use every rail car bought this turn"),
                String.valueOf(c.refusal()));
        assertEquals(null, c.action());
    }

    @Test
    void withGcsCarTheTrainsRunAsPlusTrainsAndTheirRunIsAccepted() throws Exception {
        GameSession s = game();
        LegalAction gc = s.legalActions().stream()
                .filter(a -> a.action().type().equals("special_buy") && a.action().string("description").contains("G&C"))
                .findFirst().orElseThrow(() -> new AssertionError("G&C's car on offer: " + s.legalActions()));
        s.apply(gc.action());
        RunCheck trains = s.checkRun(List.of());
        assertTrue(trains.trains().stream().allMatch(t -> t.name().contains("+")), "plus trains now: " + trains.trains());
        RunCheck drawn = s.checkRun(drawnLike(offeredRun(s)));
        assertTrue(drawn.legal(), drawn.refusal());
        assertEquals(trains.best(), drawn.total());
    }
}
