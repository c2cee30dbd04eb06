package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import roundhouse.engine.spi.CashHolder;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Merger;
import roundhouse.engine.spi.MergerTerms;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.ShareHolder;

/**
 * 1841's exchange of certificates when two corporations form a major or a minor becomes one (RB 4.7.4
 * to 4.7.6): old certificates go back to their corporation; two old 10 % shares of majors give one new
 * share, a minor's 40 % certificate the new president's and each 20 % share one new share. The survivor
 * takes over the stations (a second one in the same city goes); a historical corporation that merged
 * leaves the game, any other may be started again.
 */
final class ItalianMergerTerms extends MergerTerms {
    /** The exchange of two minors into a major (RB 4.7.5), without choices; else the default of two majors. */
    private final boolean minors;

    ItalianMergerTerms(boolean minors) {
        this.minors = minors;
    }

    /**
     * The exchange without choices: majors' pairs of 10 % for one new share until at most one old share is
     * left (RB 4.7.4), minors' certificates one by one (RB 4.7.5). {@code held} are the holder's
     * certificates of both merging corporations.
     */
    @Override
    protected void exchange(Merger merger, ShareHolder holder, List<Certificate> held) {
        if (minors) {
            exchangeMinors(merger, holder, held);
        } else {
            exchangePairs(merger, holder, held);
        }
    }

    /** The exchange without choices of all the holder's certificates of the merging corporations. */
    void exchangeWithoutChoice(Merger merger, ShareHolder holder) {
        exchange(merger, holder, oldCertificates(merger, holder));
    }

    @Override
    protected boolean restarts(Merger merger, Corporation merging) {
        return !((ItalianGame) merger.game()).historical(merging);
    }

    /** The holder's certificates of the merging corporations, largest first. */
    static List<Certificate> oldCertificates(Merger merger, ShareHolder holder) {
        List<Certificate> out = new ArrayList<>();
        for (Corporation c : merger.merging()) {
            out.addAll(holder.certificatesOf(c));
        }
        out.sort(Comparator.comparingInt(Certificate::percent).reversed());
        return out;
    }

    static int oldPercent(Merger merger, ShareHolder holder) {
        int sum = 0;
        for (Corporation c : merger.merging()) {
            sum += holder.percentOf(c);
        }
        return sum;
    }

    /** An old certificate goes back to its corporation. */
    static void giveBack(Certificate c) {
        c.moveTo(c.corporation().ipo());
    }

    private static void exchangePairs(Merger merger, ShareHolder holder, List<Certificate> held) {
        Game game = merger.game();
        Corporation t = merger.survivor();
        List<Certificate> left = new ArrayList<>(held);
        left.sort(Comparator.comparingInt(Certificate::percent).reversed());
        while (oldPercent(merger, holder) > 10 && !left.isEmpty()) {
            Certificate first = left.remove(0);
            giveBack(first);
            if (first.percent() < 20 && !left.isEmpty()) {
                giveBack(left.remove(0));
            }
            if (merger.unissued(10) != null) {
                receive(merger, holder, merger.issue(holder, 10));
                logText(game, "log.merger.exchange", holder.holderName(), Names.of(t));
            } else if (t.presidentsShare().holder() == t.ipo() && !holder.certificatesOf(t).isEmpty()) {
                // no 10 % share left: one held is swapped for the president's certificate still unissued
                holder.certificatesOf(t).get(0).moveTo(t.ipo());
                receive(merger, holder, merger.issuePresidents(holder));
                logText(game, "log.merger.exchangePresident", holder.holderName(), Names.of(t));
            } else if (holder instanceof CashHolder paid) {
                int price = t.sharePrice().price();
                game.transfer(game.bank(), paid, price);
                logText(game, "log.merger.noShareLeft", holder.holderName(), game.format(price));
            }
        }
    }

    private static void exchangeMinors(Merger merger, ShareHolder holder, List<Certificate> held) {
        Game game = merger.game();
        Corporation t = merger.survivor();
        for (Certificate old : held) {
            giveBack(old);
            if (old.percent() > 20 && t.presidentsShare().holder() == t.ipo()) {
                receive(merger, holder, merger.issuePresidents(holder));
                logText(game, "log.merger.minorPresident", holder.holderName(), Names.of(old.corporation()), Names.of(t));
            } else if (old.percent() > 20) {
                receive(merger, holder, merger.issue(holder, 10));
                receive(merger, holder, merger.issue(holder, 10));
                logText(game, "log.merger.minorTwo", holder.holderName(), Names.of(old.corporation()), Names.of(t));
            } else {
                receive(merger, holder, merger.issue(holder, 10));
                logText(game, "log.merger.minorOne", holder.holderName(), Names.of(old.corporation()), Names.of(t));
            }
        }
    }

    /**
     * A certificate of the survivor arrived: who presides now. The first holder with the president's
     * percent gives two 10 % shares back for the president's certificate still in the survivor's treasury
     * (digest 6.2); later a holder with more than the president takes over as usual (RB 3.5.3).
     */
    static void receive(Merger merger, ShareHolder holder, Certificate received) {
        Game game = merger.game();
        Corporation t = merger.survivor();
        Certificate pres = t.presidentsShare();
        if (t.president() == null) {
            if (pres.holder() == holder) {
                return; // issuePresidents made it president
            }
            if (game.shareRules().canPreside(holder, t) && holder.percentOf(t) >= pres.percent()
                    && pres.holder() == t.ipo()) {
                int back = 0;
                for (Certificate c : holder.certificatesOf(t)) {
                    if (back < pres.percent()) {
                        c.moveTo(t.ipo());
                        back += c.percent();
                    }
                }
                merger.issuePresidents(holder);
            }
            return;
        }
        game.shareRules().settlePresidency(t, t.president());
    }

    static void logText(Game game, String key, Object... args) {
        if (game.logging()) {
            game.log(ItalianText.get(key, args));
        }
    }
}
