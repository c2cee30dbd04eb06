package roundhouse.engine.internal.load;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A title that extends another ({@code "extends": "1830"} in its title.json): its GAME-INF is a
 * layer over the GAME-INF of the title it extends. Per layer, from the root title to the variant:
 * <ul>
 * <li>a file the layer ships replaces the parent's whole (map.json, trains.json, overrides.json...),
 * except title.json, whose keys replace the parent's keys one by one ({@code "bank": 15000}), but
 * for {@code optional_rules}, which adds the variant's options to the parent's (an option of the
 * same {@code sym} replaces the parent's);
 * <li>{@code patch.json} then changes parts of the data, in the shape of one overrides.json entry:
 * file, JSON path, new value ({@code {"trains.json": {"$[4].num": 3}}}; {@code null} removes,
 * {@code [+]} appends);
 * <li>title.json {@code options_on} lists options of the parent that a new game of the variant
 * starts with switched on ({@code "default": true} in optional_rules, {@link roundhouse.api.RuleOption#onByDefault()}).
 * </ul>
 * Each layer is a class loader whose {@code GAME-INF/title.json} has the title's id; on a flat class
 * path (a variant's own tests) several GAME-INF directories are visible, and the one with the wanted
 * id is taken.
 */
final class TitleLayers {
    static final String PATCH = "patch.json";
    /** The title.json key of the options, which a variant's title.json adds to rather than replaces. */
    private static final String OPTIONS = "optional_rules";
    /** Files a layer may ship; JSON files are parsed, map and tiles are kept as text. */
    static final List<String> TEXT_FILES = List.of("map.json", "tiles.json");

    private TitleLayers() {
    }

    /** One GAME-INF directory: its title.json (parsed) and how to read its other files. */
    record Layer(String id, Map<String, Object> title, ClassLoader loader, URL base) {
        String read(String file) {
            if (base == null) {
                return TitleLoader.read(loader, file, false);
            }
            try (InputStream in = new URL(base, file).openStream()) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                return null; // absent from this directory
            }
        }

        String extendsId() {
            Object e = title.get("extends");
            return e == null ? null : String.valueOf(e);
        }
    }

    /**
     * The layers of a title, root first: {@code loaders.get(0)} holds the title's own GAME-INF, each
     * later loader the GAME-INF of a title an earlier one extends.
     */
    static List<Layer> resolve(List<ClassLoader> loaders) {
        String ownText = TitleLoader.read(loaders.get(0), "title.json", true);
        Map<String, Object> ownTitle = TitleLoader.obj(TitleLoader.parse("title.json", ownText), "title.json: $");
        Layer own = new Layer(TitleLoader.string(ownTitle, "id", "title.json: $", null), ownTitle, loaders.get(0), null);
        List<Layer> layers = new ArrayList<>(List.of(own));
        Layer current = own;
        int from = 1;
        while (current.extendsId() != null) {
            String wanted = current.extendsId();
            Layer parent = null;
            for (int i = from; i < loaders.size() && parent == null; i++) {
                parent = byId(loaders.get(i), wanted);
                from = i;
            }
            if (parent == null) {
                throw new IllegalStateException("title.json: $.extends: " + current.id() + " extends " + wanted
                        + ", but the title " + wanted + " is not there: install the plugin of " + wanted
                        + " and make the title class of " + current.id() + " extend the title class of " + wanted);
            }
            for (Layer l : layers) {
                if (l.id().equals(parent.id())) {
                    throw new IllegalStateException("title.json: $.extends: " + current.id() + " extends " + wanted
                            + ", which extends " + current.id() + " again");
                }
            }
            layers.add(parent);
            current = parent;
        }
        Collections.reverse(layers);
        return layers;
    }

    /** The GAME-INF this loader sees whose title.json has this id, or null. */
    private static Layer byId(ClassLoader loader, String id) {
        try {
            Enumeration<URL> all = loader.getResources("GAME-INF/title.json");
            boolean first = true;
            while (all.hasMoreElements()) {
                URL url = all.nextElement();
                String text;
                try (InputStream in = url.openStream()) {
                    text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
                Object parsed = TitleLoader.parse("title.json", text);
                if (parsed instanceof Map<?, ?> m && id.equals(String.valueOf(m.get("id")))) {
                    Map<String, Object> title = TitleLoader.obj(parsed, "title.json: $");
                    // the first is what the loader reads anyway; others are read next to their title.json
                    return new Layer(id, title, loader, first ? null : new URL(url, "./"));
                }
                first = false;
            }
            return null;
        } catch (IOException e) {
            throw new IllegalStateException("GAME-INF/title.json of " + id + ": " + e.getMessage(), e);
        }
    }

    /** The files of the layered title, as {@link TitleLoader#load} keeps them (map and tiles as text). */
    static Map<String, Object> merge(List<Layer> layers) {
        Map<String, Object> raw = new LinkedHashMap<>();
        for (int n = 0; n < layers.size(); n++) {
            Layer layer = layers.get(n);
            String who = n == 0 ? "" : layer.id() + " ";
            for (String f : TitleLoader.FILES) {
                String text = f.equals("title.json") ? null : layer.read(f);
                if (text != null) {
                    raw.put(f, TitleLoader.parse(f, text));
                } else if (n == 0 && !f.equals("title.json")) {
                    throw new IllegalStateException("GAME-INF/" + f + ": missing");
                }
            }
            Map<String, Object> title = n == 0 ? new LinkedHashMap<>()
                    : new LinkedHashMap<>(TitleLoader.obj(raw.get("title.json"), "title.json: $"));
            Object inherited = title.get(OPTIONS);
            title.putAll(layer.title());
            if (n > 0 && inherited != null && layer.title().get(OPTIONS) != null) {
                title.put(OPTIONS, addedOptions(inherited, layer.title().get(OPTIONS), layer.id()));
            }
            raw.put("title.json", title);
            for (String f : TEXT_FILES) {
                String text = layer.read(f);
                if (text != null) {
                    raw.put(f + ".text", text);
                }
            }
            for (String f : List.of(roundhouse.engine.spi.RuleSections.FILE, Overrides.FILE)) {
                String text = layer.read(f);
                if (text != null) {
                    Object parsed = TitleLoader.parse(f, text);
                    raw.put(f, f.equals(Overrides.FILE) ? parsed : TitleLoader.ruleSections(parsed));
                }
            }
            String patch = n == 0 ? null : layer.read(PATCH);
            if (patch != null) {
                patch(raw, TitleLoader.obj(TitleLoader.parse(PATCH, patch), who + PATCH + ": $"), who + PATCH);
            }
            if (n > 0) {
                optionsOn(title, layer);
            }
        }
        return raw;
    }

    private static void patch(Map<String, Object> raw, Map<String, Object> patch, String name) {
        for (Map.Entry<String, Object> f : patch.entrySet()) {
            String w = name + ": $." + f.getKey();
            if (!TitleLoader.FILES.contains(f.getKey())) {
                throw new IllegalStateException(w + ": not a data file a patch can change (one of " + TitleLoader.FILES
                        + "; ship map.json, tiles.json or overrides.json whole instead)");
            }
            for (Map.Entry<String, Object> e : TitleLoader.obj(f.getValue(), w).entrySet()) {
                Overrides.set(raw.get(f.getKey()), e.getKey(), Overrides.copy(e.getValue()),
                        w + " \"" + e.getKey() + "\": " + f.getKey());
            }
        }
    }

    /**
     * The parent's options followed by those a variant's title.json declares: a variant's option of the
     * same {@code sym} replaces the parent's where it stood (its names or description changed).
     */
    private static List<Object> addedOptions(Object inherited, Object own, String id) {
        List<Object> out = new ArrayList<>(TitleLoader.list(inherited, "title.json: $." + OPTIONS));
        List<Object> added = TitleLoader.list(own, id + " title.json: $." + OPTIONS);
        for (int k = 0; k < added.size(); k++) {
            Map<String, Object> o = TitleLoader.obj(added.get(k), id + " title.json: $." + OPTIONS + "[" + k + "]");
            int same = -1;
            for (int i = 0; i < out.size() && same < 0; i++) {
                if (out.get(i) instanceof Map<?, ?> m && java.util.Objects.equals(m.get("sym"), o.get("sym"))) {
                    same = i;
                }
            }
            if (same >= 0) {
                out.set(same, o);
            } else {
                out.add(o);
            }
        }
        return out;
    }

    /** Marks the options title.json {@code options_on} lists as on by default; each must be declared. */
    private static void optionsOn(Map<String, Object> title, Layer layer) {
        Object on = layer.title().get("options_on");
        if (on == null) {
            return;
        }
        String w = layer.id() + " title.json: $.options_on";
        List<Object> ids = TitleLoader.list(on, w);
        Object rules = title.get("optional_rules");
        List<Object> options = rules == null ? List.of() : TitleLoader.list(rules, "title.json: $.optional_rules");
        for (int i = 0; i < ids.size(); i++) {
            String id = String.valueOf(ids.get(i));
            boolean found = false;
            for (int k = 0; k < options.size(); k++) {
                Map<String, Object> o = TitleLoader.obj(options.get(k), "title.json: $.optional_rules[" + k + "]");
                if (id.equals(o.get("sym"))) {
                    Map<String, Object> copy = new LinkedHashMap<>(o);
                    copy.put("default", true);
                    options.set(k, copy);
                    found = true;
                }
            }
            if (!found) {
                throw new IllegalStateException(w + "[" + i + "]: " + id + " is not an option of the title");
            }
        }
    }
}
