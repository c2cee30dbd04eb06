package roundhouse.title.t1844.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.Merger;
import roundhouse.engine.spi.MergerTerms;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.Train;

/**
 * RB X: the five pre-state railways fold into the Schweizerische Bundesbahnen at the end of the
 * operating round in which the first 5/5H train was sold. The SBB starts at 100 (the {@code x} cell
 * of the market, row 6), receives 400 SFR, its own 5H train and everything the V companies own:
 * their treasuries, trains and stations (a V station in a city where the SBB already has one is
 * removed, the token stays the SBB's to build again for 100). Every V certificate is exchanged: a
 * director's certificate (two 25 % units) for a 10 % certificate, a 25 % share for a 5 % share;
 * certificates of players go to them, the others (unsold ones too, RB X) to the bank pool. Per unit a player receives (or
 * pays) the difference between the V's price and 100. The director is the player with most SBB
 * units; ties go to the former director of V1, then V2 ... V5, then to the earlier in the order of
 * play. The V companies close.
 */
final class SbbFormation {
    /** RB X: the SBB's capital. */
    static final int CAPITAL = 400;
    /** RB X: the SBB's start price. */
    static final int START_PRICE = 100;
    /** RB X: every SBB station costs 100. */
    static final int TOKEN_PRICE = 100;
    /** market.json zone of the SBB's start cell. */
    static final String START_ZONE = "x";
    /** The SBB's share unit (RB X: 20 units of 5 %). */
    static final int UNIT = 5;
    /** A pre-state railway's share unit (RB IX: 25 %). */
    static final int V_UNIT = 25;

    private final SwissGame game;
    private final Corporation sbb;

    SbbFormation(SwissGame game, Corporation sbb) {
        this.game = game;
        this.sbb = sbb;
    }

    /** Forms the SBB now. */
    void form() {
        if (game.logging()) {
            game.log(SwissText.get("log.sbbForms"));
        }
        List<Corporation> vs = new ArrayList<>();
        List<Player> formerDirectors = new ArrayList<>();
        for (Corporation c : game.corporations()) {
            if (SwissGame.PRE_SBB.equals(SwissGame.type(c)) && !c.closed()) {
                vs.add(c);
                if (c.president() instanceof Player p && !formerDirectors.contains(p)) {
                    formerDirectors.add(p);
                }
            }
        }
        Merger merger = new Merger(game, vs, sbb, new Terms(this));
        merger.startAt(startCell());
        game.transfer(game.bank(), sbb, CAPITAL);
        Train own = game.depot().train(String.valueOf(sbb.data().get("train")));
        if (own != null && Depot.ASIDE.equals(own.owner())) {
            game.buyTrain(sbb, own, null, 0, game.bank(), null);
        }
        for (Corporation v : vs) {
            fold(merger, v);
        }
        sbb.setFloated(true);
        choosePresident(formerDirectors);
    }

    /** The market cell marked {@code x} (RB X: 100 in row 6). */
    private SharePrice startCell() {
        for (int r = 0; r < game.market().rows(); r++) {
            for (int c = 0; c < game.market().columns(r); c++) {
                SharePrice cell = game.market().cell(r, c);
                if (cell != null && cell.zone().contains(START_ZONE)) {
                    return cell;
                }
            }
        }
        throw new IllegalStateException("market.json has no SBB start cell (zone " + START_ZONE + ")");
    }

    /** One V company: treasury, stations, trains, then its certificates; it closes. */
    private void fold(Merger merger, Corporation v) {
        Merger.Assets assets = merger.moveAssets(v);
        if (game.logging()) {
            game.log(SwissText.get("log.sbbTakesOver", roundhouse.engine.spi.Names.of(v), game.format(assets.cash())));
            for (String city : assets.droppedStations()) {
                game.log(SwissText.get("log.sbbTokenDropped", v.id(),
                        roundhouse.engine.spi.step.CorporationStep.place(game, game.board().hexOfCity(city))));
            }
        }
        merger.exchange(v);
        merger.retire(v);
    }

    /**
     * RB X's terms: every station token costs 100 to build again; holder by holder, in the order each
     * first held a V share (so SBB certificates are numbered as 18xx.games numbers them), a director's
     * certificate (two units) becomes a 10 % certificate and a share a 5 % one, a player's to him, the
     * rest (unsold shares too) to the bank pool; a player receives or pays the difference per unit.
     */
    private static final class Terms extends MergerTerms {
        private final SbbFormation formation;

        Terms(SbbFormation formation) {
            this.formation = formation;
        }

        @Override
        protected int tokenPrice(Merger merger, Corporation merging) {
            return TOKEN_PRICE;
        }

        @Override
        protected void exchange(Merger merger, ShareHolder holder, List<Certificate> held) {
            Corporation v = held.get(0).corporation();
            int units = 0;
            for (Certificate cert : held) {
                int certUnits = cert.percent() / V_UNIT;
                merger.issue(holder instanceof Player ? holder : merger.game().pool(), certUnits == 1 ? UNIT : 2 * UNIT);
                units += certUnits;
            }
            SharePrice price = v.sharePrice();
            if (holder instanceof Player p && price != null) {
                formation.settle(p, v, units * (price.price() - START_PRICE));
            }
        }
    }

    /**
     * RB X: the bank pays the difference, or the player pays it; what he cannot pay he owes
     * (18xx.games: a debt without the first 50 %; the rulebook's overdrawn account is kept as debt).
     */
    private void settle(Player p, Corporation v, int amount) {
        if (amount > 0) {
            game.transfer(game.bank(), p, amount);
            if (game.logging()) {
                game.log(SwissText.get("log.sbbPays", p.name(), game.format(amount), v.id()));
            }
        } else if (amount < 0) {
            int pay = Math.min(p.cash(), -amount);
            game.transfer(p, game.bank(), pay);
            if (-amount > pay) {
                game.owe(p, -amount - pay);
            }
            if (game.logging()) {
                game.log(SwissText.get("log.sbbCharges", p.name(), game.format(-amount), v.id()));
            }
        }
    }

    /**
     * RB X: most SBB units; ties to the former director of V1, V2 ... V5, then the earlier in the
     * order of play. A director without a 10 % certificate first swaps two 5 % shares for one from
     * the pool (or else from V5's former director); then his 10 % certificate and the director's
     * certificate change hands.
     */
    private void choosePresident(List<Player> formerDirectors) {
        Player best = null;
        int bestPercent = 2 * UNIT - 1;
        for (Player p : ranked(formerDirectors)) {
            int pc = p.percentOf(sbb);
            if (pc > bestPercent) {
                best = p;
                bestPercent = pc;
            }
        }
        if (best == null) {
            // no V was ever started: every SBB certificate lies in the pool, the director's too (RB X), and
            // nobody directs the SBB until a player buys that certificate ("können ganz normal gekauft
            // werden"); the pool presides meanwhile, so its turns pass as a frozen corporation's do
            sbb.setPresident(game.pool());
            return;
        }
        Certificate pres = sbb.presidentsShare();
        if (pres.holder() != best) {
            Certificate dbl = doubleOf(best);
            if (dbl == null) {
                ShareHolder from = doubleOf(game.pool()) != null ? game.pool()
                        : formerDirectors.isEmpty() ? null : formerDirectors.get(formerDirectors.size() - 1);
                dbl = from == null ? null : doubleOf(from);
                if (dbl != null) {
                    int moved = 0;
                    for (Certificate c : new ArrayList<>(best.certificatesOf(sbb))) {
                        if (moved < 2 && c.percent() == UNIT) {
                            c.moveTo(from);
                            moved++;
                        }
                    }
                    dbl.moveTo(best);
                }
            }
            if (dbl != null) {
                dbl.moveTo(pres.holder());
            }
            pres.moveTo(best);
        }
        sbb.setPresident(best);
        game.logText("log.president", best.name(), roundhouse.engine.spi.Names.of(sbb));
    }

    /** Players ranked for a tie: former V directors in V order, then the others in the order of play. */
    private List<Player> ranked(List<Player> formerDirectors) {
        List<Player> out = new ArrayList<>(formerDirectors);
        for (Player p : game.playerOrder()) {
            if (!out.contains(p)) {
                out.add(p);
            }
        }
        return out;
    }

    /** A 10 % certificate of the SBB that is not the director's. */
    private Certificate doubleOf(ShareHolder h) {
        for (Certificate c : h.certificatesOf(sbb)) {
            if (!c.president() && c.percent() == 2 * UNIT) {
                return c;
            }
        }
        return null;
    }
}
