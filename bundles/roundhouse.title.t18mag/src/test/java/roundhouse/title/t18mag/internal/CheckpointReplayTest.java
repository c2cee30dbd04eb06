package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Golden test of how far the recorded 18xx.games games replay with every checkpoint matching.
 * Without the Hungary map the first {@code lay_tile} of OR 1.1 cannot replay, so today each
 * fixture reaches the end of its draft (the README lists the first divergence). The test fails if
 * any checkpoint up to that action stops matching; raise the numbers as the title grows.
 */
class CheckpointReplayTest {
    @ParameterizedTest
    @CsvSource({ "hs_puhjabag_1762198060, 18", "hs_tfagolvf_76622, 20", "plus_train_power, 20" })
    void replaysWithEveryCheckpointMatching(String name, long reached) throws Exception {
        CheckpointDiff.Result r = CheckpointDiff.replay(name);
        assertTrue(r.lastMatched() >= reached, name + ": checkpoints match only up to action " + r.lastMatched()
                + " (expected " + reached + "); first difference: " + r.firstDifference());
        System.out.println(name + ": every checkpoint matches up to action " + r.lastMatched()
                + "; first difference: " + r.firstDifference());
    }
}
