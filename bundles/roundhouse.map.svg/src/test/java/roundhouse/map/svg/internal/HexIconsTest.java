package roundhouse.map.svg.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.map.MapStyle;
import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;

/** Printed icons: the known glyphs are drawn once each, unknown images are left out. */
class HexIconsTest {
    @Test
    void knownIconsAreDrawnAndOthersLeftOut() {
        assertEquals("tunnel", HexIcons.glyph("1854/tunnel"));
        assertEquals("customs", HexIcons.glyph("1854/customs"));
        assertNull(HexIcons.glyph("1844/bonus_30"));
        HexView tunnel = new HexView("F12", 0, 0, null, "purple", null, 0, null, null, 0, List.of(), List.of(), List.of(),
                false, "main", List.of("1854/tunnel", "1844/bonus_30"));
        HexView plain = new HexView("F14", 2, 0, null, "white", null, 0, null, null, 0, List.of(), List.of(), List.of(), false);
        String svg = new SvgMapRenderer().toSvg(new MapView("pointy", List.of(tunnel, plain)), MapStyle.PLAIN);
        assertEquals(1, svg.split("class=\"icon-tunnel\"", -1).length - 1);
        assertFalse(svg.contains("bonus"));
        assertTrue(plain.icons().isEmpty());
    }
}
