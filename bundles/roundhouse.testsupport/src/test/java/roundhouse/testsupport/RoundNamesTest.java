package roundhouse.testsupport;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The reference's round names (its round classes) against ours as players read them. */
class RoundNamesTest {
    @Test
    void spacesAndCaseAsideTheNamesMustAgree() {
        assertTrue(Checkpoints.sameRound("Operating 6.1", "Operating 6.1"));
        assertTrue(Checkpoints.sameRound("SBBFormation 7.1", "SBB formation 7.1"));
        assertFalse(Checkpoints.sameRound("SBBFormation 7.1", "SBB formation 7.2"));
        assertFalse(Checkpoints.sameRound("Stock 7.1", "Operating 7.1"));
    }
}
