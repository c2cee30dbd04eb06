package roundhouse.engine.internal.command;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameTitle;
import roundhouse.api.command.Command;
import roundhouse.engine.internal.files.InstalledTitles;

/**
 * {@code replay FILE...}: replays 18xx.games game files with the installed titles and checks their
 * result ({@code --json} for machine-readable output, {@code --bench} for timings). Titles come
 * and go as bundles start and stop.
 */
@Component(service = Command.class, property = { Command.NAME + "=replay",
        Command.SUMMARY + "=replay FILE... checks recorded games against their result (--json, --bench)" })
public class ReplayCommand implements Command {
    private final GameRecordCodec codec;
    private final InstalledTitles titles = new InstalledTitles();

    @Activate
    public ReplayCommand(@Reference GameRecordCodec codec) {
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
    public int run(List<String> args, PrintStream out, PrintStream err) {
        return new Replay(codec, titles::get).run(args, out, err);
    }
}
