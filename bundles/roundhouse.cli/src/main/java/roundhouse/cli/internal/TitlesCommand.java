package roundhouse.cli.internal;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

import roundhouse.api.GameTitle;
import roundhouse.api.RuleOption;
import roundhouse.api.TitleInfo;
import roundhouse.api.TitleRegistry;
import roundhouse.api.command.Command;
import roundhouse.api.command.DeclaredCommand;

/**
 * {@code titles}: one line per installed title, {@code id<TAB>name<TAB>min-max}. The registry
 * lists titles from their service properties, so no title is started. {@code titles TITLE}: the
 * title's optional rules, the ids {@code play --option} takes, one line each.
 */
@Component(service = Command.class, property = { Command.NAME + "=titles", Command.SUMMARY + "=List the installed game titles" })
public class TitlesCommand implements DeclaredCommand<TitlesCommand.Options> {
    private final TitleRegistry titles;

    @Activate
    public TitlesCommand(@Reference TitleRegistry titles) {
        this.titles = titles;
    }

    /** The command line of {@code titles}: a title's id, or nothing. */
    @picocli.CommandLine.Command(name = "titles", description = {
            "Lists the installed game titles: id<TAB>name<TAB>players, one line each.",
            "With TITLE, its optional rules (what play --option takes): id<TAB>name<TAB>notes, one line each." })
    static final class Options {
        @picocli.CommandLine.Parameters(arity = "0..1", paramLabel = "TITLE", description = "A title's id: list its optional rules.")
        String title;
    }

    @Override
    public Options declaration() {
        return new Options();
    }

    @Override
    public int run(Options options, PrintStream out, PrintStream err) {
        if (options.title == null) {
            format(titles.titles()).forEach(out::println);
            return 0;
        }
        GameTitle title = titles.title(options.title).orElse(null);
        if (title == null) {
            err.println("titles: unknown title '" + options.title + "' (installed: "
                    + String.join(", ", titles.titles().stream().map(TitleInfo::id).sorted().toList()) + ")");
            return 2;
        }
        formatOptions(title.ruleOptions()).forEach(out::println);
        return 0;
    }

    /**
     * A title's optional rules in its order: {@code id<TAB>name<TAB>notes}, the notes saying which
     * player counts an option is for, which options it cannot be played with, whether a new game starts
     * with it and whether 18xx.games files play by it (semicolons between them; empty when none).
     */
    static List<String> formatOptions(List<RuleOption> options) {
        List<String> lines = new ArrayList<>();
        for (RuleOption o : options) {
            List<String> notes = new ArrayList<>();
            if (!o.players().isEmpty()) {
                notes.add("for " + o.playerRange() + " players");
            }
            List<String> excluded = new ArrayList<>();
            for (RuleOption other : options) {
                if (other != o && o.excludes(other)) {
                    excluded.add(other.id());
                }
            }
            if (!excluded.isEmpty()) {
                notes.add("not with " + String.join(", ", excluded));
            }
            if (o.onByDefault()) {
                notes.add("on in a new game");
            }
            if (o.importDefault()) {
                notes.add("on in 18xx.games files");
            }
            lines.add(o.id() + "\t" + o.name() + "\t" + String.join("; ", notes));
        }
        return lines;
    }

    /** The output lines for the given titles, sorted by id. */
    static List<String> format(List<TitleInfo> titles) {
        return titles.stream()
                .sorted(Comparator.comparing(TitleInfo::id))
                .map(t -> t.id() + "\t" + t.name() + "\t" + t.playerRange())
                .toList();
    }
}
