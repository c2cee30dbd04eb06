package roundhouse.title.t1841.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.PrivateCompany;

/**
 * RB 4.6.2, the first 4-train (trains.json event {@code close_companies}): every concession still in
 * play leaves the game, Bayard too, and takes its corporation with it if that was never started, its
 * home reservations gone. A historical corporation that was started keeps running, and its presidency
 * now follows the shares: the largest holder, if he holds more than the president and at least the
 * president's certificate, takes it over (RB 3.2, digest 6.1).
 */
final class ConcessionsClose {
    private ConcessionsClose() {
    }

    static void run(ItalianGame game) {
        if (game.logging()) {
            game.log(ItalianText.get("log.concessionsClose"));
        }
        for (PrivateCompany concession : game.companies()) {
            if (concession.closed()) {
                continue;
            }
            Corporation c = game.corporation(concession.id());
            if (c != null && !c.closed()) {
                if (started(c)) {
                    ((ItalianShareRules) game.shareRules()).atConcessionsClose(() -> game.settlePresidency(c, c.president()));
                } else {
                    if (game.logging()) {
                        game.log(ItalianText.get("log.neverStarted", Names.of(c)));
                    }
                    game.closeCorporation(c); // its reservations leave the board with it
                }
            }
            game.closeCompany(concession);
        }
    }

    /** Whether a corporation has been started: it has a par price. */
    static boolean started(Corporation c) {
        return c.parPrice() != null;
    }
}
