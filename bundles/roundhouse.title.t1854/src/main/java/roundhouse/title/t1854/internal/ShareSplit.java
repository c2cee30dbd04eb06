package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;

/**
 * "Aktiensplit": when a major's marker first crosses the red line, every certificate is halved (the
 * director's 40 % to 20 %, each 20 % to 10 %), the bank pays the players half the old value at the new
 * price for every halved certificate, an optioned share becomes a paid 10 % share for nothing, and five
 * new 10 % certificates lie in the company (bought from the next stock round on, at the market price,
 * the money going to the company). Once per company, for good.
 */
final class ShareSplit {
    /** "fünf neue 10 %-Aktien". */
    static final int NEW_SHARES = 5;
    static final int NEW_PERCENT = 10;

    private ShareSplit() {
    }

    static void split(AustrianGame game, Corporation major) {
        int price = major.sharePrice().price();
        game.countSplit(major);
        AustrianText.log(game, "log.split", major.id(), game.format(price), game.certLimit());
        List<Certificate> old = new ArrayList<>(major.shares());
        for (Certificate c : old) {
            if (game.optionMarkers().on(c) != null) {
                Player holder = (Player) c.holder();
                game.optionMarkers().settleBySplit(c);
                AustrianText.log(game, "log.optionBySplit", holder.name(), major.id());
                continue; // already 10 %, and fully paid now
            }
            c.setPercent(c.percent() / 2);
            if (c.holder() instanceof Player p) {
                int pay = price * c.percent() / NEW_PERCENT;
                game.transfer(game.bank(), p, pay);
                AustrianText.log(game, "log.splitPayment", p.name(), game.format(pay), major.id());
            }
        }
        int index = old.size();
        for (int i = 0; i < NEW_SHARES; i++, index++) {
            Certificate c = new Certificate(major.id() + "_" + index, major, index, NEW_PERCENT, false);
            major.shares().add(c);
            c.moveTo(major);
        }
        major.certificatesResized();
    }
}
