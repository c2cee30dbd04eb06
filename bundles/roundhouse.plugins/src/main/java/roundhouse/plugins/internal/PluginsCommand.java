package roundhouse.plugins.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

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
