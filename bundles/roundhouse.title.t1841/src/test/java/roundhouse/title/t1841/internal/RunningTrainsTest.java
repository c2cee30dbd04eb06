package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.map.RecordedRoute;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.RunResult;
import roundhouse.engine.map.TrainSpec;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.Route;
import roundhouse.testsupport.RecordedPosition;

/**
 * RB 4.3.1 on a row of gray hexes with 1841's trains (trains.json) and route rules: the port of Venezia
 * (40) - the town Venezia (10) - Mestre (20, X's station) - Padova (30) - the town Rovigo (10), as in the
 * rulebook's example, then a pass and six cities of 20.
 */
class RunningTrainsTest {
    private static final String MAP = "{\"layout\":\"pointy\",\"hexes\":{\"gray\":["
            + "{\"coords\":[\"B2\"],\"code\":\"town=revenue:40,visit_cost:0,route:never;path=a:4,b:_0;icon=image:port\"},"
            + "{\"coords\":[\"B4\",\"B10\"],\"code\":\"town=revenue:10;path=a:1,b:_0;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B6\",\"B14\",\"B16\",\"B18\",\"B20\",\"B22\"],\"code\":\"city=revenue:20;path=a:1,b:_0;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B8\"],\"code\":\"city=revenue:30;path=a:1,b:_0;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B12\"],\"code\":\"pass=revenue:0;path=a:1,b:_0;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B24\"],\"code\":\"city=revenue:20;path=a:1,b:_0\"}]}}";
    private static final RouteRules RULES = new RouteRules(List.of("yellow"), "white");
    /** 18xx.games' route rules. */
    private static final Set<String> R = Set.of(ItalianRouteCheck.TOWNS_MAKE_ROUTES, ItalianRouteCheck.PASS_TOKENS,
            ItalianRouteCheck.SAME_HEX_CITIES);

    /** 1841's trains as trains.json describes them. */
    private static TrainSpec train(String id) throws Exception {
        Game game = RecordedPosition.of(new T1841Title(), Path.of("src/test/resources/fixtures/1841/"), "1841_game_end_bank")
                .before(1).game();
        return Route.spec(game.depot().train(id));
    }

    private static Board board(Set<String> options) {
        Board b = new Board(MapDefinition.load("t", MAP, "{\"tiles\":{}}"), ItalianRouteCheck.areas(options));
        b.placeHomeToken("X", "B6", 0);
        return b;
    }

    private static RunResult run(Board b, String company, TrainSpec train, String... hexes) {
        List<List<String>> connections = new ArrayList<>();
        for (int i = 0; i + 1 < hexes.length; i++) {
            connections.add(List.of(hexes[i], hexes[i + 1]));
        }
        return b.checkRun(company, List.of(new RecordedRoute(train.id(), connections, List.of(hexes), List.of(), 0)),
                id -> train, RULES);
    }

    /** RB 4.3.1 example: a 2-train visits two stations between free port and towns and earns L.110. */
    @Test
    void portsAndTownsAreFree() throws Exception {
        for (Set<String> options : List.of(Set.<String>of(), R)) {
            RunResult r = run(board(options), "X", train("2-0"), "B2", "B4", "B6", "B8", "B10");
            assertNull(r.error());
            assertEquals(110, r.total());
        }
    }

    /**
     * RB 4.3.1: passes count as cities without value, "Ausnahme: die Achterloks können Pässe überqueren, ohne
     * sie zu zählen": Mestre, Padova, the pass and a city are four stops for a 2-train, and the 8-train runs
     * eight cities across the pass, which a train that counted it could not.
     */
    @Test
    void aPassCountsForA2TrainAndNotForAn8Train() throws Exception {
        Board b = board(Set.of());
        RunResult two = run(b, "X", train("2-0"), "B6", "B8", "B10", "B12", "B14");
        assertTrue(two.error().contains("counts 4 stops"), two.error());
        RunResult four = run(b, "X", train("4-0"), "B6", "B8", "B10", "B12", "B14");
        assertNull(four.error());
        assertEquals(80, four.total());
        String[] across = { "B6", "B8", "B10", "B12", "B14", "B16", "B18", "B20", "B22", "B24" };
        RunResult eight = run(b, "X", train("8-0"), across);
        assertNull(eight.error());
        assertEquals(20 + 30 + 10 + 0 + 6 * 20, eight.total());
        RunResult counting = run(b, "X", TrainSpec.townsFree("8-0", 8), across);
        assertTrue(counting.error().contains("counts 9 stops"), counting.error());
    }

    /**
     * RB 4.3.1: "Eine Strecke muß mindestens zwei Städte umfassen (Pässe und Häfen zählen nicht dazu)": Mestre
     * with the town and port of Venezia is no route; 18xx.games counts the town (not the port).
     */
    @Test
    void aRouteNeedsTwoCities() throws Exception {
        RunResult rb = run(board(Set.of()), "X", train("2-0"), "B6", "B4", "B2");
        assertTrue(rb.error().contains("two cities or off-board areas"), rb.error());
        RunResult r = run(board(R), "X", train("2-0"), "B6", "B4", "B2");
        assertNull(r.error());
        assertEquals(70, r.total());
        RunResult rPass = run(board(R), "X", train("2-0"), "B10", "B12");
        assertTrue(rPass.error().contains("neither passes nor ports") || rPass.error().contains("station"), rPass.error());
    }

    /** RB 4.3.1: a route needs a city with the corporation's token, "ein Paß zählt nicht"; 18xx.games accepts one. */
    @Test
    void aTokenOnAPassIsNoStationByTheRulebook() throws Exception {
        for (Set<String> options : List.of(Set.<String>of(), R)) {
            Board b = board(options);
            b.placeToken("Y", b.cityRef("B12", 0), false);
            RunResult r = run(b, "Y", train("3-0"), "B12", "B14", "B16");
            if (options.isEmpty()) {
                assertTrue(r.error().contains("no station of Y"), r.error());
            } else {
                assertNull(r.error());
                assertEquals(40, r.total());
            }
        }
    }
}
