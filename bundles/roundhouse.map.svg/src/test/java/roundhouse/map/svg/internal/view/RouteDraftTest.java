package roundhouse.map.svg.internal.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.DrawnRoute;
import roundhouse.api.RunCheck;
import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;

/** The draft of a hand-drawn run and the words the run panel finds for the engine's verdict on it. */
class RouteDraftTest {
    private static final List<RunCheck.RunTrain> TRAINS = List.of(new RunCheck.RunTrain("2-0", "2-train"),
            new RunCheck.RunTrain("3-0", "3-train"));
    private static final MapView MAP = new MapView("pointy", List.of(hex("I15", "Baltimore"), hex("I19", null)));

    private static HexView hex(String coord, String name) {
        return new HexView(coord, 0, 0, name, "white", null, 0, null, null, 0, List.of(), List.of(), List.of(), false);
    }

    @Test
    void clicksGoToTheChosenTrainAndASecondClickOnTheLastStopTakesItBack() {
        RouteDraft d = new RouteDraft("B&O@44", TRAINS);
        assertTrue(d.empty());
        d.click("I15");
        d.click("I19");
        d.select(1);
        d.click("I15");
        d.click("I15");
        assertEquals(List.of(new DrawnRoute("2-0", List.of("I15", "I19")), new DrawnRoute("3-0", List.of())), d.routes());
        d.clear();
        assertTrue(d.empty());
    }

    @Test
    void theRunPanelNamesStopsRevenueTheBestRunAndTheDividends() {
        RouteDraft d = new RouteDraft("B&O@44", TRAINS);
        d.select(1);
        d.click("I15");
        d.click("I19");
        RunCheck legal = new RunCheck("B&O", TRAINS, List.of(List.of(), List.of("I15", "I17", "I19")), List.of(40), 40, 60, null,
                new Action("run_routes", "B&O", "corporation", null),
                List.of(new RunCheck.DividendOutcome("payout", "Pay out", 4, 67, 71),
                        new RunCheck.DividendOutcome("withhold", "Withhold", 0, 67, 65)));
        assertEquals("2-train: not drawn", RunSummary.train(d, 0, legal, MAP, m -> "$" + m));
        assertEquals("3-train: Baltimore (I15) \u2013 I19 \u00b7 $40", RunSummary.train(d, 1, legal, MAP, m -> "$" + m));
        assertEquals("Your routes: $40 \u00b7 best run: $60 ($20 less)", RunSummary.verdict(legal, m -> "$" + m));
        assertEquals("Pay out: $4 a share, share price $67 \u2192 $71 \u00b7 Withhold: share price $67 \u2192 $65",
                RunSummary.dividends(legal, m -> "$" + m));
        RunCheck refused = new RunCheck("B&O", TRAINS, List.of(), List.of(), 0, 60, "route 1 (3-train): too far (1830 §5.5)", null,
                List.of());
        assertEquals("Refused: route 1 (3-train): too far (1830 §5.5)", RunSummary.verdict(refused, m -> "$" + m));
        assertEquals("3-train: Baltimore (I15) \u2013 I19", RunSummary.train(d, 1, refused, MAP, m -> "$" + m), "no revenue when refused");
    }
}
