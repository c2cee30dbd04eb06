package roundhouse.title.t1844.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.Action;
import roundhouse.engine.spi.Ability;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.step.BidOrPass;
import roundhouse.engine.spi.step.LotsOnOffer;
import roundhouse.engine.spi.step.OpenBidding;
import roundhouse.engine.spi.step.ParStep;
import roundhouse.engine.spi.step.Round;

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
class PrivateAuction extends Round implements LotsOnOffer {
    /** RB II: "Das Gebot eines anderen Spielers muss um 5 sfr (oder mehr) überboten werden." */
    static final int MIN_RAISE = 5;

    private final SwissGame swiss;
    private final List<PrivateCompany> unsold = new ArrayList<>();
    /** The bidding on the current private: its opener first, then everyone still in, in turn order. */
    private OpenBidding bidding;
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

    /** The privates not yet sold, for the players' view of the auction while the FNM's par waits. */
    @Override
    public List<PrivateCompany> lotsOnOffer() {
        return List.copyOf(unsold);
    }

    @Override
    public int leastBid(PrivateCompany lot) {
        return lot.minBid();
    }

    /** The private being auctioned, or {@code null} once all are sold. */
    PrivateCompany current() {
        return unsold.isEmpty() ? null : unsold.get(0);
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
        return par.waiting() ? par.waitingFor() : bidding == null ? null : bidding.turn();
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
        // the opener always takes part (he may pass); anyone else who cannot pay the least bid is out
        List<Player> bidders = new ArrayList<>();
        for (Player p : game.playersFrom(opener)) {
            if (p == opener || p.cash() >= c.minBid()) {
                bidders.add(p);
            } else if (game.logging()) {
                game.log(SwissText.get("log.cannotBid", p.name(), c.name()));
            }
        }
        bidding = OpenBidding.unopened(c, bidders, c.minBid(), MIN_RAISE);
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

    /**
     * Bids and passes on the private being auctioned; a bidder who can no longer afford the least
     * raise stays in and is offered only to pass (RB II leaves it to him; 18xx.games records that
     * pass too), but after a bid everyone else who cannot pay the next least raise is out.
     */
    class Bidding extends BidOrPass {
        Bidding() {
            super(PrivateAuction.this.game, PrivateAuction.this);
        }

        @Override
        protected OpenBidding bidding() {
            return unsold.isEmpty() ? null : bidding;
        }

        @Override
        public List<String> actions(Entity entity) {
            return par.waiting() ? List.of() : super.actions(entity);
        }

        @Override
        protected void afterBid(Player player, int price) {
            for (Player p : bidding.dropShort()) {
                if (game.logging()) {
                    game.log(SwissText.get("log.cannotBid", p.name(), bidding.lot().name()));
                }
            }
        }

        @Override
        protected void won(PrivateCompany lot, Player winner, int price) {
            win(winner, lot, price);
        }

        @Override
        protected void nobodyBid(PrivateCompany lot) {
            PrivateAuction.this.nobodyBid(lot);
        }
    }
}
