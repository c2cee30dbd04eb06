package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import roundhouse.testsupport.Checkpoints;

/**
 * Golden test of how far the recorded 18xx.games game replays with every checkpoint matching
 * ({@link Checkpoints}): the auction, the stock rounds and the operating rounds up to action 714,
 * where Lausanne gets its gray tile (the README lists the first divergence). The test fails if
 * any checkpoint up to that action stops matching; raise the number as the title grows.
 */
class CheckpointReplayTest {
    @ParameterizedTest
    @CsvSource({ "1844_game_end_bankrupt, 788" })
    void replaysWithEveryCheckpointMatching(String name, long reached) throws Exception {
        Checkpoints.Result r = Checkpoints.replay(new T1844Title(), java.nio.file.Path.of("src/test/resources/fixtures/1844/"), name);
        assertTrue(r.lastMatched() >= reached, name + ": checkpoints match only up to action " + r.lastMatched()
                + " (expected " + reached + "); first difference: " + r.firstDifference());
        System.out.println(name + ": every checkpoint matches up to action " + r.lastMatched()
                + "; first difference: " + r.firstDifference());
    }
}
