package roundhouse.launcher;

/**
 * Why a start cannot go on, in one line for the user. A {@link #cacheUnusable} failure of the
 * first try is the cache slot's fault: the launcher rebuilds the slot and tries once more.
 */
final class StartFailure extends Exception {
    private static final long serialVersionUID = 1L;
    private final boolean cacheUnusable;

    private StartFailure(String message, boolean cacheUnusable, Throwable cause) {
        super(message, cause);
        this.cacheUnusable = cacheUnusable;
    }

    /** A problem a fresh cache slot may not have. */
    static StartFailure cache(String message, Throwable cause) {
        return new StartFailure(message, true, cause);
    }

    /** A problem of a start from the slot as it was ({@code rebuilt} false), or from a slot rebuilt from the jar. */
    static StartFailure of(String problem, boolean rebuilt) {
        return rebuilt ? fatal(problem + " (also with a rebuilt framework cache)") : cache(problem, null);
    }

    /** A problem a fresh cache slot has too. */
    static StartFailure fatal(String message) {
        return new StartFailure(message, false, null);
    }

    boolean cacheUnusable() {
        return cacheUnusable;
    }
}
