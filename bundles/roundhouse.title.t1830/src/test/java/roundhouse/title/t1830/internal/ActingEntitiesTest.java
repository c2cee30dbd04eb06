package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.testsupport.ActingChecks;
import roundhouse.testsupport.RandomGames;

/** Who decides in 1830 ({@link ActingChecks}): the acting company's player is its owner, never a seat numbered like it. */
class ActingEntitiesTest {
    @Test
    void theActingCompanysPlayerIsAtTheTopOfItsOwners() {
        for (long seed = 1; seed <= 2; seed++) {
            ActingChecks.Report r = ActingChecks.play(new T1830Title(), new GameSetup(ActingChecks.seats(4), Set.of(), seed),
                    new Random(seed), RandomGames.mostlyActing(60, Set.of("discard_train")), 1500);
            assertTrue(r.companyTurns() > 50 && r.companyTypes().contains("corporation"), "seed " + seed + ": " + r);
        }
    }
}
