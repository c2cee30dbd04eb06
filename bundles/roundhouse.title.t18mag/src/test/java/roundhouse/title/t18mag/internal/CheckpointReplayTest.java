package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import roundhouse.testsupport.Checkpoints;

/**
 * Golden test of how far the recorded 18xx.games games replay with every checkpoint matching
 * ({@link Checkpoints}: round, phase, bank, order of play, cash, prices, trains, presidents, floated).
 * With the Hungary map and two tile lays a turn, the short game replays whole and the other two
 * through their first operating round's track, tokens and runs up to the first rail-car purchase
 * ({@code special_buy}, not built yet; the README lists the first divergence). The test fails if
 * any checkpoint up to that action stops matching; raise the numbers as the title grows.
 */
class CheckpointReplayTest {
    @ParameterizedTest
    @CsvSource({ "hs_puhjabag_1762198060, 971", "hs_tfagolvf_76622, 56", "plus_train_power, 94" })
    void replaysWithEveryCheckpointMatching(String name, long reached) throws Exception {
        Checkpoints.Result r = Checkpoints.replay(new T18MagTitle(), java.nio.file.Path.of("src/test/resources/fixtures/18mag/"), name);
        assertTrue(r.lastMatched() >= reached, name + ": checkpoints match only up to action " + r.lastMatched()
                + " (expected " + reached + "); first difference: " + r.firstDifference());
        System.out.println(name + ": every checkpoint matches up to action " + r.lastMatched()
                + "; first difference: " + r.firstDifference());
    }
}
