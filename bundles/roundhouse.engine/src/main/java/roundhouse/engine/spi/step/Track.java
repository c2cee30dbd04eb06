package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.LayResult;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.MapRuleException;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.EngineOption;
import roundhouse.engine.spi.Fee;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.RuleKey;

/**
 * Lay or upgrade tiles (1830 R 6.2, digest §5.3): one per turn, or as many as rules.json
 * {@code tile_lays} lists (18xx.games' TILE_LAYS: 18Mag lays twice, the second not an upgrade if the
 * first was, for 10 Ft). Always needs a {@code lay_tile} or a {@code pass}; terrain cost is paid as a
 * {@link Fee#TERRAIN}, a further lay's price as a {@link Fee#TILE_LAY} (to the bank unless the title
 * routes them elsewhere). No hex takes two tiles in one turn.
 */
@org.osgi.annotation.versioning.ConsumerType
public class Track extends CorporationStep {
    public Track(Game game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return EngineText.get("step.track");
    }

    /**
     * One lay a turn may hold (rules.json {@code tile_lays}: {@code {"upgrade": true|false|"not_if_upgraded",
     * "cost": n}}): whether it may upgrade (not after an upgrade earlier in the turn, for
     * {@code not_if_upgraded}) and what it costs beside the terrain.
     */
    protected record LaySlot(boolean upgrade, boolean notIfUpgraded, int cost) {
        static final LaySlot ONE = new LaySlot(true, false, 0);
    }

    /** A lay that may upgrade, at no cost beside the terrain: for a title whose number of lays varies (1841). */
    protected static LaySlot freeLay() {
        return LaySlot.ONE;
    }

    private int laysDone;
    private boolean upgraded;
    private final java.util.Set<String> laidHexes = new HashSet<>();

    @Override
    public void setup() {
        super.setup();
        laysDone = 0;
        upgraded = false;
        laidHexes.clear();
    }

    private List<LaySlot> dataSlots;

    /** The lays of a turn, in order, from rules.json {@code tile_lays}; one lay that may upgrade without it. */
    protected List<LaySlot> laySlots() {
        if (dataSlots == null) {
            dataSlots = readSlots(); // asked after every action: read the data once per step
        }
        return dataSlots;
    }

    private List<LaySlot> readSlots() {
        Object rules = game.data().raw().get("rules.json");
        if (!(rules instanceof Map<?, ?> m) || !(m.get("tile_lays") instanceof List<?> list) || list.isEmpty()) {
            return List.of(LaySlot.ONE);
        }
        List<LaySlot> out = new ArrayList<>();
        for (Object o : list) {
            Map<?, ?> slot = o instanceof Map<?, ?> x ? x : Map.of();
            Object up = slot.containsKey("upgrade") ? slot.get("upgrade") : Boolean.TRUE;
            int cost = slot.get("cost") instanceof Number n ? n.intValue() : 0;
            out.add(new LaySlot(!Boolean.FALSE.equals(up), "not_if_upgraded".equals(up), cost));
        }
        return out;
    }

    /** The slot the next lay of this turn uses, or {@code null} when the turn's lays are used up. */
    private LaySlot nextSlot() {
        List<LaySlot> slots = laySlots();
        return laysDone < slots.size() ? slots.get(laysDone) : null;
    }

    /** Hook: whether a hex takes at most one tile per turn (the default); a title's rule option may lift it. */
    protected boolean oneTilePerHexPerTurn() {
        return true;
    }

    /** Why the next lay may not go on {@code hex} (an upgrade the slot forbids, a hex laid this turn), or null. */
    private String slotRefusal(LaySlot slot, String hex) {
        if (laidHexes.contains(hex) && oneTilePerHexPerTurn()) {
            return EngineText.get("refuse.oneTilePerHex", place(hex));
        }
        boolean upgrade = !"white".equals(game.board().colorAt(hex));
        if (upgrade && (!slot.upgrade() || (slot.notIfUpgraded() && upgraded))) {
            return EngineText.get(upgraded ? "refuse.layNoUpgradeAfterUpgrade" : "refuse.layNoUpgrade");
        }
        return null;
    }

    /** A further lay with a price the company cannot pay ends its track laying (18Mag: the 10 Ft of the second). */
    @Override
    public List<String> actions(Entity entity) {
        LaySlot slot = nextSlot();
        if (entity != corporation() || game.board() == null || slot == null || slot.cost() > corporation().cash()) {
            return List.of();
        }
        return List.of("lay_tile", "pass");
    }

    protected LayRules layRules() {
        return LayRules.normal(new HashSet<>(game.phase().tiles()));
    }

    @Override
    public void process(Action action, Entity entity) {
        if (action.type().equals("pass")) {
            pass();
            return;
        }
        Corporation c = corporation();
        LaySlot slot = nextSlot();
        String hex = action.string("hex");
        String why = hex == null ? null : slotRefusal(slot, hex);
        if (why != null) {
            throw refuse(RuleKey.TRACK_LAY, why);
        }
        if (slot.cost() > 0 && slot.cost() + (hex == null ? 0 : terrainPart(c, hex)) > c.cash()) {
            throw refuse(RuleKey.TRACK_TERRAIN_COST, EngineText.get("refuse.layPrice", c, game.format(slot.cost())));
        }
        boolean upgrade = hex != null && !"white".equals(game.board().colorAt(hex));
        boolean looks = hex != null && game.option(EngineOption.ROUTE_AVAILABLE_CACHED);
        Map<String, Integer> citiesBefore = looks ? tokenCitiesOn(hex) : Map.of();
        int pendingBefore = or().pendingTokens().size();
        lay(game, or(), c, c, action, layRules());
        if (looks) {
            lookAtRoutesAfterLay(c, hex, citiesBefore, pendingBefore);
        }
        if (slot.cost() > 0) {
            game.payFee(Fee.TILE_LAY, c, slot.cost(), hex);
        }
        laysDone++;
        upgraded |= upgrade;
        laidHexes.add(hex);
        if (nextSlot() == null || nextSlot().cost() > c.cash()) {
            pass();
        }
    }

    /**
     * {@code route_available_cached}: 18xx.games looks at the laying corporation's network after each of its
     * lays (checking the track it may use) and keeps a route it finds there. It looks while a token the lay
     * lifts (1830's Erie on its bare OO home) still stands where the tile swap put it, in the city of the
     * same number, before the lifted token is placed by choice: a route seen then is kept even where the
     * city chosen has none (1830 seed 454282: Erie's home in the dead-end city of tile 59 on Buffalo).
     */
    private void lookAtRoutesAfterLay(Corporation c, String hex, Map<String, Integer> citiesBefore, int pendingBefore) {
        Map<String, String> lifted = new LinkedHashMap<>();
        List<OperatingRound.PendingToken> pending = or().pendingTokens();
        for (OperatingRound.PendingToken p : pending.subList(Math.min(pendingBefore, pending.size()), pending.size())) {
            Integer city = citiesBefore.get(p.owner().id());
            if (city != null && p.hex().equals(hex)) {
                lifted.put(p.owner().id(), game.board().cityRef(hex, Math.min(city, game.board().cityCount(hex) - 1)));
            }
        }
        game.board().withTokensAt(lifted, () -> {
            game.routeAvailable(c, Game.RouteUse.RUN);
            return game.routeAvailable(c, Game.RouteUse.FORCED_PURCHASE);
        });
    }

    /** The companies with a token on a hex of several cities, and the number of its city: the tokens a lay may lift. */
    private Map<String, Integer> tokenCitiesOn(String hex) {
        int cities = game.board().cityCount(hex);
        if (cities < 2) {
            return Map.of();
        }
        Map<String, Integer> out = new LinkedHashMap<>();
        for (int i = 0; i < cities; i++) {
            String city = game.board().cityRef(hex, i);
            for (Corporation k : game.corporations()) {
                if (game.board().tokenSlot(k.id(), city) >= 0) {
                    out.put(k.id(), i);
                }
            }
        }
        return out;
    }

    /**
     * Why the acting company can lay no tile on {@code hex} now, in the players' words; {@code null}
     * when it can, or when it has no lay to make (the map then has nothing to explain).
     */
    public String noLayReason(String hex) {
        Corporation c = corporation();
        LaySlot slot = nextSlot();
        if (c == null || game.board() == null || slot == null || slot.cost() > c.cash()) {
            return null;
        }
        String why = slotRefusal(slot, hex);
        if (why != null) {
            return why;
        }
        roundhouse.engine.map.Refusal board = game.board().noLayReason(c.id(), hex, layRules());
        if (board != null) {
            return board.text();
        }
        int cost = terrainPart(c, hex) + slot.cost();
        return cost > c.cash() ? EngineText.get("refuse.track.terrainCost", c, game.format(cost), place(hex)) : null;
    }

    /** The terrain cost of a lay on {@code hex} that {@code payer} must pay itself. */
    private int terrainPart(Corporation payer, String hex) {
        return game.payerPart(Fee.TERRAIN, payer, game.board().terrainCost(hex), hex);
    }

    /** Validates and applies a lay for {@code payer}; the board's displaced tokens become a pending choice. */
    protected static void lay(Game game, OperatingRound or, Corporation layer, Corporation payer, Action action,
            LayRules rules) {
        String hex = action.string("hex");
        String tile = action.string("tile");
        if (hex == null || tile == null) {
            throw GameRuleException.refuse(game.data(), RuleKey.ACTION_MALFORMED, "lay_tile needs a hex and a tile");
        }
        TileLay lay = new TileLay(hex, tile, (int) action.number("rotation", 0));
        String reason = game.board().checkLay(layer.id(), lay, rules);
        if (reason != null) {
            throw new GameRuleException(RuleKey.TRACK_LAY, reason);
        }
        int cost = rules.free() ? 0 : game.payerPart(Fee.TERRAIN, payer, game.board().terrainCost(hex), hex);
        if (cost > payer.cash()) {
            throw GameRuleException.refuse(game.data(), RuleKey.TRACK_TERRAIN_COST,
                    EngineText.get("refuse.track.terrainCost", payer, game.format(cost), place(game, hex)));
        }
        LayResult result;
        try {
            result = game.board().lay(layer.id(), lay, rules);
        } catch (MapRuleException e) {
            throw new GameRuleException(RuleKey.TRACK_LAY, e.getMessage());
        }
        game.payFee(Fee.TERRAIN, payer, result.terrainCost(), hex);
        if (game.logging()) { // the names are formatted only for a kept log
            game.logText(result.terrainCost() > 0 ? "log.spendsAndLays" : "log.lays", layer, Names.tile(tile), lay.rotation(),
                    place(game, hex), game.format(result.terrainCost()));
        }
        for (String displaced : result.displacedTokens()) {
            or.pendingTokens().add(new OperatingRound.PendingToken(layer, game.corporation(displaced), hex));
        }
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        List<LegalAction> out = new ArrayList<>();
        LaySlot slot = nextSlot();
        for (TileLay lay : slot == null ? List.<TileLay>of() : game.board().legalLays(c.id(), layRules())) {
            if (terrainPart(c, lay.hex()) + slot.cost() > c.cash() || slotRefusal(slot, lay.hex()) != null) {
                continue;
            }
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("hex", lay.hex());
            args.put("tile", lay.tileId());
            args.put("rotation", (long) lay.rotation());
            int cost = game.board().terrainCost(lay.hex());
            out.add(choice(corpAction("lay_tile", c, args), EngineText.get(cost > 0 ? "label.layFor" : "label.lay",
                    Names.tile(lay.tileName()), place(lay.hex()), lay.rotation(), game.format(cost)), lay.hex(),
                    terrainPart(c, lay.hex()) + slot.cost()));
        }
        out.add(passChoice(c, EngineText.get("label.passNoTrack")));
        return out;
    }
}
