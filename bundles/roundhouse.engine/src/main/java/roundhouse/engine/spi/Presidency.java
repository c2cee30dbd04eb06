package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.List;

/**
 * Moving certificates and who presides afterwards (1830 §4.5): the work behind {@link
 * ShareRules#transferShares} and {@link ShareRules#settlePresidency}. A title's rules come in through
 * the {@link ShareRules} it passes (who may preside, ties, what a new president gives back).
 */
final class Presidency {
    private Presidency() {
    }

    /** {@link ShareRules#transferShares}. */
    static void transfer(ShareRules rules, Game game, List<Certificate> certs, ShareHolder to, int percent,
            boolean allowPresidentChange) {
        Corporation corporation = certs.get(0).corporation();
        ShareHolder from = certs.get(0).holder();
        int certSum = 0;
        for (Certificate c : certs) {
            certSum += c.percent();
            c.moveTo(to);
        }
        Certificate presCert = corporation.presidentsShare();
        ShareHolder previous = corporation.president();
        if (previous == null) {
            if (presCert.holder() != null && rules.canPreside(presCert.holder(), corporation)) {
                corporation.setPresident(presCert.holder());
            }
        } else if (allowPresidentChange) {
            rules.settlePresidency(corporation, previous);
            if (presCert.holder() == game.pool() && corporation.president() != game.pool()) {
                // the president's certificate went to the pool and nobody could take it (1841 RB 4.5.1)
                corporation.setPresident(game.pool());
                game.logText("log.poolPresides", Names.of(corporation));
            }
        }
        int back = certSum - percent;
        while (back > 0) {
            Certificate first = null;
            for (Certificate c : game.pool().certificates()) {
                if (c.corporation() == corporation && !c.president()) {
                    first = c;
                    break;
                }
            }
            if (first == null) {
                break;
            }
            first.moveTo(from);
            back -= first.percent();
        }
    }

    /** {@link ShareRules#settlePresidency}. */
    static void settle(ShareRules rules, Game game, Corporation corporation, ShareHolder previous) {
        Certificate presCert = corporation.presidentsShare();
        List<Certificate> shares = corporation.shares();
        int prevPercent = rules.canPreside(previous, corporation) ? previous.percentOf(corporation) : 0;
        int max = prevPercent;
        ShareHolder best = null;
        List<ShareHolder> tied = null;
        for (int i = 0; i < shares.size(); i++) {
            ShareHolder h = shares.get(i).holder();
            if (h == previous || h == null || !rules.canPreside(h, corporation) || seenBefore(shares, i, h)) {
                continue;
            }
            int pc = h.percentOf(corporation);
            if (pc < presCert.percent() || pc < max || (pc == max && best == null)) {
                continue;
            }
            if (pc > max) {
                max = pc;
                best = h;
                tied = null;
            } else {
                if (tied == null) {
                    tied = new ArrayList<>(3);
                    tied.add(best);
                }
                tied.add(h);
            }
        }
        if (best == null) {
            return;
        }
        if (tied != null) {
            best = rules.breakPresidencyTie(corporation, previous, tied);
        }
        if (presCert.holder() != best) {
            // the new president gives his certificates to whoever holds the president's certificate: the
            // previous president if he still holds enough, else the pool; a third holder (a certificate
            // moved to it without the presidency) takes them itself
            ShareHolder holder = presCert.holder();
            ShareHolder swapTo = holder != previous && holder != game.pool() && holder != corporation.ipo() && holder != null
                    ? holder : prevPercent >= presCert.percent() ? previous : game.pool();
            for (Certificate c : CertificateSums.fewestMaking(rules.swapCertificates(best, corporation), presCert.percent())) {
                c.moveTo(swapTo);
            }
            presCert.moveTo(best);
        }
        corporation.setPresident(best);
        game.logText("log.president", best.holderName(), Names.of(corporation));
    }

    /** Whether holder h holds one of the shares before the i-th: each holder is weighed once. */
    static boolean seenBefore(List<Certificate> shares, int i, ShareHolder h) {
        for (int k = 0; k < i; k++) {
            if (shares.get(k).holder() == h) {
                return true;
            }
        }
        return false;
    }
}
