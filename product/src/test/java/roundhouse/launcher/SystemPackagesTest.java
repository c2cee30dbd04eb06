package roundhouse.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.osgi.framework.Constants;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;
import org.osgi.framework.namespace.PackageNamespace;
import org.osgi.framework.wiring.BundleCapability;
import org.osgi.framework.wiring.BundleRevision;

/**
 * The system packages the launcher gives Felix are exactly those Felix computes by itself: same
 * package names, same versions, same attributes and directives.
 */
class SystemPackagesTest {
    private static Set<String> systemExports(Map<String, String> extra, String name) throws Exception {
        Path storage = Path.of("target", "syspk-" + name);
        FrameworkCache.deleteTree(storage);
        Map<String, String> props = new HashMap<>(extra);
        props.put(Constants.FRAMEWORK_STORAGE, storage.toAbsolutePath().toString());
        FrameworkFactory factory = ServiceLoader.load(FrameworkFactory.class).findFirst().orElseThrow();
        Framework fw = factory.newFramework(props);
        fw.init();
        try {
            Set<String> out = new TreeSet<>();
            for (BundleCapability c : fw.adapt(BundleRevision.class).getDeclaredCapabilities(PackageNamespace.PACKAGE_NAMESPACE)) {
                StringBuilder line = new StringBuilder();
                for (Map.Entry<String, Object> a : new TreeMap<>(c.getAttributes()).entrySet()) {
                    Object v = a.getValue();
                    line.append(a.getKey()).append('=').append(v instanceof Object[] arr ? Arrays.toString(arr) : v).append(' ');
                }
                out.add(line.append(new TreeMap<>(c.getDirectives())).toString());
            }
            return out;
        } finally {
            fw.stop();
            fw.waitForStop(10_000);
        }
    }

    @Test
    void felixExportsTheSamePackagesFromTheLaunchersList() throws Exception {
        Map<String, String> ours = new HashMap<>();
        SystemPackages.addTo(ours);
        assertTrue(ours.containsKey(Constants.FRAMEWORK_SYSTEMPACKAGES), ours.toString());
        Set<String> computedByFelix = systemExports(Map.of(), "felix");
        Set<String> fromOurList = systemExports(ours, "launcher");
        assertTrue(computedByFelix.size() > 100, computedByFelix.toString());
        assertTrue(computedByFelix.stream().anyMatch(c -> c.contains("osgi.wiring.package=java.lang ")), "no java.lang");
        Set<String> missing = new TreeSet<>(computedByFelix);
        missing.removeAll(fromOurList);
        Set<String> added = new TreeSet<>(fromOurList);
        added.removeAll(computedByFelix);
        assertEquals(List.of(), List.copyOf(missing), "exported by Felix's own list only");
        assertEquals(List.of(), List.copyOf(added), "exported by the launcher's list only");
    }

    @Test
    void anExplicitListWins() {
        Map<String, String> props = new HashMap<>(Map.of(Constants.FRAMEWORK_SYSTEMPACKAGES, "javax.xml"));
        SystemPackages.addTo(props);
        assertEquals(Map.of(Constants.FRAMEWORK_SYSTEMPACKAGES, "javax.xml"), props);
    }

    @Test
    void versionsAreFelixsThreeDigits() {
        String list = SystemPackages.of(List.of(Object.class.getModule()), "9");
        assertTrue(list.startsWith("${osgi-exports},"), list);
        assertTrue(list.contains(",java.lang;version=\"0.0.0.JavaSE_009\""), list);
        assertTrue(SystemPackages.of(List.of(Object.class.getModule()), "25").contains("JavaSE_025"));
    }
}
