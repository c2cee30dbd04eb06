package roundhouse.engine.internal.route;

import java.io.PrintStream;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

import roundhouse.api.GameRecordCodec;
import roundhouse.api.TitleRegistry;
import roundhouse.api.command.Command;
import roundhouse.api.command.DeclaredCommand;

/**
 * {@code routes FILE} / {@code routes --audit FILE...}: the route optimiser from the command line
 * (see {@link Routes}). Titles come and go as bundles start and stop
 * (the {@link TitleRegistry} starts only the ones the files name).
 */
@Component(service = Command.class, property = { Command.NAME + "=routes",
        Command.SUMMARY + "=routes [--action N] FILE: best runs of the company about to run trains (at the end, or where the file's action #N, its id, is taken; only the actions before it are replayed); routes --audit FILE...: optimum vs recorded revenue of every run #N (routes --action N reopens it)" })
public class RoutesCommand implements DeclaredCommand<Routes.Options> {
    private final GameRecordCodec codec;
    private final TitleRegistry titles;

    @Activate
    public RoutesCommand(@Reference GameRecordCodec codec, @Reference TitleRegistry titles) {
        this.codec = codec;
        this.titles = titles;
    }

    @Override
    public Routes.Options declaration() {
        return new Routes.Options();
    }

    @Override
    public int run(Routes.Options options, PrintStream out, PrintStream err) {
        return new Routes(codec, id -> titles.title(id).orElse(null)).run(options, out, err);
    }
}
