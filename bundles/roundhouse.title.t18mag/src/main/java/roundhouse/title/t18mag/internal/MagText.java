package roundhouse.title.t18mag.internal;

import roundhouse.api.text.Localizer;
import roundhouse.engine.spi.EngineText;

/** 18Mag's own player-facing text (log lines, labels, refusals) in English and German. */
public final class MagText {
    private static final String BASE = "roundhouse.title.t18mag.internal.messages";

    private MagText() {
    }

    /** The text of {@code key} in the engine's language, with MessageFormat arguments. */
    public static String get(String key, Object... args) {
        return EngineText.of(BASE, MagText.class.getClassLoader()).get(key, args);
    }
}
