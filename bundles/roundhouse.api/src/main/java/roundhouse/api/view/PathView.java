package roundhouse.api.view;

/**
 * A track segment on a hex between two ends. An end is an edge ({@code "e0"}..{@code "e5"}) or a
 * stop ({@code "s"} plus the stop index).
 *
 * @param a one end
 * @param b the other end
 * @param overlay whether the segment was added onto the hex's tile rather than printed on it (1844's and
 *     1854's tunnels): views draw it apart from the tile's own track
 */
public record PathView(String a, String b, boolean overlay) {

    /** A segment of the tile itself. */
    public PathView(String a, String b) {
        this(a, b, false);
    }
}
