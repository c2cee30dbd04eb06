package roundhouse.title.t1841.internal;

import roundhouse.engine.spi.EngineText;

/** 1841's own player-facing text (log lines, labels, refusals) in English and German. */
public final class ItalianText {
    private static final String BASE = "roundhouse.title.t1841.internal.messages";

    private ItalianText() {
    }

    /** The text of {@code key} in the engine's language, with MessageFormat arguments. */
    public static String get(String key, Object... args) {
        return EngineText.of(BASE, ItalianText.class.getClassLoader()).get(key, args);
    }
}
