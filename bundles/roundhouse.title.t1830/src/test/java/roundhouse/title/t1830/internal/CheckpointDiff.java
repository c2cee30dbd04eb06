package roundhouse.title.t1830.internal;

import java.io.IOException;
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
 * Replays a fixture and compares the state after every effective action with the reference
 * engine's checkpoints (cash, prices, trains, presidents); reports the first difference.
 */
final class CheckpointDiff {
    private CheckpointDiff() {
    }

    /** The first difference, or {@code null} if every checkpoint matches. */
    static String firstDifference(T1830Title title, Path game, Path checkpoints) throws Exception {
        GameRecord record = new GsonRecordCodec().read(game);
        Map<Long, JsonObject> byId = new HashMap<>();
        for (String line : Files.readAllLines(checkpoints)) {
            JsonObject o = JsonParser.parseString(line).getAsJsonObject();
            byId.put(o.get("id").getAsLong(), o);
        }
        List<String> problems = new ArrayList<>();
        try {
            EngineSession.load(title, record, (action, g) -> {
                if (!problems.isEmpty()) {
                    return;
                }
                JsonObject cp = byId.get(action.number("id", -1));
                if (cp == null) {
                    return;
                }
                String d = diff(cp, g);
                if (d != null) {
                    problems.add("after action id " + action.number("id", -1) + " (" + action.type() + " by "
                            + action.entity() + ", " + cp.get("round").getAsString() + "): " + d + " [round here: "
                            + g.round().name() + "]");
                }
            });
        } catch (GameLoadException e) {
            if (problems.isEmpty()) {
                return "refused: " + e.getMessage();
            }
        }
        return problems.isEmpty() ? null : problems.get(0);
    }

    static String diff(JsonObject cp, Game g) {
        List<String> out = new ArrayList<>();
        if (cp.get("bank").getAsInt() != g.bank().cash()) {
            out.add("bank " + cp.get("bank").getAsInt() + " vs " + g.bank().cash());
        }
        if (!cp.get("phase").getAsString().equals(g.phase().name())) {
            out.add("phase " + cp.get("phase").getAsString() + " vs " + g.phase().name());
        }
        for (Map.Entry<String, JsonElement> e : cp.getAsJsonObject("players").entrySet()) {
            Player p = g.player(e.getKey());
            if (p.cash() != e.getValue().getAsInt()) {
                out.add("player " + e.getKey() + " cash " + e.getValue().getAsInt() + " vs " + p.cash());
            }
        }
        for (Map.Entry<String, JsonElement> e : cp.getAsJsonObject("companies").entrySet()) {
            Corporation c = g.corporation(e.getKey());
            JsonObject o = e.getValue().getAsJsonObject();
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
            if (o.has("president")) {
                String pres = o.get("president").getAsString();
                String me = c.president() == null ? null : c.president().holderId();
                if (!pres.equals(me)) {
                    out.add(c.id() + " president " + pres + " vs " + me);
                }
            }
        }
        return out.isEmpty() ? null : String.join("; ", out);
    }

    static Path fixture(String name) throws IOException {
        return Path.of("src/test/resources/fixtures/1830/" + name);
    }
}
