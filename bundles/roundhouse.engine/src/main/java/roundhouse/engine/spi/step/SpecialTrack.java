package roundhouse.engine.spi.step;

import java.util.HashSet;
import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Ability;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.PrivateCompany;

/**
 * Tile lays of privates owned by the operating corporation (1830 §2.1): {@code tile_lay} (CS: an
 * extra free lay on its hex) and {@code teleport} (DH: the turn's normal lay on its hex without
 * connection, then a free token there). Never blocks.
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
        if (p.closed() || p.owner() != corporation() || corporation() == null) {
            return null;
        }
        for (String type : List.of("tile_lay", "teleport")) {
            Ability a = p.ability(type);
            if (a == null || game.abilityUses(p, type) >= a.integer("count", 1)) {
                continue;
            }
            if (type.equals("teleport") && track.passed()) {
                continue;
            }
            return a;
        }
        return null;
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
        LayRules rules = LayRules.special(new HashSet<>(game.phase().tiles()), new HashSet<>(a.strings("hexes")),
                new HashSet<>(a.strings("tiles")), a.flag("free"));
        Track.lay(game, or(), c, c, action, rules);
        game.useAbility(p, a.type());
        if (a.type().equals("teleport")) {
            // the teleport lay is the turn's normal lay (1830 §2.1 DH); its free token comes next
            track.pass();
            or().setTeleport(p, action.string("hex"));
        }
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        return List.of();
    }
}
