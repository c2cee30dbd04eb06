package roundhouse.launcher;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;

/**
 * Which bundles a start needs. The workbench (no arguments, or one game file) and the commands
 * named in {@value Main#UI_COMMANDS} get every bundle; any other command runs headless, without
 * the bundles named in {@value Main#UI_BUNDLES} (SWT, Batik, JFreeChart and their users), so it
 * neither installs nor starts them. The list of commands ({@code --help}) gets every bundle, so that
 * it lists every command.
 */
record Profile(String name, boolean ui) {
    static final Profile FULL = new Profile("ui", true);
    static final Profile HEADLESS = new Profile("headless", false);

    // Plain loops, no streams or lambdas, here and in the rest of the launcher: the first lambda or
    // stream of a JVM costs it milliseconds of class generation before the framework even starts.
    static Profile of(String[] args, Properties launch) {
        List<String> words = new ArrayList<>();
        for (String a : args) {
            if (!a.equals("--debug")) {
                words.add(a);
            }
        }
        if (words.isEmpty()) {
            return FULL;
        }
        String first = words.get(0);
        if (words.size() == 1 && (first.endsWith(".json") || Files.isRegularFile(Path.of(first)))) {
            return FULL;
        }
        if (isHelp(first)) {
            if (words.size() == 1) {
                return FULL; // the list of commands names every command, the drawing ones too
            }
            first = words.get(1); // "help map": map's usage needs map's bundle
        }
        return list(launch, Main.UI_COMMANDS).contains(first) ? FULL : HEADLESS;
    }

    /** The words that ask for the list of commands, or with a command word for its usage (as roundhouse.cli reads them). */
    private static boolean isHelp(String word) {
        return word.equals("--help") || word.equals("-h") || word.equals("help");
    }

    /** Of the product jar's nested bundle entries, those to install for this profile. */
    List<String> bundles(List<String> all, Properties launch) {
        if (ui) {
            return all;
        }
        Set<String> uiNames = list(launch, Main.UI_BUNDLES);
        List<String> out = new ArrayList<>();
        for (String entry : all) {
            if (!isAnyOf(entry, uiNames)) {
                out.add(entry);
            }
        }
        return out;
    }

    private static boolean isAnyOf(String entry, Set<String> bsns) {
        for (String bsn : bsns) {
            if (isBundle(entry, bsn)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code jar/<bsn>-<version>.jar} is that symbolic name (not a longer one sharing its prefix). */
    static boolean isBundle(String entry, String bsn) {
        String file = entry.substring(entry.lastIndexOf('/') + 1);
        return file.startsWith(bsn + "-") && file.length() > bsn.length() + 1
                && Character.isDigit(file.charAt(bsn.length() + 1));
    }

    private static Set<String> list(Properties launch, String key) {
        Set<String> out = new HashSet<>();
        for (String s : launch.getProperty(key, "").split(",")) {
            if (!s.isBlank()) {
                out.add(s.trim());
            }
        }
        return out;
    }
}
