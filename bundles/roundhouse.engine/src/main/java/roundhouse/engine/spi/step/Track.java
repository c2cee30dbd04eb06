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
import roundhouse.engine.spi.Fee;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.RuleKey;

/**
 * Lay or upgrade one tile (1830 R 6.2, digest §5.3). Always needs a {@code lay_tile} or a
 * {@code pass}; terrain cost is paid as a {@link Fee#TERRAIN} (to the bank unless
 * the title routes it elsewhere).
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

    @Override
    public List<String> actions(Entity entity) {
        if (entity != corporation() || game.board() == null) {
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
        lay(game, or(), c, c, action, layRules());
        pass();
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
        int cost = rules.free() ? 0 : game.board().terrainCost(hex);
        if (cost > payer.cash()) {
            throw GameRuleException.refuse(game.data(), RuleKey.TRACK_TERRAIN_COST,
                    payer.id() + " cannot pay the terrain cost of " + game.format(cost) + " on " + hex);
        }
        LayResult result;
        try {
            result = game.board().lay(layer.id(), lay, rules);
        } catch (MapRuleException e) {
            throw new GameRuleException(RuleKey.TRACK_LAY, e.getMessage());
        }
        game.payFee(Fee.TERRAIN, payer, result.terrainCost(), hex);
        if (game.logging()) { // the names are formatted only for a kept log
            game.logText(result.terrainCost() > 0 ? "log.spendsAndLays" : "log.lays", layer.id(), Names.tile(tile), lay.rotation(),
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
        for (TileLay lay : game.board().legalLays(c.id(), layRules())) {
            if (game.board().terrainCost(lay.hex()) > c.cash()) {
                continue;
            }
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("hex", lay.hex());
            args.put("tile", lay.tileId());
            args.put("rotation", (long) lay.rotation());
            int cost = game.board().terrainCost(lay.hex());
            out.add(choice(corpAction("lay_tile", c, args), EngineText.get(cost > 0 ? "label.layFor" : "label.lay",
                    Names.tile(lay.tileName()), place(lay.hex()), lay.rotation(), game.format(cost))));
        }
        out.add(passChoice(c, EngineText.get("label.passNoTrack")));
        return out;
    }
}
