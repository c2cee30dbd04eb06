package roundhouse.cli.internal;

import java.io.PrintStream;
import java.util.Comparator;
import java.util.List;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

import roundhouse.api.TitleInfo;
import roundhouse.api.TitleRegistry;
import roundhouse.api.command.Command;
import roundhouse.api.command.DeclaredCommand;

/**
 * {@code titles}: one line per installed title, {@code id<TAB>name<TAB>min-max}. The registry
 * lists titles from their service properties, so no title is started.
 */
@Component(service = Command.class, property = { Command.NAME + "=titles", Command.SUMMARY + "=List the installed game titles" })
public class TitlesCommand implements DeclaredCommand<TitlesCommand.Options> {
    private final TitleRegistry titles;

    @Activate
    public TitlesCommand(@Reference TitleRegistry titles) {
        this.titles = titles;
    }

    /** The command line of {@code titles}: no arguments. */
    @picocli.CommandLine.Command(name = "titles", description = "Lists the installed game titles: id<TAB>name<TAB>players, one line each.")
    static final class Options {
    }

    @Override
    public Options declaration() {
        return new Options();
    }

    @Override
    public int run(Options options, PrintStream out, PrintStream err) {
        format(titles.titles()).forEach(out::println);
        return 0;
    }

    /** The output lines for the given titles, sorted by id. */
    static List<String> format(List<TitleInfo> titles) {
        return titles.stream()
                .sorted(Comparator.comparing(TitleInfo::id))
                .map(t -> t.id() + "\t" + t.name() + "\t" + t.playerRange())
                .toList();
    }
}
