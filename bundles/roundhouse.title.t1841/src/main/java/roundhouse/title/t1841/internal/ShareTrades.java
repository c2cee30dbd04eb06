package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;
import roundhouse.engine.spi.step.ShareTurn;
import roundhouse.engine.spi.step.StockRound;

/**
 * RB 3.2: as his purchase a player may buy one or more shares of one corporation from another
 * player at any agreed price of at least L.1 a share, paid to that player; the market does not
 * move. The buyer names shares and a price ({@code buy_shares} with {@code total_price}); the
 * seller agrees or declines ({@link Offer}), unless 18xx.games' trades without consent are played
 * ({@link T1841Title#TRADES_WITHOUT_CONSENT}). A president's certificate changes hands only with a
 * used concession ({@link ConcessionTrades}).
 */
final class ShareTrades {
    static final String TOTAL_PRICE = "total_price";

    private final ItalianGame game;

    ShareTrades(ItalianGame game) {
        this.game = game;
    }

    /** Why {@code buyer} may not offer {@code price} for {@code certs} of another player now, or {@code null}. */
    String refusal(roundhouse.engine.spi.Investor buyer, List<Certificate> certs, int price, boolean bought, ShareTurn turn) {
        return refusal(buyer, certs, price, bought, turn, true);
    }

    /**
     * As {@link #refusal(roundhouse.engine.spi.Investor, List, int, boolean, ShareTurn)}; without
     * {@code explain} a refusal is {@link roundhouse.engine.spi.Game#NO}, its text not built (the
     * offers are counted at every turn).
     */
    String refusal(roundhouse.engine.spi.Investor buyer, List<Certificate> certs, int price, boolean bought, ShareTurn turn,
            boolean explain) {
        if (!(buyer instanceof Player player) || game.round().roundKind() != RoundKind.STOCK) {
            return no(explain, "refuse.trade.playersOnly");
        }
        if (game.option(T1841Title.NO_PLAYER_TRADES)) {
            return no(explain, "refuse.concession.noTrades");
        }
        if (bought) {
            return no(explain, "refuse.concession.bought", player.name());
        }
        Certificate first = certs.get(0);
        Corporation c = first.corporation();
        if (!(first.holder() instanceof Player seller) || seller == player) {
            return no(explain, "refuse.trade.notAPlayer");
        }
        int percent = 0;
        for (Certificate cert : certs) {
            if (cert.corporation() != c || cert.holder() != seller) {
                return no(explain, "refuse.trade.oneSeller");
            }
            if (cert.president()) {
                return no(explain, "refuse.trade.president", Names.of(c));
            }
            percent += cert.percent();
        }
        if (price < certs.size() || price > player.cash()) {
            return no(explain, "refuse.trade.price", game.format(certs.size()), game.format(player.cash()), game.format(price));
        }
        if (turn.soldThisRound(player, c)) {
            return no(explain, "refuse.trade.soldThisRound", player.name(), Names.of(c));
        }
        if (game.certificateCount(player) + certs.size() > game.shareRules().certificateLimit(player)) {
            return no(explain, "refuse.concession.certLimit", player.name());
        }
        if (!game.holdingOk(player, c, percent)) {
            return no(explain, "refuse.concession.holding", player.name(), Names.of(c));
        }
        return null;
    }

    /** A refusal: its text where it is explained, else {@link roundhouse.engine.spi.Game#NO}. */
    private static String no(boolean explain, String key, Object... args) {
        return explain ? ItalianText.get(key, args) : roundhouse.engine.spi.Game.NO;
    }

    /** The shares change hands for the price; the market does not move. */
    void trade(Player buyer, List<Certificate> certs, int price) {
        Player seller = (Player) certs.get(0).holder();
        Corporation c = certs.get(0).corporation();
        int percent = certs.stream().mapToInt(Certificate::percent).sum();
        game.transfer(buyer, seller, price);
        game.transferShares(certs, buyer, percent, true);
        if (game.logging()) {
            game.log(ItalianText.get("log.trade", buyer.name(), percent, Names.of(c), seller.name(), game.format(price)));
        }
    }

    /** The seller's answer to an offer: agree (the trade is the buyer's purchase) or decline. */
    static final class Offer extends Question<Boolean> {
        private final Player buyer;
        private final List<String> shares;
        private final String corporation;
        private final int price;

        Offer(Player seller, Player buyer, List<Certificate> certs, int price) {
            super(seller);
            this.buyer = buyer;
            this.shares = certs.stream().map(Certificate::id).toList();
            this.corporation = Names.of(certs.get(0).corporation());
            this.price = price;
        }

        private List<Certificate> certificates(Game game) {
            List<Certificate> out = new ArrayList<>();
            for (String id : shares) {
                Corporation c = game.corporation(id.substring(0, id.lastIndexOf('_')));
                out.add(c.share(id));
            }
            return out;
        }

        @Override
        public String text() {
            return ItalianText.get(shares.size() == 1 ? "question.trade1" : "question.trade", buyer.name(), shares.size(), corporation, "L." + price);
        }

        @Override
        public List<Answer<Boolean>> answers(Game game) {
            return List.of(Answer.choose(asked(), "yes", ItalianText.get("label.tradeYes", game.format(price)), true),
                    Answer.choose(asked(), "no", ItalianText.get("label.tradeNo"), false));
        }

        @Override
        protected void answered(Game game, Questions questions, Answer<Boolean> answer) {
            ItalianGame italy = (ItalianGame) game;
            if (answer.value()) {
                List<Certificate> certs = certificates(game);
                new ShareTrades(italy).trade(buyer, certs, price);
                if (game.round() instanceof StockRound sr) {
                    sr.track("buy_shares", certs.get(0).corporation(), false, buyer);
                }
            } else if (game.logging()) {
                game.log(ItalianText.get("log.tradeDeclined", asked().name(), buyer.name()));
            }
        }
    }

    // ---------------------------------------------------------------- offers listed

    /** Whether {@link #offers} has any, without building them. */
    boolean anyOffer(Player buyer, boolean bought, ShareTurn turn) {
        for (Player seller : game.players()) {
            if (seller == buyer) {
                continue;
            }
            for (Corporation c : game.corporations()) {
                Certificate cert = tradeable(seller, c);
                if (cert != null && refusal(buyer, List.of(cert), 1, bought, turn, false) == null
                        || presidencyLooksBuyable(buyer, seller, c, bought, turn)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * {@link T1841Title#TRADE_LOOK_COUNTS_PRESIDENCIES}: 18xx.games' look at what a player could buy from
     * another counts the other's president's certificate where the presidency may change hands, though
     * no trade of it is offered here (seed 64811: Random 1 stays in his turn for his pass).
     */
    private boolean presidencyLooksBuyable(Player buyer, Player seller, Corporation c, boolean bought, ShareTurn turn) {
        Certificate pres = c.presidentsShare();
        if (!game.option(T1841Title.TRADE_LOOK_COUNTS_PRESIDENCIES) || pres == null || pres.holder() != seller
                || bought || buyer.cash() < 1 || turn.soldThisRound(buyer, c)
                || ((ItalianShareRules) game.shareRules()).presidencyLocked(c)) {
            return false;
        }
        return couldGain(buyer, c, pres.percent());
    }

    /** 18xx.games' look at whether a player may gain {@code percent} of {@code c}: below his certificate limit, within his control limit. */
    boolean couldGain(Player buyer, Corporation c, int percent) {
        return game.certificateCount(buyer) < game.shareRules().certificateLimit(buyer) && game.holdingOk(buyer, c, percent);
    }

    /** The seller's first certificate of {@code c} that is not the president's, or {@code null}. */
    private static Certificate tradeable(Player seller, Corporation c) {
        for (Certificate x : seller.certificatesOf(c)) {
            if (!x.president()) {
                return x;
            }
        }
        return null;
    }

    /** One share of each corporation another player holds, at a price the buyer names (RB 3.2). */
    List<LegalAction> offers(Player buyer, boolean bought, ShareTurn turn) {
        List<LegalAction> out = new ArrayList<>();
        for (Player seller : game.players()) {
            if (seller == buyer) {
                continue;
            }
            for (Corporation c : game.corporations()) {
                Certificate cert = tradeable(seller, c);
                if (cert == null || refusal(buyer, List.of(cert), 1, bought, turn, false) != null) {
                    continue;
                }
                Map<String, Object> args = new LinkedHashMap<>();
                args.put("shares", List.of(cert.id()));
                args.put("percent", (long) cert.percent());
                args.put(TOTAL_PRICE, 1L);
                out.add(new LegalAction(new Action("buy_shares", buyer.id(), "player", args),
                        ItalianText.get("label.tradeOffer", cert.percent(), Names.of(c), seller.name()),
                        new LegalAction.AmountRange(TOTAL_PRICE, 1, buyer.cash(), 1)));
            }
        }
        return out;
    }
}
