package roundhouse.title.t18mag.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.ShareRules;

/**
 * 18Mag's shares: a corporation without a president gets one as soon as a player holds two 10%
 * certificates (RB V, VII.6): those two go back to the market and he takes the 20% certificate.
 * Minors count toward no limit.
 */
class MagShareRules extends ShareRules {
    MagShareRules(Game game) {
        super(game);
    }

    /** RB VII.3: only corporation shares count toward the certificate limit, never a minor. */
    @Override
    protected boolean countsForCertLimit(Certificate c) {
        return c.corporation().priced();
    }

    @Override
    public void transferShares(List<Certificate> certs, ShareHolder to, int percent, boolean allowPresidentChange) {
        super.transferShares(certs, to, percent, allowPresidentChange);
        Corporation c = certs.get(0).corporation();
        if (c.priced() && c.president() == null && to instanceof Player p) {
            takeFirstPresidency(c, p);
        }
    }

    /** RB V: "tauscht er sie sofort in die 20%-Direktorsaktie um". */
    private void takeFirstPresidency(Corporation c, Player p) {
        Certificate pres = c.presidentsShare();
        if (pres.holder() != game.pool() || p.percentOf(c) < pres.percent()) {
            return;
        }
        List<Certificate> back = new ArrayList<>();
        int need = pres.percent();
        for (Certificate cert : p.certificates()) {
            if (need > 0 && cert.corporation() == c && !cert.president()) {
                back.add(cert);
                need -= cert.percent();
            }
        }
        back.forEach(cert -> cert.moveTo(game.pool()));
        pres.moveTo(p);
        c.setPresident(p);
        game.log(MagText.get("log.president", p.holderName(), roundhouse.engine.spi.Names.of(c)));
    }
}
