package roundhouse.map.svg.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.view.HexView;
import roundhouse.api.view.StopView;

/**
 * Draws what is printed on one hex besides its track and stops, each where {@link HexSpots} finds
 * room: revenues, terrain and its cost, icons, the label, the blocker of a private company, the
 * coordinate and the location's name.
 */
final class DecorationPainter {
    private static final String FONT_COLOR = "#000";

    private final HexView hex;
    private final HexLayout layout;
    private final HexSpots spots;
    private final MapPalette palette;
    private final Svg svg;

    DecorationPainter(HexView hex, HexLayout layout, HexSpots spots, MapPalette palette, Svg svg) {
        this.hex = hex;
        this.layout = layout;
        this.spots = spots;
        this.palette = palette;
        this.svg = svg;
    }

    void paintRevenue() {
        List<StopView> priced = new ArrayList<>();
        for (StopView s : layout.stops()) {
            if (!"offboard".equals(s.kind()) && s.revenue() > 0) {
                priced.add(s);
            }
        }
        if (priced.isEmpty()) {
            return;
        }
        boolean same = priced.stream().allMatch(s -> s.revenue() == priced.get(0).revenue());
        if (same && priced.size() > 1) {
            double[] p = spots.place(8, null, 0);
            revenueCircle(p[0], p[1], priced.get(0).revenue());
            return;
        }
        for (StopView s : priced) {
            double[] at = layout.position(s.index());
            double reach = (layout.onCurve(s.index()) ? 12 : layout.radius(s)) + 9;
            double[] p = spots.place(8, at, reach);
            revenueCircle(p[0], p[1], s.revenue());
        }
    }

    private void revenueCircle(double x, double y, int revenue) {
        svg.raw("<circle").attr("cx", x).attr("cy", y).attr("r", 8)
                .raw(" fill=\"#fff\" stroke=\"#000\" stroke-width=\"0.8\"/>");
        svg.label(x, y, revenue >= 100 ? 7.5 : 9, "bold", FONT_COLOR, String.valueOf(revenue));
    }

    void paintLabel() {
        if (hex.label() == null || hex.label().isEmpty()) {
            return;
        }
        double[] p = spots.place(6 + 2 * hex.label().length(), null, 0);
        svg.label(p[0], p[1], 13, "bold", FONT_COLOR, hex.label());
    }

    void paintTerrain() {
        if (hex.terrainCost() <= 0 && hex.terrain() == null) {
            return;
        }
        double[] p = spots.place(10, null, 0);
        double x = p[0];
        double y = p[1] - 4;
        String terrain = hex.terrain() == null ? "" : hex.terrain();
        if (terrain.contains("mountain")) {
            svg.raw("<polygon points=\"").pt(x - 8, y + 4).pt(x, y - 7).pt(x + 8, y + 4)
                    .raw("\" fill=\"#8a5a2b\" stroke=\"#3b2410\" stroke-width=\"0.8\"/>");
        } else if (terrain.contains("water")) {
            svg.raw("<path d=\"M").pt(x - 9, y - 2).raw("q4.5,-4 9,0 t9,0 M").pt(x - 9, y + 3)
                    .raw("q4.5,-4 9,0 t9,0\" fill=\"none\" stroke=\"#1f78d1\" stroke-width=\"1.8\"/>");
        } else if (!terrain.isEmpty()) {
            svg.label(x, y, 8, "bold", "#444", terrain.substring(0, 1).toUpperCase(java.util.Locale.ROOT));
        }
        if (hex.terrainCost() > 0) {
            svg.label(x, y + 11, 8, "bold", FONT_COLOR, palette.money(hex.terrainCost()));
        }
    }

    /** The printed icons the renderer knows ({@link HexIcons}), each on a free spot of the hex. */
    void paintIcons() {
        if (hex.icons() == null) {
            return;
        }
        for (String image : hex.icons()) {
            String glyph = HexIcons.glyph(image);
            if (glyph != null) {
                double[] p = spots.place(11, null, 0);
                HexIcons.paint(svg, glyph, p[0], p[1]);
            }
        }
    }

    void paintBlocked() {
        if (!hex.blocked()) {
            return;
        }
        double[] p = spots.place(7, null, 0);
        double x = p[0];
        double y = p[1];
        // a private company still blocks this hex: a small crossed box, as a reminder
        svg.raw("<rect").attr("x", x - 6).attr("y", y - 6).raw(" width=\"12\" height=\"12\" rx=\"2\" fill=\"#fff\" stroke=\"#b00\" stroke-width=\"1.5\"/>");
        svg.raw("<path d=\"M").pt(x - 4, y - 4).raw("L").pt(x + 4, y + 4).raw("M").pt(x + 4, y - 4).raw("L")
                .pt(x - 4, y + 4).raw("\" stroke=\"#b00\" stroke-width=\"1.5\"/>");
    }

    void paintCoordinate() {
        if (!palette.showCoordinates()) {
            return;
        }
        double[] c = spots.coordinatePoint();
        svg.label(c[0], c[1], 7, null, MapPalette.textOn(palette.hexFill(hex.color())), hex.coord());
    }

    void paintName() {
        double[] nameBox = spots.nameBox();
        if (nameBox == null) {
            return;
        }
        List<String> nameLines = spots.nameLines();
        double size = HexSpots.NAME_FONT;
        String fill = palette.hexFill(hex.color());
        for (int i = 0; i < nameLines.size(); i++) {
            double y = nameBox[1] + (i + 0.5) * (size + 1);
            String line = nameLines.get(i);
            double cx = (nameBox[0] + nameBox[2]) / 2;
            double avail = 2 * (spots.halfWidthAt(y) - Math.abs(cx)) - 4;
            // a halo in the hex colour keeps the name readable where track runs under it
            for (int pass = 0; pass < 2; pass++) {
                svg.raw("<text");
                svg.attr("x", cx).attr("y", y + 0.36 * size).attr("font-size", size);
                if (HexSpots.estimateWidth(line, size) > avail) {
                    svg.attr("textLength", avail).raw(" lengthAdjust=\"spacingAndGlyphs\"");
                }
                if (pass == 0) {
                    svg.attr("fill", fill).attr("stroke", fill).raw(" stroke-width=\"2.5\" stroke-linejoin=\"round\"");
                } else {
                    svg.attr("fill", MapPalette.textOn(fill));
                }
                svg.raw(" text-anchor=\"middle\">").text(line).raw("</text>");
            }
        }
    }
}
