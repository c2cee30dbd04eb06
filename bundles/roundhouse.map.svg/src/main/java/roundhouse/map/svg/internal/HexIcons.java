package roundhouse.map.svg.internal;

import java.util.Set;

/**
 * The icons of printed hexes the renderer knows how to draw, by the last part of the image name the
 * map data gives ({@code icon=image:1854/customs}): small vector glyphs, free of language and of rule
 * values (what the sign costs is the title's business). Icons not known here are left out.
 */
final class HexIcons {
    /** A tunnel portal: 1854's dark-grey hexes that take only tunnels. */
    static final String TUNNEL = "tunnel";
    /** A customs barrier: 1854's customs sign on München's corridor (routes using that track pay). */
    static final String CUSTOMS = "customs";
    private static final Set<String> KNOWN = Set.of(TUNNEL, CUSTOMS);

    private HexIcons() {
    }

    /** The glyph name of an image name ({@code "1854/tunnel"} to {@code "tunnel"}), or {@code null} if unknown. */
    static String glyph(String image) {
        if (image == null) {
            return null;
        }
        String last = image.substring(image.lastIndexOf('/') + 1);
        return KNOWN.contains(last) ? last : null;
    }

    /** Draws a known glyph centred on (x, y), about 18 units wide. */
    static void paint(Svg svg, String glyph, double x, double y) {
        svg.raw("<g class=\"icon-" + glyph + "\">");
        if (TUNNEL.equals(glyph)) {
            // a portal: a stone arch with a dark opening
            svg.raw("<path d=\"M").pt(x - 9, y + 7).raw("L").pt(x - 9, y - 1).raw("A9,9 0 0 1 ").pt(x + 9, y - 1).raw("L")
                    .pt(x + 9, y + 7).raw("Z\" fill=\"#8c8c8c\" stroke=\"#333\" stroke-width=\"1\"/>");
            svg.raw("<path d=\"M").pt(x - 5, y + 7).raw("L").pt(x - 5, y).raw("A5,5 0 0 1 ").pt(x + 5, y).raw("L")
                    .pt(x + 5, y + 7).raw("Z\" fill=\"#222\"/>");
        } else if (CUSTOMS.equals(glyph)) {
            // a barrier: a post and a red and white striped bar
            svg.raw("<rect").attr("x", x - 9).attr("y", y - 3).raw(" width=\"3\" height=\"11\" fill=\"#333\"/>");
            svg.raw("<rect").attr("x", x - 7).attr("y", y - 4).raw(" width=\"17\" height=\"4\" fill=\"#fff\" stroke=\"#333\" stroke-width=\"0.8\"/>");
            for (int i = 0; i < 3; i++) {
                svg.raw("<rect").attr("x", x - 5 + i * 5.5).attr("y", y - 4).raw(" width=\"2.7\" height=\"4\" fill=\"#c8102e\"/>");
            }
        }
        svg.raw("</g>");
    }
}
