package roundhouse.engine.internal.load;

import static roundhouse.engine.internal.load.TitleLoader.integer;
import static roundhouse.engine.internal.load.TitleLoader.list;
import static roundhouse.engine.internal.load.TitleLoader.number;
import static roundhouse.engine.internal.load.TitleLoader.obj;
import static roundhouse.engine.internal.load.TitleLoader.string;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.engine.spi.Phase;
import roundhouse.engine.spi.TrainType;

/** Reads trains.json (cards, their variants) and phases.json, and links their references. */
final class TrainsAndPhases {
    private TrainsAndPhases() {
    }

    /**
     * @param hexesOfColor the map's hexes by their map.json colour group (for {@code barred_colors}),
     *     empty for a title without a map; read only when a train names colours
     */
    static List<TrainType> trains(Object file, java.util.function.Supplier<Map<String, List<String>>> hexesOfColor) {
        List<TrainType> trains = new ArrayList<>();
        int i = 0;
        for (Object o : list(file, "trains.json: $")) {
            String ww = "trains.json: $[" + i++ + "]";
            Map<String, Object> m = obj(o, ww);
            Map<String, Integer> discount = null;
            if (m.get("discount") != null) {
                discount = new LinkedHashMap<>();
                for (Map.Entry<String, Object> e : obj(m.get("discount"), ww + ".discount").entrySet()) {
                    discount.put(e.getKey(), number(e.getValue(), ww + ".discount." + e.getKey()));
                }
            }
            List<String> events = new ArrayList<>();
            if (m.get("events") != null) {
                for (Object ev : list(m.get("events"), ww + ".events")) {
                    events.add(string(obj(ev, ww + ".events"), "type", ww + ".events", null));
                }
            }
            String name = string(m, "name", ww, null);
            int count = integer(m, "num", ww, -1);
            String rustsOn = (String) m.get("rusts_on");
            String availableOn = (String) m.get("available_on");
            List<TrainType> variants = new ArrayList<>();
            if (m.get("variants") != null) {
                int k = 0;
                for (Object v : list(m.get("variants"), ww + ".variants")) {
                    String vw = ww + ".variants[" + k++ + "]";
                    variants.add(way(obj(v, vw), vw, string(obj(v, vw), "name", vw, null), count, rustsOn, availableOn,
                            discount, events, hexesOfColor));
                }
                if (variants.isEmpty()) {
                    throw new IllegalStateException(ww + ".variants: a card with variants needs at least one");
                }
            }
            // a card with variants takes its distance and price from the first unless it gives its own
            Map<String, Object> own = m;
            if (!variants.isEmpty()) {
                own = new LinkedHashMap<>(obj(list(m.get("variants"), ww).get(0), ww));
                own.putAll(m);
            }
            TrainType base = way(own, ww, name, count, rustsOn, availableOn, discount, events, hexesOfColor);
            String stack = m.get("stack") == null ? null : string(m, "stack", ww, null);
            String availableFrom = m.get("available_from") == null ? null : string(m, "available_from", ww, null);
            trains.add(new TrainType(base.name(), base.distance(), base.price(), count, rustsOn, availableOn, discount,
                    events, base.kind(), base.towns(), base.barredHexes(), variants, base.paidHexes(), stack,
                    availableFrom, base.freeStops()));
        }
        return trains;
    }

    /**
     * One way of running a card: distance, kind, towns, barred and paid hexes and price. The barred hexes
     * are {@code barred_hexes} and every hex of the map colours in {@code barred_colors} (1844 H trains:
     * {@code ["red"]}, the red off-boards, while gray ones stay open to them); an express train's paid
     * hexes likewise {@code paid_hexes} and {@code paid_colors}.
     */
    private static TrainType way(Map<String, Object> m, String ww, String name, int count, String rustsOn,
            String availableOn, Map<String, Integer> discount, List<String> events,
            java.util.function.Supplier<Map<String, List<String>>> hexesOfColor) {
        TrainType.Kind kind = TitleLoader.choice(m, "kind", TrainType.Kind.values(), TrainType.Kind.STOPS, ww);
        int towns = 0;
        if (kind == TrainType.Kind.PLUS) {
            towns = integer(m, "towns", ww, null);
            if (towns < 0) {
                throw new IllegalStateException(ww + ".towns: must not be negative");
            }
        } else if (m.containsKey("towns")) {
            throw new IllegalStateException(ww + ".towns: only a plus train has towns (kind is " + kind.id() + ")");
        }
        Set<String> barred = hexes(m, "barred", ww, hexesOfColor);
        Set<String> paid = hexes(m, "paid", ww, hexesOfColor);
        if (!paid.isEmpty() && kind != TrainType.Kind.EXPRESS) {
            throw new IllegalStateException(ww + ".paid_hexes: only an express train pays stops beyond its best (kind is "
                    + kind.id() + ")");
        }
        return new TrainType(name, integer(m, "distance", ww, null), integer(m, "price", ww, null), count, rustsOn,
                availableOn, discount, events, kind, towns, barred, List.of(), paid, null, null, freeStops(m, ww));
    }

    /** The stop kinds trains.json {@code free_stops} names (1841's 8-train: {@code ["pass"]}). */
    private static Set<String> freeStops(Map<String, Object> m, String ww) {
        Set<String> out = new java.util.TreeSet<>();
        if (m.get("free_stops") == null) {
            return out;
        }
        for (Object k : list(m.get("free_stops"), ww + ".free_stops")) {
            String kind = String.valueOf(k);
            if (!List.of("city", "offboard", "pass").contains(kind)) {
                throw new IllegalStateException(ww + ".free_stops: " + kind
                        + " is not city, offboard or pass (towns are freed by kind towns_free)");
            }
            out.add(kind);
        }
        return out;
    }

    /** The hexes {@code <key>_hexes} names plus every hex of the map colours {@code <key>_colors} names. */
    private static Set<String> hexes(Map<String, Object> m, String key, String ww,
            java.util.function.Supplier<Map<String, List<String>>> hexesOfColor) {
        Set<String> out = new java.util.TreeSet<>();
        if (m.get(key + "_hexes") != null) {
            list(m.get(key + "_hexes"), ww + "." + key + "_hexes").forEach(h -> out.add(String.valueOf(h)));
        }
        if (m.get(key + "_colors") != null) {
            for (Object c : list(m.get(key + "_colors"), ww + "." + key + "_colors")) {
                List<String> hexes = hexesOfColor.get().get(String.valueOf(c));
                if (hexes == null) {
                    throw new IllegalStateException(ww + "." + key + "_colors: the map has no " + c + " hexes");
                }
                out.addAll(hexes);
            }
        }
        return out;
    }

    static List<Phase> phases(Object file) {
        List<Phase> phases = new ArrayList<>();
        int i = 0;
        for (Object o : list(file, "phases.json: $")) {
            String ww = "phases.json: $[" + i++ + "]";
            Map<String, Object> m = obj(o, ww);
            List<String> tiles = list(m.get("tiles"), ww + ".tiles").stream().map(String::valueOf).toList();
            if (tiles.isEmpty()) {
                throw new IllegalStateException(ww + ".tiles: a phase needs at least one tile colour");
            }
            List<String> status = m.get("status") == null ? List.of()
                    : list(m.get("status"), ww + ".status").stream().map(String::valueOf).toList();
            Object on = m.get("on");
            List<String> onTrains = on == null ? List.of()
                    : on instanceof String s ? List.of(s) : list(on, ww + ".on").stream().map(String::valueOf).toList();
            // the colour whose values stops with values by colour pay: by default the last tile colour
            Object named = m.get("offboard_color");
            if (named != null && (!(named instanceof String c) || c.isBlank())) {
                throw new IllegalStateException(ww + ".offboard_color: a colour such as \"gray\", not " + named);
            }
            String offboardColor = named == null ? tiles.get(tiles.size() - 1) : (String) named;
            Map<String, Integer> byKind = trainLimits(m.get("train_limit"), ww + ".train_limit");
            int limit = byKind.isEmpty() ? integer(m, "train_limit", ww, null) : byKind.getOrDefault("major",
                    byKind.values().stream().max(Integer::compare).orElseThrow());
            phases.add(new Phase(string(m, "name", ww, null), onTrains, tiles, integer(m, "operating_rounds", ww, null),
                    limit, status, offboardColor, byKind));
        }
        return phases;
    }

    /**
     * A train limit by corporation kind (tobymao's {@code {"major": 4, "minor": 2}}), or empty where
     * {@code train_limit} is one number.
     */
    private static Map<String, Integer> trainLimits(Object value, String where) {
        if (!(value instanceof Map<?, ?> byKind)) {
            return Map.of();
        }
        if (byKind.isEmpty()) {
            throw new IllegalStateException(where + ": name at least one kind of corporation, e.g. {\"major\": 4}");
        }
        Map<String, Integer> out = new java.util.LinkedHashMap<>();
        for (Map.Entry<?, ?> e : byKind.entrySet()) {
            if (!(e.getValue() instanceof Number n) || n.intValue() < 0 || n.doubleValue() != n.intValue()) {
                throw new IllegalStateException(where + "." + e.getKey() + ": expected a whole number of trains, got " + e.getValue());
            }
            out.put(String.valueOf(e.getKey()), n.intValue());
        }
        return out;
    }

    /** Every reference between trains and phases must resolve. */
    static void link(List<TrainType> trains, List<Phase> phases) {
        for (TrainType t : trains) {
            if (t.rustsOn() != null && trains.stream().noneMatch(x -> x.name().equals(t.rustsOn()))) {
                throw new IllegalStateException("trains.json: train " + t.name() + ".rusts_on: unknown train " + t.rustsOn());
            }
            if (t.availableFrom() != null && phases.stream().noneMatch(p -> p.name().equals(t.availableFrom()))) {
                throw new IllegalStateException("trains.json: train " + t.name() + ".available_from: unknown phase "
                        + t.availableFrom());
            }
            if (t.availableOn() != null && phases.stream().noneMatch(p -> p.name().equals(t.availableOn()))) {
                throw new IllegalStateException("trains.json: train " + t.name() + ".available_on: unknown phase " + t.availableOn());
            }
        }
        for (Phase p : phases) {
            for (String on : p.on()) {
                if (trains.stream().noneMatch(x -> x.name().equals(on))) {
                    throw new IllegalStateException("phases.json: phase " + p.name() + ".on: unknown train " + on);
                }
            }
        }
    }
}
