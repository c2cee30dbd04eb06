package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Ability;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Fee;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.PrivateCompany;

/**
 * Tile lays of privates (1830 §2.1, 1844 III): {@code tile_lay} (1830 CS: an extra free lay on its hex;
 * 1844 P2: an extra yellow tile, reachable, terrain paid) and {@code teleport} (1830 DH: the turn's
 * normal lay on its hex without connection, then a free token there). Never blocks.
 *
 * <p>The ability's fields: {@code hexes} and {@code tiles} restrict the lay (no hexes: any hex);
 * {@code reachable} lays by the normal rules (connected to the company's network, blockers
 * respected) instead of anywhere on those hexes; {@code free} waives terrain; {@code from_phase}
 * is the first phase it may be used in; {@code when} as 18xx.games names the times: without it the
 * owning corporation uses it at any time of its turn, {@code track} only in its track step, and
 * {@code owning_player_track} also in the track step of a company the owning player directs.
 */
@org.osgi.annotation.versioning.ConsumerType
public class SpecialTrack extends CorporationStep {
    private final Track track;

    public SpecialTrack(Game game, Round round, Track track) {
        super(game, round);
        this.track = track;
    }

    @Override
    public String description() {
        return EngineText.get("step.specialTrack");
    }

    @Override
    public boolean blocks() {
        return false;
    }

    protected Ability usable(PrivateCompany p) {
        Corporation c = corporation();
        if (p.closed() || c == null || p.owner() == null) {
            return null;
        }
        for (String type : List.of("tile_lay", "teleport")) {
            Ability a = p.ability(type);
            if (a == null || game.abilityUses(p, type) >= a.integer("count", 1)) {
                continue;
            }
            List<String> when = a.strings("when");
            boolean byDirector = when.contains(OWNING_PLAYER_TRACK) && p.owner() == c.president();
            if (p.owner() != c && !byDirector) {
                continue;
            }
            boolean inTrack = type.equals("teleport") || when.contains("track") || byDirector;
            if (inTrack && track.passed()) {
                continue;
            }
            if (a.string("from_phase") != null && game.phaseIndex() < game.phaseIndexOf(a.string("from_phase"))) {
                continue;
            }
            return a;
        }
        return null;
    }

    /** 18xx.games' time of a private's ability used in the track step of a company its owner directs. */
    private static final String OWNING_PLAYER_TRACK = "owning_player_track";

    /** What the ability allows: its hexes (none: any) and tiles, by the normal rules when {@code reachable}. */
    private LayRules rules(Ability a) {
        Set<String> colors = new HashSet<>(game.phase().tiles());
        Set<String> hexes = a.strings("hexes").isEmpty() ? null : new HashSet<>(a.strings("hexes"));
        Set<String> tiles = a.strings("tiles").isEmpty() ? null : new HashSet<>(a.strings("tiles"));
        if (a.flag("reachable")) {
            return new LayRules(colors, true, false, tiles, hexes, a.flag("free"));
        }
        return LayRules.special(colors, hexes, tiles, a.flag("free"));
    }

    @Override
    public List<String> actions(Entity entity) {
        return entity instanceof PrivateCompany p && usable(p) != null && game.board() != null ? List.of("lay_tile")
                : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        PrivateCompany p = (PrivateCompany) entity;
        Ability a = usable(p);
        Corporation c = corporation();
        Track.lay(game, or(), c, c, action, rules(a));
        game.useAbility(p, a.type());
        if (a.type().equals("teleport")) {
            // the teleport lay is the turn's normal lay (1830 §2.1 DH); its free token comes next, where one can go
            track.pass();
            if (SpecialToken.freeTokenCity(game, c, action.string("hex")) != null) {
                or().setTeleport(p, action.string("hex"));
            }
        }
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        Corporation c = corporation();
        Ability a = entity instanceof PrivateCompany p ? usable(p) : null;
        if (a == null || game.board() == null) {
            return out;
        }
        LayRules rules = rules(a);
        for (TileLay lay : game.board().legalLays(c.id(), rules)) {
            int cost = rules.free() ? 0 : game.payerPart(Fee.TERRAIN, c, game.board().terrainCost(lay.hex()), lay.hex());
            if (cost > c.cash()) {
                continue;
            }
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("hex", lay.hex());
            args.put("tile", lay.tileId());
            args.put("rotation", (long) lay.rotation());
            String label = cost > 0
                    ? EngineText.get("label.layWithFor", entity.name(), Names.tile(lay.tileName()), place(lay.hex()), lay.rotation(),
                            game.format(cost))
                    : EngineText.get("label.layWith", entity.name(), Names.tile(lay.tileName()), place(lay.hex()), lay.rotation());
            out.add(choice(new Action("lay_tile", entity.id(), "company", args), label, lay.hex(), cost));
        }
        return out;
    }
}
