package roundhouse.engine.spi;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * A read-only view of a list, as {@code Collections.unmodifiableList} but one a copy of a game can
 * copy: the copy is a view of the copied list (a round that holds the turn order sees the order of
 * its own game).
 */
final class ReadOnlyList<T> extends AbstractList<T> implements RandomAccess {
    private final List<? extends T> list;

    ReadOnlyList(List<? extends T> list) {
        this.list = list;
    }

    @Override
    public T get(int index) {
        return list.get(index);
    }

    @Override
    public int size() {
        return list.size();
    }
}
