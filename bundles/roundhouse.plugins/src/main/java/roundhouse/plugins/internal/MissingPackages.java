package roundhouse.plugins.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.osgi.framework.namespace.PackageNamespace;
import org.osgi.framework.wiring.BundleRevision;
import org.osgi.framework.wiring.FrameworkWiring;
import org.osgi.resource.Requirement;

/**
 * Why a plugin does not resolve, in the words of a plugin author: the packages it imports that no
 * installed bundle exports, and what to do about them (an internal package of Roundhouse is never
 * exported: the plugin must be built against the exported ones).
 */
final class MissingPackages {
    private static final Pattern PACKAGE = Pattern.compile("\\(" + PackageNamespace.PACKAGE_NAMESPACE + "=([^)]+)\\)");

    private MissingPackages() {
    }

    /** The packages {@code b} needs (not optionally) that nothing installed exports, in its order. */
    static List<String> of(BundleContext context, Bundle b) {
        List<String> out = new ArrayList<>();
        BundleRevision revision = b.adapt(BundleRevision.class);
        if (revision == null) {
            return out;
        }
        FrameworkWiring wiring = context.getBundle(Constants.SYSTEM_BUNDLE_LOCATION).adapt(FrameworkWiring.class);
        for (Requirement r : revision.getRequirements(PackageNamespace.PACKAGE_NAMESPACE)) {
            if (PackageNamespace.RESOLUTION_OPTIONAL.equals(r.getDirectives().get(PackageNamespace.REQUIREMENT_RESOLUTION_DIRECTIVE))) {
                continue;
            }
            if (wiring.findProviders(r).stream().noneMatch(c -> c.getRevision().getBundle() != b)) {
                Matcher m = PACKAGE.matcher(String.valueOf(r.getDirectives().get(PackageNamespace.REQUIREMENT_FILTER_DIRECTIVE)));
                if (m.find()) {
                    out.add(m.group(1));
                }
            }
        }
        return out;
    }

    /** Whether a package is one of Roundhouse's internal ones (never exported). */
    static boolean internal(String pkg) {
        return pkg.startsWith("roundhouse.") && (pkg.contains(".internal.") || pkg.endsWith(".internal"));
    }

    /**
     * What the missing packages mean and what to do, in one sentence; {@code null} when nothing is
     * missing (the bundle fails for another reason).
     */
    static String explain(List<String> missing, Text text) {
        if (missing.isEmpty()) {
            return null;
        }
        String first = missing.get(0);
        String more = missing.size() > 1 ? text.get("unresolved.more", missing.size() - 1) : "";
        return internal(first) ? text.get("unresolved.internal", first, more) : text.get("unresolved.missing", first, more);
    }
}
