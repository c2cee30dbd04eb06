package roundhouse.engine.spi;

/**
 * A log line from the engine's text, filled in when first read: a replay logs every action, and
 * most lines are never read (benchmarks, bots, forks). The pattern is looked up when the line is
 * logged, so the line keeps the language of that moment; arguments are kept as values (entities
 * are named at once: a name read later could come from a copy of the game).
 */
@Shared
final class LogLine {
    private final String pattern;
    private final Object[] args;
    /** The filled text once read; filling twice gives the same text, so a race costs only time. */
    private String text;

    private LogLine(String pattern, Object[] args) {
        this.pattern = pattern;
        this.args = args;
    }

    /** The line of {@code key} with these arguments, as {@link EngineText#get} would give it. */
    static LogLine of(String key, Object... args) {
        Object[] kept = args.clone();
        for (int i = 0; i < kept.length; i++) {
            Object a = kept[i];
            if (!(a == null || a instanceof String || a instanceof Number || a instanceof Boolean || a instanceof Character)) {
                kept[i] = EngineText.plainText(a);
            }
        }
        return new LogLine(EngineText.pattern(key), kept);
    }

    /** The text of a log element: a string as it is, a line filled in. */
    static String text(Object element) {
        return element instanceof LogLine l ? l.toString() : (String) element;
    }

    @Override
    public String toString() {
        String t = text;
        if (t == null) {
            t = EngineText.fill(pattern, args);
            text = t;
        }
        return t;
    }
}
