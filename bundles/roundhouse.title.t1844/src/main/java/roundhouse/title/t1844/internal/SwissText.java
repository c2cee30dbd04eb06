package roundhouse.title.t1844.internal;

import roundhouse.engine.spi.EngineText;

/** 1844's own player-facing text (log lines, labels, refusals) in English and German. */
public final class SwissText {
    private static final String BASE = "roundhouse.title.t1844.internal.messages";

    private SwissText() {
    }

    /** The text of {@code key} in the engine's language, with MessageFormat arguments. */
    public static String get(String key, Object... args) {
        return EngineText.of(BASE, SwissText.class.getClassLoader()).get(key, args);
    }
}
