package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * Readers of the map keys beyond the hexes: {@code axes}, {@code boards}, {@code border_kinds}, {@code phase_borders} in
 * {@code map.json} and the upgrade exceptions of a tile in {@code tiles.json}; errors name file and path.
 */
final class MapKeys {
    private MapKeys() {
    }

    private static final Set<String> BOARD_KEYS = Set.of("id", "name", "hexes");

    /**
     * {@code boards}, either an object of board id to its hexes (hexes not listed stay on
     * {@code "main"}), or a list of {@code {id, name, name_<language>, hexes}} whose first board takes
     * every hex the others do not list (1854: Austria and the local railways' board).
     */
    static void readBoards(MapDefinition m, JsonElement e) {
        Map<String, String> placed = new HashMap<>();
        List<MapBoard> boards = new ArrayList<>();
        if (e != null && e.isJsonArray()) {
            int i = 0;
            for (JsonElement be : MapDefinition.array(e, "map.json: $.boards")) {
                String path = "map.json: $.boards[" + i + "]";
                JsonObject o = MapDefinition.object(be, path);
                Map<String, String> names = new HashMap<>();
                for (String k : o.keySet()) {
                    if (k.startsWith("name_") && k.length() > 5) {
                        names.put(k.substring(5), MapDefinition.string(o.get(k), path + "." + k));
                    } else if (!BOARD_KEYS.contains(k)) {
                        throw new MapDataException(path + "." + k + ": unknown key (hexes, id, name, name_<language>)");
                    }
                }
                String id = MapDefinition.string(o.get("id"), path + ".id");
                if (id.isBlank() || boards.stream().anyMatch(b -> b.id().equals(id))) {
                    throw new MapDataException(path + ".id: " + (id.isBlank() ? "a board id must not be empty" : "board " + id + " is listed twice"));
                }
                if (o.has("name")) {
                    names.put("", MapDefinition.string(o.get("name"), path + ".name"));
                }
                if (i == 0) {
                    for (HexDef h : m.hexes) {
                        h.board = id;
                    }
                }
                if (o.has("hexes")) {
                    placeHexes(m, id, o.get("hexes"), path + ".hexes", placed);
                } else if (i > 0) {
                    throw new MapDataException(path + ".hexes: every board but the first lists its hexes");
                }
                boards.add(new MapBoard(id, names));
                i++;
            }
            if (boards.isEmpty()) {
                throw new MapDataException("map.json: $.boards: must list at least one board");
            }
        } else {
            boards.add(new MapBoard(roundhouse.api.view.HexView.MAIN_BOARD, Map.of()));
            for (Map.Entry<String, JsonElement> b : MapDefinition.object(e, "map.json: $.boards").entrySet()) {
                String path = "map.json: $.boards." + b.getKey();
                if (b.getKey().isBlank()) {
                    throw new MapDataException(path + ": a board id must not be empty");
                }
                placeHexes(m, b.getKey(), b.getValue(), path, placed);
                if (!b.getKey().equals(roundhouse.api.view.HexView.MAIN_BOARD)) {
                    boards.add(new MapBoard(b.getKey(), Map.of()));
                }
            }
        }
        m.boards = List.copyOf(boards);
        for (HexDef h : m.hexes) {
            m.severalBoards |= !h.board.equals(m.hexes[0].board);
        }
    }

    private static void placeHexes(MapDefinition m, String board, JsonElement hexes, String path, Map<String, String> placed) {
        int i = 0;
        for (JsonElement h : MapDefinition.array(hexes, path)) {
            String hp = path + "[" + i++ + "]";
            String coord = MapDefinition.string(h, hp);
            HexDef hd = m.byCoord.get(coord);
            if (hd == null) {
                throw new MapDataException(hp + ": no hex " + coord);
            }
            String before = placed.put(coord, board);
            if (before != null) {
                throw new MapDataException(hp + ": hex " + coord + " is already on board " + before);
            }
            hd.board = board;
        }
    }

    /** {@code required_edges}: hex to the edges (0-5) every tile laid there must have track on. */
    static void readRequiredEdges(MapDefinition m, JsonElement e) {
        for (Map.Entry<String, JsonElement> r : MapDefinition.object(e, "map.json: $.required_edges").entrySet()) {
            String path = "map.json: $.required_edges." + r.getKey();
            HexDef hd = m.byCoord.get(r.getKey());
            if (hd == null) {
                throw new MapDataException(path + ": no hex " + r.getKey());
            }
            int i = 0;
            for (JsonElement edge : MapDefinition.array(r.getValue(), path)) {
                String ep = path + "[" + i++ + "]";
                if (!edge.isJsonPrimitive() || !edge.getAsJsonPrimitive().isNumber() || edge.getAsDouble() != edge.getAsInt()
                        || edge.getAsInt() < 0 || edge.getAsInt() > 5) {
                    throw new MapDataException(ep + ": an edge is a whole number 0-5, not " + edge);
                }
                hd.requiredEdges |= 1 << edge.getAsInt();
            }
        }
    }

    private static final Set<String> BORDER_KEYS = Set.of("hex", "edge", "edges", "type", "cost", "from", "until");

    /**
     * {@code phase_borders}: [{hex, edge or edges, type: impassable|cost|a border kind, cost, from, until}];
     * phase names are checked by {@code Board.usePhases}. An impassable or costly one needs {@code from}
     * or {@code until} (else it is drawn on the hex); one of a kind may stand for the whole game.
     */
    static void readPhaseBorders(MapDefinition m, JsonElement e) {
        int i = 0;
        for (JsonElement be : MapDefinition.array(e, "map.json: $.phase_borders")) {
            String path = "map.json: $.phase_borders[" + i++ + "]";
            JsonObject o = MapDefinition.object(be, path);
            for (String k : o.keySet()) {
                if (!BORDER_KEYS.contains(k)) {
                    throw new MapDataException(path + "." + k + ": unknown key (" + String.join(", ", new java.util.TreeSet<>(BORDER_KEYS)) + ")");
                }
            }
            String coord = MapDefinition.string(o.get("hex"), path + ".hex");
            HexDef h = m.byCoord.get(coord);
            if (h == null) {
                throw new MapDataException(path + ".hex: no hex " + coord);
            }
            List<Integer> edges = borderEdges(o, path);
            String type = MapDefinition.string(o.get("type"), path + ".type");
            BorderKind kind = m.borderKinds.get(type);
            int cost = 0;
            if (type.equals("cost")) {
                JsonElement c = o.get("cost");
                if (c == null || !c.isJsonPrimitive() || !c.getAsJsonPrimitive().isNumber() || c.getAsInt() <= 0) {
                    throw new MapDataException(path + ".cost: a cost border needs a cost > 0");
                }
                cost = c.getAsInt();
            } else if (!type.equals("impassable") && kind == null) {
                throw new MapDataException(path + ".type: must be impassable or cost"
                        + (m.borderKinds.isEmpty() ? "" : " or a kind of $.border_kinds (" + String.join(", ", m.borderKinds.keySet()) + ")")
                        + ", not " + type);
            }
            String from = o.has("from") ? MapDefinition.string(o.get("from"), path + ".from") : null;
            String until = o.has("until") ? MapDefinition.string(o.get("until"), path + ".until") : null;
            if (from == null && until == null && kind == null) {
                throw new MapDataException(path + ": a phase border needs from or until (else draw it on the hex)");
            }
            for (int edge : edges) {
                m.phaseBorders.add(new MapDefinition.PhaseBorder(h.index, edge, cost, from, until, kind, path));
            }
        }
    }

    /** A border's {@code edge} (a whole number 0-5) or {@code edges} (a list of them), not both. */
    private static List<Integer> borderEdges(JsonObject o, String path) {
        if (o.has("edge") == o.has("edges")) {
            throw new MapDataException(path + ": give edge or edges (one of them)");
        }
        List<JsonElement> given = new ArrayList<>();
        if (o.has("edge")) {
            given.add(o.get("edge"));
        } else {
            MapDefinition.array(o.get("edges"), path + ".edges").forEach(given::add);
            if (given.isEmpty()) {
                throw new MapDataException(path + ".edges: must list at least one edge");
            }
        }
        List<Integer> edges = new ArrayList<>();
        for (JsonElement edge : given) {
            if (edge == null || !edge.isJsonPrimitive() || !edge.getAsJsonPrimitive().isNumber() || edge.getAsInt() < 0
                    || edge.getAsInt() > 5 || edge.getAsDouble() != edge.getAsInt()) {
                throw new MapDataException(path + (o.has("edge") ? ".edge" : ".edges") + ": must be a whole number 0-5");
            }
            edges.add(edge.getAsInt());
        }
        return edges;
    }

    /**
     * {@code border_kinds}: kind name to what its borders block, by purpose ({@code track}, {@code tokens},
     * {@code routes}): {@code true} (while the border exists), {@code false} or absent (never), or
     * {@code {from, until}} (in those phases only). 1841: {@code "province": {"tokens": true,
     * "track": {"until": "3"}}}.
     */
    static void readBorderKinds(MapDefinition m, JsonElement e) {
        for (Map.Entry<String, JsonElement> k : MapDefinition.object(e, "map.json: $.border_kinds").entrySet()) {
            String path = "map.json: $.border_kinds." + k.getKey();
            if (k.getKey().equals("impassable") || k.getKey().equals("cost")) {
                throw new MapDataException(path + ": impassable and cost are the engine's own border types");
            }
            JsonObject o = MapDefinition.object(k.getValue(), path);
            BorderKind.PhaseRange[] blocks = new BorderKind.PhaseRange[ReachPurpose.values().length];
            Set<String> keys = new java.util.TreeSet<>();
            for (ReachPurpose p : ReachPurpose.values()) {
                keys.add(p.key());
                if (o.has(p.key())) {
                    blocks[p.ordinal()] = phaseRange(o.get(p.key()), path + "." + p.key());
                }
            }
            for (String key : o.keySet()) {
                if (!keys.contains(key)) {
                    throw new MapDataException(path + "." + key + ": unknown key (" + String.join(", ", keys) + ")");
                }
            }
            m.borderKinds.put(k.getKey(), new BorderKind(k.getKey(), blocks, path));
        }
    }

    /** {@code true} (always), {@code false} (never: {@code null}) or {@code {from, until}}. */
    private static BorderKind.PhaseRange phaseRange(JsonElement e, String path) {
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isBoolean()) {
            return e.getAsBoolean() ? BorderKind.PhaseRange.ALWAYS : null;
        }
        if (!e.isJsonObject()) {
            throw new MapDataException(path + ": must be true, false or {from, until}");
        }
        JsonObject o = e.getAsJsonObject();
        for (String key : o.keySet()) {
            if (!key.equals("from") && !key.equals("until")) {
                throw new MapDataException(path + "." + key + ": unknown key (from, until)");
            }
        }
        String from = o.has("from") ? MapDefinition.string(o.get("from"), path + ".from") : null;
        String until = o.has("until") ? MapDefinition.string(o.get("until"), path + ".until") : null;
        return new BorderKind.PhaseRange(from, until, path);
    }

    /** {@code route_bonuses}: [{name, from: {hex: value}, to: {hex: value}}], every hex one of {@code hexes}. */
    static List<RouteBonus> routeBonuses(JsonObject map, Set<String> hexes) {
        List<RouteBonus> bonuses = new ArrayList<>();
        if (map.has("route_bonuses")) {
            int i = 0;
            for (JsonElement be : MapDefinition.array(map.get("route_bonuses"), "map.json: $.route_bonuses")) {
                String bpath = "map.json: $.route_bonuses[" + i++ + "]";
                JsonObject o = MapDefinition.object(be, bpath);
                String name = MapDefinition.string(o.get("name"), bpath + ".name");
                Map<String, Integer> from = bonusSide(o.get("from"), bpath + ".from", hexes);
                Map<String, Integer> to = bonusSide(o.get("to"), bpath + ".to", hexes);
                if (from.isEmpty() || to.isEmpty()) {
                    throw new MapDataException(bpath + ": both sides need at least one hex");
                }
                bonuses.add(new RouteBonus(name, from, to));
            }
        }
        return bonuses;
    }

    private static Map<String, Integer> bonusSide(JsonElement e, String path, Set<String> hexes) {
        Map<String, Integer> side = new java.util.LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> v : MapDefinition.object(e, path).entrySet()) {
            if (!hexes.contains(v.getKey())) {
                throw new MapDataException(path + "." + v.getKey() + ": no such hex");
            }
            JsonElement n = v.getValue();
            if (!n.isJsonPrimitive() || !n.getAsJsonPrimitive().isNumber()) {
                throw new MapDataException(path + "." + v.getKey() + ": must be a number");
            }
            side.put(v.getKey(), n.getAsInt());
        }
        return side;
    }

    private static final Set<String> TILE_KEYS = Set.of("count", "color", "code", "rotations", "merge_cities", "split_cities",
            "joins_towns");

    /**
     * Upgrade exceptions of one tile: {@code rotations} (allowed rotations), {@code merge_cities} (fewer
     * cities than the old tile), {@code split_cities} (more cities: 1854's Vienna 433) and
     * {@code joins_towns} (a city tile replacing a tile with that many towns and no city: 1854's double
     * towns to 14, 15, 619).
     */
    static void tileRules(String name, JsonObject o, String path, Map<String, int[]> rotations, Set<String> merges,
            Set<String> splits, Map<String, Integer> joins) {
        for (String k : o.keySet()) {
            if (!TILE_KEYS.contains(k)) {
                throw new MapDataException(path + "." + k + ": unknown key (" + String.join(", ", new java.util.TreeSet<>(TILE_KEYS)) + ")");
            }
        }
        if (o.has("rotations")) {
            List<Integer> rs = new ArrayList<>();
            int i = 0;
            for (JsonElement r : MapDefinition.array(o.get("rotations"), path + ".rotations")) {
                String rp = path + ".rotations[" + i++ + "]";
                if (!r.isJsonPrimitive() || !r.getAsJsonPrimitive().isNumber() || r.getAsDouble() != r.getAsInt()
                        || r.getAsInt() < 0 || r.getAsInt() > 5) {
                    throw new MapDataException(rp + ": a rotation is a whole number 0-5, not " + r);
                }
                rs.add(r.getAsInt());
            }
            if (rs.isEmpty()) {
                throw new MapDataException(path + ".rotations: must list at least one rotation");
            }
            rotations.put(name, rs.stream().mapToInt(Integer::intValue).toArray());
        }
        if (o.has("merge_cities")) {
            JsonElement m = o.get("merge_cities");
            if (!m.isJsonPrimitive() || !m.getAsJsonPrimitive().isBoolean()) {
                throw new MapDataException(path + ".merge_cities: must be true or false");
            }
            if (m.getAsBoolean()) {
                merges.add(name);
            }
        }
        if (o.has("split_cities")) {
            JsonElement m = o.get("split_cities");
            if (!m.isJsonPrimitive() || !m.getAsJsonPrimitive().isBoolean()) {
                throw new MapDataException(path + ".split_cities: must be true or false");
            }
            if (m.getAsBoolean()) {
                splits.add(name);
            }
        }
        if (o.has("joins_towns")) {
            JsonElement j = o.get("joins_towns");
            if (!j.isJsonPrimitive() || !j.getAsJsonPrimitive().isNumber() || j.getAsDouble() != j.getAsInt() || j.getAsInt() < 1) {
                throw new MapDataException(path + ".joins_towns: the number of towns the city replaces, a whole number >= 1, not " + j);
            }
            joins.put(name, j.getAsInt());
        }
    }

    /**
     * {@code axes} as 18xx.games writes them ({@code {"x": "letter", "y": "number"}}): whether letters
     * name columns. Default: pointy maps number their columns (1830), flat maps letter them (1841, 18Mag).
     */
    static boolean axes(JsonObject map, String layout) {
        if (!map.has("axes")) {
            return layout.equals("flat");
        }
        JsonObject a = MapDefinition.object(map.get("axes"), "map.json: $.axes");
        String x = a.has("x") ? MapDefinition.string(a.get("x"), "map.json: $.axes.x") : null;
        String y = a.has("y") ? MapDefinition.string(a.get("y"), "map.json: $.axes.y") : null;
        if (!("letter".equals(x) && "number".equals(y)) && !("number".equals(x) && "letter".equals(y))) {
            throw new MapDataException("map.json: $.axes: must be {\"x\": \"letter\", \"y\": \"number\"} or {\"x\": \"number\", \"y\": \"letter\"}, not " + a);
        }
        for (String k : a.keySet()) {
            if (!k.equals("x") && !k.equals("y")) {
                throw new MapDataException("map.json: $.axes." + k + ": unknown key (x, y)");
            }
        }
        return "letter".equals(x);
    }


    /**
     * tiles.json {@code double_sided}: {@code [["8", "9"], ["5", "57"], ...]}, two supply tiles printed on
     * the two sides of the same physical tiles (so both have the same count). Each name to its other side.
     */
    static Map<String, String> doubleSided(JsonObject tilesFile, Map<String, Integer> counts) {
        Map<String, String> faces = new java.util.HashMap<>();
        if (!tilesFile.has("double_sided")) {
            return faces;
        }
        JsonElement all = tilesFile.get("double_sided");
        if (!all.isJsonArray()) {
            throw new MapDataException("tiles.json: $.double_sided: must be a list of [name, name] pairs");
        }
        int i = 0;
        for (JsonElement pair : all.getAsJsonArray()) {
            String path = "tiles.json: $.double_sided[" + i++ + "]";
            if (!pair.isJsonArray() || pair.getAsJsonArray().size() != 2) {
                throw new MapDataException(path + ": must be a pair of tile names");
            }
            String a = pair.getAsJsonArray().get(0).getAsString();
            String b = pair.getAsJsonArray().get(1).getAsString();
            for (String name : List.of(a, b)) {
                if (!counts.containsKey(name)) {
                    throw new MapDataException(path + ": tile " + name + " is not in $.tiles");
                }
                if (faces.containsKey(name)) {
                    throw new MapDataException(path + ": tile " + name + " has two other sides");
                }
            }
            if (a.equals(b) || !counts.get(a).equals(counts.get(b))) {
                throw new MapDataException(path + ": the two sides " + a + " and " + b + " must be different tiles with the same count");
            }
            faces.put(a, b);
            faces.put(b, a);
        }
        return faces;
    }
}
