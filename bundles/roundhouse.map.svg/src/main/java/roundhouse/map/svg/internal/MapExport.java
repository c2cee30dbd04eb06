package roundhouse.map.svg.internal;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

import javax.imageio.ImageIO;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import roundhouse.api.GameFileException;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;
import roundhouse.api.command.DeclaredCommand;
import roundhouse.api.command.Range;
import roundhouse.api.map.MapRenderer;
import roundhouse.api.map.MapStyle;
import roundhouse.api.map.RasterImage;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;

/**
 * The logic of the {@code map} command, free of OSGi: loads a recorded game, steps back to the
 * requested action and writes its map as SVG or PNG.
 *
 * <p>Exit codes: 0 written; 1 the game could not be replayed or the map not written; 2 bad usage,
 * unreadable file, unknown title or missing services.
 */
public final class MapExport implements DeclaredCommand<MapExport.Options> {

    private final Supplier<GameRecordCodec> codec;
    private final Function<String, GameTitle> titles;
    private final Supplier<MapRenderer> renderer;

    public MapExport(Supplier<GameRecordCodec> codec, Function<String, GameTitle> titles, Supplier<MapRenderer> renderer) {
        this.codec = codec;
        this.titles = titles;
        this.renderer = renderer;
    }

    /** The command line of {@code map}: {@code CommandLines} parses it, checks the ranges and prints the usage. */
    @Command(name = "map", description = "Draws a recorded game's map at its end, or after its first N effective actions.")
    public static final class Options {
        @Parameters(paramLabel = "FILE", description = "An 18xx.games game file.")
        Path file;
        @Option(names = "--action", paramLabel = "N", description = "After the first N actions in effect (default: the end).")
        @Range(min = 0)
        Integer action;
        @Option(names = "--scale", paramLabel = "S", description = "PNG pixels per SVG unit (default ${DEFAULT-VALUE}).")
        @Range(min = 0.05, max = 8)
        double scale = 1;
        @Option(names = "--coords", description = "Print each hex's coordinates.")
        boolean coords;
        @Option(names = "--out", paramLabel = "OUT.svg|OUT.png", required = true, description = "The map's file: SVG or PNG.")
        Path out;

        Path file() {
            return file;
        }

        Integer action() {
            return action;
        }

        double scale() {
            return scale;
        }

        boolean coords() {
            return coords;
        }

        Path out() {
            return out;
        }
    }

    @Override
    public Options declaration() {
        return new Options();
    }

    @Override
    public int run(Options o, PrintStream out, PrintStream err) {
        String name = o.out().getFileName() == null ? "" : o.out().getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".svg") && !name.endsWith(".png")) {
            err.println("map: --out must end in .svg or .png, not " + o.out().getFileName());
            return 2;
        }
        GameRecordCodec c = codec.get();
        MapRenderer r = renderer.get();
        if (c == null) {
            err.println("map: no game file reader is installed (GameRecordCodec service missing)");
            return 2;
        }
        if (r == null) {
            err.println("map: no map renderer is installed");
            return 2;
        }
        GameRecord record;
        try {
            record = c.read(o.file());
        } catch (GameFileException e) {
            err.println("map: " + e.getMessage());
            return 2;
        }
        GameTitle title = titles.apply(record.titleId());
        if (title == null) {
            err.println("map: " + o.file() + ": unknown title \"" + record.titleId() + "\" (no such title installed)");
            return 2;
        }
        GameState state;
        try {
            state = stateAt(title, record, o.action());
        } catch (GameLoadException e) {
            err.println("map: " + o.file() + ": " + e.getMessage());
            return e.malformed() ? 2 : 1;
        } catch (IllegalArgumentException e) {
            err.println("map: " + o.file() + ": " + e.getMessage());
            return 2;
        }
        if (state.map() == null) {
            err.println("map: " + o.file() + ": the game has no map");
            return 2;
        }
        MapStyle style = new MapStyle(Set.of(), List.of(), o.coords(), colors(state), state.currency());
        try {
            Files.createDirectories(o.out().toAbsolutePath().getParent());
            if (o.out().getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg")) {
                Files.writeString(o.out(), r.toSvg(state.map(), style), StandardCharsets.UTF_8);
            } else {
                writePng(r.rasterize(state.map(), style, o.scale()), o.out());
            }
        } catch (IOException | RuntimeException e) {
            // an unwritable --out is unusable input (exit 1 is for games that do not reproduce)
            err.println("map: cannot write " + o.out() + ": " + why(e));
            return 2;
        }
        out.println(o.out() + ": map of " + o.file().getFileName() + " after " + state.actionCount() + " actions");
        return 0;
    }

    /** Why the map could not be written, in words (the JDK's exceptions often say no more than the path). */
    private static String why(Exception e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileAlreadyExistsException) {
            return e.getMessage() + " is in the way (a file where a directory should be)";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file or directory (or no file can be made there)";
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason().toLowerCase(Locale.ROOT);
        }
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }

    /**
     * The game after its first {@code action} effective actions (the whole game if {@code null}):
     * the session's effective log (undone actions left out), cut and replayed.
     */
    static GameState stateAt(GameTitle title, GameRecord record, Integer action) throws GameLoadException {
        GameSession s = title.load(record);
        if (action == null) {
            return s.state();
        }
        int total = s.actions().size();
        if (action > total) {
            throw new IllegalArgumentException("--action " + action + " is beyond the game's " + total + " actions");
        }
        if (action == total) {
            return s.state();
        }
        return s.after(action).state();
    }

    static Map<String, String> colors(GameState state) {
        Map<String, String> out = new LinkedHashMap<>();
        for (CompanyView c : state.companies()) {
            if (c.color() != null) {
                out.put(c.id(), c.color());
            }
        }
        return out;
    }

    static void writePng(RasterImage img, Path file) throws IOException {
        BufferedImage bi = new BufferedImage(img.width(), img.height(), BufferedImage.TYPE_INT_ARGB);
        bi.setRGB(0, 0, img.width(), img.height(), img.argb(), 0, img.width());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        if (!ImageIO.write(bi, "png", tmp.toFile())) {
            throw new IOException("no PNG writer available");
        }
        Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

}
