package roundhouse.engine.internal.command;

import java.io.PrintStream;
import java.util.List;
import java.util.function.Function;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameTitle;
import roundhouse.api.TitleRegistry;
import roundhouse.api.command.Command;
import roundhouse.api.plugin.PluginStore;

/**
 * {@code replay FILE...}: replays 18xx.games game files with the installed titles and checks their
 * result ({@code --json} for machine-readable output, {@code --bench} for timings). Titles come
 * and go as bundles start and stop (the {@link TitleRegistry} starts only the ones the files name).
 */
@Component(service = Command.class, property = { Command.NAME + "=replay",
        Command.SUMMARY + "=replay FILE... checks recorded games against their result (--json, --bench)" })
public class ReplayCommand implements Command {
    private final GameRecordCodec codec;
    private final TitleRegistry titles;
    /** Says which plugin a file's missing title came with (absent in assemblies without user plugins). */
    private volatile PluginStore plugins;

    @Activate
    public ReplayCommand(@Reference GameRecordCodec codec, @Reference TitleRegistry titles) {
        this.codec = codec;
        this.titles = titles;
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
        Function<String, GameTitle> byId = id -> titles.title(id).orElse(null);
        Replay replay = store == null ? new Replay(codec, byId) : new Replay(codec, byId, store::missingTitle);
        return replay.run(args, out, err);
    }
}
