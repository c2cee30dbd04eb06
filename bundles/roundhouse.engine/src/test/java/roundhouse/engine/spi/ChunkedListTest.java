package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** A chunked list behaves as a list changed at its end, and its copies never see each other's changes. */
class ChunkedListTest {
    private static ChunkedList<Integer> upTo(int n) {
        ChunkedList<Integer> list = new ChunkedList<>();
        for (int i = 0; i < n; i++) {
            list.add(i);
        }
        return list;
    }

    private static List<Integer> range(int n) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(i);
        }
        return out;
    }

    @Test
    void holdsWhatWasAddedAcrossChunks() {
        assertEquals(range(300), upTo(300));
        assertEquals(range(256), upTo(256));
        assertEquals(0, upTo(0).size());
    }

    /**
     * A session replaces its last action (with the auto actions it set off) when the log holds a whole
     * number of chunks; the next action must still go in (a bot's 1841 game at action 768 failed here).
     */
    @Test
    void addingAfterReplacingTheLastElementOfAFullChunk() {
        ChunkedList<Integer> list = upTo(128);
        list.set(127, -1);
        list.add(128);
        List<Integer> expected = range(129);
        expected.set(127, -1);
        assertEquals(expected, list);
        assertEquals(128, list.remove(128));
        assertEquals(-1, list.remove(127));
        assertEquals(range(127), list);
    }

    @Test
    void removingAndReplacingTheLastElementAcrossAChunkBoundary() {
        ChunkedList<Integer> list = upTo(256); // two full chunks, an empty tail
        assertEquals(255, list.remove(255));
        assertEquals(range(255), list);
        assertEquals(254, list.set(254, -1));
        assertEquals(-1, list.get(254));
        list.add(7);
        assertEquals(256, list.size());
        assertEquals(7, list.get(255));
    }

    @Test
    void aCopyAndItsOriginalChangeApart() {
        ChunkedList<Integer> original = upTo(256);
        ChunkedList<Integer> copy = new ChunkedList<>(original);
        copy.remove(255); // opens the last full chunk, which the original still holds
        copy.set(254, -1);
        copy.add(1000);
        original.add(256);
        assertEquals(range(257), original);
        List<Integer> expected = range(254);
        expected.add(-1);
        expected.add(1000);
        assertEquals(expected, copy);

        ChunkedList<Integer> third = new ChunkedList<>(copy);
        third.clear();
        assertEquals(0, third.size());
        assertEquals(expected, copy);
    }

    @Test
    void onlyTheEndChanges() {
        ChunkedList<Integer> list = upTo(10);
        assertThrows(UnsupportedOperationException.class, () -> list.remove(3));
        assertThrows(UnsupportedOperationException.class, () -> list.set(0, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> list.get(10));
    }
}
