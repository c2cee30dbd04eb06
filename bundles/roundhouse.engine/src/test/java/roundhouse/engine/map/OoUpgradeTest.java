package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Two separate cities never become one on an upgrade unless the tile merges cities: 1830 tile 59
 * (green OO, one exit per city) may take brown 67 only in rotations that keep each exit on its own city (found by
 * the differential check: 48 of 1000 random games laid 64/65/67 merging the two exits).
 */
class OoUpgradeTest {
    private static final LayRules ANYWHERE = new LayRules(java.util.Set.of("yellow", "green", "brown"), false, true, null, null, true);

    @Test
    void anUpgradeMayNotPutBothOldCitiesOnOneNewCity() {
        Board b = Maps1830.board();
        int r = firstLegalRotation(b, "59-0");
        b.lay("ERIE", new TileLay("E11", "59-0", r), ANYWHERE);
        // 67: city A on edges 0 and 3, city B on edges 2 and 4; rotated by r+4, B covers 59's exits r and r+2
        String merged = b.checkLay("ERIE", new TileLay("E11", "67-0", (r + 4) % 6), ANYWHERE);
        assertNotNull(merged);
        assertTrue(merged.contains("do not match the old cities"), merged);
        // at rotation r each exit keeps a city of its own
        assertNull(b.checkLay("ERIE", new TileLay("E11", "67-0", r), ANYWHERE));
        // 67 keeps both exits at rotations r (A gets exit r) and r+2 (B gets exit r); r+4 would merge them
        assertEquals(java.util.List.of(r, (r + 2) % 6), b.legalLays("ERIE", ANYWHERE).stream()
                .filter(l -> l.hex().equals("E11") && l.tileId().equals("67-0"))
                .map(TileLay::rotation).sorted(java.util.Comparator.comparingInt(x -> (x - r + 6) % 6)).toList());
    }

    /**
     * A yellow OO tile whose second city has no track (18Mag's L32): upgraded, the city with track
     * follows its exit and the bare one takes the city left over, whatever their indexes. Found by
     * the referee: a seeded 18Mag game put both stations into one single-slot city of tile 8859, so
     * the city blocked routes that 18xx.games lets pass the other one.
     */
    @Test
    void aBareCityTakesTheCityLeftOverNotOneWithTrack() {
        String map = "{\"layout\":\"pointy\",\"hexes\":{\"white\":[{\"coords\":[" + TestBoards.RING + "],\"code\":\"\"},"
                + "{\"coords\":[\"B4\"],\"code\":\"city=revenue:0;city=revenue:0;label=OO\"}]}}";
        String tiles = "{\"tiles\":{"
                + "\"Y\":{\"count\":1,\"color\":\"yellow\",\"code\":\"city=revenue:30,loc:2;city=revenue:0,loc:0;path=a:2,b:_0;label=OO\"},"
                + "\"G\":{\"count\":1,\"color\":\"green\",\"code\":\"city=revenue:40;city=revenue:40;path=a:1,b:_0;path=a:4,b:_0;path=a:0,b:_1;path=a:3,b:_1;label=OO\"}}}";
        Board b = new Board(MapDefinition.load("t", map, tiles));
        b.lay("M", new TileLay("B4", "Y-0", 5), TestBoards.special()); // city 0 gets exit 1, city 1 stays bare
        b.placeHomeToken("M", "B4", 0);
        b.placeHomeToken("C", "B4", 1);

        // rotated once, city 0 has exits 2 and 5 and city 1 exits 1 and 4: M's city is now the second
        b.lay("M", new TileLay("B4", "G-0", 1), TestBoards.special());

        assertEquals(java.util.List.of("G-0-1"), b.tokensOf("M"));
        assertEquals(java.util.List.of("G-0-0"), b.tokensOf("C"));
    }

    private static int firstLegalRotation(Board b, String tile) {
        for (int r = 0; r < 6; r++) {
            if (b.checkLay("ERIE", new TileLay("E11", tile, r), ANYWHERE) == null) {
                return r;
            }
        }
        throw new AssertionError("no legal rotation of " + tile + " on E11");
    }
}
