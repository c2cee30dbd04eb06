package roundhouse.engine.internal.command;

import java.io.PrintStream;
import java.util.function.Function;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.annotations.Reference;

import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameTitle;
import roundhouse.api.TitleRegistry;
import roundhouse.api.command.Command;
import roundhouse.api.command.DeclaredCommand;
import roundhouse.api.plugin.PluginStore;

/**
 * {@code replay FILE...}: replays 18xx.games game files with the installed titles and checks their
 * result ({@code --json} for machine-readable output, {@code --bench} for timings). Titles come
 * and go as bundles start and stop (the {@link TitleRegistry} starts only the ones the files name).
 */
@Component(service = Command.class, property = { Command.NAME + "=replay",
        Command.SUMMARY + "=replay FILE... checks recorded games against their result (--json, --bench, --offers)" })
public class ReplayCommand implements DeclaredCommand<Replay.Options> {
    private final GameRecordCodec codec;
    private final TitleRegistry titles;
    private final BundleContext context;

    @Activate
    public ReplayCommand(@Reference GameRecordCodec codec, @Reference TitleRegistry titles, BundleContext context) {
        this.codec = codec;
        this.titles = titles;
        this.context = context;
    }

    @Override
    public Replay.Options declaration() {
        return new Replay.Options();
    }

    @Override
    public int run(Replay.Options options, PrintStream out, PrintStream err) {
        Function<String, GameTitle> byId = id -> titles.title(id).orElse(null);
        return new Replay(codec, byId, this::missingTitle).run(options, out, err);
    }

    /**
     * Which title and plugin a file needs, from the user's plugins where they run. Looked up only
     * when a title is missing, rather than bound: a reference costs every start (it is tracked).
     */
    private String missingTitle(String titleId) {
        ServiceReference<PluginStore> ref = context.getServiceReference(PluginStore.class);
        PluginStore store = ref == null ? null : context.getService(ref);
        if (store == null) {
            return Replay.unknownTitle(titleId);
        }
        try {
            return store.missingTitle(titleId);
        } finally {
            context.ungetService(ref);
        }
    }
}
