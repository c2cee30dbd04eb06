package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.function.Function;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.engine.map.Board;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.RecordedRoute;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.RunResult;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.map.TrainSpec;
import roundhouse.engine.map.route.RouteOptimizer;
import roundhouse.engine.map.route.RunPlan;
import roundhouse.engine.spi.Game;
import roundhouse.testsupport.RandomGames;

/**
 * 1854's routes ("4. Betrieb der Loks", "Einfahrergebnis berechnen", digest 6.6, 6.7), each on a hand-laid
 * board with the numbers worked out from the printed values, and the route optimiser's best run checked
 * against them: it must find the same total under the same rules.
 */
class AustrianRoutesTest {
    private static final LayRules ANY = LayRules.special(Set.of("yellow", "green", "brown", "gray"), null, null, true);
    private static final RouteRules YELLOW = new RouteRules(BoardDataTest.YELLOW);
    private static final RouteRules GREEN = new RouteRules(BoardDataTest.GREEN);
    private static final RouteRules BROWN = new RouteRules(BoardDataTest.BROWN);
    private static final RouteRules GRAY = new RouteRules(BoardDataTest.GRAY);
    /** The regular trains may not use Paris and Konstantinopel (trains.json barred_hexes). */
    private static final Set<String> ORIENT = Set.of("D0", "F28");

    private static Board board() {
        return new Board(BoardDataTest.MAP, new AustrianBoardAreas(new T1854Title().data()));
    }

    private static void lay(Board b, String hex, String tile, int rotation) {
        lay(b, "X", hex, tile, rotation);
    }

    /** A lay by a company (a local on the St. Pölten/Steyr board, anyone else on the Austria board). */
    private static void lay(Board b, String company, String hex, String tile, int rotation) {
        b.lay(company, new TileLay(hex, tile, rotation), ANY);
    }

    private static RecordedRoute route(String train, List<String> stops, List<List<String>> connections) {
        return new RecordedRoute(train, connections, stops, List.of(), 0);
    }

    private static TrainSpec regular(String id, int n) {
        return TrainSpec.stops(id, n).barring(ORIENT);
    }

    private static RunResult run(Board b, String company, RouteRules rules, Function<String, TrainSpec> trains,
            RecordedRoute... routes) {
        return b.checkRun(company, List.of(routes), trains, rules);
    }

    private static RunPlan best(Board b, String company, RouteRules rules, TrainSpec... trains) {
        RunPlan plan = new RouteOptimizer(1).bestRun(b.routeGraph(company, rules), List.of(trains),
                b.routeBonuses(company, rules), null, null);
        assertTrue(plan.optimal());
        return plan;
    }

    /**
     * The rulebook's example (green phase): KT's 2-train Klagenfurt - Laibach 30 + 30, its 3-train Klagenfurt
     * - Villach - Venedig 30 + 10 + 30: 130, and nothing better on that track.
     */
    @Test
    void theRulebooksExampleEarns130() {
        Board b = board();
        lay(b, "H18", "57-0", 1);
        lay(b, "H18", "14-0", 1); // Klagenfurt green: W, NW, E, SE (Laibach)
        lay(b, "H16", "1-0", 0); // Spital & Villach: Venedig (SW) - Klagenfurt (E)
        b.placeHomeToken("KT", "H18", 0);
        RunResult r = run(b, "KT", GREEN, id -> regular(id, id.startsWith("2") ? 2 : 3),
                route("2-0", List.of("H18", "I19"), List.of(List.of("H18", "I19"))),
                route("3-0", List.of("H18", "H16", "I15"), List.of(List.of("H18", "H16"), List.of("H16", "I15"))));
        assertNull(r.error());
        assertEquals(List.of(60, 70), r.revenues());
        assertEquals(130, best(b, "KT", GREEN, regular("2-0", 2), regular("3-0", 3)).total());
    }

    /**
     * Customs: Innsbruck (20) - Kufstein & Wörgl (10) - through München's corridor (D12) and D14 -
     * Braunau (10) is 40 - 10 = 30; Salzburg (20) - München (20), on München's own stop, pays no customs: 40.
     */
    @Test
    void theCorridorThroughMuenchenCostsTenAndMuenchenItselfNothing() {
        Board b = board();
        lay(b, "F8", "57-0", 0); // Innsbruck: NE to E9
        lay(b, "E9", "8-0", 4); // SW (Innsbruck) - E (Kufstein)
        lay(b, "E11", "1-0", 0); // town W (E9) - NE (D12)
        lay(b, "D14", "7-0", 1); // W (D12) - NW (Braunau)
        lay(b, "E13", "57-1", 2); // Salzburg: NW (München)
        b.placeHomeToken("NT", "F8", 0);
        b.placeHomeToken("SB", "E13", 0);
        RecordedRoute corridor = route("3-0", List.of("F8", "E11", "C13"),
                List.of(List.of("F8", "E9", "E11"), List.of("E11", "D12", "D14", "C13")));
        RunResult r = run(b, "NT", YELLOW, id -> regular(id, 3), corridor);
        assertNull(r.error());
        assertEquals(30, r.total());
        assertEquals(30, best(b, "NT", YELLOW, regular("3-0", 3)).total());
        RunResult muenchen = run(b, "SB", YELLOW, id -> regular(id, 2),
                route("2-0", List.of("E13", "D12"), List.of(List.of("E13", "D12"))));
        assertNull(muenchen.error());
        assertEquals(40, muenchen.total());
    }

    /**
     * Graz +10 while P3 is open, only for the companies of its owner: KR's 2-train Graz (57, 20) -
     * Oberwart (10) earns 40 while KR's director owns P3, KT's on the same track 30.
     */
    @Test
    void grazEarnsTenMoreOnlyForTheCompaniesOfTheGrazKoeflacherBahnsOwner() {
        Game g = new T1854Title().createGame(new GameSetup(RandomGames.players(3), Set.of(), 1L), false);
        g.corporation("KR").setPresident(g.players().get(0));
        g.corporation("KT").setPresident(g.players().get(1));
        g.transferCompany(g.company("P3"), g.players().get(0));
        Board b = g.board();
        lay(b, "F22", "57-0", 1); // Graz W - E
        lay(b, "F24", "3-0", 0); // Oberwart: W (Graz)
        b.placeToken("KR", b.cityRef("F22", 0), false);
        RecordedRoute oberwart = route("2-0", List.of("F22", "F24"), List.of(List.of("F22", "F24")));
        assertEquals(40, run(b, "KR", YELLOW, id -> regular(id, 2), oberwart).total());
        assertEquals(40, best(b, "KR", YELLOW, regular("2-0", 2)).total());
        Board other = b.copy();
        other.removeToken("KR", other.cityRef("F22", 0));
        other.placeToken("KT", other.cityRef("F22", 0), false);
        assertEquals(30, run(other, "KT", YELLOW, id -> regular(id, 2), oberwart).total());
        g.company("P3").setClosed(true);
        assertEquals(30, run(b, "KR", YELLOW, id -> regular(id, 2), oberwart).total(), "not once P3 is closed");
    }

    /**
     * Wien once ("auch nicht Wien"): on 451 a loop over B24 and C25 joins Wien's south-west city (SD's) to
     * its east one; a route Wien - Wien is refused, and the optimiser finds no route on the loop.
     */
    @Test
    void aRouteVisitsWienOnce() {
        Board b = board();
        b.placeHomeToken("SD", "C23", 0);
        lay(b, "C23", "433-0", 0);
        lay(b, "C23", "451-0", 0); // cities: SW-NE, W-NW, E-SE
        lay(b, "B24", "7-0", 5); // SE - SW
        lay(b, "C25", "7-1", 1); // W - NW
        RunResult r = run(b, "SD", BROWN, id -> regular(id, 2),
                route("2-0", List.of("C23", "C23"), List.of(List.of("C23", "B24", "C25", "C23"))));
        assertTrue(r.error() != null && r.error().contains("Wien may be visited only once"), r.error());
        assertEquals(0, best(b, "SD", BROWN, regular("2-0", 2)).total());
    }

    /**
     * Only the Orient Express uses Paris, through Zürich: in the gray phase Paris (90) - Zürich (50) -
     * Bregenz (20) is 160 for the 80x; the regular 8-train may neither enter Paris nor pass Zürich, and its
     * best is Zürich - Bregenz, 70.
     */
    @Test
    void theOrientExpressRunsThroughZuerichToParis() {
        Board b = board();
        lay(b, "E3", "57-0", 1); // Bregenz: W (Zürich) - E
        b.placeHomeToken("VB", "E3", 0);
        RecordedRoute paris = route("8x-0", List.of("D0", "E1", "E3"), List.of(List.of("D0", "E1"), List.of("E1", "E3")));
        TrainSpec express = TrainSpec.express("8x-0", 8);
        RunResult r = run(b, "VB", GRAY, id -> express, paris);
        assertNull(r.error());
        assertEquals(160, r.total());
        assertEquals(160, best(b, "VB", GRAY, express).total());
        RecordedRoute regularToParis = route("8-0", List.of("D0", "E1", "E3"), List.of(List.of("D0", "E1"), List.of("E1", "E3")));
        assertTrue(run(b, "VB", GRAY, id -> regular(id, 8), regularToParis).error() != null, "no regular train to Paris");
        RecordedRoute intoParis = route("8-0", List.of("D0", "E1"), List.of(List.of("D0", "E1")));
        assertTrue(run(b, "VB", GRAY, id -> TrainSpec.stops(id, 8), regularToParis).error() != null,
                "nor through Zürich, even if Paris were open to it");
        assertTrue(run(b, "VB", GRAY, id -> regular(id, 8), intoParis).error() != null);
        assertEquals(70, best(b, "VB", GRAY, regular("8-0", 8)).total());
    }

    /**
     * And through Budapest from Konstantinopel, Budapest's two hexes one off-board: in the gray phase
     * Konstantinopel (90) - Budapest (60) - Eisenstadt (10) - Wien (433, 50) is 210 for the 80x; a 4-train's
     * best is Budapest - Eisenstadt - Wien, 120.
     */
    @Test
    void theOrientExpressComesFromKonstantinopelThroughBudapest() {
        Board b = board();
        lay(b, "C23", "433-0", 0);
        lay(b, "C25", "8-0", 5); // W (Wien) - SE
        lay(b, "D26", "4-0", 2); // Eisenstadt NW - SE (Budapest, E27)
        b.placeToken("KR", b.cityRef("C23", 4), false); // Wien's east circle
        TrainSpec express = TrainSpec.express("8x-0", 8);
        RecordedRoute orient = route("8x-0", List.of("F28", "E27", "D26", "C23"),
                List.of(List.of("F28", "E27"), List.of("E27", "D26"), List.of("D26", "C25", "C23")));
        RunResult r = run(b, "KR", GRAY, id -> express, orient);
        assertNull(r.error());
        assertEquals(210, r.total());
        assertEquals(210, best(b, "KR", GRAY, express).total());
        assertEquals(120, best(b, "KR", GRAY, regular("4-0", 4)).total());
    }

    /**
     * Plus trains (locals): a 2+ counts two big stations and any towns. Kirchdorf (J28, 10) - town of J30
     * (10) - over I31 - Steyr (57, 20) = 40; a 2-train may not run three stops.
     */
    @Test
    void aPlusTrainCountsTownsFree() {
        Board b = board();
        lay(b, "5", "J30", "1-0", 0); // town W (Kirchdorf) - NE (I31)
        lay(b, "5", "J32", "57-0", 2); // Steyr: NW (I31)
        b.placeHomeToken("5", "J28", 0);
        RecordedRoute r = route("2+-0", List.of("J28", "J30", "J32"), List.of(List.of("J28", "J30"), List.of("J30", "I31", "J32")));
        TrainSpec plus = TrainSpec.plus("2+-0", 2, TrainSpec.UNLIMITED);
        RunResult ok = run(b, "5", YELLOW, id -> plus, r);
        assertNull(ok.error());
        assertEquals(40, ok.total());
        assertEquals(40, best(b, "5", YELLOW, plus).total());
        assertTrue(run(b, "5", YELLOW, id -> TrainSpec.stops(id, 2), r).error() != null);
    }

    /** A tunnel is track for routes: Innsbruck (20) - tunnel through G7 - Landeck (10) = 30. */
    @Test
    void routesUseTunnelsLikeTrack() {
        Board b = board();
        lay(b, "F8", "57-0", 0); // Innsbruck: SW into G7
        lay(b, "F6", "3-0", 5); // Landeck: SE (G7) - SW
        b.placeHomeToken("NT", "F8", 0);
        b.overlay("NT", new TileLay("G7", "TU1-0", 2), new LayRules(Set.of(), true, false, AustrianTileLays.TUNNELS, null, true));
        RecordedRoute r = route("2-0", List.of("F8", "F6"), List.of(List.of("F8", "G7", "F6")));
        RunResult ok = run(b, "NT", YELLOW, id -> regular(id, 2), r);
        assertNull(ok.error());
        assertEquals(30, ok.total());
        assertEquals(30, best(b, "NT", YELLOW, regular("2-0", 2)).total());
    }
}
