package roundhouse.title.t1854.internal;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Token;

/**
 * Station tokens with 1854's reservation of Steyr (D18) and Sankt Pölten (D20) ("Bahnhöfe"): no
 * company places a station there until every Lokalbahn AG has operated once, except an AG's home
 * station ({@link AgHome}); so an AG's second station may not go on the other of the two either.
 */
class AustrianToken extends Token {
    AustrianToken(Game game, Round round) {
        super(game, round);
    }

    /** Whether D18 and D20 are still closed to ordinary stations: some AG has not operated yet. */
    static boolean steyrStPoeltenClosed(Game game) {
        for (Corporation c : game.corporations()) {
            if (AustrianGame.isAg(c) && (c.president() == null || c.operatedCount() == 0)) {
                return true;
            }
        }
        return false;
    }

    private boolean blocked(String city) {
        String hex = city == null ? null : game.board().hexOfCity(city);
        return hex != null && AgHome.HOMES.contains(hex) && steyrStPoeltenClosed(game);
    }

    @Override
    protected boolean canPlace(Corporation c) {
        return super.canPlace(c) && legalActions(c).stream().anyMatch(a -> a.action().type().equals("place_token"));
    }

    @Override
    public void process(Action action, Entity entity) {
        if (action.type().equals("place_token") && blocked(action.string("city"))) {
            throw refuse(LocalText.get("refuse.steyrStPoelten"));
        }
        super.process(action, entity);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        return super.legalActions(entity).stream()
                .filter(a -> !a.action().type().equals("place_token") || !blocked(a.action().string("city"))).toList();
    }
}
