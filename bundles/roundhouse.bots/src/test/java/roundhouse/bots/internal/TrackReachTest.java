package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;
import roundhouse.api.view.PathView;
import roundhouse.api.view.StopView;

/** The heading a company without a run builds toward: the nearest stop it has no station in. */
class TrackReachTest {
    /** A pointy row of hexes A1..A9 (doubled grid: two x apart), with stations at A1 (ours) and A9 (a town). */
    private static MapView row(List<PathView> onA3) {
        List<HexView> hexes = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            String coord = "A" + (2 * i + 1);
            List<StopView> stops = List.of();
            if (i == 0) {
                stops = List.of(new StopView(0, "city", 20, Map.of(), 1, List.of("PRR"), List.of()));
            } else if (i == 4) {
                stops = List.of(new StopView(0, "town", 10, Map.of(), 0, List.of(), List.of()));
            }
            List<PathView> paths = i == 1 ? onA3 : i == 0 ? List.of(new PathView("s0", "e4")) : List.of();
            hexes.add(new HexView(coord, 2 * i, 0, null, "white", null, 0, null, null, 0, stops, paths, List.of(), false));
        }
        return new MapView("pointy", hexes);
    }

    @Test
    void distanceCountsHexesToTheNearestStopWithoutTheCompanysStation() {
        TrackReach reach = new TrackReach(row(List.of()), "PRR");
        assertEquals(4, reach.distance("A1"), "its own station is no target");
        assertEquals(3, reach.distance("A3"));
        assertEquals(0, reach.distance("A9"));
        assertEquals(0, new TrackReach(row(List.of()), "B&O").distance("A1"), "another company's station is one");
    }

    @Test
    void leadIsWhereTheNewTrackPointsNotWhereItComesFrom() {
        TrackReach reach = new TrackReach(row(List.of()), "PRR");
        // straight on from A1 (west edge 1) to the east edge 4: it points at A5, two hexes from the town
        assertEquals(2, reach.lead(row(List.of(new PathView("e1", "e4"))), "A3"));
        // a curve from A1 to the north-east (edge 3) points off the map: nowhere new
        assertEquals(Integer.MAX_VALUE, reach.lead(row(List.of(new PathView("e1", "e3"))), "A3"));
    }
}
