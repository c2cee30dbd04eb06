package roundhouse.engine.internal.session;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

import roundhouse.api.view.LogEntry;

/**
 * The first {@code size} entries of a game's log, made when read: a game's log only grows, so they
 * never change, and a snapshot of the game costs the same early and late in it. Read it where the
 * game is played (a game is confined to one thread): the log may grow meanwhile, past this view.
 */
final class LogView extends AbstractList<LogEntry> implements RandomAccess {
    private final List<String> lines;
    private final List<Integer> actions;
    private final int size;

    LogView(List<String> lines, List<Integer> actions) {
        this.lines = lines;
        this.actions = actions;
        this.size = lines.size();
    }

    @Override
    public LogEntry get(int index) {
        Objects.checkIndex(index, size);
        return new LogEntry(actions.get(index), lines.get(index));
    }

    @Override
    public int size() {
        return size;
    }
}
