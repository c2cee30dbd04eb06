package roundhouse.engine.spi;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.osgi.annotation.versioning.ProviderType;

import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.TitleInfo;

/**
 * What {@link EngineTitle} needs from the engine's implementation: loading GAME-INF data and
 * running sessions. The SPI never names the engine's internal packages; the engine provides this
 * interface (a {@code META-INF/services} entry in the engine bundle), found through the engine's
 * own class loader, so it works inside OSGi and on a plain test classpath alike.
 */
@ProviderType
public interface EngineRuntime {
    /**
     * Reads and checks the title's {@code GAME-INF/*} (through the title bundle's class loader).
     *
     * @param titleOptions option ids the title's own code reads, besides {@link EngineOption}
     */
    TitleData load(ClassLoader loader, Set<String> titleOptions);

    /** Reads only {@code GAME-INF/title.json}: the title's id, name and player counts. */
    TitleInfo info(ClassLoader loader);

    /**
     * Reads and checks a title that may extend others: {@code loaders.get(0)} holds the title's own
     * {@code GAME-INF}, each later loader the {@code GAME-INF} of a title an earlier one extends
     * (title.json {@code "extends"}); the files are layered (see the engine's README).
     */
    default TitleData load(List<ClassLoader> loaders, Set<String> titleOptions) {
        return load(loaders.get(0), titleOptions);
    }

    /** The id, name and player counts of a title that may extend others ({@link #load(List, Set)}). */
    default TitleInfo info(List<ClassLoader> loaders) {
        return info(loaders.get(0));
    }

    /**
     * The title's data for one game's options: {@code GAME-INF/overrides.json} entries of the
     * options that are on, applied to the base files (the base itself if none apply).
     */
    TitleData forOptions(TitleData base, Set<String> options);

    /** Fails the load unless map.json {@code blockers} and the {@code blocks_hexes} abilities agree. */
    void checkBlockers(TitleData data, Map<String, List<String>> mapBlockers);

    /** A new game of {@code title}. */
    GameSession newGame(EngineTitle title, GameSetup setup);

    /** A game rebuilt from its record. */
    GameSession load(EngineTitle title, GameRecord record) throws GameLoadException;

    /** A copy of the game's position, sharing nothing it could change ({@link Trials}). */
    Game copy(Game game);

    /** Feeds one action to the game as a replay does: the round takes it, or refuses it with a rule exception. */
    void apply(Game game, roundhouse.api.Action action);

    /** The engine's implementation. */
    static EngineRuntime get() {
        return RuntimeLookup.RUNTIME;
    }
}
