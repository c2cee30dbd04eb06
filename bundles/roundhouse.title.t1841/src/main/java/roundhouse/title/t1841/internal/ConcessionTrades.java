package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RoundKind;

/**
 * Concessions bought in a stock round as the turn's purchase (RB 2.3, 3.2; digest 4.7): one the bank
 * holds for L.50 from the second stock round (with the president's certificate from the pool at its
 * price if its corporation lost its president there), or another player's at any price of at least
 * L.1 (a used concession brings its president's certificate and the presidency with it). Trades
 * between players are off with {@link T1841Title#NO_PLAYER_TRADES}.
 */
final class ConcessionTrades {
    /** RB 2.3: "zum Preis von L. 50". */
    static final int BANK_PRICE = 50;

    private final ItalianGame game;

    ConcessionTrades(ItalianGame game) {
        this.game = game;
    }

    /** Why {@code buyer} may not buy {@code concession} at {@code price} now, or {@code null}. */
    String refusal(Investor buyer, PrivateCompany concession, int price, boolean bought) {
        return refusal(buyer, concession, price, bought, true);
    }

    /**
     * As {@link #refusal(Investor, PrivateCompany, int, boolean)}; without {@code explain} a refusal is
     * {@link roundhouse.engine.spi.Game#NO}, its text not built (the offers are counted at every turn).
     */
    private String refusal(Investor buyer, PrivateCompany concession, int price, boolean bought, boolean explain) {
        if (!(buyer instanceof Player player) || game.round().roundKind() != RoundKind.STOCK) {
            return no(explain, "refuse.concession.playersOnly");
        }
        if (concession == null || concession.closed()) {
            return no(explain, "refuse.concession.none");
        }
        if (bought) {
            return no(explain, "refuse.concession.bought", player.name());
        }
        Certificate pres = presidentsCertificate(concession);
        if (concession.owner() == null) {
            if (game.turn() < 2) {
                return no(explain, "refuse.concession.firstRound");
            }
            if (price != BANK_PRICE) {
                return no(explain, "refuse.concession.bankPrice", game.format(BANK_PRICE));
            }
            int total = price + (pres != null && pres.holder() == game.pool() ? presidentsPrice(pres) : 0);
            if (total > player.cash()) {
                return no(explain, "refuse.concession.cash", player.name(), game.format(total));
            }
            return pres != null && pres.holder() == game.pool() ? limits(player, pres, explain) : null;
        }
        if (!(concession.owner() instanceof Player seller) || seller == player) {
            return no(explain, "refuse.concession.notForSale", concession.name());
        }
        if (game.option(T1841Title.NO_PLAYER_TRADES)) {
            return no(explain, "refuse.concession.noTrades");
        }
        if (price < 1 || price > player.cash()) {
            return no(explain, "refuse.concession.price", game.format(player.cash()), game.format(price));
        }
        return pres != null && pres.holder() == seller ? limits(player, pres, explain) : null;
    }

    private String limits(Player buyer, Certificate pres, boolean explain) {
        Corporation c = pres.corporation();
        if (game.certificateCount(buyer) + 1 > game.shareRules().certificateLimit(buyer)) {
            return no(explain, "refuse.concession.certLimit", buyer.name());
        }
        if (!game.holdingOk(buyer, c, pres.percent())) {
            return no(explain, "refuse.concession.holding", buyer.name(), roundhouse.engine.spi.Names.of(c));
        }
        return null;
    }

    /** A refusal: its text where it is explained, else {@link roundhouse.engine.spi.Game#NO}. */
    private static String no(boolean explain, String key, Object... args) {
        return explain ? ItalianText.get(key, args) : roundhouse.engine.spi.Game.NO;
    }

    /** The president's certificate a used concession carries, or {@code null}. */
    private Certificate presidentsCertificate(PrivateCompany concession) {
        Corporation c = game.corporation(concession.id());
        return c == null || c.parPrice() == null || c.closed() ? null : c.presidentsShare();
    }

    private int presidentsPrice(Certificate pres) {
        Corporation c = pres.corporation();
        return c.sharePrice().price() * pres.percent() / c.sharePercent();
    }

    /** Buys it: pays the bank or the seller; a used concession's president's certificate comes along. */
    void buy(Player buyer, PrivateCompany concession, int price) {
        Certificate pres = presidentsCertificate(concession);
        if (concession.owner() instanceof Player seller) {
            game.transfer(buyer, seller, price);
            game.transferCompany(concession, buyer);
            if (pres != null && pres.holder() == seller) {
                takePresidency(buyer, pres);
            }
            game.logText("log.buysFrom", buyer.name(), concession.name(), seller.name(), game.format(price));
            return;
        }
        game.transfer(buyer, game.bank(), price);
        game.transferCompany(concession, buyer);
        game.logText("log.buys", buyer.name(), concession.name(), game.format(price));
        if (pres != null && pres.holder() == game.pool()) {
            game.transfer(buyer, game.bank(), presidentsPrice(pres));
            takePresidency(buyer, pres);
        }
    }

    /** RB 3.2: the presidency of a historical corporation goes with its concession. */
    private void takePresidency(Player buyer, Certificate pres) {
        Corporation c = pres.corporation();
        pres.moveTo(buyer);
        c.setPresident(buyer);
        if (game.logging()) {
            game.log(ItalianText.get("log.presidencyWithConcession", buyer.name(), roundhouse.engine.spi.Names.of(c)));
        }
    }

    /** Whether some purchase is open to {@code buyer} ({@link #offers}, without their labels). */
    boolean anyOffer(Player buyer, boolean bought) {
        for (PrivateCompany c : game.companies()) {
            if (refusal(buyer, c, c.owner() == null ? BANK_PRICE : 1, bought, false) == null) {
                return true;
            }
        }
        return false;
    }

    /** The purchases open to {@code buyer}: bank concessions at L.50, other players' from L.1. */
    List<LegalAction> offers(Player buyer, boolean bought) {
        List<LegalAction> out = new ArrayList<>();
        for (PrivateCompany c : game.companies()) {
            boolean bank = c.owner() == null;
            int price = bank ? BANK_PRICE : 1;
            if (refusal(buyer, c, price, bought, false) != null) {
                continue;
            }
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("company", c.id());
            args.put("price", (long) price);
            out.add(new LegalAction(new Action("buy_company", buyer.id(), "player", args),
                    bank ? ItalianText.get("label.concessionFromBank", c.name(), game.format(price))
                            : ItalianText.get("label.concessionFrom", c.name(), ((Player) c.owner()).name()),
                    bank ? null : new LegalAction.AmountRange("price", 1, buyer.cash(), 1)));
        }
        return out;
    }
}
