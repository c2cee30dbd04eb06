package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;

/**
 * RB 3.2 and 4.6.2, worked by hand: until phase 4 a historical corporation's presidency stays with its
 * concession; with the first 4-train every concession leaves the game, a corporation never started goes
 * with it, and a started one's presidency follows the shares. A holds the concession of SFTN and its
 * president's certificate only (20 %), B three shares (30 %); C holds the concession of SFTC, never used.
 */
class ConcessionsCloseTest {
    private final Scenario s = new Scenario(Set.of());
    private final Corporation sftn = s.corporation("SFTN");
    private final Player a = s.player("A");
    private final Player b = s.player("B");

    private void sftnAsInTheExample() {
        s.game.transferCompany(s.game.company("SFTN"), a);
        s.game.transferCompany(s.game.company("SFTC"), s.player("C"));
        s.phase("3");
        s.start("SFTN", 3, 5, 0);
        s.give(sftn, a, true, 0);
        s.give(sftn, b, false, 2);
        // B's third share: before phase 4 the presidency does not move (RB 3.2)
        s.game.transferShares(java.util.List.of(sftn.share("SFTN_3")), b, 10, true);
        assertEquals(a, sftn.president());
    }

    @Test
    void thePresidencyFollowsTheSharesFromPhaseFour() {
        sftnAsInTheExample();
        s.phase("4");
        ConcessionsClose.run(s.game);
        // B holds more than A and at least the president's certificate: he gives A two shares for it
        assertEquals(b, sftn.president());
        assertEquals(b, sftn.presidentsShare().holder());
        assertEquals(30, b.percentOf(sftn));
        assertEquals(20, a.percentOf(sftn));
    }

    @Test
    void concessionsCloseAndUnstartedCorporationsLeave() {
        sftnAsInTheExample();
        s.phase("4");
        ConcessionsClose.run(s.game);
        for (PrivateCompany concession : s.game.companies()) {
            assertTrue(concession.closed(), concession.id());
        }
        Corporation sftc = s.corporation("SFTC");
        assertTrue(sftc.closed());
        assertFalse(sftn.closed());
        // Cuneo (M3) is no longer kept for SFTC: another corporation may put a token there
        assertEquals(null, s.game.board().tokenRefusal("CTS", s.game.board().cityRef("M3", 0), false));
    }
}
