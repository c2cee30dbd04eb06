package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A change on one hex drops only the cached networks that touch it ({@link Reach#invalidate(int)}).
 * Through every recorded 1830 game, at each run the networks the board kept (every company's,
 * asked at the previous run and kept over the lays and tokens since where they did not touch the
 * changed hexes) must equal networks found afresh on a copy of the board.
 */
class ReachCacheTest {
    private static final List<String> COMPANIES = List.of("PRR", "NYC", "CPR", "B&O", "C&O", "ERIE", "NYNH", "B&M");

    static java.util.stream.Stream<Path> fixtures() throws Exception {
        return FixtureMapReplayTest.fixtures();
    }

    /**
     * The same for the networks of single stations ({@link Reach#stationNetwork}) and for the stops
     * reached from a company's cities ({@link Reach#stopHexesFromCities}), which must be the stops
     * the networks of its city stations, each found afresh, reach together.
     */
    @ParameterizedTest
    @MethodSource("fixtures")
    void keptStationNetworksEqualFreshOnesAtEveryRun(Path file) {
        int[] compared = {0};
        int[] witnessed = {0};
        FixtureMapReplay replay = new FixtureMapReplay();
        replay.listener = (id, board, company, routes, rules) -> {
            Board fresh = board.copy();
            Board shown = board.copy(); // no network is found on it: each station's routes are shown afresh
            java.util.Set<String> offboards = redHexes(board);
            for (String c : COMPANIES) {
                assertEquals(fresh.tokensOf(c), board.tokensOf(c), c + " tokens at action " + id);
                java.util.Set<String> stops = new java.util.TreeSet<>();
                for (String city : board.tokensOf(c)) {
                    int h = board.hexOrThrow(board.hexOfCity(city)).index;
                    Network kept = board.reach().stationNetwork(c, h, ReachPurpose.TRACK);
                    Network found = fresh.reach().stationNetwork(c, h, ReachPurpose.TRACK);
                    assertArrayEquals(found.nodes, kept.nodes, c + " from " + city + " nodes at action " + id);
                    assertArrayEquals(found.edges, kept.edges, c + " from " + city + " edges at action " + id);
                    if (!board.isPass(city)) {
                        stops.addAll(stopHexes(board, found));
                    }
                    // what the station's routes show near it, the network found afresh holds too
                    for (HexDef hex : board.definition().hexes) {
                        if (board.tile[hex.index].pathA.length > 0
                                && shown.reach().stationShowsArrivalAndNode(c, h, ReachPurpose.TRACK, hex.index, 0x3f)) {
                            assertTrue(found.reachedEdgeMask(hex.index) != 0 && found.reachesNodeOn(hex.index),
                                    c + " from " + city + " shows " + hex.coord + " at action " + id);
                            witnessed[0]++;
                        }
                    }
                    compared[0]++;
                }
                assertEquals(stops, board.reach().stopHexesFromCities(c, ReachPurpose.TRACK), c + " stops at action " + id);
                // a route shown near the stations answers as the network does
                assertEquals(fresh.reach().routeAvailable(c, ReachPurpose.ROUTES), board.copy().reach().routeAvailable(c, ReachPurpose.ROUTES),
                        c + " route available at action " + id);
                Network whole = fresh.reach().network(c, ReachPurpose.TRACK);
                for (HexDef hex : board.definition().hexes) {
                    if (shown.reach().showsLeavingNodeOn(c, ReachPurpose.TRACK, hex.index)) {
                        assertTrue(whole.leavesNodeOn(hex.index), c + " shown to go on from a node of " + hex.coord + " at action " + id);
                        witnessed[0]++;
                    }
                }
                // only those among the red off-boards: without a search where no track leads there
                java.util.Set<String> among = new java.util.TreeSet<>(stops);
                among.retainAll(offboards);
                assertEquals(among, board.reach().stopHexesFromCities(c, ReachPurpose.TRACK, offboards), c + " off-boards at action " + id);
            }
        };
        replay.replay(file);
        assertEquals("", String.join("\n", replay.problems));
        assertTrue(compared[0] > 300, "networks compared: " + compared[0]);
        assertTrue(witnessed[0] > 100, "hexes shown reached by a station's routes: " + witnessed[0]);
    }

    private static java.util.Set<String> redHexes(Board board) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        for (HexDef hex : board.definition().hexes) {
            if ("red".equals(board.definition().hexColor(hex.coord))) {
                out.add(hex.coord);
            }
        }
        return out;
    }

    /** The hexes with a stop the network reaches. */
    private static java.util.Set<String> stopHexes(Board board, Network n) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        MapDefinition def = board.definition();
        for (HexDef hex : def.hexes) {
            TileDef t = board.tile[hex.index];
            for (int k = 0; k < t.nodes.length; k++) {
                if (n.nodes[hex.index * board.maxNodes + k] && t.nodes[k].isStop()) {
                    out.add(hex.coord);
                }
            }
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void keptNetworksEqualFreshOnesAtEveryRun(Path file) {
        int[] compared = {0};
        FixtureMapReplay replay = new FixtureMapReplay();
        replay.listener = (id, board, company, routes, rules) -> {
            compared[0] += assertKeptNetworksAreFresh(board, id);
            Board fresh = board.copy();
            for (String c : COMPANIES) {
                assertEquals(fresh.legalTokenCities(c), board.legalTokenCities(c), c + " token cities at action " + id);
            }
        };
        replay.replay(file);
        assertEquals("", String.join("\n", replay.problems));
        assertTrue(compared[0] > 300, "networks compared: " + compared[0]);
    }

    /**
     * A copy of the game (a fork) takes the board's reach with its networks: the same network objects,
     * which must stay right as the copy goes on. Here the replay goes on on a copy made at every run.
     */
    @ParameterizedTest
    @MethodSource("fixtures")
    void networksCopiedWithTheGameStayRightInTheCopy(Path file) {
        int[] compared = {0};
        FixtureMapReplay replay = new FixtureMapReplay();
        replay.listener = (id, board, company, routes, rules) -> {
            compared[0] += assertKeptNetworksAreFresh(board, id);
            Board copy = roundhouse.engine.internal.copy.GraphCopier.copy(board);
            org.junit.jupiter.api.Assertions.assertSame(board.reach().network("PRR", ReachPurpose.TRACK),
                    copy.reach().network("PRR", ReachPurpose.TRACK), "the copy shares the network found before");
            replay.board = copy;
        };
        replay.replay(file);
        assertEquals("", String.join("\n", replay.problems));
        assertTrue(compared[0] > 300, "networks compared: " + compared[0]);
    }

    /** Every company's kept network on the board equals one found afresh on a copy; how many were compared. */
    private static int assertKeptNetworksAreFresh(Board board, String id) {
        Board fresh = board.copy();
        for (String c : COMPANIES) {
            Network kept = board.reach().network(c, ReachPurpose.TRACK);
            Network found = fresh.reach().network(c, ReachPurpose.TRACK);
            assertArrayEquals(found.nodes, kept.nodes, c + " nodes at action " + id);
            assertArrayEquals(found.edges, kept.edges, c + " edges at action " + id);
        }
        return COMPANIES.size();
    }
}
