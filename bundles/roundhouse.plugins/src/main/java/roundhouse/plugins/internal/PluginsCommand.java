package roundhouse.plugins.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import roundhouse.api.plugin.PluginChange;
import roundhouse.api.plugin.PluginStore;

/**
 * {@code plugins}: the user's kept plugins, headless. {@code plugins} lists them, {@code plugins
 * install FILE...} installs bundles or features for good (or updates them), {@code plugins uninstall
 * NAME...} removes them for good. Exit 0 when all went well, 2 when a file or name was unusable.
 * Registered by {@link PluginStoreImpl} (one component for both: each component costs every start).
 */
final class PluginsCommand {
    private final PluginStore store;

    /** The command line of {@code plugins}: {@code CommandLines} parses it and prints the usage. */
    @Command(name = "plugins", description = {
            "Lists your plugins (kept in ~/.roundhouse/plugins), installs bundle or feature files for good, or uninstalls plugins by name.",
            "--plugins DIR before any command adds the jars of DIR for that run only." })
    static final class Options {
        @Parameters(index = "0", arity = "0..1", paramLabel = "list|install|uninstall", completionCandidates = Verbs.class,
                description = "What to do (default list).")
        String verb;
        @Parameters(index = "1..*", arity = "0..*", paramLabel = "FILE|NAME",
                description = "install: bundle jars or feature zips; uninstall: plugins' symbolic names.")
        List<String> names = new ArrayList<>();

        /** The words after {@code plugins}, as {@link PluginsCommand#run} takes them. */
        List<String> words() {
            List<String> words = new ArrayList<>();
            if (verb != null) {
                words.add(verb);
            }
            words.addAll(names);
            return words;
        }
    }

    /** The verbs, for the shell completion. */
    static final class Verbs extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        Verbs() {
            super(List.of("list", "install", "uninstall"));
        }
    }

    PluginsCommand(PluginStore store) {
        this.store = store;
    }

    int run(List<String> args, PrintStream out, PrintStream err) {
        Text text = Text.current();
        if (args.isEmpty() || args.equals(List.of("list"))) {
            for (PluginChange p : store.kept()) {
                out.println(p.symbolicName() + "\t" + p.version() + "\t" + p.state()
                        + (p.problem() == null ? "" : "\t" + p.problem()));
            }
            return 0;
        }
        String verb = args.get(0);
        List<String> rest = args.subList(1, args.size());
        if (!(verb.equals("install") || verb.equals("uninstall")) || rest.isEmpty()) {
            err.println(text.get("command.usage"));
            return 2;
        }
        int code = 0;
        for (String arg : rest) {
            try {
                if (verb.equals("install")) {
                    for (PluginChange c : store.install(Path.of(arg))) {
                        out.println(installed(c, text));
                    }
                } else {
                    PluginChange c = store.uninstall(arg);
                    out.println(text.get("command.uninstalled", c.symbolicName(), c.previousVersion(), store.directory()));
                }
            } catch (IOException | RuntimeException e) {
                // the message names the file or plugin already
                err.println("plugins: " + PluginStoreImpl.oneLine(e));
                code = 2;
            }
        }
        return code;
    }

    /** "Updated x 1.0.0 -> 1.1.0", "Installed x 1.0.0", with the reason when it did not start. */
    static String installed(PluginChange c, Text text) {
        String line = text.get(c.isUpdate() ? "command.updated" : "command.installed", c.symbolicName(), c.versionChange());
        return c.problem() == null ? line : line + " " + text.get("command.notStarted", c.problem());
    }
}
