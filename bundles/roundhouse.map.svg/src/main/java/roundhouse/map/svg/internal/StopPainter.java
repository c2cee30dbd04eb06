package roundhouse.map.svg.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import roundhouse.api.view.StopView;
import roundhouse.map.svg.internal.HexLayout.Arc;

/**
 * Draws the stops of one hex where {@link HexLayout} put them, relative to the hex's centre:
 * towns as dots or as bars across their track, cities with their slots, the stations built in
 * them and the homes kept for companies, and the value boxes of offboard areas.
 */
final class StopPainter {
    private final HexGrid grid;
    private final HexLayout layout;
    private final HexSpots spots;
    private final MapPalette palette;
    private final Svg svg;

    StopPainter(HexGrid grid, HexLayout layout, HexSpots spots, MapPalette palette, Svg svg) {
        this.grid = grid;
        this.layout = layout;
        this.spots = spots;
        this.palette = palette;
        this.svg = svg;
    }

    void paint(StopView s) {
        switch (s.kind()) {
            case "city" -> paintCity(s);
            case "town" -> paintTown(s);
            case "offboard" -> paintOffboard(s);
            default -> paintTown(s);
        }
    }

    private void paintTown(StopView s) {
        double[] p = layout.position(s.index());
        int[] edges = layout.curve(s.index());
        if (edges == null) {
            svg.raw("<circle").attr("cx", p[0]).attr("cy", p[1]).attr("r", HexPainter.TOWN_DOT)
                    .raw(" fill=\"#000\" stroke=\"#fff\" stroke-width=\"1\"/>");
            return;
        }
        // the bar lies across the track: along the radius of the track's arc, or square to a straight track
        Arc arc = layout.arc(edges[0], edges[1]);
        double t = arc == null ? grid.edgeAngle(edges[0]) + Math.PI / 2 : Math.atan2(arc.cy(), arc.cx());
        svg.raw("<rect x=\"-12\" y=\"-4\" width=\"24\" height=\"8\" fill=\"#000\" transform=\"translate(")
                .num(p[0]).raw(",").num(p[1]).raw(") rotate(").num(Math.toDegrees(t)).raw(")\"/>");
    }

    private void paintCity(StopView s) {
        double[] p = layout.position(s.index());
        int n = Math.max(1, s.slots());
        double r = HexPainter.CITY_R;
        double[][] at = slotCentres(n, r);
        double axis = layout.slotAxis(s);
        if (axis != 0) {
            for (double[] a : at) {
                double x = a[0] * Math.cos(axis) - a[1] * Math.sin(axis);
                double y = a[0] * Math.sin(axis) + a[1] * Math.cos(axis);
                a[0] = x;
                a[1] = y;
            }
        }
        if (n == 2) {
            svg.raw("<rect").attr("x", -2 * r).attr("y", -r).attr("width", 4 * r).attr("height", 2 * r)
                    .attr("rx", r).raw(" transform=\"translate(").num(p[0]).raw(",").num(p[1]).raw(") rotate(")
                    .num(Math.toDegrees(axis)).raw(")\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.5\"/>");
        } else if (n == 4) {
            svg.raw("<rect").attr("x", p[0] - 2 * r).attr("y", p[1] - 2 * r).attr("width", 4 * r)
                    .attr("height", 4 * r).attr("rx", r).raw(" fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.5\"/>");
        } else if (n >= 3) {
            double ring = Math.hypot(at[0][0], at[0][1]) + r;
            svg.raw("<circle").attr("cx", p[0]).attr("cy", p[1]).attr("r", ring)
                    .raw(" fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.5\"/>");
        }
        List<String> tokens = s.tokens() == null ? List.of() : s.tokens();
        List<String> reserved = s.reserved() == null ? List.of() : s.reserved();
        int ri = 0;
        for (int i = 0; i < n; i++) {
            double x = p[0] + at[i][0];
            double y = p[1] + at[i][1];
            svg.raw("<circle").attr("cx", x).attr("cy", y).attr("r", r)
                    .raw(" fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.5\"/>");
            if (i < tokens.size()) {
                String company = tokens.get(i);
                String fill = palette.companyColor(company);
                svg.raw("<circle").attr("cx", x).attr("cy", y).attr("r", r - 1.5).attr("fill", fill)
                        .raw(" stroke=\"#fff\" stroke-width=\"1\"/>");
                svg.label(x, y, tokenFont(company), "bold", MapPalette.textOn(fill), company);
            } else if (ri < reserved.size()) {
                // a home kept for a company: a dashed ring in its colour round its name, never a filled
                // disc, so that it cannot be taken for a station already built
                String company = reserved.get(ri++);
                svg.raw("<circle").attr("cx", x).attr("cy", y).attr("r", r - 2.5).attr("fill", "none")
                        .attr("stroke", palette.companyColor(company))
                        .raw(" stroke-width=\"1.5\" stroke-dasharray=\"2.5,1.5\"/>");
                svg.label(x, y, tokenFont(company) * 0.9, null, "#777", company);
            }
        }
        // tokens beyond the slots (should not happen) are still shown, stacked on the last slot
        for (int i = n; i < tokens.size(); i++) {
            svg.label(p[0], p[1] + r + 6, 7, "bold", "#000", tokens.get(i));
        }
    }

    private static double tokenFont(String company) {
        return Math.min(9, 19.0 / Math.max(1, company.length()) * 1.55);
    }

    /** Slot centres relative to the city's centre. */
    private static double[][] slotCentres(int n, double r) {
        if (n == 1) {
            return new double[][] {{0, 0}};
        }
        if (n == 2) {
            return new double[][] {{-r, 0}, {r, 0}};
        }
        if (n == 4) {
            return new double[][] {{-r, -r}, {r, -r}, {-r, r}, {r, r}};
        }
        double ring = r / Math.sin(Math.PI / n);
        double[][] out = new double[n][];
        for (int i = 0; i < n; i++) {
            double t = -Math.PI / 2 + 2 * Math.PI * i / n;
            out[i] = new double[] {Math.cos(t) * ring, Math.sin(t) * ring};
        }
        return out;
    }

    private void paintOffboard(StopView s) {
        Map<String, Integer> values = s.revenueByPhase();
        if (s.valueHidden()) {
            // an offboard area of several hexes or stops prints its value once (hide:1 in the data)
            return;
        }
        List<Map.Entry<String, Integer>> entries = values == null || values.isEmpty()
                ? List.of(Map.entry("red", s.revenue())) : new ArrayList<>(values.entrySet());
        double w = 17;
        double h = 13;
        double total = w * entries.size();
        // the value box sits in the middle, moved away from the arrows
        double[] at = spots.offboardBoxCentre(total, h);
        double x0 = at[0] - total / 2;
        double y0 = at[1] - h / 2;
        for (int i = 0; i < entries.size(); i++) {
            Map.Entry<String, Integer> e = entries.get(i);
            String fill = palette.phaseFill(e.getKey());
            svg.raw("<rect").attr("x", x0 + i * w).attr("y", y0).attr("width", w).attr("height", h).attr("fill", fill)
                    .raw(" stroke=\"#000\" stroke-width=\"0.8\"/>");
            svg.label(x0 + i * w + w / 2, y0 + h / 2, 8.5, "bold", MapPalette.textOn(fill), String.valueOf(e.getValue()));
        }
    }
}
