package roundhouse.engine.map;

import java.util.Set;

/** Small hand-built maps for the board tests: a pointy ring of blank white hexes around B4. */
final class TestBoards {
    static final Set<String> ALL = Set.of("yellow", "green", "brown", "gray");
    /** B4 and its six neighbours (SW C3, W B2, NW A3, NE A5, E B6, SE C5). */
    static final String RING = "\"A3\",\"A5\",\"B2\",\"B6\",\"C3\",\"C5\"";

    /** A map.json with B4 drawn by {@code centre} (in colour group {@code color}) and the ring blank. */
    static String ringMap(String color, String centre, String extra) {
        String ring = "{\"coords\":[" + RING + "],\"code\":\"\"}";
        String b4 = "{\"coords\":[\"B4\"],\"code\":\"" + centre + "\"}";
        String groups = color.equals("white") ? "\"white\":[" + ring + "," + b4 + "]"
                : "\"white\":[" + ring + "],\"" + color + "\":[" + b4 + "]";
        return "{\"layout\":\"pointy\",\"hexes\":{" + groups + "}" + (extra == null ? "" : "," + extra) + "}";
    }

    static LayRules special() {
        return LayRules.special(ALL, null, null, false);
    }

    private TestBoards() {
    }
}
