package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Golden test of how far the recorded 18xx.games game replays with every checkpoint matching: the
 * private auction and the rest of the first stock round (action 95). The end of that round (the
 * price moves, the order of play by cash, the privates' income) is right, but without the Swiss map
 * the first operating round runs straight on to the dividends, where 18xx.games waits for GB's
 * first tile (the README lists the first divergence). The test fails if any checkpoint up to that
 * action stops matching; raise the number as the title grows.
 */
class CheckpointReplayTest {
    @ParameterizedTest
    @CsvSource({ "1844_game_end_bankrupt, 508" })
    void replaysWithEveryCheckpointMatching(String name, long reached) throws Exception {
        CheckpointDiff.Result r = CheckpointDiff.replay(name);
        assertTrue(r.lastMatched() >= reached, name + ": checkpoints match only up to action " + r.lastMatched()
                + " (expected " + reached + "); first difference: " + r.firstDifference());
        System.out.println(name + ": every checkpoint matches up to action " + r.lastMatched()
                + "; first difference: " + r.firstDifference());
    }
}
