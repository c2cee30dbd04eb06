package roundhouse.engine.spi;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * A list that changes only at its end (a game's log, a session's actions), whose copies share what
 * it held when copied: its elements are kept in chunks that are never changed once full, so a copy
 * takes the full chunks as they are and copies only the last one, whatever the length of the game.
 * Its elements must be values that never change (strings, numbers, actions). Removing the last
 * element of a full chunk takes a private copy of that chunk, so the copies never see it.
 *
 * <p>Exported because the engine's session keeps its action logs in it beside {@link Game}'s text
 * log; titles have no need of it.
 */
public final class ChunkedList<T> extends AbstractList<T> implements RandomAccess {
    private static final int CHUNK = 128;

    /** The full chunks, newest first: shared by every copy. */
    @Shared
    private record Chunks(Object[] items, Chunks previous, int count) {
    }

    private Chunks full;
    /** The chunk being filled: a copy of the game clones it and shares its elements (values that never change). */
    @SharedElements
    private Object[] tail = new Object[CHUNK];
    private int tailSize;
    /** The full chunks oldest first, for {@link #get}; rebuilt when empty. */
    private transient Object[][] index;

    public ChunkedList() {
    }

    /** A copy sharing the full chunks of {@code other} (the copy of a session). */
    public ChunkedList(ChunkedList<T> other) {
        full = other.full;
        tail = other.tail.clone();
        tailSize = other.tailSize;
        index = other.index;
    }

    @Override
    public boolean add(T element) {
        tail[tailSize++] = element;
        if (tailSize == CHUNK) {
            sealTail();
        }
        modCount++;
        return true;
    }

    /** Makes the full tail the newest full chunk and starts an empty one. */
    private void sealTail() {
        full = new Chunks(tail, full, full == null ? 1 : full.count() + 1);
        tail = new Object[CHUNK];
        tailSize = 0;
        index = null;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T get(int i) {
        int fullSize = fullSize();
        if (i < 0 || i >= fullSize + tailSize) {
            throw new IndexOutOfBoundsException("index " + i + ", size " + size());
        }
        if (i >= fullSize) {
            return (T) tail[i - fullSize];
        }
        return (T) index()[i / CHUNK][i % CHUNK];
    }

    /** Replaces the last element only (the one place a session rewrites an action). */
    @Override
    @SuppressWarnings("unchecked")
    public T set(int i, T element) {
        if (i != size() - 1) {
            throw new UnsupportedOperationException("only the last element of a chunked list can be replaced, not " + i);
        }
        openLastChunk();
        T old = (T) tail[tailSize - 1];
        tail[tailSize - 1] = element;
        if (tailSize == CHUNK) {
            sealTail(); // a full tail goes back among the full chunks: add writes into an open one only
        }
        return old;
    }

    /** Removes the last element only (undoing what was just added). */
    @Override
    @SuppressWarnings("unchecked")
    public T remove(int i) {
        if (i != size() - 1) {
            throw new UnsupportedOperationException("only the last element of a chunked list can be removed, not " + i);
        }
        openLastChunk();
        T old = (T) tail[--tailSize];
        tail[tailSize] = null;
        modCount++;
        return old;
    }

    @Override
    public void clear() {
        full = null;
        tail = new Object[CHUNK];
        tailSize = 0;
        index = null;
        modCount++;
    }

    /** With the tail empty, takes a private copy of the last full chunk as the tail. */
    private void openLastChunk() {
        if (tailSize == 0 && full != null) {
            tail = full.items().clone();
            tailSize = CHUNK;
            full = full.previous();
            index = null;
        }
    }

    private int fullSize() {
        return full == null ? 0 : full.count() * CHUNK;
    }

    private Object[][] index() {
        if (index == null) {
            Object[][] chunks = new Object[full.count()][];
            for (Chunks c = full; c != null; c = c.previous()) {
                chunks[c.count() - 1] = c.items();
            }
            index = chunks;
        }
        return index;
    }

    @Override
    public int size() {
        return fullSize() + tailSize;
    }
}
