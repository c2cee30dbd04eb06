package roundhouse.map.svg.internal;

import roundhouse.api.view.HexView;
import roundhouse.api.view.StopView;

/**
 * Draws one hex in coordinates relative to its centre: background, track, towns, cities with
 * their token slots, offboard values, revenue, label, terrain, name and coordinate.
 *
 * <p>The work is shared by drawing area: {@link HexLayout} places the stops on the tile the way
 * printed tiles look, {@link TrackPainter} draws the track, {@link StopPainter} the stops and their
 * tokens, and {@link DecorationPainter} the rest, each piece on the room {@link HexSpots} finds free.
 * This class keeps the order in which they draw, which decides where each decoration goes.
 */
final class HexPainter {
    static final double TRACK = 8;
    static final double CITY_R = 12.5;
    static final double TOWN_DOT = 5.5;

    private final HexGrid grid;
    private final HexView hex;
    private final MapPalette palette;
    private final Svg svg;
    private final HexLayout layout;
    private final HexSpots spots;

    HexPainter(HexGrid grid, HexView hex, MapPalette palette, Svg svg) {
        this.grid = grid;
        this.hex = hex;
        this.palette = palette;
        this.svg = svg;
        this.layout = new HexLayout(grid, hex);
        this.spots = new HexSpots(grid, hex, layout);
    }

    void paint() {
        double[] c = grid.centre(hex.coord());
        svg.raw("<g transform=\"translate(").num(c[0]).raw(",").num(c[1]).raw(")\">");
        svg.raw("<polygon points=\"");
        for (int k = 0; k < 6; k++) {
            double[] p = grid.corner(k);
            svg.pt(p[0], p[1]);
        }
        svg.raw("\"").attr("fill", palette.hexFill(hex.color())).raw(" stroke=\"#333\" stroke-width=\"1\"/>");
        new TrackPainter(grid, hex, layout, svg).paint();
        StopPainter stops = new StopPainter(grid, layout, spots, palette, svg);
        for (StopView s : layout.stops()) {
            stops.paint(s);
        }
        spots.takeStops();
        spots.layoutName();
        if (palette.showCoordinates()) {
            spots.takeCoordinate();
        }
        DecorationPainter decorations = new DecorationPainter(hex, layout, spots, palette, svg);
        decorations.paintRevenue();
        decorations.paintTerrain();
        decorations.paintIcons();
        decorations.paintLabel();
        decorations.paintBlocked();
        decorations.paintCoordinate();
        decorations.paintName();
        svg.raw("</g>");
    }
}
