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
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Step;
import roundhouse.engine.spi.step.Track;

/**
 * A Lokalbahn AG's first turn ("Lokalbahn-AGs", digest 7.3): its free home station goes on Steyr
 * (D18) or Sankt Pölten (D20) on the Austria board, the director's choice. Where the hex offers no
 * free circle (no tile, or the yellow double-town tile) the AG lays the green 14, 15 or 619 there,
 * keeping any track, without a connection and at no terrain cost; that lay is its tile action of
 * the turn (A-22; rule option {@code ag_home_extra_lay}: an extra lay), and the station goes on the new
 * city at once.
 */
class AgHome extends CorporationStep {
    /** The AGs' home hexes: Steyr and Sankt Pölten on the Austria board. */
    static final List<String> HOMES = List.of("D18", "D20");
    /** The green cities an AG may lay there. */
    static final Set<String> TILES = Set.of("14", "15", "619");
    /** Rule option: the green home lay comes on top of the turn's normal lay. */
    static final String EXTRA_LAY = "ag_home_extra_lay";
    /** More copies than the manifest has of any tile (digest 10.4: at most 11). */
    private static final int MAX_COPIES = 20;

    AgHome(Game game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return LocalText.get("step.agHome");
    }

    private boolean due(Corporation c) {
        return c != null && AustrianGame.isAg(c) && c.tokensUsed() == 0 && game.board() != null;
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        if (entity != c || !due(c)) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        if (!homeCities(c).isEmpty()) {
            out.add("place_token");
        }
        if (!lays(c).isEmpty()) {
            out.add("lay_tile");
        }
        return out;
    }

    /** Free circles on D18/D20 the AG may take now. */
    private List<String> homeCities(Corporation c) {
        List<String> out = new ArrayList<>();
        for (String hex : HOMES) {
            for (int i = 0; i < 4; i++) {
                String ref;
                try {
                    ref = game.board().cityRef(hex, i);
                } catch (MapRuleException | IllegalArgumentException none) {
                    break;
                }
                if (ref == null) {
                    break;
                }
                if (game.board().tokenRefusal(c.id(), ref, false) == null) {
                    out.add(ref);
                }
            }
        }
        return out;
    }

    private boolean hasCity(String hex) {
        try {
            return game.board().cityRef(hex, 0) != null;
        } catch (MapRuleException | IllegalArgumentException none) {
            return false;
        }
    }

    private LayRules rules(String hex) {
        return LayRules.special(new HashSet<>(game.phase().tiles()), Set.of(hex), TILES, true);
    }

    /**
     * The green lays on a home hex that has no city yet: the first free copy of 14, 15 and 619 in every
     * rotation the board accepts (the engine's own list of legal lays only follows the colour sequence).
     */
    private List<TileLay> lays(Corporation c) {
        List<TileLay> out = new ArrayList<>();
        for (String hex : HOMES) {
            if (hasCity(hex)) {
                continue;
            }
            for (String name : List.of("14", "15", "619")) {
                String copy = freeCopy(name);
                for (int r = 0; copy != null && r < 6; r++) {
                    TileLay lay = new TileLay(hex, copy, r);
                    if (AgHomeLays.homeLay(game.board(), () -> game.board().layRefusal(c.id(), lay, rules(hex))) == null) {
                        out.add(lay);
                    }
                }
            }
        }
        return out;
    }

    /** The first copy of a tile still in the supply, or {@code null}. */
    private String freeCopy(String name) {
        for (int i = 0; i < MAX_COPIES; i++) {
            if (game.board().isTileAvailable(name + "-" + i)) {
                return name + "-" + i;
            }
        }
        return null;
    }

    @Override
    public void process(Action action, Entity entity) {
        Corporation c = corporation();
        String city;
        if (action.type().equals("lay_tile")) {
            String hex = action.string("hex");
            if (hex == null || !HOMES.contains(hex) || hasCity(hex)) {
                throw refuse(LocalText.get("refuse.agHomeTile", LocalText.name(c)));
            }
            TileLay lay = new TileLay(hex, action.string("tile"), (int) action.number("rotation", 0));
            String why = AgHomeLays.homeLay(game.board(), () -> game.board().checkLay(c.id(), lay, rules(hex)));
            if (why != null) {
                throw refuse(RuleKey.TRACK_LAY, LocalText.get("refuse.agHomeTile", LocalText.name(c)) + ": " + why);
            }
            AgHomeLays.homeLay(game.board(), () -> game.board().lay(c.id(), lay, rules(hex)));
            LocalText.log(game, "log.agHomeTile", LocalText.name(c), Names.tile(lay.tileId()), place(hex));
            city = game.board().cityRef(hex, 0);
            if (!game.option(EXTRA_LAY)) {
                passTrack(); // the home lay is the turn's tile action
            }
        } else {
            city = action.string("city");
            String hex = city == null ? null : game.board().hexOfCity(city);
            if (hex == null || !HOMES.contains(hex)) {
                throw refuse(LocalText.get("refuse.agHome", LocalText.name(c)));
            }
        }
        String why = game.board().checkToken(c.id(), city, false);
        if (why != null) {
            throw refuse(RuleKey.TOKEN_HOME, why);
        }
        game.board().placeToken(c.id(), city, false);
        c.setTokensUsed(1);
        LocalText.log(game, "log.agHome", LocalText.name(c), placeOfCity(city));
    }

    private void passTrack() {
        for (Step s : round.steps()) {
            if (s instanceof Track) {
                s.pass();
            }
        }
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        List<LegalAction> out = new ArrayList<>();
        for (String city : homeCities(c)) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("city", city);
            args.put("slot", 0L);
            args.put("tokener", c.id());
            out.add(choice(corpAction("place_token", c, args), LocalText.get("label.agHomeToken", LocalText.name(c),
                    placeOfCity(city)), game.board().hexOfCity(city), 0));
        }
        for (TileLay lay : lays(c)) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("hex", lay.hex());
            args.put("tile", lay.tileId());
            args.put("rotation", (long) lay.rotation());
            out.add(choice(corpAction("lay_tile", c, args), LocalText.get("label.agHomeTile", Names.tile(lay.tileName()),
                    place(lay.hex()), lay.rotation(), LocalText.name(c)), lay.hex(), 0));
        }
        return out;
    }
}
