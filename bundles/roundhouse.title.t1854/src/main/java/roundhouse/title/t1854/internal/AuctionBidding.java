package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.step.AuctionRound.Bid;
import roundhouse.engine.spi.step.Step;

/**
 * The decisions of the auction round ("Die Auktionsrunde") and their refusals: on his turn a player
 * buys the top private ({@code bid} at its price), bids on another ({@code bid}) or passes; in a
 * bidding war the lowest bidder raises ({@code bid}) or drops out ({@code pass}); at any time an
 * outbid player may take back his bid ({@code withdraw_bid}), which is not a turn. The state and
 * its changes are {@link AustrianAuction}'s.
 */
final class AuctionBidding extends Step {
    /** The action by which an outbid player takes back his bid. */
    static final String WITHDRAW = "withdraw_bid";

    private final AustrianAuction auction;

    AuctionBidding(Game game, AustrianAuction auction) {
        super(game, auction);
        this.auction = auction;
    }

    @Override
    public String description() {
        PrivateCompany war = auction.war();
        return war != null ? EngineText.get("step.bidOn", AuctionText.lot(game, war)) : EngineText.get("step.auction");
    }

    @Override
    public List<Entity> activeEntities() {
        Player actor = auction.actor();
        return actor == null ? List.of() : List.of(actor);
    }

    @Override
    public List<String> actions(Entity entity) {
        if (!(entity instanceof Player p) || auction.actor() == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>(3);
        if (p == auction.actor()) {
            out.add("bid");
            out.add("pass");
        }
        if (!withdrawable(p).isEmpty()) {
            out.add(WITHDRAW);
        }
        return out;
    }

    /** Any player may ask to take back a bid, so that one who may not is told why. */
    @Override
    public boolean offers(String type, Entity entity) {
        return (WITHDRAW.equals(type) && entity instanceof Player && auction.actor() != null) || super.offers(type, entity);
    }

    @Override
    public void process(Action action, Entity entity) {
        Player p = (Player) entity;
        switch (action.type()) {
            case WITHDRAW -> withdraw(p, lot(action));
            case "pass" -> {
                if (auction.war() != null) {
                    auction.dropOut(p);
                } else {
                    auction.pass(p);
                }
            }
            default -> bidOrBuy(p, lot(action), (int) action.number("price", -1));
        }
    }

    private PrivateCompany lot(Action action) {
        String id = action.string("company");
        PrivateCompany c = id == null ? null : game.company(id);
        if (c == null) {
            throw refuse(RuleKey.ACTION_MALFORMED, AuctionText.get("refuse.unknown", String.valueOf(id)));
        }
        if (!auction.unsold().contains(c)) {
            throw refuse(RuleKey.AUCTION_NOT_FOR_SALE, AuctionText.get("refuse.notForSale", AuctionText.lot(game, c)));
        }
        return c;
    }

    private void withdraw(Player p, PrivateCompany c) {
        if (!auction.outbid(p, c)) {
            throw refuse(AuctionRuleKey.NOT_OUTBID, AuctionText.get("refuse.notOutbid", p.name(), AuctionText.lot(game, c)));
        }
        auction.withdraw(p, c);
    }

    private void bidOrBuy(Player p, PrivateCompany c, int price) {
        PrivateCompany war = auction.war();
        if (war != null) {
            if (c != war) {
                throw refuse(RuleKey.AUCTION_BIDDING_WAR, AuctionText.get("refuse.war", AuctionText.lot(game, war)));
            }
            checkAmount(p, c, price, RuleKey.AUCTION_MIN_RAISE);
            auction.raise(p, price);
            return;
        }
        if (c == auction.top()) {
            if (price != auction.topPrice()) {
                throw refuse(RuleKey.AUCTION_CHEAPEST_PRIVATE, AuctionText.get("refuse.topPrice", AuctionText.lot(game, c),
                        game.format(auction.topPrice())));
            }
            checkFree(p, c, price);
            auction.buyTop(p);
            return;
        }
        if (auction.withdrew(p, c)) {
            throw refuse(AuctionRuleKey.WITHDRAWN, AuctionText.get("refuse.withdrawn", p.name(), AuctionText.lot(game, c)));
        }
        checkAmount(p, c, price, auction.bids().get(c).isEmpty() ? RuleKey.AUCTION_MIN_BID : RuleKey.AUCTION_MIN_RAISE);
        auction.bid(p, c, price);
    }

    /** At least the least bid, and no more than the cash not bound in other bids. */
    private void checkAmount(Player p, PrivateCompany c, int price, String rule) {
        int min = auction.minBid(c);
        if (price < min) {
            throw refuse(rule, AuctionText.get("refuse.minBid", AuctionText.lot(game, c), game.format(min)));
        }
        checkFree(p, c, price);
    }

    /** "Das gebotene Geld ist vorerst gebunden": a buy or bid is paid from cash not bound in other bids. */
    private void checkFree(Player p, PrivateCompany c, int price) {
        int free = auction.free(p, c);
        if (price > free) {
            throw refuse(RuleKey.AUCTION_COMMITTED_CASH, AuctionText.get("refuse.freeCash", p.name(), game.format(free),
                    game.format(p.cash() - free), game.format(price)));
        }
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Player p = (Player) entity;
        List<LegalAction> out = new ArrayList<>();
        if (p == auction.actor()) {
            PrivateCompany war = auction.war();
            if (war != null) {
                int min = auction.minBid(war);
                int free = auction.free(p, war);
                if (free >= min) {
                    out.add(new LegalAction(bidAction(p, war, min), AuctionText.get("label.raise", AuctionText.lot(game, war),
                            standing(war), game.format(free)), new LegalAction.AmountRange("price", min, free, 1)));
                }
                out.add(new LegalAction(pass(p), AuctionText.get("label.dropOut", AuctionText.lot(game, war)), null));
            } else {
                offerBuysAndBids(p, out);
                out.add(new LegalAction(pass(p), EngineText.get("label.pass"), null));
            }
        }
        out.addAll(withdrawals(p));
        return out;
    }

    private void offerBuysAndBids(Player p, List<LegalAction> out) {
        for (PrivateCompany c : auction.unsold()) {
            int free = auction.free(p, c);
            if (c == auction.top()) {
                if (free >= auction.topPrice()) {
                    out.add(new LegalAction(bidAction(p, c, auction.topPrice()),
                            AuctionText.get("label.buy", AuctionText.lot(game, c), game.format(auction.topPrice())), null));
                }
            } else if (!auction.withdrew(p, c) && free >= auction.minBid(c)) {
                String label = auction.bids().get(c).isEmpty()
                        ? AuctionText.get("label.bid", AuctionText.lot(game, c), game.format(free))
                        : AuctionText.get("label.bidOnBids", AuctionText.lot(game, c), standing(c), game.format(free));
                out.add(new LegalAction(bidAction(p, c, auction.minBid(c)), label,
                        new LegalAction.AmountRange("price", auction.minBid(c), free, 1)));
            }
        }
    }

    /** The withdrawals open to {@code p}: each of his outbid bids (the lowest bidder of a war drops out instead). */
    List<LegalAction> withdrawals(Player p) {
        List<LegalAction> out = new ArrayList<>();
        for (PrivateCompany c : withdrawable(p)) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("company", c.id());
            out.add(new LegalAction(new Action(WITHDRAW, p.id(), "player", args), AuctionText.get("label.withdraw",
                    p.name(), game.format(auction.bidOf(p, c).price()), AuctionText.lot(game, c)), null));
        }
        return out;
    }

    private List<PrivateCompany> withdrawable(Player p) {
        List<PrivateCompany> out = new ArrayList<>();
        for (PrivateCompany c : auction.unsold()) {
            if (auction.outbid(p, c) && !(c == auction.war() && p == auction.actor())) {
                out.add(c);
            }
        }
        return out;
    }

    /** "Player 2 75 G, Player 1 55 G": the bids standing on a private, highest first. */
    private String standing(PrivateCompany c) {
        List<Bid> list = new ArrayList<>(auction.bids().get(c));
        list.sort((a, b) -> Integer.compare(b.price(), a.price()));
        List<String> shown = new ArrayList<>();
        for (Bid b : list) {
            shown.add(b.player().name() + " " + game.format(b.price()));
        }
        return String.join(", ", shown);
    }

    private static Action pass(Player p) {
        return new Action("pass", p.id(), "player", null);
    }

    private static Action bidAction(Player p, PrivateCompany c, int price) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("company", c.id());
        args.put("price", (long) price);
        return new Action("bid", p.id(), "player", args);
    }
}
