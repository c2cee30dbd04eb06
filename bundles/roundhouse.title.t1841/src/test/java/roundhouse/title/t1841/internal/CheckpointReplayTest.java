package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import roundhouse.testsupport.Checkpoints;

/**
 * Golden test of how far each recorded 18xx.games game replays with every checkpoint matching
 * ({@link Checkpoints}); the README lists the first divergence. The test fails if any checkpoint up
 * to that action stops matching; raise the numbers as the title grows.
 */
class CheckpointReplayTest {
    @ParameterizedTest
    @CsvSource({ "1841_game_end_bank, 849", "1841_game_end_bankrupt, 597", "1841_game_end_offboards, 686" })
    void replaysWithEveryCheckpointMatching(String name, long reached) throws Exception {
        Checkpoints.Result r = Checkpoints.replay(new T1841Title(), java.nio.file.Path.of("src/test/resources/fixtures/1841/"), name);
        System.out.println(name + ": every checkpoint matches up to action " + r.lastMatched()
                + "; first difference: " + r.firstDifference());
        assertTrue(r.lastMatched() >= reached, name + ": checkpoints match only up to action " + r.lastMatched()
                + " (expected " + reached + "); first difference: " + r.firstDifference());
    }
}
