package roundhouse.engine.spi.step;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;

/** Base of the operating-round steps: the acting entity is the operating corporation. */
@org.osgi.annotation.versioning.ConsumerType
public abstract class CorporationStep extends Step {
    protected CorporationStep(Game game, Round round) {
        super(game, round);
    }

    protected OperatingRound or() {
        return (OperatingRound) round;
    }

    protected Corporation corporation() {
        return round.currentEntity() instanceof Corporation c ? c : null;
    }

    /** A hex as players name it: "Albany (E19)", or just "E19" where the map names no place. */
    protected String place(String hex) {
        return place(game, hex);
    }

    /** {@link #place(String)} for static callers. */
    public static String place(Game game, String hex) {
        String name = game.board() == null ? null : game.board().definition().locationName(hex);
        return name == null || name.isBlank() ? hex : name + " (" + hex + ")";
    }

    /** A city as players name it: "Albany (E19)", or "city 2 of New York (G19)" on a hex with several. */
    protected String placeOfCity(String cityRef) {
        return placeOfCity(game, cityRef);
    }

    /** {@link #placeOfCity(String)} for static callers. */
    public static String placeOfCity(Game game, String cityRef) {
        String hex = game.board().hexOfCity(cityRef);
        if (hex == null) {
            return cityRef;
        }
        int index = Integer.parseInt(cityRef.substring(cityRef.lastIndexOf('-') + 1));
        boolean several;
        try {
            several = game.board().cityRef(hex, 1) != null;
        } catch (roundhouse.engine.map.MapRuleException one) {
            several = false;
        }
        return several ? roundhouse.engine.spi.EngineText.get("label.cityOf", index + 1, place(game, hex)) : place(game, hex);
    }

    protected static LegalAction choice(Action action, String label) {
        return new LegalAction(action, label, null);
    }

    /** A choice on a hex ({@code target}) that costs the acting entity {@code cost} (views show both as data). */
    protected static LegalAction choice(Action action, String label, String target, int cost) {
        return new LegalAction(action, label, null, target, cost);
    }

    protected static Action corpAction(String type, Corporation c, java.util.Map<String, Object> args) {
        return new Action(type, c.id(), c.entityType(), args);
    }

    protected LegalAction passChoice(Entity e, String label) {
        return choice(new Action("pass", e.id(), e.entityType(), null), label);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        return List.of();
    }
}
