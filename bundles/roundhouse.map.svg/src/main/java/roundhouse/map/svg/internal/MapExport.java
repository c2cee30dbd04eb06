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

import roundhouse.api.GameFileException;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;
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
public final class MapExport {
    static final String USAGE = "usage: map FILE [--action N] [--scale S] [--coords] --out OUT.svg|OUT.png";

    private final Supplier<GameRecordCodec> codec;
    private final Function<String, GameTitle> titles;
    private final Supplier<MapRenderer> renderer;

    public MapExport(Supplier<GameRecordCodec> codec, Function<String, GameTitle> titles, Supplier<MapRenderer> renderer) {
        this.codec = codec;
        this.titles = titles;
        this.renderer = renderer;
    }

    /** Parsed arguments. */
    record Options(Path file, Integer action, double scale, boolean coords, Path out) {
    }

    /** The options, or an exception whose message is the one-line problem. */
    static Options parse(List<String> args) {
        Path file = null;
        Integer action = null;
        double scale = 1;
        boolean coords = false;
        Path out = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--action" -> action = (int) number(args, ++i, "--action", 0, Integer.MAX_VALUE);
                case "--scale" -> scale = number(args, ++i, "--scale", 0.05, 8);
                case "--out" -> {
                    if (i + 1 >= args.size()) {
                        throw new IllegalArgumentException("map: --out needs a file name; " + USAGE);
                    }
                    out = Path.of(args.get(++i));
                }
                case "--coords" -> coords = true;
                default -> {
                    if (a.startsWith("--")) {
                        throw new IllegalArgumentException("map: unknown option " + a + "; " + USAGE);
                    }
                    if (file != null) {
                        throw new IllegalArgumentException("map: one game file only, got " + file + " and " + a);
                    }
                    file = Path.of(a);
                }
            }
        }
        if (file == null || out == null) {
            throw new IllegalArgumentException(USAGE);
        }
        String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".svg") && !name.endsWith(".png")) {
            throw new IllegalArgumentException("map: --out must end in .svg or .png, not " + out.getFileName());
        }
        return new Options(file, action, scale, coords, out);
    }

    private static double number(List<String> args, int i, String option, double min, double max) {
        if (i >= args.size()) {
            throw new IllegalArgumentException("map: " + option + " needs a number; " + USAGE);
        }
        double v;
        try {
            v = Double.parseDouble(args.get(i));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("map: " + option + " needs a number, not " + args.get(i));
        }
        if (!(v >= min && v <= max) || ("--action".equals(option) && v != Math.rint(v))) {
            throw new IllegalArgumentException("map: " + option + " " + args.get(i) + " is out of range");
        }
        return v;
    }

    public int run(List<String> args, PrintStream out, PrintStream err) {
        Options o;
        try {
            o = parse(args);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
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
