package roundhouse.engine.map;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Replays only the map side of a recorded 1830 game: home tokens, tile lays, tokens and route
 * checks, with the phase taken from the trains bought. Used by the tests and the timing check.
 */
final class FixtureMapReplay {
    final List<String> problems = new ArrayList<>();
    int lays;
    int tokens;
    int runs;
    int routes;
    long routeNanos;
    Board board;
    /** Called before each recorded run is checked, with the board as it was when the company ran. */
    RunListener listener;

    interface RunListener {
        void run(String actionId, Board board, String company, List<RecordedRoute> routes, RouteRules rules);
    }

    /** The recorded actions in effect ({@link roundhouse.api.ActionLogs}), each followed by its auto actions. */
    static List<JsonObject> effectiveActions(JsonObject game) {
        JsonArray all = game.getAsJsonArray("actions");
        List<JsonObject> actions = new ArrayList<>();
        List<roundhouse.api.Action> raw = new ArrayList<>();
        for (JsonElement e : all) {
            JsonObject a = e.getAsJsonObject();
            actions.add(a);
            java.util.Map<String, Object> args = new java.util.HashMap<>();
            if (a.has("id")) {
                args.put("id", a.get("id").getAsLong());
            }
            if (a.has("action_id")) {
                args.put("action_id", a.get("action_id").getAsLong());
            }
            raw.add(new roundhouse.api.Action(a.get("type").getAsString(), "", null, args));
        }
        List<JsonObject> out = new ArrayList<>();
        for (int i : roundhouse.api.ActionLogs.activeIndexes(raw)) {
            out.add(actions.get(i));
            if (actions.get(i).has("auto_actions")) {
                for (JsonElement auto : actions.get(i).getAsJsonArray("auto_actions")) {
                    out.add(auto.getAsJsonObject());
                }
            }
        }
        return out;
    }

    void replay(Path file) {
        JsonObject game = JsonParser.parseString(Maps1830.read(file)).getAsJsonObject();
        List<JsonObject> actions = effectiveActions(game);
        board = Maps1830.board();
        Set<String> homed = new HashSet<>();
        int phase = 2;
        List<String> displaced = new ArrayList<>();
        for (JsonObject a : actions) {
            String type = a.get("type").getAsString();
            String entity = a.has("entity") ? a.get("entity").getAsString() : "";
            String id = a.has("id") ? a.get("id").getAsString() : "auto";
            String corp = a.has("tokener") ? a.get("tokener").getAsString() : entity;
            if (Maps1830.HOMES.containsKey(corp) && homed.add(corp)) {
                Object[] home = Maps1830.HOMES.get(corp);
                board.placeHomeToken(corp, (String) home[0], reservedCity(corp, (String) home[0], (Integer) home[1]));
            }
            try {
                switch (type) {
                    case "buy_train" -> {
                        String t = a.get("train").getAsString();
                        int p = t.startsWith("D") ? 7 : Integer.parseInt(t.substring(0, t.indexOf('-')));
                        phase = Math.max(phase, p);
                    }
                    case "lay_tile" -> {
                        Set<String> colors = phase >= 5 ? Maps1830.BROWN : phase >= 3 ? Maps1830.GREEN : Maps1830.YELLOW;
                        LayRules rules = switch (entity) {
                            case "CS" -> LayRules.special(colors, Set.of("B20"), Set.of("3", "4", "58"), true);
                            case "DH" -> LayRules.special(colors, Set.of("F16"), Set.of("57"), false);
                            default -> LayRules.normal(colors).ignoringBlockers();
                        };
                        String layer = entity.equals("CS") || entity.equals("DH") ? "?" : entity;
                        TileLay lay = new TileLay(a.get("hex").getAsString(), a.get("tile").getAsString(),
                                a.get("rotation").getAsInt());
                        LayResult r = board.lay(layer, lay, rules);
                        displaced.addAll(r.displacedTokens());
                        lays++;
                    }
                    case "place_token" -> {
                        String city = a.get("city").getAsString();
                        if (!displaced.isEmpty()) {
                            board.placeToken(displaced.remove(0), city, false);
                        } else {
                            board.placeToken(corp, city, !entity.equals("DH"));
                        }
                        tokens++;
                    }
                    case "run_routes" -> {
                        List<RecordedRoute> rs = new ArrayList<>();
                        for (JsonElement re : a.getAsJsonArray("routes")) {
                            JsonObject r = re.getAsJsonObject();
                            List<List<String>> conns = new ArrayList<>();
                            for (JsonElement c : r.getAsJsonArray("connections")) {
                                List<String> chain = new ArrayList<>();
                                c.getAsJsonArray().forEach(h -> chain.add(h.getAsString()));
                                conns.add(chain);
                            }
                            List<String> hexes = new ArrayList<>();
                            r.getAsJsonArray("hexes").forEach(h -> hexes.add(h.getAsString()));
                            List<String> nodes = new ArrayList<>();
                            if (r.has("nodes")) {
                                r.getAsJsonArray("nodes").forEach(h -> nodes.add(h.getAsString()));
                            }
                            rs.add(new RecordedRoute(r.get("train").getAsString(), conns, hexes, nodes,
                                    r.get("revenue").getAsInt()));
                        }
                        RouteRules rules = phase >= 5 ? Maps1830.PHASE5 : Maps1830.PHASE2;
                        if (listener != null) {
                            listener.run(id, board, entity, rs, rules);
                        }
                        long t0 = System.nanoTime();
                        RunResult result = board.checkRun(entity, rs, FixtureMapReplay::train, rules);
                        routeNanos += System.nanoTime() - t0;
                        runs++;
                        routes += rs.size();
                        if (!result.ok()) {
                            problems.add(file.getFileName() + " #" + id + " " + entity + ": " + result.error());
                        } else {
                            for (int i = 0; i < rs.size(); i++) {
                                if (result.revenues().get(i) != rs.get(i).revenue()) {
                                    problems.add(file.getFileName() + " #" + id + " " + entity + " route " + (i + 1)
                                            + ": computed " + result.revenues().get(i) + ", logged " + rs.get(i).revenue());
                                }
                            }
                        }
                    }
                    default -> {
                    }
                }
            } catch (MapRuleException e) {
                problems.add(file.getFileName() + " #" + id + " " + type + " " + entity + ": " + e.getMessage());
            }
        }
    }

    /** The city of the home hex holding the company's reservation: an upgrade may have moved it (G19's tile 54 turned). */
    private int reservedCity(String corp, String hex, int city) {
        int h = board.definition().hex(hex).index;
        for (int c = 0; c < board.reserved[h].length; c++) {
            if (java.util.Arrays.asList(board.reserved[h][c]).contains(corp)) {
                return c;
            }
        }
        return Math.max(0, city);
    }

    static TrainSpec train(String id) {
        String type = id.substring(0, id.indexOf('-'));
        return TrainSpec.stops(id, type.equals("D") ? TrainSpec.UNLIMITED : Integer.parseInt(type));
    }
}
