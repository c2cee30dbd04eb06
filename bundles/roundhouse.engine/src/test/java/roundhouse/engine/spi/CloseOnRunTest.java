package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.engine.spi.step.Dividend;
import roundhouse.engine.spi.step.OperatingRound;

/**
 * A private with {@code close when ran_train} (1844's MSME) closes once its corporation has run and
 * decided its dividend, and not before; another corporation's run leaves it open.
 */
class CloseOnRunTest {
    @Test
    void closesAfterItsCorporationsRunOnly() {
        Game g = new CardsTitle().createGame(CardsTitle.TWO, false);
        Corporation prr = g.corporation("PRR");
        Corporation nyc = g.corporation("NYC");
        PrivateCompany rt = g.company("RT");
        g.transferCompany(rt, g.players().get(0));
        for (Corporation c : new Corporation[] { nyc, prr }) {
            g.setPar(c, g.market().parPrices().get(0));
            c.share(c.id() + "_0").moveTo(g.players().get(0));
            c.setPresident(g.players().get(0));
        }

        runAndPay(g, nyc);
        assertFalse(rt.closed(), "another corporation's run leaves it open");
        nyc.setFloated(false);
        runAndPay(g, prr);
        assertTrue(rt.closed(), "PRR ran: the private closes");
        assertFalse(g.players().get(0).companies().contains(rt));
    }

    /** An operating round of the one floated corporation with only the dividend step: it earned 50 and pays out. */
    private static void runAndPay(Game g, Corporation c) {
        c.setFloated(true);
        OperatingRound r = new OperatingRound(g, 1) {
            @Override
            public int revenue() {
                return 50;
            }
        };
        r.add(new Dividend(g, r));
        r.start();
        r.process(new Action("dividend", c.id(), "corporation", Map.of("kind", "payout")), c);
    }
}
