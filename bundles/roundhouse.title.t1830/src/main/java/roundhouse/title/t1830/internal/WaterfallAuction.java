package roundhouse.title.t1830.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Ability;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.step.AuctionRound;
import roundhouse.engine.spi.step.ParStep;
import roundhouse.engine.spi.step.Step;

/**
 * The opening private auction of 1830 (R 1.2, digest §3; 18xx.games "waterfall auction"): buy the
 * cheapest private, bid on another, or pass; bids resolve when a private becomes the cheapest. Its
 * bid book is the engine's {@link AuctionRound}; the rules here are 1830's.
 *
 * <p>Rule options read here: {@link #PASS_FINAL} (18xx.games: a player who passes in a bidding war
 * is out of it; rulebook R 1.2.2: he may bid again while the war lasts) and
 * {@link #RESUME_AFTER_LAST_PASSER} (18xx.games: after an all-pass the player after the last passer
 * acts; rulebook R 1.2: the priority holder).
 */
public class WaterfallAuction extends AuctionRound {
    /** 18xx.games: a player who passes in a bidding war for a private is out of it (R 1.2.2: he may bid again). */
    public static final String PASS_FINAL = "auction_pass_final";
    /** 18xx.games: after everybody passed, the player after the last passer acts (R 1.2: the priority holder). */
    public static final String RESUME_AFTER_LAST_PASSER = "auction_resume_after_last_passer";
    /** The options this auction reads, which 1830's title.json declares (ids kept from saved games). */
    public static final Set<String> OPTIONS = Set.of(PASS_FINAL, RESUME_AFTER_LAST_PASSER);

    /** The par the buyer of a private with a director's certificate sets before the auction goes on (1830 BO). */
    protected final ParStep par;
    private final List<Player> warPassed = new ArrayList<>();

    public WaterfallAuction(Game game) {
        super(game);
        par = new ParStep(game, this);
        add(par);
        add(new Waterfall());
    }

    @Override
    protected void afterProcess(Action action, Entity entity) {
        if (unsold.isEmpty() && !par.waiting()) {
            game.setPriority((Player) currentEntity());
            game.logText("log.priority", currentEntity().name());
            finish();
        }
    }

    private Player lowestBidder() {
        List<Bid> list = bids.get(auctioning);
        Bid low = null;
        for (Bid b : list) {
            if (warPassed.contains(b.player())) {
                continue;
            }
            if (low == null || b.price() < low.price()) {
                low = b;
            }
        }
        return low == null ? null : low.player();
    }

    /** A player buys a private: pays, owns it, receives its shares (1830 §3.3: CA, BO). */
    protected void buy(Player player, PrivateCompany company, int price) {
        unsold.remove(company);
        bids.remove(company);
        game.transfer(player, game.bank(), price);
        game.transferCompany(company, player);
        game.logText("log.buys", player.name(), company.name(), game.format(price));
        for (Ability a : company.abilities()) {
            if (!a.type().equals("shares")) {
                continue;
            }
            for (String certId : a.strings("shares")) {
                Certificate cert = findCertificate(certId);
                if (cert == null) {
                    throw new IllegalStateException("unknown certificate " + certId + " in the shares ability of " + company.id());
                }
                game.transferShares(List.of(cert), player, cert.percent(), true);
                if (game.logging()) { // the names are formatted only for a kept log
                    game.logText("log.receives", player.name(), Names.share(cert));
                }
                if (cert.president() && cert.corporation().parPrice() == null) {
                    par.await(cert.corporation(), player);
                }
            }
        }
    }

    private Certificate findCertificate(String certId) {
        for (Corporation c : game.corporations()) {
            Certificate cert = c.share(certId);
            if (cert != null) {
                return cert;
            }
        }
        return null;
    }

    /** Sells privates from the cheapest on while they have one bid; starts a bidding war at two or more. */
    protected void resolveBids() {
        while (auctioning == null && !unsold.isEmpty()) {
            PrivateCompany c = unsold.get(0);
            List<Bid> list = bids.get(c);
            if (list.isEmpty()) {
                return;
            }
            if (list.size() == 1) {
                Bid b = list.get(0);
                buy(b.player(), c, b.price());
            } else {
                auctioning = c;
                warPassed.clear();
                game.logText("log.biddingWar", c.name());
                return;
            }
        }
    }

    private void resolveWar() {
        List<Bid> list = bids.get(auctioning);
        List<Bid> live = new ArrayList<>();
        for (Bid b : list) {
            if (!warPassed.contains(b.player())) {
                live.add(b);
            }
        }
        Bid winner = null;
        if (live.size() == 1 && game.option(PASS_FINAL)) {
            winner = live.get(0);
        } else if (!game.option(PASS_FINAL)) {
            // rulebook R 1.2.2 #4: the war ends when every other bidder passed since the last raise
            Bid high = null;
            for (Bid b : list) {
                if (high == null || b.price() > high.price()) {
                    high = b;
                }
            }
            if (live.size() <= 1 && high != null) {
                winner = high;
            }
        }
        if (winner != null) {
            PrivateCompany c = auctioning;
            auctioning = null;
            buy(winner.player(), c, winner.price());
            resolveBids();
        }
    }

    /**
     * Everybody passed (R 1.2.1): with the first private unsold its price drops by $5, and at $0 the
     * next player must take it; with it sold, the owned privates pay their revenue.
     */
    private void allPassed() {
        PrivateCompany first = game.companies().get(0);
        for (Player p : game.players()) {
            p.setPassed(false);
        }
        if (unsold.contains(first)) {
            first.setDiscount(first.discount() + 5);
            game.logText("log.minBidDecreases", first.name(), game.format(first.minBid()));
            if (first.minBid() <= 0) {
                Player forced = nextAfterCurrent();
                entityIndex = game.playerOrder().indexOf(forced);
                buy(forced, first, 0);
                advanceTurn();
                resolveBids();
                return;
            }
        } else {
            game.payoutCompanies();
        }
        if (game.option(RESUME_AFTER_LAST_PASSER)) {
            advanceTurn();
        } else {
            entityIndex = game.playerOrder().indexOf(game.priority());
        }
    }

    private Player nextAfterCurrent() {
        return game.nextPlayer((Player) currentEntity());
    }

    private void advanceTurn() {
        entityIndex = game.playerOrder().indexOf(nextAfterCurrent());
    }

    /** Bids, purchases and passes outside and inside bidding wars. */
    public class Waterfall extends Step {
        Waterfall() {
            super(WaterfallAuction.this.game, WaterfallAuction.this);
        }

        @Override
        public String description() {
            return auctioning != null ? EngineText.get("step.bidOn", auctioning.name()) : EngineText.get("step.auction");
        }

        @Override
        public List<Entity> activeEntities() {
            if (auctioning != null) {
                Player p = lowestBidder();
                return p == null ? List.of() : List.of(p);
            }
            return unsold.isEmpty() ? List.of() : List.of(WaterfallAuction.this.currentEntity());
        }

        @Override
        public List<String> actions(Entity entity) {
            if (par.waiting() || unsold.isEmpty() || entity != currentEntity()) {
                // currentEntity() here is the step's: the lowest bidder during a bidding war
                return List.of();
            }
            return List.of("bid", "pass");
        }

        @Override
        public void process(Action action, Entity entity) {
            Player player = (Player) entity;
            if (action.type().equals("pass")) {
                pass(player);
                return;
            }
            // refusals name a lot by its symbol (SV, CA), as the auction's rule texts and their tests do
            PrivateCompany company = game.company(action.string("company"));
            if (company == null) {
                throw refuse(RuleKey.ACTION_MALFORMED, "no private company " + action.string("company"));
            }
            int price = (int) action.number("price", -1);
            if (auctioning != null) {
                raise(player, company, price);
            } else if (!unsold.contains(company)) {
                throw refuse(RuleKey.AUCTION_NOT_FOR_SALE, EngineText.get("refuse.auction.notForSale", company.id()));
            } else if (company == cheapest()) {
                buyCheapest(player, company, price);
            } else {
                bid(player, company, price);
            }
        }

        private void pass(Player player) {
            if (auctioning != null) {
                if (game.option(PASS_FINAL)) {
                    bids.get(auctioning).removeIf(b -> b.player() == player);
                }
                warPassed.add(player);
                game.logText("log.passesOn", player.name(), auctioning.name());
                resolveWar();
                return;
            }
            player.setPassed(true);
            game.logText("log.passesBidding", player.name());
            if (game.players().stream().allMatch(p -> p.passed() || p.bankrupt())) {
                allPassed();
            } else {
                advanceTurn();
            }
        }

        /** A raise in the bidding war (R 1.2.2): only on the private fought over, $5 above the highest bid. */
        private void raise(Player player, PrivateCompany company, int price) {
            if (company != auctioning) {
                throw refuse(RuleKey.AUCTION_BIDDING_WAR, EngineText.get("refuse.auction.biddingWar", auctioning.id()));
            }
            int min = highest(company) + minIncrement;
            if (price < min) {
                throw refuse(RuleKey.AUCTION_MIN_RAISE, EngineText.get("refuse.auction.minBid", company.id(), game.format(min)));
            }
            if (price > player.cash() - committed(player, company)) {
                throw refuse(RuleKey.AUCTION_COMMITTED_CASH, EngineText.get("refuse.auction.committed", player,
                        game.format(price), game.format(player.cash() - committed(player, company))));
            }
            placeBid(player, company, price);
            warPassed.clear();
            game.logText("log.bids", player.name(), game.format(price), company.name());
        }

        /** The cheapest private is bought at its price (R 1.2.1); the priority goes to the next player. */
        private void buyCheapest(Player player, PrivateCompany company, int price) {
            int available = player.cash() - committed(player, company);
            if (price != company.minBid()) {
                throw refuse(RuleKey.AUCTION_CHEAPEST_PRIVATE,
                        EngineText.get("refuse.auction.cheapest", company.id(), game.format(company.minBid())));
            }
            if (price > available) {
                throw refuse(RuleKey.CASH, EngineText.get("refuse.cannotAfford", player, company.id()));
            }
            unpassAll();
            game.setPriority(game.nextPlayer(player));
            buy(player, company, price);
            advanceTurn();
            resolveBids();
        }

        /** A bid on a dearer private (R 1.2.2): at least $5 over face value or the highest bid, from free cash. */
        private void bid(Player player, PrivateCompany company, int price) {
            int available = player.cash() - committed(player, company);
            int min = minBid(company);
            if (price < min) {
                throw refuse(RuleKey.AUCTION_MIN_BID, EngineText.get("refuse.auction.minBid", company.id(), game.format(min)));
            }
            if (price > available) {
                throw refuse(RuleKey.AUCTION_COMMITTED_CASH,
                        EngineText.get("refuse.auction.committed", player, game.format(price), game.format(available)));
            }
            placeBid(player, company, price);
            unpassAll();
            game.logText("log.bids", player.name(), game.format(price), company.name());
            advanceTurn();
        }

        private void unpassAll() {
            for (Player p : game.players()) {
                p.setPassed(false);
            }
        }

        @Override
        public List<LegalAction> legalActions(Entity entity) {
            Player player = (Player) entity;
            List<LegalAction> out = new ArrayList<>();
            if (auctioning != null) {
                int min = highest(auctioning) + minIncrement;
                int max = player.cash() - committed(player, auctioning);
                if (max >= min) {
                    out.add(new LegalAction(bidAction(player, auctioning, min), bidLabel(player, auctioning, max),
                            new LegalAction.AmountRange("price", min, max, 1)));
                }
                out.add(new LegalAction(new Action("pass", player.id(), "player", null), EngineText.get("label.pass"), null));
                return out;
            }
            for (PrivateCompany c : unsold) {
                int available = player.cash() - committed(player, c);
                if (c == cheapest()) {
                    if (available >= c.minBid()) {
                        out.add(new LegalAction(bidAction(player, c, c.minBid()),
                                EngineText.get("label.buyFor", c.name(), game.format(c.minBid())), null));
                    }
                } else if (available >= minBid(c)) {
                    out.add(new LegalAction(bidAction(player, c, minBid(c)), bidLabel(player, c, available),
                            new LegalAction.AmountRange("price", minBid(c), available, 1)));
                }
            }
            out.add(new LegalAction(new Action("pass", player.id(), "player", null), EngineText.get("label.pass"), null));
            return out;
        }

        /**
         * "Bid on Camden & Amboy (bids: Player 2 $170; $230 free to bid)": the bids standing on the
         * private, highest first, and the bidder's cash not committed to his bids on other privates.
         */
        private String bidLabel(Player player, PrivateCompany c, int free) {
            List<Bid> standing = new ArrayList<>(bids.getOrDefault(c, List.of()));
            standing.sort((a, b) -> Integer.compare(b.price(), a.price()));
            List<String> shown = new ArrayList<>();
            for (Bid b : standing) {
                shown.add(b.player().name() + " " + game.format(b.price()));
            }
            return shown.isEmpty() ? EngineText.get("label.bidOnFree", c.name(), game.format(free))
                    : EngineText.get("label.bidOnBids", c.name(), String.join(", ", shown), game.format(free));
        }

        private Action bidAction(Player p, PrivateCompany c, int price) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("company", c.id());
            args.put("price", (long) price);
            return new Action("bid", p.id(), "player", args);
        }
    }
}
