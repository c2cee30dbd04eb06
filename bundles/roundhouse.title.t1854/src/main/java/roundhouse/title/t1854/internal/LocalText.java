package roundhouse.title.t1854.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Game;

/**
 * The player-facing text of the local railways, their mergers and the Lokalbahn AGs
 * (locals.properties, German in locals_de.properties; a bundle of its own so that the title's other
 * texts grow without touching these). Names are the players' words: "Lokalbahn 3 (Ybbstalbahn)",
 * "Lokalbahn AG A".
 */
final class LocalText {
    private static final String BASE = "roundhouse.title.t1854.internal.locals";

    private LocalText() {
    }

    /** The text of {@code key} in the engine's language, with MessageFormat arguments. */
    static String get(String key, Object... args) {
        return EngineText.of(BASE, LocalText.class.getClassLoader()).get(key, args);
    }

    /** Logs the text of {@code key} when the game keeps a log (the text is formatted only then). */
    static void log(Game game, String key, Object... args) {
        if (game.logging()) {
            game.log(get(key, args));
        }
    }

    /**
     * A local as players call it, by number and line: "Lokalbahn 3 (Ybbstalbahn)"; an AG by its letter:
     * "Lokalbahn AG A"; a major by its name.
     */
    static String name(Corporation c) {
        if (AustrianGame.isLocal(c)) {
            return get("name.local", c.id(), c.name());
        }
        if (AustrianGame.isAg(c)) {
            return get("name.ag", c.id());
        }
        return c.name();
    }
}
