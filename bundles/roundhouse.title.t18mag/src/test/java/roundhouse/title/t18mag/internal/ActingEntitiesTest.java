package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.testsupport.ActingChecks;
import roundhouse.testsupport.RandomGames;

/** Who decides in 18Mag ({@link ActingChecks}): the acting company's player is its owner, never a seat numbered like it. */
class ActingEntitiesTest {
    @Test
    void theActingCompanysPlayerIsAtTheTopOfItsOwners() {
        for (long seed = 1; seed <= 2; seed++) {
            ActingChecks.Report r = ActingChecks.play(new T18MagTitle(), new GameSetup(ActingChecks.seats(3), Set.of(), seed),
                    new Random(seed), RandomGames.mostlyActing(60, Set.of("discard_train")), 1500);
            assertTrue(r.companyTurns() > 50 && r.companyTypes().contains("minor"), "seed " + seed + ": " + r);
        }
    }
}
