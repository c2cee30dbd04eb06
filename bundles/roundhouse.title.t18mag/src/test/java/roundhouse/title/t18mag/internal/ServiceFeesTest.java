package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Fee;
import roundhouse.engine.spi.Game;

/** RB III.3.3, VI.3.2, VI.3.4, VI.4.2: who earns what a minor or a corporation pays for services. */
class ServiceFeesTest {
    /** RB VI.3.2: terrain costs go to SIK. */
    @Test
    void terrainIsPaidToSik() throws Exception {
        Game g = DividendRulesTest.draftedThreePlayers().game();
        Corporation minor = g.corporation("1");
        g.payFee(Fee.TERRAIN, minor, 20, "C14");
        assertEquals(30, minor.cash());
        assertEquals(20, g.corporation("SIK").cash());
    }

    /** RB VI.3.4: a minor's token is split 50:50 between SKEV and the bank. */
    @Test
    void aMinorsTokenIsSplitWithSkev() throws Exception {
        Game g = DividendRulesTest.draftedThreePlayers().game();
        Corporation minor = g.corporation("1");
        int bank = g.bank().cash();
        g.payFee(Fee.TOKEN, minor, 40, "F13");
        assertEquals(10, minor.cash());
        assertEquals(20, g.corporation("SKEV").cash());
        assertEquals(bank + 20, g.bank().cash());
    }

    /** RB VI.4.2: a corporation pays its token in full to the bank. */
    @Test
    void aCorporationsTokenIsPaidToTheBank() throws Exception {
        Game g = DividendRulesTest.draftedThreePlayers().game();
        Corporation sik = g.corporation("SIK");
        g.transfer(g.bank(), sik, 40);
        int bank = g.bank().cash();
        g.payFee(Fee.TOKEN, sik, 40, "F13");
        assertEquals(0, sik.cash());
        assertEquals(0, g.corporation("SKEV").cash());
        assertEquals(bank + 40, g.bank().cash());
    }
}
