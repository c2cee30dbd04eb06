package roundhouse.workbench.internal;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The last problem seen per bundle id (failed start, framework error). Thread-safe. */
final class PluginProblems {
    private final Map<Long, String> byBundle = new ConcurrentHashMap<>();

    void record(long bundleId, String message) {
        byBundle.put(bundleId, message);
    }

    void clear(long bundleId) {
        byBundle.remove(bundleId);
    }

    String get(long bundleId) {
        return byBundle.get(bundleId);
    }

    boolean isEmpty() {
        return byBundle.isEmpty();
    }

    /** A throwable as one readable line: its message, or the cause's when the message is empty. */
    static String oneLine(Throwable t) {
        Throwable cur = t;
        while (cur.getMessage() == null && cur.getCause() != null) {
            cur = cur.getCause();
        }
        String msg = cur.getMessage() == null ? cur.getClass().getSimpleName() : cur.getMessage();
        return msg.replace('\n', ' ').replaceAll("\\s+", " ").trim();
    }
}
