package roundhouse.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.engine.spi.EngineTitle;

/**
 * A variant of 1830 as a separate bundle inside Felix: its class extends the exported
 * {@code roundhouse.title.t1830.T1830Rules} (another bundle's package), its GAME-INF holds only a
 * title.json that extends 1830 and a patch.json. The bundle is compiled and packed here, as a plugin
 * author's build would, so the test needs no module of its own.
 */
class VariantTitleIT {
    private static final String SOURCE = """
            package itest.variant;

            public class BigBank1830 extends roundhouse.title.t1830.T1830Rules {
                public BigBank1830() {
                    super(BigBank1830.class.getClassLoader());
                }
            }
            """;
    private static final String COMPONENT = """
            <?xml version="1.0" encoding="UTF-8"?>
            <scr:component xmlns:scr="http://www.osgi.org/xmlns/scr/v1.3.0" name="itest.variant.BigBank1830">
              <implementation class="itest.variant.BigBank1830"/>
              <service><provide interface="roundhouse.engine.spi.EngineTitle"/></service>
            </scr:component>
            """;

    private final BundleContext context = FrameworkUtil.getBundle(VariantTitleIT.class).getBundleContext();

    private File jarOf(String symbolicName) {
        Bundle b = Arrays.stream(context.getBundles()).filter(x -> symbolicName.equals(x.getSymbolicName())).findFirst()
                .orElseThrow(() -> new AssertionError(symbolicName + " is not installed"));
        String location = b.getLocation().replaceFirst("^reference:", "").replaceFirst("^file:", "");
        return new File(location);
    }

    private Path variantJar() throws Exception {
        Path src = Files.createTempDirectory("variant-src");
        Path java = Files.createDirectories(src.resolve("itest/variant")).resolve("BigBank1830.java");
        Files.writeString(java, SOURCE);
        Path classes = Files.createTempDirectory("variant-classes");
        String classpath = String.join(File.pathSeparator, jarOf("roundhouse.api").getPath(),
                jarOf("roundhouse.engine").getPath(), jarOf("roundhouse.title.t1830").getPath());
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "the tests run on a JDK");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = javac.run(null, null, err, "--release", "17", "-classpath", classpath, "-d", classes.toString(),
                java.toString());
        assertEquals(0, rc, err.toString(StandardCharsets.UTF_8));

        Manifest m = new Manifest();
        Attributes a = m.getMainAttributes();
        a.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        a.putValue("Bundle-ManifestVersion", "2");
        a.putValue("Bundle-SymbolicName", "roundhouse.itest.variant");
        a.putValue("Bundle-Version", "1.0.0");
        a.putValue("Import-Package", "roundhouse.title.t1830;version=\"[1.0,2)\",roundhouse.engine.spi,roundhouse.api");
        a.putValue("Service-Component", "OSGI-INF/itest.variant.BigBank1830.xml");
        Path jar = Files.createTempFile("variant", ".jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), m)) {
            put(out, "itest/variant/BigBank1830.class", Files.readAllBytes(classes.resolve("itest/variant/BigBank1830.class")));
            put(out, "OSGI-INF/itest.variant.BigBank1830.xml", COMPONENT.getBytes(StandardCharsets.UTF_8));
            put(out, "GAME-INF/title.json", """
                    { "id": "1830_bigbank", "name": "1830 with a third 6-train and a $15,000 bank",
                      "extends": "1830", "bank": 15000, "options_on": ["optional_6_train"] }
                    """.getBytes(StandardCharsets.UTF_8));
            put(out, "GAME-INF/patch.json", "{ \"trains.json\": { \"$[4].num\": 3 } }".getBytes(StandardCharsets.UTF_8));
        }
        return jar;
    }

    /**
     * A variant bundle of {@code parent} ({@code roundhouse.title.t<parent>.T<parent>Rules}), data only:
     * its title.json extends the parent and gives {@code change} (a JSON member).
     */
    private Path variantOf(String parent, String id, String change) throws Exception {
        String pkg = "roundhouse.title.t" + parent.toLowerCase(java.util.Locale.ROOT);
        String cls = "V" + parent;
        Path src = Files.createTempDirectory("variant-src");
        Path java = Files.createDirectories(src.resolve("itest/variant")).resolve(cls + ".java");
        Files.writeString(java, "package itest.variant;\n\npublic class " + cls + " extends " + pkg + ".T" + parent + "Rules {\n"
                + "    public " + cls + "() {\n        super(" + cls + ".class.getClassLoader());\n    }\n}\n");
        Path classes = Files.createTempDirectory("variant-classes");
        String classpath = String.join(File.pathSeparator, jarOf("roundhouse.api").getPath(),
                jarOf("roundhouse.engine").getPath(), jarOf(pkg).getPath());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = ToolProvider.getSystemJavaCompiler().run(null, null, err, "--release", "17", "-classpath", classpath,
                "-d", classes.toString(), java.toString());
        assertEquals(0, rc, err.toString(StandardCharsets.UTF_8));
        Manifest m = new Manifest();
        Attributes a = m.getMainAttributes();
        a.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        a.putValue("Bundle-ManifestVersion", "2");
        a.putValue("Bundle-SymbolicName", "roundhouse.itest.variant." + id);
        a.putValue("Bundle-Version", "1.0.0");
        a.putValue("Import-Package", pkg + ";version=\"[1.0,2)\",roundhouse.engine.spi,roundhouse.api");
        a.putValue("Service-Component", "OSGI-INF/itest.variant." + cls + ".xml");
        Path jar = Files.createTempFile("variant", ".jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), m)) {
            put(out, "itest/variant/" + cls + ".class", Files.readAllBytes(classes.resolve("itest/variant/" + cls + ".class")));
            put(out, "OSGI-INF/itest.variant." + cls + ".xml", COMPONENT.replace("BigBank1830", cls).getBytes(StandardCharsets.UTF_8));
            put(out, "GAME-INF/title.json", ("{ \"id\": \"" + id + "\", \"name\": \"" + id + "\", \"extends\": \"" + parent + "\", "
                    + change + " }").getBytes(StandardCharsets.UTF_8));
        }
        return jar;
    }

    private static void put(JarOutputStream out, String name, byte[] data) throws Exception {
        out.putNextEntry(new JarEntry(name));
        out.write(data);
        out.closeEntry();
    }

    private EngineTitle title(String id) throws Exception {
        for (ServiceReference<EngineTitle> ref : context.getServiceReferences(EngineTitle.class, null)) {
            EngineTitle t = context.getService(ref);
            if (t != null && t.info().id().equals(id)) {
                return t;
            }
        }
        return null;
    }

    /** Every title is a parent: a variant bundle of each, with a bigger bank (18Mag: a larger certificate limit). */
    @Test
    void aVariantBundleExtendsEveryTitle() throws Exception {
        List<PlayerRef> players = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            players.add(new PlayerRef(Integer.toString(i), "Player " + i));
        }
        for (String[] v : List.of(new String[] {"1844", "\"bank\": 15000"}, new String[] {"1854", "\"bank\": 12000"},
                new String[] {"1841", "\"bank\": 20000"},
                new String[] {"18Mag", "\"cert_limit\": {\"2\": 12, \"3\": 20, \"4\": 16, \"5\": 13, \"6\": 11}"})) {
            String parent = v[0];
            String id = parent + "_variant";
            Path jar = variantOf(parent, id, v[1]);
            Bundle variant = context.installBundle(jar.toUri().toString(), Files.newInputStream(jar));
            try {
                variant.start();
                EngineTitle t = null;
                for (long end = System.currentTimeMillis() + 5000; t == null && System.currentTimeMillis() < end;) {
                    t = title(id);
                    Thread.sleep(10);
                }
                assertNotNull(t, "the variant of " + parent + " is registered");
                EngineTitle base = title(parent);
                if (parent.equals("18Mag")) {
                    assertEquals(16, t.createGame(new GameSetup(players, java.util.Set.of(), 1), false).certLimit());
                } else {
                    assertTrue(t.data().bank() > base.data().bank(), parent + ": " + t.data().bank());
                }
                assertEquals(base.data().corporations().size(), t.data().corporations().size(), parent);
                assertTrue(!t.newGame(new GameSetup(players, java.util.Set.of(), 1)).legalActions().isEmpty(), parent);
            } finally {
                variant.uninstall();
            }
        }
    }

    @Test
    void aVariantBundleExtends1830WithItsOwnData() throws Exception {
        Path jar = variantJar();
        Bundle variant = context.installBundle(jar.toUri().toString(), Files.newInputStream(jar));
        try {
            variant.start();
            EngineTitle bigBank = null;
            for (long end = System.currentTimeMillis() + 5000; bigBank == null && System.currentTimeMillis() < end;) {
                bigBank = title("1830_bigbank");
                Thread.sleep(10);
            }
            assertNotNull(bigBank, "the variant's title is registered");
            EngineTitle t1830 = title("1830");
            assertEquals(15000, bigBank.data().bank());
            assertEquals(12000, t1830.data().bank());
            assertEquals(3, bigBank.data().trainType("6").count());
            assertEquals(2, t1830.data().trainType("6").count());
            assertEquals(t1830.info().maxPlayers(), bigBank.info().maxPlayers());
            assertTrue(bigBank.ruleOptions().stream().anyMatch(o -> o.id().equals("optional_6_train") && o.onByDefault()));
            List<PlayerRef> players = new ArrayList<>();
            for (int i = 1; i <= 4; i++) {
                players.add(new PlayerRef(Integer.toString(i), "Player " + i));
            }
            assertTrue(!bigBank.newGame(new GameSetup(players, java.util.Set.of(), 1)).legalActions().isEmpty());
        } finally {
            variant.uninstall();
        }
    }
}
