package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A phase's train limit by kind of corporation (phases.json {@code train_limit} as tobymao's object, 1841:
 * majors 4, minors 2): the owners test title's phase 4 lets majors own 3 trains and its minor M1 one,
 * its earlier phases give every kind 4.
 */
class TrainLimitsByKindTest {
    @Test
    void aPhaseLimitsEachKindOfCorporationByItsOwnEntry() {
        Game g = new OwnersTitle().game(3);
        Corporation major = g.corporation("A");
        Corporation minor = g.corporation("M1");
        assertEquals(4, g.trainLimit(major));
        assertEquals(4, g.trainLimit(minor), "a phase with one number limits every kind alike");
        g.enterPhase(g.phaseIndexOf("4"));
        assertEquals(3, g.trainLimit(major));
        assertEquals(1, g.trainLimit(minor));
        assertEquals(3, g.phase().trainLimit(), "the phase's own limit is the majors'");
        assertEquals(3, g.phase().trainLimit("another kind"), "a kind the phase does not name has the majors' limit");
    }
}
