package roundhouse.workbench.internal;

import java.util.ArrayList;
import java.util.List;

import org.osgi.framework.Bundle;
import org.osgi.framework.wiring.BundleRevision;
import org.osgi.service.component.runtime.ServiceComponentRuntime;
import org.osgi.service.component.runtime.dto.ComponentConfigurationDTO;
import org.osgi.service.component.runtime.dto.ComponentDescriptionDTO;

/** Why a bundle is not working: a recorded failure, an unresolved state, or a broken component. */
final class BundleStatus {
    private final PluginProblems problems;
    private final ServiceComponentRuntime scr;

    BundleStatus(PluginProblems problems, ServiceComponentRuntime scr) {
        this.problems = problems;
        this.scr = scr;
    }

    /** The bundle's problem in one line, or {@code null} if it has none. */
    String problem(Bundle b) {
        List<String> parts = new ArrayList<>();
        String recorded = problems.get(b.getBundleId());
        if (recorded != null) {
            parts.add(recorded);
        }
        boolean fragment = b.adapt(BundleRevision.class) != null
                && (b.adapt(BundleRevision.class).getTypes() & BundleRevision.TYPE_FRAGMENT) != 0;
        if (b.getState() == Bundle.INSTALLED && recorded == null) {
            parts.add("not resolved");
        } else if (b.getState() == Bundle.RESOLVED && !fragment && recorded == null) {
            parts.add("stopped");
        }
        if (scr != null && b.getState() == Bundle.ACTIVE) {
            for (ComponentDescriptionDTO d : scr.getComponentDescriptionDTOs(b)) {
                for (ComponentConfigurationDTO c : scr.getComponentConfigurationDTOs(d)) {
                    if (c.state == ComponentConfigurationDTO.FAILED_ACTIVATION) {
                        parts.add("component " + d.name + " failed: " + oneLine(c.failure));
                    } else if (c.state == ComponentConfigurationDTO.UNSATISFIED_REFERENCE
                            || c.state == ComponentConfigurationDTO.UNSATISFIED_CONFIGURATION) {
                        parts.add("component " + d.name + " unsatisfied");
                    }
                }
            }
        }
        return parts.isEmpty() ? null : String.join("; ", parts);
    }

    /**
     * The root cause of a component failure (SCR gives the whole stack trace as text): the last
     * "Caused by:" line, since the first line is usually a reflection wrapper.
     */
    static String oneLine(String failure) {
        if (failure == null || failure.isBlank()) {
            return "unknown error";
        }
        String line = failure.lines().findFirst().orElse(failure).trim();
        for (String l : (Iterable<String>) failure.lines()::iterator) {
            String t = l.trim();
            if (t.startsWith("Caused by:")) {
                line = t.substring("Caused by:".length()).trim();
            }
        }
        return line;
    }

    static String stateName(int state) {
        return switch (state) {
            case Bundle.UNINSTALLED -> "UNINSTALLED";
            case Bundle.INSTALLED -> "INSTALLED";
            case Bundle.RESOLVED -> "RESOLVED";
            case Bundle.STARTING -> "STARTING";
            case Bundle.STOPPING -> "STOPPING";
            case Bundle.ACTIVE -> "ACTIVE";
            default -> "UNKNOWN(" + state + ")";
        };
    }
}
