package roundhouse.engine.internal.copy;

/**
 * Something in a game's state that {@link GraphCopier} cannot copy safely: the message names the
 * class and the fields that lead to it from the copied root (a programming error in a title or the
 * engine, never a player's).
 */
public final class CopyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String problem;
    private final String path;

    CopyException(String problem) {
        this(problem, "");
    }

    private CopyException(String problem, String path) {
        super(path.isEmpty() ? problem : problem + " (reached through " + path + ")");
        this.problem = problem;
        this.path = path;
    }

    /** This failure, found through {@code field} of an instance of {@code owner}. */
    CopyException via(Class<?> owner, String field) {
        String step = owner.getSimpleName().isEmpty() ? owner.getName() : owner.getSimpleName();
        return new CopyException(problem, step + "." + field + (path.isEmpty() ? "" : " > " + path));
    }
}
