package roundhouse.launcher;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which bundles a start needs. The workbench (no arguments, or one game file) and the commands
 * named in {@value Main#UI_COMMANDS} get every bundle; any other command runs headless, without
 * the bundles named in {@value Main#UI_BUNDLES} (SWT, Batik, JFreeChart and their users), so it
 * neither installs nor starts them.
 */
record Profile(String name, boolean ui) {
    static final Profile FULL = new Profile("ui", true);
    static final Profile HEADLESS = new Profile("headless", false);

    static Profile of(String[] args, Properties launch) {
        List<String> words = Arrays.stream(args).filter(a -> !a.equals("--debug")).toList();
        if (words.isEmpty()) {
            return FULL;
        }
        String first = words.get(0);
        if (words.size() == 1 && (first.endsWith(".json") || Files.isRegularFile(Path.of(first)))) {
            return FULL;
        }
        return list(launch, Main.UI_COMMANDS).contains(first) ? FULL : HEADLESS;
    }

    /** The nested bundle entries to install for this profile, in the bndrun's order. */
    List<String> bundles(Properties launch) throws java.io.IOException {
        List<String> all = Main.allBundles(launch);
        if (ui) {
            return all;
        }
        Set<String> uiNames = list(launch, Main.UI_BUNDLES);
        List<String> out = new ArrayList<>();
        for (String entry : all) {
            if (uiNames.stream().noneMatch(bsn -> isBundle(entry, bsn))) {
                out.add(entry);
            }
        }
        return out;
    }

    /** Whether {@code jar/<bsn>-<version>.jar} is that symbolic name (not a longer one sharing its prefix). */
    static boolean isBundle(String entry, String bsn) {
        String file = entry.substring(entry.lastIndexOf('/') + 1);
        return file.startsWith(bsn + "-") && file.length() > bsn.length() + 1
                && Character.isDigit(file.charAt(bsn.length() + 1));
    }

    private static Set<String> list(Properties launch, String key) {
        return Arrays.stream(launch.getProperty(key, "").split(",")).map(String::trim).filter(s -> !s.isEmpty())
                .collect(Collectors.toSet());
    }
}
