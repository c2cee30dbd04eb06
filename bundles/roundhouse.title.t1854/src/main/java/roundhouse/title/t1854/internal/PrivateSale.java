package roundhouse.title.t1854.internal;

import java.util.List;

import roundhouse.engine.spi.Ability;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;

/**
 * What the sale of one of the eleven lots of the auction does ("Die Auktionsrunde", "Gebirgsbahnen",
 * "Lokalbahnen"): the buyer pays the bank; a mountain railway becomes his, and the Arlbergbahn and
 * the Semmeringbahn bring their 20 % share of the VB and the SD (companies.json ability
 * {@code shares}); a local railway opens its company (ability {@code {"type":"minor","minor":"3",
 * "capital":150}}): the buyer holds its only certificate, the bank pays the starting capital, and
 * the lot itself is closed, so that the local counts once for the certificate limit (its
 * certificate) and, having no share price, can never be sold.
 */
final class PrivateSale {
    private PrivateSale() {
    }

    /** The local railway company a lot opens, or {@code null} for a mountain railway. */
    static Corporation minorOf(Game game, PrivateCompany lot) {
        Ability minor = lot.ability("minor");
        return minor == null ? null : game.corporation(minor.string("minor"));
    }

    /** {@code buyer} pays {@code price} to the bank and receives the lot with all it brings. */
    static void sell(Game game, Player buyer, PrivateCompany lot, int price) {
        if (price > 0) {
            game.transfer(buyer, game.bank(), price);
        }
        Corporation minor = minorOf(game, lot);
        if (minor != null) {
            openLocal(game, buyer, lot, minor);
            return;
        }
        game.transferCompany(lot, buyer);
        for (Ability a : lot.abilities()) {
            if (!a.type().equals("shares")) {
                continue;
            }
            for (String id : a.strings("shares")) {
                Certificate cert = certificate(game, id);
                game.transferShares(List.of(cert), buyer, cert.percent(), true);
                if (game.logging()) { // the names are formatted only for a kept log
                    game.log(AuctionText.get("log.receivesShare", buyer.name(), Names.share(cert), lot.name()));
                }
            }
        }
    }

    /**
     * "Lokalbahnen": the starting capital is always 150 G from the bank, whatever the buyer paid. The
     * lot stays recorded as bought by the buyer but is closed: the local's own certificate is what he
     * holds from now on.
     */
    private static void openLocal(Game game, Player buyer, PrivateCompany lot, Corporation minor) {
        game.transferCompany(lot, buyer);
        buyer.companies().remove(lot);
        lot.setClosed(true);
        game.transferShares(List.of(minor.presidentsShare()), buyer, minor.presidentsShare().percent(), true);
        minor.setPresident(buyer);
        minor.setFloated(true);
        int capital = lot.ability("minor").integer("capital", 0);
        game.transfer(game.bank(), minor, capital);
        if (game.logging()) {
            game.log(AuctionText.get("log.localOpens", Names.of(minor), game.format(capital)));
        }
    }

    private static Certificate certificate(Game game, String id) {
        for (Corporation c : game.corporations()) {
            Certificate cert = c.share(id);
            if (cert != null) {
                return cert;
            }
        }
        throw new IllegalStateException("companies.json: a shares ability names the unknown certificate " + id);
    }
}
