package roundhouse.launcher;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The launcher's own options, taken off the command line before the application sees it:
 * {@code --plugins DIR} (repeatable, also {@code --plugins=DIR}) installs every bundle jar in DIR
 * for this run only.
 *
 * @param pluginDirs the directories named with {@code --plugins}
 * @param rest the command line without them, for the profile and the application
 */
record LaunchArgs(List<Path> pluginDirs, String[] rest) {
    static final String PLUGINS = "--plugins";

    /** @throws IllegalArgumentException naming the option when its directory is missing or is none */
    static LaunchArgs of(String[] args) {
        List<Path> dirs = new ArrayList<>();
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String dir = null;
            if (a.equals(PLUGINS)) {
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException(PLUGINS + " needs a directory of plugin jars");
                }
                dir = args[++i];
            } else if (a.startsWith(PLUGINS + "=")) {
                dir = a.substring(PLUGINS.length() + 1);
            } else {
                rest.add(a);
                continue;
            }
            Path p = Path.of(dir);
            if (!Files.isDirectory(p)) {
                throw new IllegalArgumentException(PLUGINS + " " + dir + ": no such directory");
            }
            dirs.add(p);
        }
        return new LaunchArgs(dirs, rest.toArray(new String[0]));
    }
}
