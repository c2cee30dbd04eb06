package roundhouse.title.t1844.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Ability;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.step.ParStep;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Step;

/**
 * The first part of the first stock round (RB II): P1 to P7 are auctioned one at a time in
 * ascending order. The auction of the k-th private is opened by the player in position k of the
 * order of play (cyclic with fewer than seven players); then everyone still in bids at least 5 SFR
 * more or passes, in turn; whoever passes is out of this private's auction; the last bidder pays
 * the bank. Nobody bidding on P1 lowers its least bid by 5 and opens it to all again; at 0 the
 * opener must take it. Nobody bidding on a later private ends the stock round: an operating round
 * of the privates' income follows, then the next stock round goes on with this auction ({@link
 * #cutShort}; 18xx.games pays the income and offers the private again at once, option
 * {@link #REOPENS_UNSOLD}).
 */
class PrivateAuction extends Round {
    /** RB II: "Das Gebot eines anderen Spielers muss um 5 sfr (oder mehr) überboten werden." */
    static final int MIN_RAISE = 5;

    private final SwissGame swiss;
    private final List<PrivateCompany> unsold = new ArrayList<>();
    /** Players still in the auction of the current private, in turn order from its opener. */
    private final List<Player> bidders = new ArrayList<>();
    private Player highBidder;
    private int highBid;
    private Player turn;
    /** The winner of P6 sets the par of the FNM, whose director's certificate came with it (RB III, XX). */
    private final ParStep par;

    PrivateAuction(SwissGame game) {
        super(game);
        this.swiss = game;
        this.entities = game.playerOrder();
        for (PrivateCompany c : game.privates()) {
            if (c.owner() == null && !c.closed()) {
                unsold.add(c);
            }
        }
        par = new ParStep(game, this) {
            /** The FNM gets its director with the par; it floats then only with fnm_floats_at_par (18xx.games). */
            @Override
            protected void afterPar(Corporation c, roundhouse.engine.spi.Investor p) {
                c.setPresident(p);
                if (game.option(T1844Title.FNM_FLOATS_AT_PAR)) {
                    game.checkFloat(c);
                }
            }
        };
        add(par);
        add(new Bidding());
    }

    @Override
    public RoundKind roundKind() {
        return RoundKind.AUCTION;
    }

    @Override
    public String name() {
        return EngineText.get("round.auction", game.turn() + ".1");
    }

    /** The private being auctioned, or {@code null} once all are sold. */
    PrivateCompany current() {
        return unsold.isEmpty() ? null : unsold.get(0);
    }

    Player highBidder() {
        return highBidder;
    }

    int highBid() {
        return highBid;
    }

    @Override
    public void start() {
        if (unsold.isEmpty()) {
            finish();
            return;
        }
        open();
    }

    @Override
    public Entity currentEntity() {
        return par.waiting() ? par.waitingFor() : turn;
    }

    @Override
    protected void startEntity() {
        // the auction moves its turn pointer itself
    }

    @Override
    protected void afterProcess(Action action, Entity entity) {
        if (unsold.isEmpty() && !par.waiting()) {
            if (!game.option(T1844Title.FNM_FLOATS_AT_PAR)) {
                // RB II: "Die FNM ist nach dem Verkauf aller Privatbahnen sofort aktiv"
                game.checkFloat(game.corporation(SwissGame.FNM));
            }
            finish();
        }
    }

    /** The least bid now: the face value less any reduction before the first bid, else the high bid plus 5. */
    int minBid() {
        PrivateCompany c = current();
        return highBidder == null ? c.minBid() : highBid + MIN_RAISE;
    }

    /** 18xx.games: an opener who cannot pay the least bid of any private still for sale is passed over (RB II: he opens and may pass). */
    static final String SKIPS_POOR_OPENER = "auction_skips_poor_opener";
    /** Who opened the last private's auction, and which private it was. */
    private Player lastOpener;
    private PrivateCompany lastOpened;

    /** Opens the auction of the next private: its opener first, then everyone in turn order. */
    private void open() {
        PrivateCompany c = current();
        List<Player> order = game.playerOrder();
        int k = swiss.privates().indexOf(c);
        Player opener = order.get(k % order.size());
        if (game.option(SKIPS_POOR_OPENER) && c == lastOpened) {
            opener = lastOpener; // the same private offered again: the same opener
        } else if (game.option(SKIPS_POOR_OPENER) && k > 0 && lastOpener != null) {
            // 18xx.games: the player after the last opener opens unless he cannot pay the least bid of
            // any private still for sale; then the next one does (and the order of openers moves on)
            int need = Integer.MAX_VALUE;
            for (PrivateCompany left : swiss.privates().subList(k, swiss.privates().size())) {
                if (left.owner() == null && !left.closed()) {
                    need = Math.min(need, left.minBid());
                }
            }
            opener = game.nextPlayer(lastOpener);
            for (int i = 0; i < order.size() && opener.cash() < need; i++) {
                opener = game.nextPlayer(opener);
            }
        }
        lastOpener = opener;
        lastOpened = c;
        bidders.clear();
        highBidder = null;
        highBid = 0;
        // the opener always takes part (he may pass); anyone else who cannot pay the least bid is out
        for (Player p : game.playersFrom(opener)) {
            if (p == opener || p.cash() >= minBid()) {
                bidders.add(p);
            } else if (game.logging()) {
                game.log(SwissText.get("log.cannotBid", p.name(), c.name()));
            }
        }
        turn = opener;
        moveTo(opener);
    }

    /**
     * Gives the turn to {@code from}. A bidder who can no longer afford the least raise stays in and
     * is offered only to pass (RB II leaves it to him; 18xx.games records that pass too).
     */
    private void moveTo(Player from) {
        turn = from;
        settle();
    }

    /** The bidder after {@code p} in the auction's order (p may have just left it). */
    private Player after(Player p) {
        List<Player> cycle = game.playersFrom(p);
        for (int i = 1; i < cycle.size(); i++) {
            if (bidders.contains(cycle.get(i))) {
                return cycle.get(i);
            }
        }
        return p;
    }

    /** Ends the auction of the current private when only the high bidder is left, or nobody. */
    private void settle() {
        PrivateCompany c = current();
        if (highBidder != null && bidders.size() == 1 && bidders.get(0) == highBidder) {
            win(highBidder, c, highBid);
        } else if (highBidder == null && bidders.isEmpty()) {
            nobodyBid(c);
        } else if (highBidder != null && turn == highBidder && bidders.size() > 1) {
            turn = after(highBidder);
        }
    }

    private void win(Player player, PrivateCompany c, int price) {
        game.transfer(player, game.bank(), price);
        game.transferCompany(c, player);
        unsold.remove(c);
        game.logText("log.buys", player.name(), c.name(), game.format(price));
        for (Ability a : c.abilities()) {
            if (a.type().equals("shares")) {
                for (String id : a.strings("shares")) {
                    Certificate cert = certificate(id);
                    game.transferShares(List.of(cert), player, cert.percent(), true);
                    if (game.logging()) { // the names are formatted only for a kept log
                        game.logText("log.receives", player.name(), Names.share(cert));
                    }
                    if (cert.president() && cert.corporation().parPrice() == null) {
                        par.await(cert.corporation(), player);
                    }
                }
            } else if (a.type().equals("acquire_company")) {
                PrivateCompany extra = game.company(a.string("company"));
                game.transferCompany(extra, player);
                game.logText("log.receives", player.name(), extra.name());
            }
        }
        if (!unsold.isEmpty()) {
            open();
        }
    }

    /**
     * RB II: nobody bid. P1 gets 5 SFR cheaper and everyone may bid again; offered at 0, its
     * opener must take it. Another private: the owned privates pay their income and the same
     * private is offered again by the same opener.
     */
    private void nobodyBid(PrivateCompany c) {
        if (swiss.privates().indexOf(c) == 0) {
            c.setDiscount(c.discount() + MIN_RAISE);
            game.logText("log.minBidDecreases", c.name(), game.format(c.minBid()));
            Player opener = game.playerOrder().get(0);
            if (c.minBid() <= 0) {
                win(opener, c, 0);
                return;
            }
        } else if (game.option(REOPENS_UNSOLD)) {
            game.payoutCompanies();
        } else {
            // RB II: the first stock round ends here; an operating round of the privates' income follows
            cutShort = true;
            finish();
            return;
        }
        open();
    }

    /** 18xx.games: nobody bidding on a later private pays the privates' income and offers it again at once. */
    static final String REOPENS_UNSOLD = "auction_reopens_unsold";
    /** Whether the round ended because nobody bid on a later private (RB II). */
    private boolean cutShort;

    /** Whether nobody bid on a later private, so that the stock round ended with privates unsold (RB II). */
    boolean cutShort() {
        return cutShort;
    }

    private Certificate certificate(String id) {
        for (Corporation corp : game.corporations()) {
            Certificate cert = corp.share(id);
            if (cert != null) {
                return cert;
            }
        }
        throw new IllegalStateException("companies.json names an unknown certificate " + id);
    }

    /** Bids and passes on the private being auctioned. */
    class Bidding extends Step {
        Bidding() {
            super(PrivateAuction.this.game, PrivateAuction.this);
        }

        @Override
        public String description() {
            PrivateCompany c = current();
            return c == null ? EngineText.get("step.auction") : EngineText.get("step.bidOn", c.name());
        }

        @Override
        public List<Entity> activeEntities() {
            return turn == null || unsold.isEmpty() ? List.of() : List.of(turn);
        }

        @Override
        public List<String> actions(Entity entity) {
            if (par.waiting() || unsold.isEmpty() || entity != turn) {
                return List.of();
            }
            return List.of("bid", "pass");
        }

        @Override
        public void process(Action action, Entity entity) {
            Player player = (Player) entity;
            PrivateCompany c = current();
            if (action.type().equals("pass")) {
                Player next = after(player);
                bidders.remove(player);
                game.logText("log.passesOn", player.name(), c.name());
                if (bidders.isEmpty()) {
                    settle();
                } else {
                    moveTo(next);
                }
                return;
            }
            if (!c.id().equals(action.string("company"))) {
                throw refuse(RuleKey.AUCTION_NOT_FOR_SALE, SwissText.get("refuse.notAuctioned", String.valueOf(action.string("company")), c.name()));
            }
            int price = (int) action.number("price", -1);
            if (price < minBid()) {
                throw refuse(highBidder == null ? RuleKey.AUCTION_MIN_BID : RuleKey.AUCTION_MIN_RAISE,
                        SwissText.get("refuse.minBid", c.name(), game.format(minBid())));
            }
            if (price > player.cash()) {
                throw refuse(RuleKey.CASH, SwissText.get("refuse.bidCash", player.name(), game.format(price), game.format(player.cash())));
            }
            highBidder = player;
            highBid = price;
            game.logText("log.bids", player.name(), game.format(price), c.name());
            Player next = after(player);
            // everyone else who cannot pay the next least raise is out of this private's auction
            for (Player p : new ArrayList<>(bidders)) {
                if (p != player && p.cash() < minBid()) {
                    bidders.remove(p);
                    if (game.logging()) {
                        game.log(SwissText.get("log.cannotBid", p.name(), c.name()));
                    }
                }
            }
            moveTo(bidders.contains(next) ? next : after(player));
        }

        @Override
        public List<LegalAction> legalActions(Entity entity) {
            Player player = (Player) entity;
            PrivateCompany c = current();
            List<LegalAction> out = new ArrayList<>();
            if (player.cash() >= minBid()) {
                Map<String, Object> args = new LinkedHashMap<>();
                args.put("company", c.id());
                args.put("price", (long) minBid());
                out.add(new LegalAction(new Action("bid", player.id(), "player", args),
                        EngineText.get("label.bidOnFree", c.name(), game.format(player.cash())),
                        new LegalAction.AmountRange("price", minBid(), player.cash(), 1)));
            }
            out.add(new LegalAction(new Action("pass", player.id(), "player", null), EngineText.get("label.pass"), null));
            return out;
        }
    }
}
