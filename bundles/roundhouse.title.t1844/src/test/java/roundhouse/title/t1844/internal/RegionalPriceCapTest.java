package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Corporation;

/** RB VIII: a regional's price stops at 200 in the first row; against the t cells it moves up, not right. */
class RegionalPriceCapTest {
    @Test
    void aRegionalPayingOutAtTheEdgeOfTheTCellsMovesUp() throws Exception {
        SwissGame g = (SwissGame) AuctionRulesTest.newGame(3, Set.of()).game();
        Corporation jn = g.corporation("JN");
        Corporation fnm = g.corporation("FNM");
        g.market().place(jn, g.market().cell(1, 11)); // 190, the t cells begin right of it
        g.market().place(fnm, g.market().cell(1, 11));
        g.market().moveRight(jn);
        g.market().moveRight(fnm);
        assertEquals(200, jn.sharePrice().price(), "190/2 pays out: up to 200/1");
        assertEquals(0, jn.sharePrice().row());
        assertEquals(210, fnm.sharePrice().price(), "a historical company goes on into the t cells");
        g.market().moveRight(jn);
        assertEquals(200, jn.sharePrice().price(), "200/1 is the regionals' highest price");
        g.market().moveUp(jn);
        assertEquals(200, jn.sharePrice().price());
    }
}
