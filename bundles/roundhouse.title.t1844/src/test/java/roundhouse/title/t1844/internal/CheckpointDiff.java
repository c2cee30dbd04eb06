package roundhouse.title.t1844.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.Train;

/**
 * Replays a fixture and compares the state after every effective action with 18xx.games'
 * checkpoints (round, phase, bank, order of play and cash of the players, per corporation and
 * minor: cash, price, trains, president, floated); reports how far it got and the first difference.
 */
final class CheckpointDiff {
    /** How far a replay matched: the last action id whose checkpoint matched, and the first problem. */
    record Result(long lastMatched, String firstDifference) {
    }

    private CheckpointDiff() {
    }

    static Result replay(String name) throws Exception {
        Path dir = Path.of("src/test/resources/fixtures/1844/");
        return replay(new T1844Title(), dir.resolve(name + ".json"), dir.resolve(name + ".checkpoints.jsonl"));
    }

    static Result replay(T1844Title title, Path game, Path checkpoints) throws Exception {
        GameRecord record = new GsonRecordCodec().read(game);
        Map<Long, JsonObject> byId = new HashMap<>();
        for (String line : Files.readAllLines(checkpoints)) {
            JsonObject o = JsonParser.parseString(line).getAsJsonObject();
            byId.put(o.get("id").getAsLong(), o);
        }
        List<String> problems = new ArrayList<>();
        long[] matched = { 0 };
        try {
            EngineSession.load(title, record, (action, g) -> {
                if (!problems.isEmpty()) {
                    return;
                }
                long id = action.number("id", -1);
                JsonObject cp = byId.get(id);
                if (cp == null) {
                    return;
                }
                String d = diff(cp, g);
                if (d != null) {
                    problems.add("after action id " + id + " (" + action.type() + " by " + action.entity() + ", "
                            + cp.get("round").getAsString() + "): " + d);
                } else {
                    matched[0] = id;
                }
            });
        } catch (GameLoadException e) {
            if (problems.isEmpty()) {
                problems.add("refused: " + e.getMessage());
            }
        }
        return new Result(matched[0], problems.isEmpty() ? null : problems.get(0));
    }

    static String diff(JsonObject cp, Game g) {
        List<String> out = new ArrayList<>();
        if (!cp.get("round").getAsString().equals(g.round().name())) {
            out.add("round " + cp.get("round").getAsString() + " vs " + g.round().name());
        }
        if (cp.get("bank").getAsInt() != g.bank().cash()) {
            out.add("bank " + cp.get("bank").getAsInt() + " vs " + g.bank().cash());
        }
        if (!cp.get("phase").getAsString().equals(g.phase().name())) {
            out.add("phase " + cp.get("phase").getAsString() + " vs " + g.phase().name());
        }
        // 18xx.games lists the players in its order of play (re-seated by cash)
        List<String> order = new ArrayList<>(cp.getAsJsonObject("players").keySet());
        List<String> mine = g.playerOrder().stream().map(Player::id).toList();
        if (!order.equals(mine)) {
            out.add("player order " + order + " vs " + mine);
        }
        for (Map.Entry<String, JsonElement> e : cp.getAsJsonObject("players").entrySet()) {
            Player p = g.player(e.getKey());
            if (p.cash() != e.getValue().getAsInt()) {
                out.add("player " + e.getKey() + " cash " + e.getValue().getAsInt() + " vs " + p.cash());
            }
        }
        for (Map.Entry<String, JsonElement> e : cp.getAsJsonObject("companies").entrySet()) {
            diffCorporation(g.corporation(e.getKey()), e.getValue().getAsJsonObject(), out);
        }
        for (Corporation c : g.corporations()) {
            if (!c.closed() && !cp.getAsJsonObject("companies").has(c.id())) {
                out.add(c.id() + " is still in the game");
            }
        }
        return out.isEmpty() ? null : String.join("; ", out);
    }

    private static void diffCorporation(Corporation c, JsonObject o, List<String> out) {
        if (o.get("cash").getAsInt() != c.cash()) {
            out.add(c.id() + " cash " + o.get("cash").getAsInt() + " vs " + c.cash());
        }
        int price = o.get("price").isJsonNull() ? 0 : o.get("price").getAsInt();
        int mine = c.sharePrice() == null ? 0 : c.sharePrice().price();
        if (price != mine) {
            out.add(c.id() + " price " + price + " vs " + mine);
        }
        List<String> trains = new ArrayList<>();
        o.getAsJsonArray("trains").forEach(t -> trains.add(t.getAsString()));
        List<String> myTrains = c.trains().stream().map(Train::name).toList();
        if (!trains.equals(myTrains)) {
            out.add(c.id() + " trains " + trains + " vs " + myTrains);
        }
        String pres = o.has("president") ? o.get("president").getAsString() : null;
        // 18xx.games names a director only once the company has a par (the FNM's director's
        // certificate is held from the P6 auction on, its director set with the par)
        String me = c.president() == null || c.parPrice() == null ? null : c.president().holderId();
        if (pres == null ? me != null : !pres.equals(me)) {
            out.add(c.id() + " president " + pres + " vs " + me);
        }
        boolean floated = o.has("floated") && o.get("floated").getAsBoolean();
        if (floated != c.floated()) {
            out.add(c.id() + " floated " + floated + " vs " + c.floated());
        }
    }
}
