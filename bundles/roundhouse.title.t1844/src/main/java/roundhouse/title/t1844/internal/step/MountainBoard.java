package roundhouse.title.t1844.internal.step;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t1844.internal.SwissText;
import roundhouse.engine.spi.step.Step;

/**
 * RB IV: right after buying a mountain railway its buyer places one of the three revenue boards
 * (two of each, companies.json {@code boards}) on one of the seven gray mountain hexes
 * ({@code mountain_hexes}) that has none yet. 18xx.games records it as a {@code lay_tile} by the
 * mountain railway with the tile {@code XM<n>-<copy>} at rotation 0. The placement is kept here
 * (hex and board); the board's revenue on routes comes with the mountain railways' route rules.
 */
public class MountainBoard extends Step {
    /** The mountain railway that must place its board now, or {@code null}. */
    private PrivateCompany pending;
    /** Boards placed in this game, by hex: the board's name (XM1...). Shared by the game's rounds. */
    private final Map<String, String> placed;

    /** Which mountain railway placed the board on a hex. */
    private final Map<String, String> railwayByHex;

    public MountainBoard(Game game, Round round, Map<String, String> placed, Map<String, String> railwayByHex) {
        super(game, round);
        this.placed = placed;
        this.railwayByHex = railwayByHex;
    }

    /** The buyer of {@code company} must place its board before anything else happens. */
    public void requireBoard(PrivateCompany company) {
        pending = company;
    }

    @Override
    public String description() {
        return EngineText.get("step.track");
    }

    @Override
    public boolean active() {
        return pending != null;
    }

    @Override
    public List<Entity> activeEntities() {
        return pending == null ? List.of() : List.of(pending);
    }

    @Override
    public List<String> actions(Entity entity) {
        return pending != null && entity == pending ? List.of("lay_tile") : List.of();
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> boards() {
        return (Map<String, Object>) pending.data().get("boards");
    }

    @SuppressWarnings("unchecked")
    private List<String> hexes() {
        return (List<String>) pending.data().get("mountain_hexes");
    }

    /** Boards of each kind already placed. */
    private Map<String, Integer> used() {
        Map<String, Integer> out = new HashMap<>();
        for (String b : placed.values()) {
            out.merge(b, 1, Integer::sum);
        }
        return out;
    }

    private int count(String board) {
        Object spec = boards().get(board);
        return spec instanceof Map<?, ?> m && m.get("count") instanceof Number n ? n.intValue() : 0;
    }

    @Override
    public void process(Action action, Entity entity) {
        String hex = action.string("hex");
        String tile = action.string("tile");
        int dash = tile == null ? -1 : tile.lastIndexOf('-');
        String board = dash < 0 ? tile : tile.substring(0, dash);
        if (board == null || !boards().containsKey(board)) {
            throw refuse(RuleKey.TRACK_LAY, SwissText.get("refuse.boardChoice", String.join(", ", boards().keySet())));
        }
        int copy = dash < 0 ? 0 : Integer.parseInt(tile.substring(dash + 1));
        int used = used().getOrDefault(board, 0);
        if (used >= count(board) || copy != used) {
            throw refuse(RuleKey.TRACK_LAY, SwissText.get("refuse.boardUsed", board, used, count(board)));
        }
        if (hex == null || !hexes().contains(hex) || placed.containsKey(hex)) {
            throw refuse(RuleKey.TRACK_LAY, SwissText.get("refuse.boardHex", String.join(", ", hexes())));
        }
        if (action.number("rotation", 0) != 0) {
            throw refuse(RuleKey.TRACK_LAY, SwissText.get("refuse.boardRotation"));
        }
        placed.put(hex, board);
        railwayByHex.put(hex, pending.id());
        if (game.logging()) {
            game.log(roundhouse.title.t1844.internal.SwissText.get("log.placesBoard", pending.name(), board, hex));
        }
        pending = null;
    }

    /** "10/20/50/80": the board's revenue by phase colour. */
    private String revenues(String board) {
        Object spec = boards().get(board);
        if (spec instanceof Map<?, ?> m && m.get("revenue") instanceof Map<?, ?> r) {
            return String.join("/", r.values().stream().map(v -> String.valueOf(((Number) v).intValue())).toList());
        }
        return "";
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        Map<String, Integer> used = used();
        for (String board : boards().keySet()) {
            int n = used.getOrDefault(board, 0);
            if (n >= count(board)) {
                continue;
            }
            for (String hex : hexes()) {
                if (!placed.containsKey(hex)) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("hex", hex);
                    args.put("tile", board + "-" + n);
                    args.put("rotation", 0L);
                    out.add(new LegalAction(new Action("lay_tile", pending.id(), "company", args),
                            roundhouse.title.t1844.internal.SwissText.get("label.placeBoard", board, revenues(board),
                                    roundhouse.engine.spi.step.CorporationStep.place(game, hex)), null));
                }
            }
        }
        return out;
    }
}
