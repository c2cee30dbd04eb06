package roundhouse.title.t1841.internal;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

import roundhouse.engine.spi.Shared;

/**
 * Ids in the order they were first noted, as a value: noting a new id gives a new list, noting one
 * already there gives the same. {@link HoldingsOrder} keeps hundreds of them over a game and a copy of
 * the game (a trial, a bot's look ahead) shares them instead of copying each; they hold a few dozen ids
 * at the most, so noting copies the array and looking up scans it.
 */
@Shared
final class FirstSeen extends AbstractList<String> implements RandomAccess {
    static final FirstSeen NONE = new FirstSeen(new String[0]);

    private final String[] ids;

    private FirstSeen(String[] ids) {
        this.ids = ids;
    }

    /** This list with {@code id} at its end, or this list where it holds {@code id} already. */
    FirstSeen with(String id) {
        if (contains(id)) {
            return this;
        }
        String[] more = Arrays.copyOf(ids, ids.length + 1);
        more[ids.length] = id;
        return new FirstSeen(more);
    }

    @Override
    public String get(int index) {
        return ids[index];
    }

    @Override
    public int size() {
        return ids.length;
    }

    @Override
    public int indexOf(Object o) {
        for (int i = 0; i < ids.length; i++) {
            if (ids[i].equals(o)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }
}
