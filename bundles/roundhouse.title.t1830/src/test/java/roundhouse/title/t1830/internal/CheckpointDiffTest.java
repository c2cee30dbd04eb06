package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import roundhouse.testsupport.Checkpoints;

/**
 * Every checkpoint of the reference engine (round, phase, bank, order of play, cash, prices, trains,
 * presidents) matches after every action.
 */
class CheckpointDiffTest {
    @ParameterizedTest
    @ValueSource(strings = { "1830_game_end_bank", "26855", "bots_over_limit_no_sale" })
    void everyCheckpointMatches(String name) throws Exception {
        // 18xx.games keeps 1830's player list in seating order
        String d = Checkpoints.replay(new T1830Title(), fixtures(), name, new Checkpoints.Compare(true, false))
                .firstDifference();
        assertNull(d, name + ": " + d);
    }

    /** The recorded 1830 games of the tests. */
    static Path fixtures() {
        return Path.of("src/test/resources/fixtures/1830/");
    }
}
