package roundhouse.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Version;

/** Of several jars of one bundle, one is installed, and the user is told which. */
class OneJarPerBundleTest {
    @TempDir
    Path dir;

    private Path jar(String name, String bsn, String version) throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (bsn != null) {
            m.getMainAttributes().putValue("Bundle-SymbolicName", bsn);
            m.getMainAttributes().putValue("Bundle-Version", version);
        }
        Path p = dir.resolve(name);
        try (OutputStream out = Files.newOutputStream(p); JarOutputStream j = new JarOutputStream(out, m)) {
            j.flush();
        }
        return p;
    }

    @Test
    void aJarsIdentityIsItsSymbolicNameWithoutDirectivesAndItsVersion() throws IOException {
        assertEquals(new UserPlugins.Identity("my.title", new Version(1, 2, 0)),
                UserPlugins.identity(jar("a.jar", "my.title;singleton:=true", "1.2.0")));
        assertNull(UserPlugins.identity(jar("plain.jar", null, null)), "a jar that is no bundle");
        assertNull(UserPlugins.identity(dir.resolve("missing.jar")));
    }

    @Test
    void aPluginOfThisRunWinsOverTheKeptCopyAndTheHigherVersionOverTheLower() throws IOException {
        Map<String, Path> wanted = new LinkedHashMap<>();
        wanted.put(UserPlugins.KEPT + "t.jar", jar("kept-t.jar", "t", "1.1.0"));
        wanted.put(UserPlugins.KEPT + "other.jar", jar("other.jar", "other", "1.0.0"));
        wanted.put(UserPlugins.RUN + "/build/t-1.0.0.jar", jar("t-1.0.0.jar", "t", "1.0.0"));
        wanted.put(UserPlugins.RUN + "/build/t-1.0.1.jar", jar("t-1.0.1.jar", "t", "1.0.1"));
        wanted.put(UserPlugins.RUN + "/build/plain.jar", jar("plain.jar", null, null));
        List<String> told = new ArrayList<>();
        Map<String, Path> chosen = UserPlugins.oneJarPerBundle(wanted, UserPlugins::identity, told::add);
        assertEquals(List.of(UserPlugins.KEPT + "other.jar", UserPlugins.RUN + "/build/t-1.0.1.jar", UserPlugins.RUN + "/build/plain.jar"),
                List.copyOf(chosen.keySet()));
        assertEquals(List.of(
                "roundhouse: plugin t: using 1.0.0 from " + dir.resolve("t-1.0.0.jar") + ", not 1.1.0 from " + dir.resolve("kept-t.jar"),
                "roundhouse: plugin t: using 1.0.1 from " + dir.resolve("t-1.0.1.jar") + ", not 1.0.0 from " + dir.resolve("t-1.0.0.jar")),
                told);
    }

    @Test
    void differentBundlesAreAllKeptInOrderWithoutAWord() throws IOException {
        Map<String, Path> wanted = new LinkedHashMap<>();
        wanted.put(UserPlugins.KEPT + "a.jar", jar("a.jar", "a", "1.0.0"));
        wanted.put(UserPlugins.RUN + "/d/b.jar", jar("b.jar", "b", "1.0.0"));
        List<String> told = new ArrayList<>();
        assertEquals(wanted, UserPlugins.oneJarPerBundle(wanted, UserPlugins::identity, told::add));
        assertEquals(List.of(), told);
    }
}
