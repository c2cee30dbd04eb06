package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every checkpoint of the reference engine (cash, prices, trains, presidents) matches after every action. */
class CheckpointDiffTest {
    @ParameterizedTest
    @ValueSource(strings = { "1830_game_end_bank", "26855", "bots_over_limit_no_sale" })
    void everyCheckpointMatches(String name) throws Exception {
        String d = CheckpointDiff.firstDifference(new T1830Title(), CheckpointDiff.fixture(name + ".json"),
                CheckpointDiff.fixture(name + ".checkpoints.jsonl"));
        assertNull(d, name + ": " + d);
    }
}
