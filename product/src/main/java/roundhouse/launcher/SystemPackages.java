package roundhouse.launcher;

import java.lang.module.ModuleDescriptor;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.osgi.framework.Constants;

/**
 * The packages the system bundle exports ({@code org.osgi.framework.system.packages}), given to Felix
 * as it would compute them itself: its own OSGi packages ({@code ${osgi-exports}} of its defaults)
 * and every package a module of the boot layer exports to all, at Felix's version for the running
 * Java ({@code 0.0.0.JavaSE_017} on 17). Felix left to itself builds the same list by substituting
 * some seventy per-module variables into one growing string, each substitution copying and
 * rescanning all of it (~20 ms at every start); here the modules are listed once and only the one
 * variable is left to substitute. An explicit value in launcher.properties or -D wins.
 */
final class SystemPackages {
    /** Felix's switch for substituting variables in an explicit system package list. */
    static final String SUBSTITUTION = "felix.systempackages.substitution";

    private SystemPackages() {
    }

    /** Adds the two framework properties unless the system packages are given already. */
    static void addTo(Map<String, String> props) {
        if (props.containsKey(Constants.FRAMEWORK_SYSTEMPACKAGES)
                || System.getProperty(Constants.FRAMEWORK_SYSTEMPACKAGES) != null) {
            return;
        }
        props.put(Constants.FRAMEWORK_SYSTEMPACKAGES,
                of(ModuleLayer.boot().modules(), System.getProperty("java.specification.version")));
        props.put(SUBSTITUTION, "true");
    }

    /** The list for these modules on a Java whose specification version is {@code javaSpec} (9 or later). */
    static String of(Collection<Module> modules, String javaSpec) {
        String version = "0.0.0.JavaSE_" + threeDigits(Integer.parseInt(javaSpec));
        Map<String, ModuleDescriptor> byName = new TreeMap<>();
        for (Module m : modules) {
            if (m.isNamed()) {
                byName.put(m.getName(), m.getDescriptor());
            }
        }
        StringBuilder out = new StringBuilder("${osgi-exports}");
        for (ModuleDescriptor d : byName.values()) {
            for (String pkg : exported(d)) {
                out.append(',').append(pkg).append(";version=\"").append(version).append('"');
            }
        }
        return out.toString();
    }

    /** What Felix counts as a module's exports: the unqualified ones, or every package of an automatic module. */
    private static List<String> exported(ModuleDescriptor d) {
        if (d.isAutomatic()) {
            return new ArrayList<>(d.packages());
        }
        List<String> out = new ArrayList<>();
        for (ModuleDescriptor.Exports e : d.exports()) {
            if (!e.isQualified()) {
                out.add(e.source());
            }
        }
        return out;
    }

    private static String threeDigits(int n) {
        String s = Integer.toString(n);
        return s.length() >= 3 ? s : "000".substring(s.length()) + s;
    }
}
