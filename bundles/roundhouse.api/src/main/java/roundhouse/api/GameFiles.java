package roundhouse.api;

import java.nio.file.Path;

import org.osgi.annotation.versioning.ProviderType;

/**
 * Opens game files with whatever titles are installed: read, find the title, replay. Implemented
 * by the engine bundle; used by commands, tools and the workbench from any thread.
 */
@ProviderType
public interface GameFiles {
    /**
     * Reads a game file and replays it.
     *
     * @throws GameFileException if the file cannot be read, is not a game, or names a title that
     *     is not installed (the message names the file)
     * @throws GameLoadException if an action of its log is refused (the message names the file,
     *     the action and the rule)
     */
    GameSession open(Path file) throws GameFileException, GameLoadException;
}
