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
import roundhouse.api.plugin.PluginStore;
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
    /** Says which plugin a file's missing title came with (absent in assemblies without user plugins). */
    private volatile PluginStore plugins;

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

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    void setPlugins(PluginStore store) {
        plugins = store;
    }

    void unsetPlugins(PluginStore store) {
        if (plugins == store) {
            plugins = null;
        }
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        PluginStore store = plugins;
        Replay replay = store == null ? new Replay(codec, titles::get) : new Replay(codec, titles::get, store::missingTitle);
        return replay.run(args, out, err);
    }
}
