package roundhouse.map.svg.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.map.MapStyle;
import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;
import roundhouse.api.view.PathView;

/** Track laid onto a hex's tile (a tunnel) is drawn dashed, apart from the tile's own track. */
class TunnelTrackTest {
    @Test
    void overlayTrackIsDashed() {
        HexView tile = new HexView("E5", 0, 0, null, "yellow", "8", 0, null, null, 0, List.of(),
                List.of(new PathView("e0", "e2"), new PathView("e1", "e4", true)), List.of(), false);
        HexView plain = new HexView("E7", 2, 0, null, "yellow", "9", 0, null, null, 0, List.of(),
                List.of(new PathView("e0", "e3")), List.of(), false);
        String svg = new SvgMapRenderer().toSvg(new MapView("pointy", List.of(tile, plain)), MapStyle.PLAIN);
        assertEquals(1, svg.split("stroke-dasharray", -1).length - 1, "only the tunnel is dashed");
    }
}
