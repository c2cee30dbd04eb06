package roundhouse.engine.internal.files;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

import roundhouse.api.GameTitle;

/**
 * The titles installed right now, by id, as a component's dynamic {@code GameTitle} reference
 * sees them come and go. Thread-safe: bind and unbind arrive on any thread.
 */
public final class InstalledTitles {
    private final Map<String, GameTitle> byId = new ConcurrentHashMap<>();

    public void add(GameTitle title, Map<String, Object> props) {
        byId.put(id(title, props), title);
    }

    public void remove(GameTitle title, Map<String, Object> props) {
        byId.remove(id(title, props), title);
    }

    /** The title with this id, or {@code null}. */
    public GameTitle get(String id) {
        return byId.get(id);
    }

    public Set<String> ids() {
        return new TreeSet<>(byId.keySet());
    }

    /** A read-only view, for code written against a plain map (tests pass their own). */
    public Map<String, GameTitle> asMap() {
        return java.util.Collections.unmodifiableMap(byId);
    }

    private static String id(GameTitle title, Map<String, Object> props) {
        return String.valueOf(props.getOrDefault(GameTitle.ID, title.info().id()));
    }
}
