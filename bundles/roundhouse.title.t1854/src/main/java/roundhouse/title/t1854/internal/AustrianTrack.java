package roundhouse.title.t1854.internal;

import roundhouse.api.Action;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Track;

/**
 * Lay track, refusing a lay on the other board in the players' words before the board's own check
 * ("Lokalbahnen bauen nur auf dem Plan St. Pölten/Steyr"; {@link LocalBoard} keeps the boards apart
 * for reach, tokens and routes, and never offers such a lay).
 */
class AustrianTrack extends Track {
    AustrianTrack(Game game, Round round) {
        super(game, round);
    }

    @Override
    public void process(Action action, Entity entity) {
        Corporation c = corporation();
        String hex = action.type().equals("lay_tile") ? action.string("hex") : null;
        String board = hex == null || game.board() == null ? null : game.board().definition().boardOf(hex);
        if (board != null && c != null) {
            boolean local = AustrianGame.isLocal(c);
            if (local != LocalBoard.LOCAL_BOARD.equals(board)) {
                throw refuse(LocalText.get(local ? "refuse.localBoard" : "refuse.mainBoard", LocalText.name(c)));
            }
        }
        super.process(action, entity);
    }
}
