package roundhouse.engine.internal.files;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeSet;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import roundhouse.api.GameFileException;
import roundhouse.api.GameFiles;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;

/** Opens game files with the installed titles, which come and go with their bundles. */
@Component(service = GameFiles.class)
public class GameFilesImpl implements GameFiles {
    private final GameRecordCodec codec;
    private final InstalledTitles titles = new InstalledTitles();

    @Activate
    public GameFilesImpl(@Reference GameRecordCodec codec) {
        this.codec = codec;
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addTitle(GameTitle title, Map<String, Object> props) {
        titles.add(title, props);
    }

    void removeTitle(GameTitle title, Map<String, Object> props) {
        titles.remove(title, props);
    }

    @Override
    public GameSession open(Path file) throws GameFileException, GameLoadException {
        return open(file, codec, titles.asMap());
    }

    /** The work, without OSGi: tests call it directly. */
    public static GameSession open(Path file, GameRecordCodec codec, Map<String, GameTitle> titles)
            throws GameFileException, GameLoadException {
        GameRecord record = codec.read(file);
        GameTitle title = titles.get(record.titleId());
        if (title == null) {
            throw new GameFileException(file + ": unknown title '" + record.titleId() + "' (installed: "
                    + String.join(", ", new TreeSet<>(titles.keySet())) + ")");
        }
        try {
            return title.load(record);
        } catch (GameLoadException e) {
            throw new GameLoadException(file + ": " + e.getMessage(), e.actionIndex(), e.malformed());
        }
    }
}
