package roundhouse.api.view;

import java.util.List;

/**
 * The map: every hex with what lies on it.
 *
 * @param orientation {@code "flat"} (flat top, columns offset) or {@code "pointy"} (pointy top, rows offset)
 * @param hexes all hexes
 */
public record MapView(String orientation, List<HexView> hexes) {
}
