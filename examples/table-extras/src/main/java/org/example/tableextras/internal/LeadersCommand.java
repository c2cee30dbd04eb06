package org.example.tableextras.internal;

import java.io.PrintStream;
import java.nio.file.Path;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import roundhouse.api.GameFileException;
import roundhouse.api.GameFiles;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameSession;
import roundhouse.api.command.Command;
import roundhouse.api.command.DeclaredCommand;
import roundhouse.api.command.Range;
import roundhouse.api.view.GameState;

/**
 * {@code leaders FILE [--after N]}: the standings of a recorded game, at its end or after its first N
 * actions. Its options are declared once ({@link Options}); {@code roundhouse.api.command.CommandLines}
 * parses them, checks {@code --after}'s range and prints the usage, {@code --help} and argument
 * errors as every built-in command does. A file that cannot be read or replayed is one line on
 * {@code err} and exit 2.
 */
@Component(service = Command.class, property = { Command.NAME + "=leaders",
        Command.SUMMARY + "=leaders FILE [--after N]   the players of a recorded game by worth" })
public class LeadersCommand implements DeclaredCommand<LeadersCommand.Options> {
    private final GameFiles files;

    @Activate
    public LeadersCommand(@Reference GameFiles files) {
        this.files = files;
    }

    @picocli.CommandLine.Command(name = "leaders", description = "The players of a recorded game by worth, the richest first.")
    static final class Options {
        @Parameters(paramLabel = "FILE", description = "A game file (18xx.games JSON).")
        Path file;
        @Option(names = "--after", paramLabel = "N", description = "Standings after the game's first N actions in effect (default: its end).")
        @Range(min = 0, max = 1_000_000)
        Integer after;
    }

    @Override
    public Options declaration() {
        return new Options();
    }

    @Override
    public int run(Options o, PrintStream out, PrintStream err) {
        GameSession game;
        try {
            game = files.open(o.file);
            if (o.after != null) {
                int actions = game.actions().size();
                if (o.after > actions) {
                    err.println("leaders: " + o.file + " has " + actions + " actions in effect, not " + o.after);
                    return 2;
                }
                game = game.after(o.after);
            }
        } catch (GameFileException | GameLoadException e) {
            err.println("leaders: " + e.getMessage());
            return 2;
        }
        GameState state = game.state();
        for (Standings.Row r : Standings.of(state)) {
            out.println(r.place() + ". " + r.player() + "  " + state.money(r.worth()) + "  (cash "
                    + state.money(r.cash()) + ")");
        }
        return 0;
    }
}
