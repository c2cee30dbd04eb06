package roundhouse.api;

import java.nio.file.Path;

import org.osgi.annotation.versioning.ProviderType;

/**
 * Reads and writes game files in the 18xx.games JSON format.
 *
 * <p>Implemented by the engine bundle; called by the workbench and commands from any thread.
 */
@ProviderType
public interface GameRecordCodec {
    /**
     * Reads a game file.
     *
     * @throws GameFileException naming the file and what is wrong with it in one line (not strict JSON,
     *     truncated, nested too deep, a required field missing, a field of the wrong type or out of range)
     */
    GameRecord read(Path file) throws GameFileException;

    /** Parses a game from JSON text; {@code source} names it in error messages. */
    GameRecord parse(String json, String source) throws GameFileException;

    /** The JSON text of a record, in the 18xx.games format. */
    String format(GameRecord record);

    /** Writes a record atomically (a crash never leaves a half-written file). */
    void write(GameRecord record, Path file) throws GameFileException;
}
