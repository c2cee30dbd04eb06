package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Route rules of 1830 §5.5 on the real map, around Baltimore as in the first run of 1830_game_end_bank. */
class Routes1830Test {
    Board b;

    @BeforeEach
    void baltimore() {
        b = Maps1830.board();
        b.placeHomeToken("B&O", "I15", 0);
        b.lay("B&O", new TileLay("I17", "9-0", 1), LayRules.normal(Maps1830.YELLOW));
        b.lay("B&O", new TileLay("J14", "57-0", 0), LayRules.normal(Maps1830.YELLOW));
    }

    static RecordedRoute route(String train, List<List<String>> connections) {
        return new RecordedRoute(train, connections, List.of(), List.of(), 0);
    }

    RunResult run(String company, RecordedRoute... routes) {
        return b.checkRun(company, List.of(routes), FixtureMapReplay::train, Maps1830.PHASE2);
    }

    @Test
    void fixtureRunPaysFortyAndFifty() {
        RunResult r = run("B&O", route("2-1", List.of(List.of("I15", "I17", "I19"))), route("2-0", List.of(List.of("I15", "J14"))));
        assertTrue(r.ok(), r.error());
        assertEquals(List.of(40, 50), r.revenues());
        assertEquals(90, r.total());
        assertTrue(b.routeAvailable("B&O"));
        assertFalse(b.routeAvailable("PRR"));
    }

    @Test
    void threeStopsNeedAThreeTrain() {
        List<List<String>> chains = List.of(List.of("J14", "I15"), List.of("I15", "I17", "I19"));
        RunResult r = run("B&O", route("3-0", chains));
        assertEquals(List.of(60), r.revenues());
        r = run("B&O", route("2-0", chains));
        assertTrue(r.error().contains("has 3 stops, the 2-train may visit 2"), r.error());
    }

    @Test
    void twoTrainsMayNotShareTrack() {
        RunResult r = run("B&O", route("2-0", List.of(List.of("I15", "I17", "I19"))), route("2-1", List.of(List.of("I19", "I17", "I15"))));
        assertTrue(r.error().contains("used twice"), r.error());
    }

    @Test
    void aStopMayNotBeVisitedTwice() {
        RunResult r = run("B&O", route("D-0", List.of(List.of("I15", "I17", "I19"), List.of("I19", "I17", "I15"))));
        assertTrue(r.error().contains("visited twice"), r.error());
    }

    @Test
    void routeNeedsOwnStationAndOwnedTrain() {
        RunResult r = run("PRR", route("2-0", List.of(List.of("I15", "I17", "I19"))));
        assertTrue(r.error().contains("no station of PRR"), r.error());
        r = b.checkRun("B&O", List.of(route("4-0", List.of(List.of("I15", "J14")))), id -> null, Maps1830.PHASE2);
        assertTrue(r.error().contains("does not own a 4-train"), r.error());
    }

    @Test
    void fullCityOfAnotherCompanyEndsButNeverCarriesARoute() {
        b.placeToken("PRR", "57-0-0", false);
        RunResult through = run("PRR", route("3-0", List.of(List.of("J14", "I15"), List.of("I15", "I17", "I19"))));
        assertTrue(through.error().contains("full of other companies' tokens"), through.error());
        RunResult ending = run("PRR", route("2-0", List.of(List.of("J14", "I15"))));
        assertTrue(ending.ok(), ending.error());
        assertEquals(50, ending.total());
    }

    @Test
    void trackMustExist() {
        RunResult r = run("B&O", route("2-0", List.of(List.of("I15", "H14"))));
        assertTrue(r.error().contains("no track from"), r.error());
        r = run("B&O", route("2-0", List.of(List.of("I15", "I19"))));
        assertTrue(r.error().contains("not neighbours"), r.error());
    }

    @Test
    void recordedStopSignaturesOnlyChooseBetweenReadingsOfTheTrack() {
        // 18xx.games uses "nodes" to pick among candidate routes over the same hexes; a signature
        // the track cannot match does not make a route over existing track illegal.
        RecordedRoute wrongNodes = new RecordedRoute("2-0", List.of(List.of("I15", "J14")), List.of("I15", "J14"),
                List.of("I15-1", "J14-0"), 0);
        RunResult r = run("B&O", wrongNodes);
        assertTrue(r.ok(), r.error());
        assertEquals(50, r.total());
    }
}
