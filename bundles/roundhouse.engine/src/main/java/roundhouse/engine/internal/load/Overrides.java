package roundhouse.engine.internal.load;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code GAME-INF/overrides.json}: data that varies by rule option (1841 {@code lite}, 18Mag
 * {@code new_major}). Shape: option id → GAME-INF file → JSON path → new value, e.g.
 * {@code {"lite": {"trains.json": {"$[0].num": 4, "$[5]": null, "$[+]": {...}}}}}. A key
 * {@code players=N} holds the data of games of N players (18Mag's 2-player game), applied like an
 * option that is on in those games. A path names an
 * existing element ({@code $.bank}, {@code $.corporations[2].tokens}); {@code null} removes it;
 * {@code [+]} appends to an array. Entries apply in file order, options in the order the file lists
 * them. Every option id, file and path is checked when the title loads.
 */
final class Overrides {
    static final String FILE = "overrides.json";
    /** A key for the data of games with a number of players ({@code players=2}), applied without an option. */
    static final String PLAYERS_KEY = "players=[1-9][0-9]?";
    private static final Pattern SEGMENT = Pattern.compile("\\.([^.\\[]+)|\\[(\\d+|\\+)]");

    private Overrides() {
    }

    /**
     * Checks the whole file against the base data: option ids must be declared in title.json, files
     * must be data files, each option's paths must exist; errors name the file and both paths.
     */
    static void check(Map<String, Object> raw, Set<String> declaredOptions) {
        Map<String, Object> file = TitleLoader.obj(raw.get(FILE), FILE + ": $");
        for (String option : file.keySet()) {
            String w = FILE + ": $." + option;
            if (!declaredOptions.contains(option) && !option.matches(PLAYERS_KEY)) {
                throw new IllegalStateException(w + ": unknown option " + option
                        + " (not in title.json optional_rules, nor players=N for the games of N players)");
            }
            for (String target : TitleLoader.obj(file.get(option), w).keySet()) {
                if (!TitleLoader.FILES.contains(target)) {
                    throw new IllegalStateException(w + "." + target + ": not a data file (one of "
                            + TitleLoader.FILES + ")");
                }
            }
            apply(raw, List.of(option));
        }
    }

    /** A deep copy of {@code raw} with the overrides of {@code options} (in file order) applied. */
    static Map<String, Object> apply(Map<String, Object> raw, List<String> options) {
        Map<String, Object> out = copy(raw);
        Map<String, Object> file = TitleLoader.obj(raw.get(FILE), FILE + ": $");
        for (String option : file.keySet()) {
            if (!options.contains(option)) {
                continue;
            }
            Map<String, Object> byFile = TitleLoader.obj(file.get(option), FILE + ": $." + option);
            for (Map.Entry<String, Object> f : byFile.entrySet()) {
                String w = FILE + ": $." + option + "." + f.getKey();
                Map<String, Object> edits = TitleLoader.obj(f.getValue(), w);
                Object root = out.get(f.getKey());
                for (Map.Entry<String, Object> e : edits.entrySet()) {
                    set(root, e.getKey(), copy(e.getValue()), w + " \"" + e.getKey() + "\": " + f.getKey());
                }
            }
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    static void set(Object root, String path, Object value, String where) {
        if (!path.startsWith("$")) {
            throw new IllegalStateException(where + ": a path starts with $");
        }
        List<String> segments = new ArrayList<>();
        Matcher m = SEGMENT.matcher(path);
        int at = 1;
        while (at < path.length()) {
            if (!m.find(at) || m.start() != at) {
                throw new IllegalStateException(where + ": bad path at \"" + path.substring(at) + "\"");
            }
            segments.add(m.group(1) != null ? "." + m.group(1) : m.group(2));
            at = m.end();
        }
        if (segments.isEmpty()) {
            throw new IllegalStateException(where + ": the path names the whole file");
        }
        Object node = root;
        for (int i = 0; i < segments.size(); i++) {
            String s = segments.get(i);
            boolean last = i == segments.size() - 1;
            String seen = path.substring(0, prefixLength(path, segments, i + 1));
            if (s.startsWith(".")) {
                if (!(node instanceof Map<?, ?> map) || !map.containsKey(s.substring(1))) {
                    throw new IllegalStateException(where + " has no " + seen);
                }
                Map<String, Object> obj = (Map<String, Object>) map;
                if (!last) {
                    node = obj.get(s.substring(1));
                } else if (value == null) {
                    obj.remove(s.substring(1));
                } else {
                    obj.put(s.substring(1), value);
                }
            } else if (s.equals("+")) {
                if (!last || !(node instanceof List<?>) || value == null) {
                    throw new IllegalStateException(where + ": [+] appends a value to an array, as the last step");
                }
                ((List<Object>) node).add(value);
            } else {
                int index = Integer.parseInt(s);
                if (!(node instanceof List<?> list) || index >= list.size()) {
                    throw new IllegalStateException(where + " has no " + seen);
                }
                List<Object> arr = (List<Object>) list;
                if (!last) {
                    node = arr.get(index);
                } else if (value == null) {
                    arr.remove(index);
                } else {
                    arr.set(index, value);
                }
            }
        }
    }

    private static int prefixLength(String path, List<String> segments, int count) {
        int len = 1;
        for (int i = 0; i < count; i++) {
            String s = segments.get(i);
            len += s.startsWith(".") ? s.length() : s.length() + 2;
        }
        return len;
    }

    @SuppressWarnings("unchecked")
    static <T> T copy(T value) {
        if (value instanceof Map<?, ?> m) {
            Map<String, Object> out = new LinkedHashMap<>();
            m.forEach((k, v) -> out.put(String.valueOf(k), copy(v)));
            return (T) out;
        }
        if (value instanceof List<?> l) {
            List<Object> out = new ArrayList<>(l.size());
            l.forEach(v -> out.add(copy(v)));
            return (T) out;
        }
        return value;
    }
}
