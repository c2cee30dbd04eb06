package roundhouse.api;

import java.util.List;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * One playable 18xx title (or variant), registered as an OSGi service by a title bundle.
 *
 * <p>Implemented by title bundles (usually through the engine's SPI); called by the workbench,
 * the headless commands and the analysis tools. The service must carry the properties
 * {@link #ID}, {@link #NAME}, {@link #MIN_PLAYERS} and {@link #MAX_PLAYERS} so that consumers can
 * list titles from the service registry (for titles built on the engine, the engine registers the
 * service and takes them from the title's data). Methods may be called from any thread; a title
 * holds no per-game state, each {@link GameSession} it returns is independent.
 */
@ConsumerType
public interface GameTitle {
    /** Service property (String): the title id as 18xx.games writes it, e.g. {@code "1830"}. */
    String ID = "roundhouse.title.id";
    /** Service property (String): the display name, e.g. {@code "1830: Railways & Robber Barons"}. */
    String NAME = "roundhouse.title.name";
    /** Service property (Integer): fewest players. */
    String MIN_PLAYERS = "roundhouse.title.minPlayers";
    /** Service property (Integer): most players. */
    String MAX_PLAYERS = "roundhouse.title.maxPlayers";

    /** Identity and player range; the same values as the service properties. */
    TitleInfo info();

    /** The optional rules a game of this title may switch on, in display order. */
    List<RuleOption> ruleOptions();

    /**
     * Starts a new game.
     *
     * @throws IllegalArgumentException naming the problem if the player count or an option is
     *     not valid for this title
     */
    GameSession newGame(GameSetup setup);

    /**
     * Rebuilds a game from its record by replaying the record's action log (undo and redo
     * included). May take a few milliseconds per hundred actions; call it off the UI thread for
     * large files.
     *
     * @throws GameLoadException naming the action that could not be replayed and why
     */
    GameSession load(GameRecord record) throws GameLoadException;
}
