package roundhouse.engine.spi;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * A list that only grows (a game's log), whose copies share what it held when copied: its elements
 * are kept in chunks that are never changed once full, so a copy of a game takes the full chunks as
 * they are and copies only the last one, whatever the length of the game. Its elements must be
 * values that never change (strings, numbers).
 */
final class AppendOnlyList<T> extends AbstractList<T> implements RandomAccess {
    private static final int CHUNK = 128;

    /** The full chunks, newest first: shared by every copy. */
    @Shared
    private record Chunks(Object[] items, Chunks previous, int count) {
    }

    private Chunks full;
    private Object[] tail = new Object[CHUNK];
    private int tailSize;
    /** The full chunks oldest first, for {@link #get}; rebuilt when empty. */
    private transient Object[][] index;

    @Override
    public boolean add(T element) {
        tail[tailSize++] = element;
        if (tailSize == CHUNK) {
            full = new Chunks(tail, full, full == null ? 1 : full.count() + 1);
            tail = new Object[CHUNK];
            tailSize = 0;
            index = null;
        }
        modCount++;
        return true;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T get(int i) {
        int fullSize = full == null ? 0 : full.count() * CHUNK;
        if (i < 0 || i >= fullSize + tailSize) {
            throw new IndexOutOfBoundsException("index " + i + ", size " + size());
        }
        if (i >= fullSize) {
            return (T) tail[i - fullSize];
        }
        return (T) index()[i / CHUNK][i % CHUNK];
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
        return (full == null ? 0 : full.count() * CHUNK) + tailSize;
    }
}
