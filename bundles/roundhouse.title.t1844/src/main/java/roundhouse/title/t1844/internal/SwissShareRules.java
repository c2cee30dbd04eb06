package roundhouse.title.t1844.internal;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.ShareRules;

/**
 * 1844's share rules: only share certificates count for the paper limit, a director's certificate
 * and an SBB double certificate as one each (RB III, IV, V: privates, mountain railways and tunnel
 * shares do not count); a historical company gets one station per 10 SFR of par above 50 (RB XIV:
 * par 60 one station ... par 100 five).
 */
class SwissShareRules extends ShareRules {
    SwissShareRules(SwissGame game) {
        super(game);
    }

    @Override
    public int certificateCount(ShareHolder holder) {
        int n = 0;
        for (ShareHolder h : limitGroup(holder)) {
            for (Certificate c : h.certificates()) {
                if (c.corporation() != h && countsForCertLimit(c)) {
                    n++;
                }
            }
        }
        return n;
    }

    /** RB XIV: the par of a historical company sets its number of stations (60: 1 ... 100: 5). */
    @Override
    public void setPar(Corporation corporation, SharePrice par) {
        super.setPar(corporation, par);
        if (SwissGame.HISTORICAL.equals(SwissGame.type(corporation))) {
            int stations = Math.max(0, (par.price() - 50) / 10);
            while (corporation.tokenPrices().size() > stations && corporation.removeToken() >= 0) {
                // the surplus stations leave the game
            }
        }
    }
}
