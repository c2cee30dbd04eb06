package roundhouse.title.t18mag.internal.step;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t18mag.internal.MagRuleKey;
import roundhouse.title.t18mag.internal.MagRules;
import roundhouse.title.t18mag.internal.MagText;
import roundhouse.title.t18mag.internal.T18MagTitle;

/**
 * A minor's two tile lays (RB VI.3.3): the second may not upgrade the tile just laid; with
 * {@code same_turn_upgrade} (18xx.games) it may. A minor with a terrain marker may hand it in
 * ({@code special_buy} "Use Terrain Token"): the bank then pays the terrain of its next lay that has
 * some.
 */
public class Track extends roundhouse.engine.spi.step.Track {
    /** How 18xx.games names the hand-in in a {@code special_buy}. */
    public static final String USE_TERRAIN_TOKEN = "Use Terrain Token";

    private Supporters supporters;

    public Track(Game game, Round round) {
        super(game, round);
    }

    /** With option {@code supporters}: GSvS's upgrade keeps the step open until the minor passes. */
    void useSupporters(Supporters s) {
        this.supporters = s;
    }

    /** GSvS's extra upgrade (18xx.games supporters): connected, green or brown, terrain paid, no fee. */
    void layForSupporter(Action action, java.util.Set<String> colors) {
        Corporation c = corporation();
        lay(game, or(), c, c, action, roundhouse.engine.map.LayRules.normal(colors));
    }

    @Override
    public void setup() {
        MagRules.endTerrainTokenTurn(game);
        super.setup();
    }

    @Override
    protected boolean oneTilePerHexPerTurn() {
        return !game.option(T18MagTitle.SAME_TURN_UPGRADE);
    }

    private boolean mayUseTerrainToken(Corporation c) {
        return !c.priced() && MagRules.terrainTokens(game, c) > 0 && !MagRules.terrainTokenPending(game);
    }

    /** RB VI.4: corporations never lay track. */
    @Override
    public List<String> actions(Entity entity) {
        if (entity instanceof Corporation c && c.priced()) {
            return List.of();
        }
        List<String> base = super.actions(entity);
        if (base.isEmpty() && entity == corporation() && supporters != null && supporters.sinaMayUpgrade()) {
            return List.of("pass"); // 18xx.games: an unused GSvS upgrade keeps the step waiting for a pass
        }
        if (base.isEmpty() || !mayUseTerrainToken(corporation())) {
            return base;
        }
        List<String> out = new ArrayList<>(base);
        out.add("special_buy");
        return out;
    }

    @Override
    public void process(Action action, Entity entity) {
        if (!action.type().equals("special_buy")) {
            super.process(action, entity);
            if (action.type().equals("lay_tile") && passed() && supporters != null && supporters.sinaMayUpgrade()) {
                unpass(); // the lays are used up, but GSvS's upgrade keeps the step open until a pass
            }
            return;
        }
        Corporation c = corporation();
        if (!USE_TERRAIN_TOKEN.equals(action.string("description"))) {
            throw refuse(MagRuleKey.TERRAIN_TOKEN, MagText.get("refuse.buyDuringTrack", action.string("description")));
        }
        if (!mayUseTerrainToken(c)) {
            throw refuse(MagRuleKey.TERRAIN_TOKEN, MagText.get("refuse.noTerrainToken", Names.of(c)));
        }
        MagRules.useTerrainToken(game, c);
        game.log(MagText.get("log.usesTerrainToken", Names.of(c)));
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        if (!actions(entity).contains("lay_tile")) {
            // open only for GSvS's upgrade (its lays come with the card): the minor may only pass
            return actions(entity).isEmpty() ? List.of() : List.of(passChoice(entity, EngineText.get("label.passNoTrack")));
        }
        List<LegalAction> out = new ArrayList<>(super.legalActions(entity));
        Corporation c = corporation();
        if (c != null && entity == c && mayUseTerrainToken(c)) {
            Map<String, Object> args = new java.util.LinkedHashMap<>(); // a fixed order: a saved file is the same every time
            args.put("description", USE_TERRAIN_TOKEN);
            args.put("cost", 0L);
            out.add(out.size() - 1, choice(corpAction("special_buy", c, args),
                    MagText.get("label.useTerrainToken", MagRules.terrainTokens(game, c))));
        }
        return out;
    }
}
