package roundhouse.workbench.internal;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The last problem seen per bundle id (failed start, framework error). Thread-safe. */
final class PluginProblems {
    private static final System.Logger LOG = System.getLogger("roundhouse.workbench");
    private final Map<Long, String> byBundle = new ConcurrentHashMap<>();
    private final java.util.Set<String> logged = ConcurrentHashMap.newKeySet();

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

    /** A new window reports every problem again, once. */
    void forgetLogged() {
        logged.clear();
    }

    /** Writes a bundle's problem to the log, once per distinct problem. */
    void log(String bundle, String problem) {
        if (logged.add(bundle + ": " + problem)) {
            LOG.log(System.Logger.Level.ERROR, "Plugin " + bundle + ": " + problem);
        }
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
