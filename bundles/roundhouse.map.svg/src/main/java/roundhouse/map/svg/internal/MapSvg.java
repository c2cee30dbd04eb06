package roundhouse.map.svg.internal;

import java.util.List;

import roundhouse.api.map.MapStyle;
import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;

/**
 * Builds the SVG document of a map: every hex (see {@link HexPainter}), then the layers that must
 * lie over neighbouring hexes: borders, highlights and routes. Pure function of its inputs.
 */
final class MapSvg {
    static final String FONT = "DejaVu Sans, Arial, Helvetica, sans-serif";

    private MapSvg() {
    }

    static String build(MapView map, MapStyle style) {
        HexGrid grid = new HexGrid(map);
        MapPalette palette = new MapPalette(style);
        Svg svg = new Svg(1024 + map.hexes().size() * 900);
        svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        svg.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"").attr("width", grid.width)
                .attr("height", grid.height).raw(" viewBox=\"0 0 ").num(grid.width).raw(" ").num(grid.height).raw("\"")
                .attr("font-family", FONT).raw(">\n");
        svg.raw("<rect width=\"100%\" height=\"100%\" fill=\"#f4f1ea\"/>\n");
        boards(grid, svg);
        svg.raw("<g id=\"hexes\" stroke-linejoin=\"round\">\n");
        for (HexView h : map.hexes()) {
            new HexPainter(grid, h, palette, svg).paint();
            svg.raw("\n");
        }
        svg.raw("</g>\n");
        borders(grid, map, svg);
        highlights(grid, style, svg);
        routes(grid, style, palette, svg);
        svg.raw("</svg>\n");
        return svg.toString();
    }

    /**
     * The boards of a map of several boards (1854: Austria and the local railways' board): a frame
     * behind each board's hexes and its name above it, so that players see two boards, not one.
     */
    private static void boards(HexGrid grid, Svg svg) {
        if (grid.boards.isEmpty()) {
            return;
        }
        double pad = 6;
        svg.raw("<g id=\"boards\">");
        for (HexGrid.BoardBox b : grid.boards) {
            svg.raw("<rect").attr("id", "board-" + b.id()).attr("x", b.x() - pad).attr("y", b.y() - pad)
                    .attr("width", b.w() + 2 * pad).attr("height", b.h() + 2 * pad).attr("rx", 8)
                    .raw(" fill=\"#e2dccd\" stroke=\"#6b6457\" stroke-width=\"2\"/>");
            svg.raw("<text").attr("x", b.x()).attr("y", b.y() - pad - 8)
                    .raw(" font-size=\"20\" font-weight=\"bold\" fill=\"#3b362d\">").text(b.name()).raw("</text>");
        }
        svg.raw("</g>\n");
    }

    /**
     * Hex sides with a border: impassable or costly ones as a thick red line along the edge; borders of
     * a kind that blocks some things only (1841's provinces) dashed in another colour, so that players
     * do not take them for walls. Both hexes of a side list it; a dashed side is drawn once, as two
     * dash patterns running from opposite ends would look solid.
     */
    private static void borders(HexGrid grid, MapView map, Svg svg) {
        Svg kinded = new Svg(256);
        java.util.Set<Long> drawn = new java.util.HashSet<>();
        svg.raw("<g id=\"borders\" stroke=\"#c8102e\" stroke-width=\"5\" stroke-linecap=\"round\">");
        for (HexView h : map.hexes()) {
            if (h.borders() == null) {
                continue;
            }
            double[] c = grid.centre(h.coord());
            for (int e : h.borders()) {
                String kind = h.borderKind(e);
                Svg out = kind == null ? svg : kinded;
                double t = grid.edgeAngle(e);
                double half = Math.toRadians(30);
                double x1 = c[0] + HexGrid.R * Math.cos(t - half);
                double y1 = c[1] + HexGrid.R * Math.sin(t - half);
                double x2 = c[0] + HexGrid.R * Math.cos(t + half);
                double y2 = c[1] + HexGrid.R * Math.sin(t + half);
                if (kind != null && !drawn.add(Math.round((x1 + x2) * 5) * 1_000_003L + Math.round((y1 + y2) * 5))) {
                    continue;
                }
                out.raw("<line");
                if (kind != null) {
                    out.attr("class", "border-" + kind);
                }
                out.attr("x1", x1).attr("y1", y1).attr("x2", x2).attr("y2", y2).raw("/>");
            }
        }
        svg.raw("</g>\n");
        if (kinded.out.length() > 0) { // only maps with borders of a kind (1841's provinces) draw the group
            svg.raw("<g id=\"kinded-borders\" stroke=\"#1d4f91\" stroke-width=\"4\" stroke-dasharray=\"9 6\" stroke-linecap=\"butt\">");
            svg.raw(kinded.toString());
            svg.raw("</g>\n");
        }
    }

    private static void highlights(HexGrid grid, MapStyle style, Svg svg) {
        svg.raw("<g id=\"highlights\" fill=\"none\" stroke=\"#e4007c\" stroke-width=\"4\" stroke-linejoin=\"round\">");
        for (String coord : style.highlightedHexes()) {
            double[] c = grid.centre(coord);
            if (c == null) {
                continue;
            }
            svg.raw("<polygon").attr("id", "hl-" + coord).raw(" points=\"");
            for (int k = 0; k < 6; k++) {
                double[] p = grid.corner(k);
                svg.pt(c[0] + p[0] * 0.9, c[1] + p[1] * 0.9);
            }
            svg.raw("\"/>");
        }
        svg.raw("</g>\n");
    }

    /** Routes through hex centres, one colour each, slightly offset so that shared stretches stay visible. */
    private static void routes(HexGrid grid, MapStyle style, MapPalette palette, Svg svg) {
        List<List<String>> routes = style.routes();
        svg.raw("<g id=\"routes\" fill=\"none\" stroke-width=\"6\" stroke-linecap=\"round\" stroke-linejoin=\"round\" opacity=\"0.85\">");
        for (int i = 0; i < routes.size(); i++) {
            double off = (i - (routes.size() - 1) / 2.0) * 5;
            StringBuilder pts = new StringBuilder();
            Svg p = new Svg(64);
            int n = 0;
            for (String coord : routes.get(i)) {
                double[] c = grid.centre(coord);
                if (c != null) {
                    p.pt(c[0] + off, c[1] + off);
                    n++;
                }
            }
            pts.append(p.out);
            if (n >= 2) {
                svg.raw("<polyline").attr("stroke", palette.routeColor(i)).raw(" points=\"").raw(pts.toString()).raw("\"/>");
            }
        }
        svg.raw("</g>\n");
    }
}
