package roundhouse.testsupport;

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
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.Train;

/**
 * Replays a recorded 18xx.games game with a title and compares the game after every effective action
 * with the reference checkpoints beside it ({@code <game>.checkpoints.jsonl}, one JSON object per
 * action: round, phase, bank, players' cash in their order of play, and per corporation or minor its
 * cash, price, trains, president and floated; made by {@code shared/tools/ref18xx/checkpoints.rb}).
 * A title's golden test asserts how far its recorded games match and names the first difference.
 */
public final class Checkpoints {
    /**
     * How far a replay matched.
     *
     * @param lastMatched the id of the last action whose checkpoint matched (0 for none)
     * @param firstDifference the first checkpoint that differs, or the refusal, or {@code null}
     */
    public record Result(long lastMatched, String firstDifference) {
    }

    /**
     * What a checkpoint is taken to say beside cash, prices and trains, where titles model the
     * reference differently.
     *
     * @param presidents a checkpoint without a president means the company has none (a company
     *     without a par has none as 18xx.games counts it)
     * @param playerOrder the checkpoint's player order is the order of play (18Mag rotates its list;
     *     1830's list keeps the seating)
     */
    public record Compare(boolean presidents, boolean playerOrder) {
        /** Everything the checkpoints say. */
        public static final Compare ALL = new Compare(true, true);
    }

    private Checkpoints() {
    }

    /** {@code <name>.json} and {@code <name>.checkpoints.jsonl} in {@code dir}, replayed by {@code title}. */
    public static Result replay(EngineTitle title, Path dir, String name) throws IOException {
        return replay(title, dir, name, Compare.ALL);
    }

    /** As {@link #replay(EngineTitle, Path, String)}, comparing what {@code compare} says. */
    public static Result replay(EngineTitle title, Path dir, String name, Compare compare) throws IOException {
        return replay(title, dir.resolve(name + ".json"), dir.resolve(name + ".checkpoints.jsonl"), compare);
    }

    public static Result replay(EngineTitle title, Path game, Path checkpoints, Compare compare) throws IOException {
        GameRecord record;
        try {
            record = new GsonRecordCodec().read(game);
        } catch (roundhouse.api.GameFileException e) {
            throw new IOException(game + ": " + e.getMessage(), e);
        }
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
                String d = diff(cp, g, compare);
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

    /**
     * Whether a round name of the reference ("SBBFormation 7.1", its class name) is the game's round
     * as players read it ("SBB formation 7.1"): letters and numbers alike, spaces and case aside.
     */
    static boolean sameRound(String reference, String ours) {
        return reference.replace(" ", "").equalsIgnoreCase(ours.replace(" ", ""));
    }

    /**
     * Whether two player lists seat the players alike: equal, or one turned round to start with
     * another player (1841's reference lists the players from the priority holder on).
     */
    static boolean sameCycle(List<String> reference, List<String> ours) {
        if (reference.size() != ours.size()) {
            return false;
        }
        for (int shift = 0; shift < ours.size(); shift++) {
            boolean same = true;
            for (int i = 0; i < ours.size() && same; i++) {
                same = reference.get(i).equals(ours.get((i + shift) % ours.size()));
            }
            if (same) {
                return true;
            }
        }
        return false;
    }

    /** What differs between a checkpoint and the game, or {@code null}. */
    public static String diff(JsonObject cp, Game g, Compare compare) {
        List<String> out = new ArrayList<>();
        if (!sameRound(cp.get("round").getAsString(), g.round().name())) {
            out.add("round " + cp.get("round").getAsString() + " vs " + g.round().name());
        }
        if (cp.get("bank").getAsInt() != g.bank().cash()) {
            out.add("bank " + cp.get("bank").getAsInt() + " vs " + g.bank().cash());
        }
        if (!cp.get("phase").getAsString().equals(g.phase().name())) {
            out.add("phase " + cp.get("phase").getAsString() + " vs " + g.phase().name());
        }
        // 18xx.games lists the players in its order of play
        List<String> order = new ArrayList<>(cp.getAsJsonObject("players").keySet());
        List<String> mine = g.playerOrder().stream().map(Player::id).toList();
        if (compare.playerOrder() && !sameCycle(order, mine)) {
            out.add("player order " + order + " vs " + mine);
        }
        for (Map.Entry<String, JsonElement> e : cp.getAsJsonObject("players").entrySet()) {
            Player p = g.player(e.getKey());
            if (p.cash() != e.getValue().getAsInt()) {
                out.add("player " + e.getKey() + " cash " + e.getValue().getAsInt() + " vs " + p.cash());
            }
        }
        for (Map.Entry<String, JsonElement> e : cp.getAsJsonObject("companies").entrySet()) {
            Corporation c = g.corporation(e.getKey());
            if (c == null) {
                out.add(e.getKey() + " is not in the game");
            } else {
                diffCorporation(c, e.getValue().getAsJsonObject(), compare, out);
            }
        }
        for (Corporation c : g.corporations()) {
            if (!c.closed() && !cp.getAsJsonObject("companies").has(c.id())) {
                out.add(c.id() + " is still in the game");
            }
        }
        return out.isEmpty() ? null : String.join("; ", out);
    }

    private static void diffCorporation(Corporation c, JsonObject o, Compare compare, List<String> out) {
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
        // 18xx.games names a director of a priced company only once it has a par (1830's B&O, 1844's
        // FNM: the director's certificate may come earlier, with a private); minors have no par; the
        // checkpoints name players only (1841: a corporation or the pool presiding is written as none)
        String me = !(c.president() instanceof Player) || c.priced() && c.parPrice() == null ? null : c.president().holderId();
        if (pres == null ? compare.presidents() && me != null : !pres.equals(me)) {
            out.add(c.id() + " president " + pres + " vs " + me);
        }
        if (o.has("floated")) {
            boolean floated = o.get("floated").getAsBoolean();
            if (floated != c.floated()) {
                out.add(c.id() + " floated " + floated + " vs " + c.floated());
            }
        }
    }
}
