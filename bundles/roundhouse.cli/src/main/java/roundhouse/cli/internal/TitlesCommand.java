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

/**
 * {@code titles}: one line per installed title, {@code id<TAB>name<TAB>min-max}. The registry
 * lists titles from their service properties, so no title is started.
 */
@Component(property = { Command.NAME + "=titles", Command.SUMMARY + "=List the installed game titles" })
public class TitlesCommand implements Command {
    private final TitleRegistry titles;

    @Activate
    public TitlesCommand(@Reference TitleRegistry titles) {
        this.titles = titles;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        if (!args.isEmpty()) {
            err.println("titles takes no arguments");
            return 2;
        }
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
