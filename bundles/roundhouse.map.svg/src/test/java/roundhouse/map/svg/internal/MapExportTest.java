package roundhouse.map.svg.internal;

import static roundhouse.engine.internal.command.HelpChecks.assertHelp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.api.GameRecord;
import roundhouse.api.view.GameState;
import roundhouse.engine.internal.codec.GsonRecordCodec;

class MapExportTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final SvgMapRenderer renderer = new SvgMapRenderer();
    private final MapExport export = new MapExport(GsonRecordCodec::new,
            id -> "1830".equals(id) ? Games1830.TITLE : null, () -> renderer);

    private int run(String... args) {
        return export.run(List.of(args), new PrintStream(out, true), new PrintStream(err, true));
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void finalMapAsSvgShowsEveryLaidTile() throws Exception {
        Path svg = dir.resolve("end.svg");
        assertEquals(0, run(Games1830.FIXTURES.resolve("26855.json").toString(), "--out", svg.toString()), err());
        String text = Files.readString(svg);
        GameState end = Games1830.load("26855.json").state();
        assertEquals(text, renderer.toSvg(end.map(), new roundhouse.api.map.MapStyle(java.util.Set.of(), List.of(), false,
                MapExport.colors(end))));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("after " + end.actionCount() + " actions"));
    }

    @Test
    void pngAfterActionNIsTheMapOfThatMoment() throws Exception {
        GameRecord record = Games1830.record("26855.json");
        // the first effective lay_tile in the session's log
        var session = Games1830.TITLE.load(record);
        int firstLay = -1;
        for (int i = 0; i < session.actions().size(); i++) {
            if ("lay_tile".equals(session.actions().get(i).type())) {
                firstLay = i;
                break;
            }
        }
        assertTrue(firstLay > 0);
        GameState before = MapExport.stateAt(Games1830.TITLE, record, firstLay);
        GameState after = MapExport.stateAt(Games1830.TITLE, record, firstLay + 1);
        assertEquals(firstLay, before.actionCount());
        String hex = session.actions().get(firstLay).string("hex");
        String tile = session.actions().get(firstLay).string("tile");
        assertTrue(!tile.equals(tileOn(before, hex)), "the printed tile on " + hex + " before the lay: " + tileOn(before, hex));
        assertEquals(tile, tileOn(after, hex), "tile on " + hex + " after the lay");

        Path png = dir.resolve("early.png");
        assertEquals(0, run(Games1830.FIXTURES.resolve("26855.json").toString(), "--action", String.valueOf(firstLay + 1),
                "--scale", "0.5", "--out", png.toString()), err());
        var img = ImageIO.read(png.toFile());
        double[] size = SvgMapRenderer.size(after.map());
        assertEquals((int) Math.ceil(size[0] * 0.5), img.getWidth());
    }

    private static String tileOn(GameState s, String hex) {
        return s.map().hexes().stream().filter(h -> h.coord().equals(hex)).findFirst().orElseThrow().tileId();
    }

    @Test
    void badInputGetsOneLine() throws Exception {
        String game = Games1830.FIXTURES.resolve("26855.json").toString();
        assertEquals(2, run());
        assertEquals(List.of("map: missing --out OUT.svg|OUT.png, FILE; usage: "
                + roundhouse.api.command.CommandLines.synopsis(new MapExport.Options())), err().lines().toList());
        err.reset();
        assertEquals(2, run(game, "--out", dir.resolve("x.gif").toString()));
        assertTrue(err().contains(".svg or .png"), err());
        err.reset();
        assertEquals(2, run(game, "--action", "many", "--out", dir.resolve("x.svg").toString()));
        assertTrue(err().contains("map: --action takes a whole number from 0 to 2147483647, not many"), err());
        err.reset();
        assertEquals(2, run(game, "--action", "999999", "--out", dir.resolve("x.svg").toString()));
        assertTrue(err().contains("beyond the game's"), err());
        err.reset();
        assertEquals(2, run(dir.resolve("missing.json").toString(), "--out", dir.resolve("x.svg").toString()));
        assertEquals(1, err().lines().count(), err());
        err.reset();
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"title\": \"1830\", \"actions\": [");
        assertEquals(2, run(broken.toString(), "--out", dir.resolve("x.svg").toString()));
        assertEquals(1, err().lines().count(), err());
        assertTrue(!Files.exists(dir.resolve("x.svg")));
        err.reset();
        MapExport noTitles = new MapExport(GsonRecordCodec::new, id -> null, () -> renderer);
        assertEquals(2, noTitles.run(List.of(game, "--out", dir.resolve("x.svg").toString()), new PrintStream(out),
                new PrintStream(err, true)));
        assertTrue(err().contains("unknown title \"1830\""), err());
        err.reset();
        MapExport noCodec = new MapExport(() -> null, id -> null, () -> renderer);
        assertEquals(2, noCodec.run(List.of(game, "--out", dir.resolve("x.svg").toString()), new PrintStream(out),
                new PrintStream(err, true)));
        assertTrue(err().contains("GameRecordCodec"), err());
    }

    @Test
    void anUnwritableOutIsUnusableInput() throws Exception {
        String game = Games1830.FIXTURES.resolve("26855.json").toString();
        Path file = Files.writeString(dir.resolve("file"), "");
        Path svg = file.resolve("map.svg");
        assertEquals(2, run(game, "--out", svg.toString()), "exit 1 is for games that do not reproduce");
        assertEquals(List.of("map: cannot write " + svg + ": " + file + " is in the way (a file where a directory should be)"),
                err().lines().toList());
    }

    @Test
    void helpPrintsTheUsageGeneratedFromTheDeclaration() {
        assertHelp("map", new MapCommand());
    }

    @Test
    void aScaleOutOfRangeIsOneLineExitTwo() {
        String game = Games1830.FIXTURES.resolve("26855.json").toString();
        assertEquals(2, run(game, "--scale", "9", "--out", dir.resolve("x.png").toString()));
        assertEquals(List.of("map: --scale takes a number from 0.05 to 8, not 9"), err().lines().toList());
        assertTrue(!Files.exists(dir.resolve("x.png")));
    }
}
