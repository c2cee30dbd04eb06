package roundhouse.engine.spi;

/** {@link OwnersTitle} for tests outside this package. */
public class OwnersTitleAccess {
    private final OwnersTitle title = new OwnersTitle();

    /** Routes one kind of fee to a corporation of the game. */
    public void payTo(String corporation, Fee kind) {
        title.feePayee = (game, fee, payer) -> fee == kind ? game.corporation(corporation) : null;
    }

    public Game game(int players) {
        return title.game(players);
    }
}
