package roundhouse.engine.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Phase;

/** phases.json {@code train_limit} as one number or as an object by kind of corporation (tobymao's form). */
class TrainLimitDataTest {
    private static Phase phase(Object trainLimit) {
        return TrainsAndPhases.phases(List.of(Map.of("name", "2", "tiles", List.of("yellow"), "operating_rounds", 1,
                "train_limit", trainLimit))).get(0);
    }

    @Test
    void anObjectGivesEachKindItsLimitAndTheMajorsAreThePhasesOwn() {
        Phase p = phase(Map.of("major", 4, "minor", 2));
        assertEquals(4, p.trainLimit());
        assertEquals(2, p.trainLimit("minor"));
        assertEquals(4, p.trainLimit("major"));
    }

    @Test
    void withoutAMajorEntryTheLargestIsThePhasesOwn() {
        Phase p = phase(Map.of("minor", 2, "local", 3));
        assertEquals(3, p.trainLimit());
        assertEquals(3, p.trainLimit("major"));
        assertEquals(2, p.trainLimit("minor"));
    }

    @Test
    void aNumberLimitsEveryKind() {
        Phase p = phase(4);
        assertEquals(4, p.trainLimit("minor"));
        assertTrue(p.kindTrainLimits().isEmpty());
    }

    @Test
    void aLimitThatIsNoWholeNumberIsRefusedNamingItsPlace() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> phase(Map.of("minor", "two")));
        assertEquals("phases.json: $[0].train_limit.minor: expected a whole number of trains, got two", e.getMessage());
        assertThrows(IllegalStateException.class, () -> phase(Map.of()));
    }
}
