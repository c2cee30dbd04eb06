package roundhouse.title.t1854.internal;

import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Game;

/** 1854's own player-facing text (messages.properties, German in messages_de.properties). */
public final class AustrianText {
    private static final String BASE = "roundhouse.title.t1854.internal.messages";

    private AustrianText() {
    }

    /** The text of {@code key} in the engine's language, with MessageFormat arguments. */
    public static String get(String key, Object... args) {
        return EngineText.of(BASE, AustrianText.class.getClassLoader()).get(key, args);
    }

    /** Logs the text of {@code key} when the game keeps a log (the text is formatted only then). */
    static void log(Game game, String key, Object... args) {
        if (game.logging()) {
            game.log(get(key, args));
        }
    }
}
