package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.route.RouteOptimizer;

/**
 * Borders of a kind ({@code map.json} {@code border_kinds}) block track, tokens and routes separately
 * and change with the phase, as 1841's province borders: tokens always, track in phase 2 only, trains
 * never. The border here stands until phase 4, on B4's east and south-east sides. B4 (yellow city 20,
 * X's station) has track to both; C5 (south-east, yellow city 30) has track back to B4; B6 (east) is
 * blank, so a tile there must connect across the border.
 */
class BorderKindsTest {
    private static final String MAP = "{\"layout\":\"pointy\",\"hexes\":{"
            + "\"white\":[{\"coords\":[\"A3\",\"A5\",\"B2\",\"B6\",\"C3\"],\"code\":\"\"}],"
            + "\"yellow\":[{\"coords\":[\"B4\"],\"code\":\"city=revenue:20;path=a:_0,b:4;path=a:_0,b:5\"},"
            + "{\"coords\":[\"C5\"],\"code\":\"city=revenue:30;path=a:_0,b:2\"}]},"
            + "\"border_kinds\":{\"province\":%s},"
            + "\"phase_borders\":[{\"hex\":\"B4\",\"edges\":[4,5],\"type\":\"province\",\"until\":\"4\"}]}";
    private static final String PROVINCE = "{\"tokens\":true,\"track\":{\"until\":\"3\"},\"routes\":false}";
    private static final LayRules YELLOW = LayRules.normal(Set.of("yellow"));
    private static final RouteRules RULES = new RouteRules(List.of("yellow"));
    private static final TrainSpec TWO = TrainSpec.stops("2-0", 2);

    private final AtomicReference<String> phase = new AtomicReference<>("2");

    private Board board(String kind) {
        Board b = new Board(MapDefinition.load("t", String.format(MAP, kind), "{\"tiles\":{\"7\":2}}"));
        b.usePhases(List.of("2", "3", "4"), phase::get);
        b.placeHomeToken("X", "B4", 0);
        return b;
    }

    private static boolean laysOnB6(Board b) {
        return b.legalLays("X", YELLOW).stream().anyMatch(l -> l.hex().equals("B6"));
    }

    private static RunResult runToC5(Board b) {
        return b.checkRun("X", List.of(new RecordedRoute("2-0", List.of(List.of("B4", "C5")), List.of("B4", "C5"), List.of(), 50)),
                id -> TWO, RULES);
    }

    @Test
    void inPhase2TheBorderBlocksTokensAndTrackButNotTrains() {
        Board b = board(PROVINCE);
        assertTrue(b.isImpassable("B4", 5, ReachPurpose.TOKENS));
        assertTrue(b.isImpassable("C5", 2, ReachPurpose.TRACK), "mirrored onto the neighbour");
        assertFalse(b.isImpassable("B4", 5, ReachPurpose.ROUTES));
        assertFalse(b.isImpassable("B4", 5), "not impassable: trains cross it");
        assertEquals(List.of(), b.legalTokenCities("X"));
        String why = b.checkToken("X", "C5-0-0", true);
        assertTrue(why != null && why.contains("not reachable"), why);
        assertFalse(laysOnB6(b), "track does not connect across the border in phase 2");
        String lay = b.checkLay("X", new TileLay("B6", "7-0", 0), YELLOW);
        assertTrue(lay != null && lay.contains("does not connect"), lay);
        assertTrue(b.routeAvailable("X"));
        assertNull(runToC5(b).error());
        assertEquals(50, runToC5(b).total());
        assertEquals(50, new RouteOptimizer(1).bestRun(b.routeGraph("X", RULES), List.of(TWO), b.routeBonuses("X", RULES),
                null, null).total());
        assertTrue(b.reach().reachesStopOn("X", "C5"));
        assertFalse(b.reach().reachesStopOn("X", "C5", ReachPurpose.TOKENS));
        assertEquals(List.of(4, 5), hexView(b, "B4").borders(), "the view shows the border while it blocks something");
        assertEquals(java.util.Map.of(4, "province", 5, "province"), hexView(b, "B4").borderKinds(), "and its kind");
        assertEquals("province", hexView(b, "C5").borderKind(2), "mirrored onto the neighbour");
    }

    @Test
    void anImpassableBorderOnTheSameSideIsShownAsImpassable() {
        Board b = new Board(MapDefinition.load("t", String.format(MAP, PROVINCE).replace("\"phase_borders\":[",
                "\"phase_borders\":[{\"hex\":\"B4\",\"edge\":4,\"type\":\"impassable\",\"until\":\"4\"},"),
                "{\"tiles\":{\"7\":2}}"));
        b.usePhases(List.of("2", "3", "4"), phase::get);
        assertEquals(List.of(4, 5), hexView(b, "B4").borders());
        assertNull(hexView(b, "B4").borderKind(4), "impassable: drawn as such");
        assertEquals("province", hexView(b, "B4").borderKind(5));
    }

    @Test
    void inPhase3TrackCrossesButTokensStillDoNot() {
        Board b = board(PROVINCE);
        phase.set("3");
        assertTrue(laysOnB6(b));
        assertNull(b.checkLay("X", new TileLay("B6", "7-0", 0), YELLOW));
        assertEquals(List.of(), b.legalTokenCities("X"));
        assertFalse(b.reach().reachesStopOn("X", "C5", ReachPurpose.TOKENS));
        assertNull(runToC5(b).error());
    }

    @Test
    void inPhase4TheBorderIsGone() {
        Board b = board(PROVINCE);
        phase.set("4");
        assertEquals(List.of("C5-0-0"), b.legalTokenCities("X"));
        assertTrue(laysOnB6(b));
        assertFalse(b.isImpassable("B4", 5, ReachPurpose.TOKENS));
        assertEquals(List.of(), hexView(b, "B4").borders());
        assertEquals(java.util.Map.of(), hexView(b, "B4").borderKinds());
    }

    @Test
    void purposesWhoseBordersAgreeShareOneNetwork() {
        Board b = board(PROVINCE);
        Reach r = b.reach();
        // phase 2: tokens and track blocked alike, routes not
        assertSame(r.network("X", ReachPurpose.TRACK), r.network("X", ReachPurpose.TOKENS));
        assertNotSame(r.network("X", ReachPurpose.TRACK), r.network("X", ReachPurpose.ROUTES));
        phase.set("3");
        assertSame(r.network("X", ReachPurpose.TRACK), r.network("X", ReachPurpose.ROUTES));
        assertNotSame(r.network("X", ReachPurpose.TRACK), r.network("X", ReachPurpose.TOKENS));
        phase.set("4");
        assertSame(r.network("X", ReachPurpose.TRACK), r.network("X", ReachPurpose.TOKENS));
        assertSame(r.network("X", ReachPurpose.TRACK), r.network("X", ReachPurpose.ROUTES));
        assertSame(b.blockedSides(ReachPurpose.TOKENS), b.definition().printedImpassable, "no border left: the printed sides");
    }

    @Test
    void everyPurposesNetworkEqualsTheExhaustiveWalk() {
        Board b = board(PROVINCE);
        for (String p : List.of("2", "3", "4")) {
            phase.set(p);
            Board copy = b.copy();
            copy.lay("X", new TileLay("B6", "7-0", 0), TestBoards.special());
            for (Board x : List.of(b, copy)) {
                assertEquals("", ExhaustiveReach.compare(x, "X", 100_000), "phase " + p);
            }
        }
    }

    @Test
    void aKindThatBlocksNothingIsNoBorderAtAll() {
        Board b = board("{}");
        assertEquals(List.of("C5-0-0"), b.legalTokenCities("X"));
        assertTrue(laysOnB6(b));
        assertSame(b.blockedSides(ReachPurpose.TRACK), b.blockedSides(ReachPurpose.TOKENS));
    }

    @Test
    void badKindsFailWithTheirPath() {
        MapDataException e = assertThrows(MapDataException.class, () -> board("{\"track\":{\"until\":\"9\"}}"));
        assertEquals("map.json: $.border_kinds.province.track.until: unknown phase 9 (phases.json has [2, 3, 4])", e.getMessage());
        e = assertThrows(MapDataException.class, () -> board("{\"trains\":true}"));
        assertEquals("map.json: $.border_kinds.province.trains: unknown key (routes, tokens, track)", e.getMessage());
        e = assertThrows(MapDataException.class, () -> board("{\"tokens\":\"always\"}"));
        assertEquals("map.json: $.border_kinds.province.tokens: must be true, false or {from, until}", e.getMessage());
        e = assertThrows(MapDataException.class, () -> new Board(MapDefinition.load("t",
                String.format(MAP, PROVINCE).replace("\"type\":\"province\"", "\"type\":\"regional\""), "{\"tiles\":{}}")));
        assertEquals("map.json: $.phase_borders[0].type: must be impassable or cost or a kind of $.border_kinds (province),"
                + " not regional", e.getMessage());
        e = assertThrows(MapDataException.class, () -> new Board(MapDefinition.load("t",
                String.format(MAP, PROVINCE).replace("\"edges\":[4,5]", "\"edges\":[4,6]"), "{\"tiles\":{}}")));
        assertEquals("map.json: $.phase_borders[0].edges: must be a whole number 0-5", e.getMessage());
    }

    private static roundhouse.api.view.HexView hexView(Board b, String coord) {
        return b.view(RULES).hexes().stream().filter(h -> h.coord().equals(coord)).findFirst().orElseThrow();
    }
}
