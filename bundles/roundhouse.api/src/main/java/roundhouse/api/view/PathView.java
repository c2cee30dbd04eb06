package roundhouse.api.view;

/**
 * A track segment on a hex between two ends. An end is an edge ({@code "e0"}..{@code "e5"}) or a
 * stop ({@code "s"} plus the stop index).
 *
 * @param a one end
 * @param b the other end
 */
public record PathView(String a, String b) {
}
