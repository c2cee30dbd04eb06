package roundhouse.map.svg.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSession;
import roundhouse.api.map.MapStyle;
import roundhouse.api.map.RasterImage;
import roundhouse.api.view.GameState;
import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;
import roundhouse.api.view.StopView;

class SvgMapRendererTest {
    private final SvgMapRenderer renderer = new SvgMapRenderer();

    @Test
    void startMapHasEveryHexOnce() {
        MapView map = Games1830.newGame().state().map();
        String svg = renderer.toSvg(map, MapStyle.PLAIN);
        assertEquals(93, map.hexes().size(), "1830 §8.2: 93 hexes");
        Matcher m = Pattern.compile("<g transform=\"translate\\(").matcher(svg);
        int groups = 0;
        while (m.find()) {
            groups++;
        }
        assertEquals(93, groups);
        assertTrue(svg.contains(">Altoona<"), "location names");
        assertTrue(svg.contains(">OO<") && svg.contains(">NY<") && svg.contains(">B<"), "labels");
        assertTrue(svg.contains(">$120<") && svg.contains(">$80<"), "terrain costs");
    }

    @Test
    void coordinatesOnlyWhenAsked() {
        MapView map = Games1830.newGame().state().map();
        assertTrue(!renderer.toSvg(map, MapStyle.PLAIN).contains(">H12<"));
        assertTrue(renderer.toSvg(map, new MapStyle(Set.of(), List.of(), true)).contains(">H12<"));
    }

    @Test
    void laidTileTrackAndTokensAreDrawn() throws Exception {
        GameSession s = Games1830.load("26855.json");
        GameState st = s.state();
        MapView map = st.map();
        HexView laid = map.hexes().stream().filter(h -> h.tileId() != null && h.tileId().matches("\\d+-\\d+") && !h.paths().isEmpty()).findFirst()
                .orElseThrow();
        StopView tokened = map.hexes().stream().flatMap(h -> h.stops().stream()).filter(x -> !x.tokens().isEmpty())
                .findFirst().orElseThrow();
        String company = tokened.tokens().get(0);
        String color = Games1830.colors(st).get(company);
        assertNotNull(color, company + " has a colour");
        String svg = renderer.toSvg(map, new MapStyle(Set.of(), List.of(), false, Games1830.colors(st)));
        String group = hexGroup(svg, map, laid.coord());
        assertTrue(group.contains("<path d=\"M"), "track of " + laid.tileId() + " on " + laid.coord() + ": " + group);
        assertTrue(svg.contains("fill=\"" + color + "\""), "token colour " + color);
        assertTrue(svg.contains(">" + company.replace("&", "&amp;") + "</text>"), "token label " + company);
    }

    /** A home kept for a company is a dashed ring in its colour round its name, never the filled disc of a station. */
    @Test
    void aHomeSpotIsADashedRingNotAStation() {
        GameSession s = Games1830.newGame();
        GameState st = s.state();
        MapView map = st.map();
        HexView home = map.hexes().stream().filter(h -> h.stops().stream().anyMatch(x -> !x.reserved().isEmpty()
                && x.tokens().isEmpty())).findFirst().orElseThrow();
        String company = home.stops().stream().filter(x -> !x.reserved().isEmpty()).findFirst().orElseThrow().reserved().get(0);
        String color = Games1830.colors(st).get(company);
        String group = hexGroup(renderer.toSvg(map, new MapStyle(Set.of(), List.of(), false, Games1830.colors(st))), map, home.coord());
        assertTrue(group.contains("fill=\"none\" stroke=\"" + color + "\" stroke-width=\"1.5\" stroke-dasharray"), group);
        assertTrue(!group.contains("fill=\"" + color + "\""), "no station disc on " + home.coord() + ": " + group);
        assertTrue(group.contains(">" + company.replace("&", "&amp;") + "</text>"), group);
    }

    @Test
    void aBorderOfAKindIsDashedAndDrawnOnceAnImpassableOneSolid() {
        // B2 and C3 are neighbours (pointy: C3 lies on B2's side 5); A1 has an impassable side 0
        List<HexView> hexes = List.of(
                new HexView("A1", 0, 0, null, "white", null, 0, null, null, 0, List.of(), List.of(), List.of(0), false,
                        HexView.MAIN_BOARD, List.of()),
                new HexView("B2", 1, 1, null, "white", null, 0, null, null, 0, List.of(), List.of(), List.of(5), false,
                        HexView.MAIN_BOARD, List.of(), java.util.Map.of(5, "province")),
                new HexView("C3", 2, 2, null, "white", null, 0, null, null, 0, List.of(), List.of(), List.of(2), false,
                        HexView.MAIN_BOARD, List.of(), java.util.Map.of(2, "province")));
        String svg = renderer.toSvg(new MapView("pointy", hexes), MapStyle.PLAIN);
        String walls = svg.substring(svg.indexOf("<g id=\"borders\""), svg.indexOf("</g>", svg.indexOf("<g id=\"borders\"")));
        String kinded = svg.substring(svg.indexOf("<g id=\"kinded-borders\""), svg.indexOf("</g>", svg.indexOf("<g id=\"kinded-borders\"")));
        assertEquals(1, count(walls, "<line"), walls);
        assertTrue(!walls.contains("border-province"), walls);
        assertEquals(1, count(kinded, "<line class=\"border-province\""), "one dashed line for the side both hexes list: " + kinded);
        assertTrue(kinded.contains("stroke-dasharray") && !kinded.contains("#c8102e"), "dashed, not the impassable red: " + kinded);
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void highlightsAndRoutes() {
        MapView map = Games1830.newGame().state().map();
        String svg = renderer.toSvg(map, new MapStyle(Set.of("H12", "E19"), List.of(List.of("H12", "H10", "G9")), false));
        assertTrue(svg.contains("id=\"hl-H12\"") && svg.contains("id=\"hl-E19\""));
        assertTrue(svg.contains("<polyline"));
    }

    @Test
    void rasterIsNaturalSizeTimesScaleAndNotBlank() {
        MapView map = Games1830.newGame().state().map();
        double[] size = SvgMapRenderer.size(map);
        RasterImage img = renderer.rasterize(map, MapStyle.PLAIN, 0.5);
        assertEquals((int) Math.ceil(size[0] * 0.5), img.width());
        assertEquals((int) Math.ceil(size[1] * 0.5), img.height());
        Set<Integer> colours = new HashSet<>();
        for (int p : img.argb()) {
            colours.add(p);
        }
        assertTrue(colours.size() > 50, "a picture, not a blank: " + colours.size() + " colours");
        // the middle of Altoona's hex (gray, with its city) is not the background
        HexGrid grid = new HexGrid(map);
        double[] c = grid.centre("H12");
        int px = img.argb()[(int) (c[1] * 0.5) * img.width() + (int) (c[0] * 0.5)];
        assertTrue((px >>> 24) == 0xff, "opaque");
    }

    @Test
    void hexAtFindsEveryCentreAndNothingOutside() {
        for (MapView map : List.of(Games1830.newGame().state().map(), flat())) {
            HexGrid grid = new HexGrid(map);
            for (HexView h : map.hexes()) {
                double[] c = grid.centre(h.coord());
                assertEquals(h.coord(), renderer.hexAt(map, c[0], c[1]));
                assertEquals(h.coord(), renderer.hexAt(map, c[0] + 0.8 * HexGrid.A, c[1]), "near an edge");
            }
            assertNull(renderer.hexAt(map, 1, 1));
            assertNull(renderer.hexAt(map, -500, 300));
        }
    }

    @Test
    void pngScreenshotsOf1830() throws Exception {
        Path dir = Files.createDirectories(Path.of("target/screenshots"));
        GameSession start = Games1830.newGame();
        write(renderer.rasterize(start.state().map(), new MapStyle(Set.of(), List.of(), true), 1.0),
                dir.resolve("1830-start.png"));
        for (String f : List.of("26855.json", "1830_game_end_bank.json")) {
            GameState st = Games1830.load(f).state();
            MapStyle style = new MapStyle(Set.of(), List.of(), false, Games1830.colors(st));
            write(renderer.rasterize(st.map(), style, 1.0), dir.resolve("1830-" + f.replace(".json", "") + "-end.png"));
            write(renderer.rasterize(st.map(), style, 2.0), dir.resolve("1830-" + f.replace(".json", "") + "-end-x2.png"));
            Files.writeString(dir.resolve("1830-" + f.replace(".json", "") + "-end.svg"), renderer.toSvg(st.map(), style));
        }
        assertTrue(Files.size(dir.resolve("1830-start.png")) > 10_000);
    }

    /** A small flat-topped map, to check the other orientation. */
    static MapView flat() {
        List<HexView> hexes = new java.util.ArrayList<>();
        for (int col = 0; col < 5; col++) {
            for (int row = col % 2; row < 8; row += 2) {
                String coord = (char) ('A' + row) + String.valueOf(col + 1);
                hexes.add(new HexView(coord, col, row, null, "white", null, 0, null, null, 0, List.of(), List.of(),
                        List.of(), false));
            }
        }
        return new MapView("flat", hexes);
    }

    private static String hexGroup(String svg, MapView map, String coord) {
        HexGrid grid = new HexGrid(map);
        double[] c = grid.centre(coord);
        Svg key = new Svg(32).raw("<g transform=\"translate(").num(c[0]).raw(",").num(c[1]).raw(")\">");
        int i = svg.indexOf(key.toString());
        return svg.substring(i, svg.indexOf("</g>", i));
    }

    static void write(RasterImage img, Path file) throws Exception {
        BufferedImage bi = new BufferedImage(img.width(), img.height(), BufferedImage.TYPE_INT_ARGB);
        bi.setRGB(0, 0, img.width(), img.height(), img.argb(), 0, img.width());
        ImageIO.write(bi, "png", file.toFile());
    }
}
