package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;

/**
 * RB 4.6.9 in a rulebook game, worked by hand: SFLP and SSFL run, SFMA does not, so SFLP first becomes
 * a free non-historical major (RB 4.7.6; the first one, AFI), which then merges with SSFL into the SFLi
 * as two majors (RB 4.7.4). The director of the dearer railway, SFLP at L.177 (A), decides.
 * SFLP (L.177, column K): A 60 % with the president's certificate, B 20 %; L.100, a 3-train, a token in
 * Lucca. SSFL (L.100): B 40 % with the president's certificate, C 30 %, A 10 %, the pool 10 %; L.200,
 * a 3-train, a token in Pisa and one unplaced.
 */
class TuscanMergeTest {
    private final Scenario s = new Scenario(Set.of());
    private final Corporation sflp = s.corporation("SFLP");
    private final Corporation ssfl = s.corporation("SSFL");
    private final Corporation afi = s.corporation("AFI");
    private final Corporation sfli = s.corporation("SFLi");
    private final Player a = s.player("A");
    private final Player b = s.player("B");
    private final Player c = s.player("C");

    @Test
    void throughTheHolding() {
        s.phase("4");
        s.start("SFLP", 2, 10, 100);
        s.give(sflp, a, true, 1);
        s.give(sflp, b, false, 1);
        s.token(sflp, "P12", 0);
        s.train(sflp, "3-0");
        s.start("SSFL", 3, 5, 200);
        s.give(ssfl, b, true, 2);
        s.give(ssfl, c, false, 3);
        s.give(ssfl, a, false, 1);
        s.give(ssfl, s.game.pool(), false, 1);
        s.token(ssfl, "Q11", 0);
        s.train(ssfl, "3-1");
        int cashA = a.cash();
        int cashB = b.cash();
        int cashC = c.cash();
        TuscanMerge.begin(s.game, s.questions);

        // RB 4.7.6: AFI on SFLP's cell; A's 40 % for its president's certificate, each 20 % for a share;
        // each holder of AFI, then each player, is offered a share at L.177
        assertEquals(177, afi.sharePrice().price());
        assertEquals(30, a.percentOf(afi));
        assertEquals(10, b.percentOf(afi));
        s.choose(a, "yes");
        s.choose(b, "no");
        s.choose(a, "no");
        s.choose(b, "no");
        s.choose(c, "yes");
        // RB 4.7.4: L.177 + L.100 = L.277, capped below L.250: the rightmost cell under it, L.242
        assertEquals(242, sfli.sharePrice().price());
        // A's four old shares make two new ones, which he gives for the president's certificate as the
        // first with 20 %; B and C have 20 % each, not more; A's single SSFL share: half the price or a share
        assertEquals(List.of("cash", "full"), s.choices());
        s.choose(a, "full");
        s.choose(b, "cash");
        // the pool's single share goes; SFLi's tokens outside Pisa and Firenze may go: A keeps Lucca
        s.pass(sfli);
        assertNull(s.questions.question());

        assertEquals(a, sfli.president());
        assertEquals(30, a.percentOf(sfli));
        assertEquals(20, b.percentOf(sfli));
        assertEquals(20, c.percentOf(sfli));
        assertEquals(0, s.game.pool().percentOf(sfli));
        assertEquals(30, sfli.ipo().percentOf(sfli));
        assertEquals(cashA - 177 - 121, a.cash());
        assertEquals(cashB + 121, b.cash());
        assertEquals(cashC - 177, c.cash());
        // SFLP's L.100 and SSFL's L.200, the two offers of L.177 and A's L.121
        assertEquals(100 + 200 + 177 + 177 + 121, sfli.cash());
        assertEquals(2, sfli.trains().size());
        assertEquals(List.of("P12", "Q11"),
                s.game.board().tokensOf("SFLi").stream().map(x -> s.game.board().hexOfCity(x)).sorted().toList());
        assertEquals(5, sfli.tokenPrices().size());
        // SFLP and SSFL leave the game; AFI is free to be started again
        assertTrue(sflp.closed() && ssfl.closed());
        assertFalse(afi.closed());
        assertFalse(afi.floated());
        assertNull(afi.sharePrice());
    }
}
