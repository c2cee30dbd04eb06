package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.ShareHolder;

/**
 * A frozen corporation's turn (RB 4.5.1.1, digest 5.12). A corporation frozen because control runs in a
 * circle (A presides over B, B over A: nobody decides for either) sells, after its price has fallen, each
 * share it holds of the corporations in that circle to the pool at the market price, one by one, each
 * moving the price down; presidencies then follow the shares, which may break the circle. The rulebook
 * knows no circle (RB 3.5.4 forbids holding shares of a corporation presiding above); it comes only from
 * a merger, so the sale follows 18xx.games' intent.
 */
final class FrozenTurns {
    private FrozenTurns() {
    }

    /** The circle's shares that {@code c} sells, if control runs in a circle through it. */
    static void sellCircle(ItalianGame game, Corporation c) {
        List<ShareHolder> chain = game.shareRules().chainOfControl(c);
        if (chain.isEmpty() || !(chain.get(chain.size() - 1) instanceof Corporation top) || top.president() == null
                || top.president() != c && !chain.contains(top.president())) {
            return; // frozen by the pool, not by a circle
        }
        List<Certificate> circle = new ArrayList<>();
        for (Certificate cert : c.certificates()) {
            if (cert.corporation() != c && chain.contains(cert.corporation())) {
                circle.add(cert);
            }
        }
        for (Certificate cert : circle) {
            if (cert.holder() == c && cert.corporation().sharePrice() != null) {
                game.shareRules().sellShares(c, List.of(cert), cert.percent());
            }
        }
    }
}
