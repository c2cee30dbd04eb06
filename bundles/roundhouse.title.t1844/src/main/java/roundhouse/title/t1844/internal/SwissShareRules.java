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
        for (ShareHolder h : certificateGroup(holder)) {
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

    /** The phase from which companies start fully capitalised (RB VI: after the first 6/6H). */
    static final String FULL_CAPITAL_PHASE = "6";

    /**
     * RB VI: a historical company founded after the first 6/6H has no destination and receives 10x
     * its par at once (both halves of its capital); before, it receives 5x and the rest at its
     * destination.
     */
    @Override
    public void payCapital(Corporation corporation) {
        SwissGame swiss = (SwissGame) game;
        if (SwissGame.HISTORICAL.equals(SwissGame.type(corporation))
                && game.phaseIndexOf(FULL_CAPITAL_PHASE) <= game.phaseIndex()) {
            swiss.waiveDestination(corporation);
            game.transfer(game.bank(), corporation, capital(corporation));
        }
        super.payCapital(corporation);
    }
}
