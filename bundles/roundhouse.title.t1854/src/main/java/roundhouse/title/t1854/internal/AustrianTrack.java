package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.MapRuleException;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Track;

/**
 * An 1854 company's track ("2. Gleisteile legen"): one yellow tile or one upgrade, and besides it, before
 * or after, one tunnel ("Zusätzlich darf eine Gesellschaft einen Tunnel bauen"). A tunnel is a
 * {@code lay_tile} of a tunnel shape (TU1-TU3, {@link AustrianTileLays}) for 100 G from the treasury,
 * 60 G once with the Murtalbahn ({@link MountainRailways#tunnel}); the director may not help. The step
 * stays open after the tile for a tunnel while the company can afford one and one fits somewhere.
 */
public class AustrianTrack extends Track {
    private boolean tunnelBuilt;
    private boolean tileLaid;

    public AustrianTrack(Game game, Round round) {
        super(game, round);
    }

    @Override
    public void setup() {
        super.setup();
        tunnelBuilt = false;
        tileLaid = false;
    }

    /** What the company's next tunnel costs it. */
    int tunnelCost(Corporation c) {
        return MountainRailways.TUNNEL_COST - MountainRailways.tunnel(game, c).amount();
    }

    private boolean tunnelOpen(Corporation c) {
        return !tunnelBuilt && game.board() != null && tunnelCost(c) <= c.cash();
    }

    @Override
    public List<String> actions(Entity entity) {
        List<String> normal = super.actions(entity);
        if (!normal.isEmpty() || entity != corporation() || !tunnelOpen(corporation())) {
            return normal;
        }
        return List.of("lay_tile", "pass");
    }

    private static boolean isTunnel(String tile) {
        if (tile == null) {
            return false;
        }
        int dash = tile.lastIndexOf('-');
        return AustrianTileLays.TUNNELS.contains(dash < 0 ? tile : tile.substring(0, dash));
    }

    @Override
    public void process(Action action, Entity entity) {
        refuseOtherBoard(action);
        if (action.type().equals("lay_tile") && isTunnel(action.string("tile"))) {
            buildTunnel(action);
            if (tileLaid || super.actions(entity).isEmpty()) {
                pass();
            }
            return;
        }
        if (action.type().equals("pass")) {
            pass();
            return;
        }
        if (super.actions(entity).isEmpty()) {
            throw refuse(RuleKey.TRACK_LAY, AustrianText.get("refuse.oneTile", Names.of(corporation())));
        }
        super.process(action, entity);
        tileLaid = true;
        if (passed() && tunnelOpen(corporation()) && !tunnelLays(corporation(), 1).isEmpty()) {
            unpass(); // the tunnel comes besides the tile: the step waits for it or a pass
        }
    }

    /**
     * A lay on the other board is refused in the players' words before the board's own check ("Lokalbahnen
     * bauen nur auf dem Plan St. Pölten/Steyr"; {@link TwoBoardsReach} keeps the boards apart for reach, tokens
     * and routes, and never offers such a lay).
     */
    private void refuseOtherBoard(Action action) {
        Corporation c = corporation();
        String hex = action.type().equals("lay_tile") ? action.string("hex") : null;
        if (hex != null && game.board() != null && c != null && !onItsBoard(c, hex)) {
            throw refuse(LocalText.get(AustrianGame.isLocal(c) ? "refuse.localBoard" : "refuse.mainBoard", LocalText.name(c)));
        }
    }

    /** Whether the hex lies on the board the company builds on (as {@link TwoBoardsReach} decides). */
    private boolean onItsBoard(Corporation c, String hex) {
        String board = game.board().definition().boardOf(hex);
        return board == null || AustrianGame.isLocal(c) == TwoBoardsReach.LOCAL_BOARD.equals(board);
    }

    /** Tunnels are laid as the company's own lay: connected, blockers respected, no terrain cost. */
    private LayRules tunnelRules() {
        return new LayRules(Set.of(), true, false, AustrianTileLays.TUNNELS, null, true);
    }

    private void buildTunnel(Action action) {
        Corporation c = corporation();
        if (tunnelBuilt) {
            throw refuse(RuleKey.TRACK_LAY, AustrianText.get("refuse.oneTunnel", Names.of(c)));
        }
        String hex = action.string("hex");
        MountainRailways.Discount discount = MountainRailways.tunnel(game, c);
        int cost = MountainRailways.TUNNEL_COST - discount.amount();
        if (cost > c.cash()) {
            throw refuse(RuleKey.CASH, AustrianText.get("refuse.tunnelCash", Names.of(c), game.format(cost)));
        }
        TileLay lay = new TileLay(hex, freeCopy(action.string("tile")), (int) action.number("rotation", 0));
        try {
            game.board().overlay(c.id(), lay, tunnelRules());
        } catch (MapRuleException e) {
            throw refuse(RuleKey.TRACK_LAY, e.getMessage());
        }
        game.transfer(c, game.bank(), cost);
        if (discount.ability() != null) {
            game.useAbility(discount.once(), discount.ability());
        }
        tunnelBuilt = true;
        if (game.logging()) {
            game.log(discount.ability() == null
                    ? AustrianText.get("log.buildsTunnel", Names.of(c), place(hex), game.format(cost))
                    : AustrianText.get("log.buildsTunnelWith", Names.of(c), place(hex), game.format(cost), discount.once().name()));
        }
    }

    /** The named copy of a tunnel shape if it is free, else the first free one (all copies are alike). */
    private String freeCopy(String tileId) {
        if (tileId == null || game.board().isTileAvailable(tileId)) {
            return tileId;
        }
        String name = tileId.substring(0, tileId.lastIndexOf('-'));
        for (int k = 0; k < game.board().definition().tileCount(name); k++) {
            if (game.board().isTileAvailable(name + "-" + k)) {
                return name + "-" + k;
            }
        }
        return tileId;
    }

    /** Every tunnel the company may build now, one per hex and pair of edges. */
    List<TileLay> tunnelLays(Corporation c) {
        return tunnelLays(c, Integer.MAX_VALUE);
    }

    /**
     * The first {@code most} tunnels the company may build now. Hexes of the other board, and hexes that
     * cannot hold a tunnel at all, are skipped before the board's check, which would refuse them one by
     * one in words nobody reads.
     */
    private List<TileLay> tunnelLays(Corporation c, int most) {
        List<String> free = new ArrayList<>(); // the next free copy of each shape
        for (String shape : List.of("TU1", "TU2", "TU3")) {
            String id = freeCopy(shape + "-0");
            if (game.board().isTileAvailable(id)) {
                free.add(id);
            }
        }
        List<String> hexes = new ArrayList<>();
        for (String hex : game.board().definition().hexes()) {
            if (onItsBoard(c, hex) && !(game.board().lays() instanceof AustrianTileLays lays && !lays.mayHoldTunnel(hex))) {
                hexes.add(hex);
            }
        }
        List<TileLay> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (TileLay lay : game.board().legalOverlays(c.id(), free, hexes, tunnelRules(), most)) {
            if (seen.add(lay.hex() + ":" + ends(lay.tileName(), lay.rotation()))) {
                out.add(lay);
            }
        }
        return out;
    }

    /** The two edges a tunnel shape joins at a rotation, lower first. */
    static String ends(String shape, int rotation) {
        int a = rotation;
        int b = (rotation + switch (shape) {
            case "TU1" -> 1;
            case "TU2" -> 2;
            default -> 3;
        }) % 6;
        return Math.min(a, b) + "-" + Math.max(a, b);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        List<LegalAction> out = new ArrayList<>();
        boolean tileOpen = !super.actions(entity).isEmpty();
        if (tileOpen) {
            for (LegalAction a : super.legalActions(entity)) {
                out.add(withPaidTerrain(a));
            }
            out.remove(out.size() - 1); // the pass goes last, after the tunnels
        }
        boolean tunnels = entity == c && tunnelOpen(c);
        if (tunnels) {
            int cost = tunnelCost(c);
            for (TileLay lay : tunnelLays(c)) {
                Map<String, Object> args = new LinkedHashMap<>();
                args.put("hex", lay.hex());
                args.put("tile", lay.tileId());
                args.put("rotation", (long) lay.rotation());
                String[] ends = ends(lay.tileName(), lay.rotation()).split("-");
                out.add(choice(corpAction("lay_tile", c, args), AustrianText.get("label.buildTunnel", place(lay.hex()),
                        toward(lay.hex(), Integer.parseInt(ends[0])), toward(lay.hex(), Integer.parseInt(ends[1])),
                        game.format(cost)), lay.hex(), cost));
            }
        }
        out.add(passChoice(c, !tunnels ? roundhouse.engine.spi.EngineText.get("label.passNoTrack")
                : AustrianText.get(tileOpen ? "label.passTrack" : "label.passTunnel")));
        return out;
    }

    /**
     * A lay whose terrain a mountain railway makes cheaper or free names what the company pays (the
     * engine's label names the printed cost).
     */
    private LegalAction withPaidTerrain(LegalAction a) {
        String hex = a.action().string("hex");
        if (!"lay_tile".equals(a.action().type()) || hex == null || a.cost() == null
                || a.cost() == game.board().terrainCost(hex)) {
            return a;
        }
        String label = roundhouse.engine.spi.EngineText.get(a.cost() > 0 ? "label.layFor" : "label.lay",
                Names.tile(a.action().string("tile")), place(hex), a.action().number("rotation", 0), game.format(a.cost()));
        return new LegalAction(a.action(), label, a.amount(), a.target(), a.cost());
    }

    /** The neighbour across an edge as players name it ("Kufstein & Wörgl (E11)"), or the hex. */
    private String toward(String hex, int edge) {
        String nb = game.board().definition().neighbor(hex, edge);
        return nb == null ? hex : place(nb);
    }
}
