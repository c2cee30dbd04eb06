package roundhouse.title.t1844.internal.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.Ability;
import roundhouse.engine.spi.CashHolder;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Step;
import roundhouse.title.t1844.internal.SwissText;

/**
 * RB III, P4 (Furka-Oberalpbahn): after the first 3/3H train its owner may at any time, also during
 * an operating round, build the FO mountain line: every tile of the line at once on its fixed hex
 * (companies.json ability {@code furka_oberalp}: hex to tile), free, an extra action. The owner
 * (player or company) receives the premium of 80 SFR and P4 closes. The line is built by force, with
 * the same premium, at the moment the first 5/5H train is bought ({@link #build}, called by the train
 * event). A tunnel already on one of the hexes stays: the line's track joins it. 18xx.games records
 * the build as {@code choose_ability} with the choice "Place tile".
 */
public class FurkaOberalp extends Step {
    /** companies.json ability type of P4. */
    public static final String ABILITY = "furka_oberalp";
    /** 18xx.games' choice of the build. */
    static final String CHOICE = "Place tile";

    public FurkaOberalp(Game game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return SwissText.get("step.furkaOberalp");
    }

    @Override
    public boolean blocks() {
        return false;
    }

    /** Whether the line may be built now (RB III: from the first 3/3H train on, P4 still open). */
    private boolean open(PrivateCompany p) {
        return usable(game, p);
    }

    /** Whether {@code p} carries the line and may build it now. */
    public static boolean usable(Game game, PrivateCompany p) {
        Ability a = p.ability(ABILITY);
        return a != null && !p.closed() && p.owner() != null && game.board() != null
                && game.phaseIndexOf(a.string("from_phase")) <= game.phaseIndex();
    }

    @Override
    public List<String> actions(Entity entity) {
        return entity instanceof PrivateCompany p && open(p) ? List.of("choose_ability") : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        PrivateCompany p = (PrivateCompany) entity;
        String choice = action.string("choice");
        if (!CHOICE.equals(choice)) {
            throw refuse(RuleKey.ACTION_MALFORMED, SwissText.get("refuse.furkaChoice", String.valueOf(choice)));
        }
        build(game, p, false);
    }

    /**
     * Builds the line of {@code p}: places its tiles, pays the owner the premium, closes {@code p}.
     * Nothing happens once it is closed.
     *
     * @param forced the first 5/5H train forces the build (logged as such)
     */
    public static void build(Game game, PrivateCompany p, boolean forced) {
        Ability a = p.ability(ABILITY);
        if (a == null || p.closed() || p.owner() == null || game.board() == null) {
            return;
        }
        if (game.logging()) {
            game.log(SwissText.get(forced ? "log.furkaForced" : "log.furkaBuilt", p.owner().name(), p.name()));
        }
        for (Map.Entry<String, String> e : tiles(a).entrySet()) {
            game.board().place(new TileLay(e.getKey(), firstFreeCopy(game, e.getValue()), 0));
        }
        int premium = a.integer("premium", 0);
        if (premium > 0 && p.owner() instanceof CashHolder owner) {
            game.transfer(game.bank(), owner, premium);
            if (game.logging()) {
                game.log(SwissText.get("log.furkaPremium", p.owner().name(), game.format(premium)));
            }
        }
        game.closeCompany(p);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> tiles(Ability a) {
        Object v = a.fields().get("tiles");
        Map<String, String> out = new LinkedHashMap<>();
        if (v instanceof Map<?, ?> m) {
            m.forEach((hex, tile) -> out.put(String.valueOf(hex), String.valueOf(tile)));
        }
        return out;
    }

    /** More copies than the line's tiles have (tiles.json: at most 3). */
    private static final int MAX_COPIES = 8;

    private static String firstFreeCopy(Game game, String name) {
        for (int k = 0; k < MAX_COPIES; k++) {
            if (game.board().isTileAvailable(name + "-" + k)) {
                return name + "-" + k;
            }
        }
        return name + "-0";
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        if (entity instanceof PrivateCompany p && open(p)) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("choice", CHOICE);
            int premium = p.ability(ABILITY).integer("premium", 0);
            out.add(new LegalAction(new Action("choose_ability", p.id(), "company", args),
                    SwissText.get("label.buildFurka", p.name(), game.format(premium)), null));
        }
        return out;
    }
}
