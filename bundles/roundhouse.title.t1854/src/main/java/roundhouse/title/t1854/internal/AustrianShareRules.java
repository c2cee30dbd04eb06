package roundhouse.title.t1854.internal;

import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.ShareRules;

/**
 * The share rules of 1854 that differ from the engine's: the market marker goes on the market only
 * when a company floats ("Inbetriebnahme"), a sale moves the price one cell down-left per certificate
 * whatever its size ("Verkauf von Aktien"), a major that has split may be held to 60 % at most ("Aktie
 * kaufen"), and a company is sold out only when nothing of it lies in the bank, the pool or its split
 * shares ("Ende der Aktienrunde": an optioned share counts as held by a player).
 */
class AustrianShareRules extends ShareRules {
    /** "nach dem Aktiensplit ... höchstens 60 %". */
    static final int SPLIT_HOLDING_LIMIT = 60;

    AustrianShareRules(Game game) {
        super(game);
    }

    private AustrianGame austria() {
        return (AustrianGame) game;
    }

    @Override
    protected boolean marketMarkerOnFloat() {
        return true;
    }

    @Override
    public boolean holdingOk(ShareHolder holder, Corporation corporation, int extraPercent) {
        if (!austria().hasSplit(corporation)) {
            return super.holdingOk(holder, corporation, extraPercent);
        }
        int held = 0;
        for (ShareHolder h : certificateGroup(holder)) {
            if (h != corporation) {
                held += h.percentOf(corporation);
            }
        }
        return held + extraPercent <= SPLIT_HOLDING_LIMIT;
    }

    @Override
    public boolean soldOut(Corporation corporation) {
        return corporation.sharePrice() != null && corporation.ipo().percentOf(corporation) == 0
                && game.pool().percentOf(corporation) == 0 && corporation.percentOf(corporation) == 0;
    }

    /** a share under an option is never handed over in a director's swap. */
    @Override
    protected List<Certificate> swapCertificates(ShareHolder newPresident, Corporation corporation) {
        return newPresident.certificatesOf(corporation).stream().filter(c -> austria().optionMarkers().on(c) == null)
                .toList();
    }

    @Override
    public String checkSale(ShareHolder seller, List<Certificate> certs, int percent, boolean explain) {
        Options options = austria().optionMarkers();
        for (Certificate c : certs) {
            Options.Option o = options.on(c);
            if (o != null && o.round() == game.turn() && game.round() instanceof roundhouse.engine.spi.step.StockRound) {
                return explain ? cite("share.option_sale", "an optioned share cannot be sold in the stock round in which it was"
                        + " taken") : Game.NO;
            }
            if (o != null && game.pool().percentOf(c.corporation()) + Options.FULL_PERCENT > game.rules().poolShareLimit()) {
                return explain ? cite("share.pool_limit", "the pool may hold at most " + game.rules().poolShareLimit() + "% of "
                        + c.corporation().id()) : Game.NO;
            }
        }
        return super.checkSale(seller, certs, percent, explain);
    }

    /**
     * Sales are of whole certificates: a director who dumps his company swaps his certificate for the
     * new director's shares (20 % each before the split) and sells whole ones of those ("Direktorwechsel").
     */
    @Override
    public List<List<Certificate>> saleBundles(ShareHolder seller, Corporation corporation, List<Integer> percents) {
        List<Integer> all = new java.util.ArrayList<>();
        List<List<Certificate>> bundles = super.saleBundles(seller, corporation, all);
        int size = AustrianGame.isMajor(corporation) && !austria().hasSplit(corporation) ? Options.FULL_PERCENT : 10;
        List<List<Certificate>> out = new java.util.ArrayList<>();
        for (int i = 0; i < bundles.size(); i++) {
            List<Certificate> b = bundles.get(i);
            int ordinary = b.stream().filter(c -> !c.president()).mapToInt(Certificate::percent).sum();
            boolean dumps = b.stream().anyMatch(Certificate::president);
            if (!dumps || (all.get(i) - ordinary) % size == 0) {
                out.add(b);
                percents.add(all.get(i));
            }
        }
        return out;
    }

    /**
     * The bank pays the price before the sale for every certificate; then the price drops one cell
     * down-left per certificate that went to the pool. An optioned share is paid as 10 % and lies in
     * the pool as the 20 % share it is ("Optionskäufe").
     */
    @Override
    public void sellShares(ShareHolder seller, List<Certificate> certs, int percent) {
        Corporation corporation = certs.get(0).corporation();
        int before = game.pool().certificatesOf(corporation).size();
        int value = shareValue(corporation, percent);
        transferShares(certs, game.pool(), percent, true);
        for (Certificate c : certs) {
            if (c.holder() == game.pool()) {
                austria().optionMarkers().release(c);
            }
        }
        if (seller instanceof roundhouse.engine.spi.CashHolder cash) {
            game.transfer(game.bank(), cash, value);
        }
        game.logText("log.sells", seller.holderName(), percent, roundhouse.engine.spi.Names.of(corporation), game.format(value));
        int sold = game.pool().certificatesOf(corporation).size() - before;
        for (int i = 0; i < sold; i++) {
            game.market().moveDown(corporation);
        }
    }
}
