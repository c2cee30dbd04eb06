package roundhouse.engine.internal.files;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeSet;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

import roundhouse.api.GameFileException;
import roundhouse.api.GameFiles;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;
import roundhouse.api.TitleRegistry;

/**
 * Opens game files with the installed titles, which come and go with their bundles (through the
 * {@link TitleRegistry}, which starts only the title a file names).
 */
@Component(service = GameFiles.class)
public class GameFilesImpl implements GameFiles {
    private final GameRecordCodec codec;
    private final TitleRegistry titles;

    @Activate
    public GameFilesImpl(@Reference GameRecordCodec codec, @Reference TitleRegistry titles) {
        this.codec = codec;
        this.titles = titles;
    }

    @Override
    public GameSession open(Path file) throws GameFileException, GameLoadException {
        return open(file, codec, titles);
    }

    /** The work, without OSGi: tests call it with their titles. */
    public static GameSession open(Path file, GameRecordCodec codec, Map<String, GameTitle> titles)
            throws GameFileException, GameLoadException {
        return open(file, codec, TitleRegistry.fixed(titles.values()));
    }

    /** The work, without OSGi. */
    public static GameSession open(Path file, GameRecordCodec codec, TitleRegistry titles)
            throws GameFileException, GameLoadException {
        GameRecord record = codec.read(file);
        GameTitle title = titles.title(record.titleId()).orElse(null);
        if (title == null) {
            throw new GameFileException(file + ": unknown title '" + record.titleId() + "' (installed: "
                    + String.join(", ", new TreeSet<>(titles.titles().stream().map(TitleInfo::id).toList())) + ")");
        }
        try {
            return title.load(record);
        } catch (GameLoadException e) {
            throw new GameLoadException(file + ": " + e.getMessage(), e.actionIndex(), e.malformed());
        }
    }
}
