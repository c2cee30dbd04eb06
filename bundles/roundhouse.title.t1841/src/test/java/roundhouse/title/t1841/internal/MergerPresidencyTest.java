package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Player;
import roundhouse.title.t1841.internal.MergerPresidency.Holder;

/**
 * Digest 6.2: a merger of two majors that can only leave the new major's president's certificate unowned
 * is not offered. At L.100, without the purchase of the certificate for old shares (the rulebook).
 */
class MergerPresidencyTest {
    private final Scenario s = new Scenario(Set.of(T1841Title.VERSION_2));
    private final Player a = s.player("A");
    private final Player b = s.player("B");

    private void broke(Player p) {
        s.game.transfer(p, s.game.bank(), p.cash());
    }

    @Test
    void fortyPercentOfTheOldSharesGiveTwoNewSharesAndThePresidency() {
        assertTrue(MergerPresidency.possible(s.game, false, 100, List.of(new Holder(a, 40, 0)), List.of()));
    }

    @Test
    void twoHoldersOfThirtyPercentWithoutCashLeaveNoPresident() {
        broke(a);
        broke(b);
        // each gets one new share for 20 %; the last old share can only be taken in cash
        assertFalse(MergerPresidency.possible(s.game, false, 100, List.of(new Holder(a, 30, 0), new Holder(b, 30, 0)), List.of()));
    }

    @Test
    void aSecondNewShareBoughtForHalfThePriceMakesAPresident() {
        broke(a);
        assertTrue(b.cash() >= 50);
        assertTrue(MergerPresidency.possible(s.game, false, 100, List.of(new Holder(a, 30, 0), new Holder(b, 30, 0)), List.of()));
    }

    @Test
    void thePoolNeverPresides() {
        assertFalse(MergerPresidency.possible(s.game, false, 100, List.of(new Holder(s.game.pool(), 60, 0)), List.of()));
    }

    @Test
    void withTheCertificateForSaleAPlayerWithCashMayBuyIt() {
        broke(b);
        assertTrue(MergerPresidency.possible(s.game, true, 100, List.of(new Holder(a, 20, 0)), List.of()));
        // once he has said "no", only what the others can do counts
        assertFalse(MergerPresidency.possible(s.game, true, 100, List.of(new Holder(a, 20, 0, false), new Holder(b, 20, 0)), List.of()));
    }
}
