package roundhouse.title.t1844.internal.step;

import java.util.ArrayList;
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
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t1844.internal.SwissText;

/**
 * RB V: a company whose director holds an unused tunnel share builds one tunnel as an extra lay in
 * its track step, for 100 SFR from its treasury: a tunnel tile (companies.json {@code tunnel_tiles})
 * added onto a tunnel hex ({@code tunnel_hexes}) as narrow track that must connect to the company's
 * network. 18xx.games records it as a {@code lay_tile} by the tunnel share. The share's right is then
 * used; the tunnel's hex is kept for its activation.
 */
public class TunnelLay extends CorporationStep {
    /** companies.json {@code kind} of a tunnel share. */
    static final String TUNNEL = "tunnel";
    /** The ability use that marks a tunnel share's right as spent. */
    public static final String RIGHT = "tunnel";

    private final SwissTrack track;
    /** Tunnels built, hex to the tunnel share (the game's, shared with the route check). */
    private final Map<String, String> tunnels;

    public TunnelLay(Game game, Round round, SwissTrack track, Map<String, String> tunnels) {
        super(game, round);
        this.track = track;
        this.tunnels = tunnels;
    }

    @Override
    public String description() {
        return EngineText.get("step.track");
    }

    @Override
    public boolean blocks() {
        return false;
    }

    /** The director's unused tunnel shares while the company's track step is open. */
    private List<PrivateCompany> rights() {
        Corporation c = corporation();
        List<PrivateCompany> out = new ArrayList<>();
        if (c == null || game.board() == null || track.passed() || !(c.president() instanceof Player director)) {
            return out;
        }
        for (PrivateCompany p : director.companies()) {
            if (TUNNEL.equals(p.data().get("kind")) && game.abilityUses(p, RIGHT) == 0) {
                out.add(p);
            }
        }
        return out;
    }

    @Override
    public List<String> actions(Entity entity) {
        return entity instanceof PrivateCompany p && rights().contains(p) ? List.of("lay_tile") : List.of();
    }

    @SuppressWarnings("unchecked")
    private static Set<String> strings(PrivateCompany p, String key) {
        Object v = p.data().get(key);
        // in the data's order: legal actions must come in the same order in every run (seeded players)
        return v instanceof List<?> l ? new java.util.LinkedHashSet<>((List<String>) l) : Set.of();
    }

    private static int cost(PrivateCompany p) {
        return p.data().get("tunnel_cost") instanceof Number n ? n.intValue() : 0;
    }

    @Override
    public void process(Action action, Entity entity) {
        PrivateCompany share = (PrivateCompany) entity;
        Corporation c = corporation();
        String hex = action.string("hex");
        String tile = action.string("tile");
        if (hex == null || tile == null) {
            throw refuse(RuleKey.ACTION_MALFORMED, SwissText.get("refuse.tunnelAction"));
        }
        if (tunnels.containsKey(hex)) {
            throw refuse(RuleKey.TRACK_LAY, SwissText.get("refuse.tunnelThere", hex));
        }
        int cost = cost(share);
        if (cost > c.cash()) {
            throw refuse(RuleKey.CASH, SwissText.get("refuse.tunnelCash", roundhouse.engine.spi.Names.of(c), game.format(cost)));
        }
        LayRules rules = new LayRules(Set.of(), true, true, strings(share, "tunnel_tiles"), strings(share, "tunnel_hexes"), true);
        TileLay lay = new TileLay(hex, freeCopy(tile), (int) action.number("rotation", 0));
        try {
            game.board().overlay(c.id(), lay, rules);
        } catch (MapRuleException e) {
            throw refuse(RuleKey.TRACK_LAY, e.getMessage());
        }
        game.transfer(c, game.bank(), cost);
        game.useAbility(share, RIGHT);
        tunnels.put(hex, share.id());
        if (game.logging()) {
            game.log(SwissText.get("log.buildsTunnel", c.id(), place(hex), game.format(cost), share.name()));
        }
    }

    /**
     * The tunnel tiles of a kind are alike, and 18xx.games names every tunnel after the first copy
     * ({@code X78-0} again and again): the lay takes the named copy if it is free, else the first
     * free one of that kind.
     */
    private String freeCopy(String tileId) {
        if (game.board().isTileAvailable(tileId)) {
            return tileId;
        }
        int dash = tileId.lastIndexOf('-');
        String name = dash < 0 ? tileId : tileId.substring(0, dash);
        for (int k = 0; k < MAX_COPIES; k++) {
            if (game.board().isTileAvailable(name + "-" + k)) {
                return name + "-" + k;
            }
        }
        return tileId;
    }

    /** More copies than any tunnel tile has (tiles.json counts 5 of each). */
    private static final int MAX_COPIES = 16;

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        if (!(entity instanceof PrivateCompany share) || !rights().contains(share) || cost(share) > corporation().cash()) {
            return out;
        }
        LayRules rules = new LayRules(Set.of(), true, true, strings(share, "tunnel_tiles"), strings(share, "tunnel_hexes"), true);
        List<String> ids = new ArrayList<>(); // the first free copy of each tunnel tile
        for (String name : strings(share, "tunnel_tiles")) {
            for (int copy = 0; copy < 5; copy++) {
                if (game.board().isTileAvailable(name + "-" + copy)) {
                    ids.add(name + "-" + copy);
                    break;
                }
            }
        }
        List<String> hexes = new ArrayList<>(strings(share, "tunnel_hexes"));
        hexes.removeIf(tunnels::containsKey);
        for (TileLay lay : game.board().legalOverlays(corporation().id(), ids, hexes, rules, Integer.MAX_VALUE)) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("hex", lay.hex());
            args.put("tile", lay.tileId());
            args.put("rotation", (long) lay.rotation());
            out.add(new LegalAction(new Action("lay_tile", share.id(), "company", args),
                    SwissText.get("label.buildTunnel", place(lay.hex()), game.format(cost(share))), null));
        }
        return out;
    }
}
