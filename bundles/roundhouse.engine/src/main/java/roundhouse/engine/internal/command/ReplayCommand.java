package roundhouse.engine.internal.command;

import java.io.PrintStream;
import java.util.List;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

import roundhouse.api.GameRecordCodec;
import roundhouse.api.TitleRegistry;
import roundhouse.api.command.Command;

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

    @Activate
    public ReplayCommand(@Reference GameRecordCodec codec, @Reference TitleRegistry titles) {
        this.codec = codec;
        this.titles = titles;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        return new Replay(codec, id -> titles.title(id).orElse(null)).run(args, out, err);
    }
}
