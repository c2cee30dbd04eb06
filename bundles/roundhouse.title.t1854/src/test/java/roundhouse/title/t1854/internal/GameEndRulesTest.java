package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static roundhouse.title.t1854.internal.Positions.floated;
import static roundhouse.title.t1854.internal.Positions.give;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Corporation;

/** "Spielende", "Endabrechnung": the score is cash plus certificates at the market price. */
class GameEndRulesTest {

    /**
     * Player 1: 860 cash, KT's director's certificate (40 %) and one 20 % share at 100, an option on a KR
     * share (counts as 10 % at 82), KR... and SB's director's certificate, parred at 72 but not floated
     * (README A-24: at par, 4 x 72). 860 + 600 + 82 + 288 = 1830.
     */
    @Test
    void theScoreIsCashPlusCertificatesAtMarket() {
        AustrianGame g = Positions.stockRound(3, 2, p -> {
            floated(p, "KT", "p1", 3, 3, 8); // 100
            give(p, "KT_1", "p1");
            Corporation kr = floated(p, "KR", "p2", 2, 2, 2); // 82
            give(p, "KR_1", "p1");
            p.optionMarkers().take(p.player("p1"), kr.share("KR_1"), 82, 2);
            Corporation sb = p.corporation("SB");
            sb.setParPrice(p.market().cell(4, 2));
            give(p, "SB_0", "p1");
        });
        assertEquals(100, g.corporation("KT").sharePrice().price());
        assertEquals(860 + 6 * 100 + 82 + 4 * 72, g.worth(g.player("p1")));
    }

    /** The mountain railways and the locals count nothing at the end (README A-24). */
    @Test
    void privatesAndLocalsCountNothing() {
        AustrianGame g = Positions.stockRound(3, 2, p -> {
            p.transferCompany(p.company("P3"), p.player("p2"));
            give(p, "1_0", "p2");
        });
        assertEquals(860, g.worth(g.player("p2")));
    }
}
