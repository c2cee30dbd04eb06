package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/**
 * 18xx.games' generator: reference values computed with Ruby from its formula, and the 18Mag
 * start prices and minor removals its recorded games show (rules digest 18mag §2.2, §10.3).
 */
class GameRandomTest {
    private static final List<Integer> START_PRICES = List.of(60, 60, 65, 65, 70, 70, 75, 75, 80, 80);

    @Test
    void drawsTheSameNumbersAs18xxGames() {
        GameRandom r = new GameRandom(42);
        assertEquals(List.of(1250496027L, 1116302264L, 1000676753L), List.of(r.next(), r.next(), r.next()));
    }

    @Test
    void theSeedIsTakenModulo2To31AsRubyDoesForNegativeSeedsToo() {
        assertEquals(924887064L, new GameRandom(-5).next());
        assertEquals(new GameRandom(42).next(), new GameRandom(42 + (1L << 31)).next());
    }

    @Test
    void sortByRandDealsThe18MagStartPricesOfItsRecordedGames() {
        assertEquals(List.of(60, 80, 80, 60, 65, 70, 70, 75, 75, 65), new GameRandom(76622).sortByRand(START_PRICES));
        // hs_puhjabag_1762198060: blank seed, so the id's digits
        assertEquals(List.of(60, 65, 70, 75, 65, 80, 75), new GameRandom(1762198060).sortByRand(START_PRICES).subList(0, 7));
        assertEquals(List.of(60, 80, 60, 65, 75, 70, 70, 75), new GameRandom(144021).sortByRand(START_PRICES).subList(0, 8));
    }

    @Test
    void sortByRandRemovesTheMinorsOf18MagNewMinorsSimple() {
        List<Integer> minors = IntStream.rangeClosed(1, 16).boxed().toList();
        assertEquals(List.of(4, 12, 9), new GameRandom(12345).sortByRand(minors).subList(0, 3));
    }
}
