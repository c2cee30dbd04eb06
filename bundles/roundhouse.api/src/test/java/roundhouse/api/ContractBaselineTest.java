package roundhouse.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The contract holds still in the ordinary build: every module that exports a package is baselined
 * by {@code mvn verify} against the reference jars of {@code baseline/build}, and an incompatible
 * change (a public method removed from an exported interface) fails that build, named by package.
 */
class ContractBaselineTest {
    private static final Path ROOT = Path.of("../..").toAbsolutePath().normalize();
    private static final Pattern EXPORT = Pattern.compile("@(org\\.osgi\\.annotation\\.bundle\\.)?Export\\b");

    /** Every bundle with an exported package has the baseline plugin, and baseline/build makes its reference jar. */
    @Test
    void everyModuleThatExportsIsBaselined() throws IOException {
        String build = Files.readString(ROOT.resolve("baseline/build"));
        Matcher listed = Pattern.compile("BUNDLES=\"([^\"]*)\"").matcher(build);
        assertTrue(listed.find(), "baseline/build names its BUNDLES");
        List<String> references = List.of(listed.group(1).trim().split("\\s+"));
        List<String> exporting = new ArrayList<>();
        try (Stream<Path> modules = Files.list(ROOT.resolve("bundles"))) {
            for (Path module : modules.sorted().toList()) {
                if (exports(module.resolve("src/main/java"))) {
                    exporting.add(module.getFileName().toString());
                }
            }
        }
        assertTrue(exporting.size() >= 8, "the exporting bundles found: " + exporting);
        for (String module : exporting) {
            String pom = Files.readString(ROOT.resolve("bundles").resolve(module).resolve("pom.xml"));
            assertTrue(pom.contains("<artifactId>bnd-baseline-maven-plugin</artifactId>"),
                    module + " exports a package but its pom does not baseline it");
            assertTrue(pom.contains("baseline/repo"), module + " does not declare the baseline repository");
            assertTrue(references.contains(module.substring("roundhouse.".length())),
                    module + " exports a package but baseline/build makes no reference jar of it");
        }
    }

    /**
     * Every exported type that another bundle could implement or extend (an interface, a class not
     * final) says who does: {@code @ConsumerType} (plugins implement or subclass it: a method added is
     * a major change) or {@code @ProviderType} (Roundhouse alone does: a minor one). Records, enums and
     * final classes need no role.
     */
    @Test
    void everyExportedTypeThatCanBeExtendedHasARole() throws IOException {
        Pattern open = Pattern.compile("^public (abstract )?(class|interface) (\\w+)", Pattern.MULTILINE);
        List<String> missing = new ArrayList<>();
        int checked = 0;
        try (Stream<Path> modules = Files.list(ROOT.resolve("bundles"))) {
            for (Path module : modules.sorted().toList()) {
                Path sources = module.resolve("src/main/java");
                if (!Files.isDirectory(sources)) {
                    continue;
                }
                try (Stream<Path> infos = Files.walk(sources)) {
                    for (Path info : infos.filter(p -> p.getFileName().toString().equals("package-info.java")).toList()) {
                        if (!EXPORT.matcher(Files.readString(info)).find()) {
                            continue;
                        }
                        try (Stream<Path> types = Files.list(info.getParent())) {
                            for (Path type : types.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                                String source = Files.readString(type);
                                Matcher m = open.matcher(source);
                                if (!m.find()) {
                                    continue;
                                }
                                checked++;
                                if (!source.contains("ConsumerType") && !source.contains("ProviderType")) {
                                    missing.add(sources.relativize(type).toString());
                                }
                            }
                        }
                    }
                }
            }
        }
        assertTrue(checked > 50, "the exported interfaces and open classes found: " + checked);
        assertEquals(List.of(), missing, "exported types without @ConsumerType or @ProviderType");
    }

    /**
     * A copy of this module with one public method of {@link GameSession} removed fails {@code mvn
     * verify}, and the failure names the package and the major change it needs; the copy built as it
     * is passes (so the failure is the removal's, not the set-up's).
     */
    @Test
    void aRemovedPublicMethodFailsTheBuild(@TempDir Path work) throws Exception {
        String version = version();
        Path reference = ROOT.resolve("baseline/repo/roundhouse/roundhouse.api").resolve(version)
                .resolve("roundhouse.api-" + version + ".jar");
        assumeTrue(Files.isRegularFile(reference), "no reference jar (baseline/build found no history): " + reference);
        Path module = copyModule(work);

        Result unchanged = verify(module);
        assertEquals(0, unchanged.exit(), "the unchanged copy builds:\n" + unchanged.tail());

        Path session = module.resolve("src/main/java/roundhouse/api/GameSession.java");
        String source = Files.readString(session);
        String method = "    default String noLayReason(String hex) {\n        return null;\n    }\n";
        assertTrue(source.contains(method), "GameSession.noLayReason is where this test expects it");
        Files.writeString(session, source.replace(method, ""));

        Result removed = verify(module);
        assertNotEquals(0, removed.exit(), "removing GameSession.noLayReason must fail the build:\n" + removed.tail());
        String output = removed.output();
        assertTrue(output.contains("Baseline problems detected"), "the baseline fails the build:\n" + removed.tail());
        assertTrue(Pattern.compile("\\* roundhouse\\.api\\s+PACKAGE\\s+MAJOR\\s+").matcher(output).find(),
                "the report names the package and the major change it needs:\n" + removed.tail());
        assertTrue(Pattern.compile("REMOVED\\s+METHOD\\s+noLayReason\\(java\\.lang\\.String\\)").matcher(output).find(),
                "the report names the removed method:\n" + removed.tail());
    }

    private static boolean exports(Path sources) throws IOException {
        if (!Files.isDirectory(sources)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path f : files.filter(p -> p.getFileName().toString().equals("package-info.java")).toList()) {
                if (EXPORT.matcher(Files.readString(f)).find()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The reference version the root pom baselines against. */
    private static String version() throws IOException {
        Matcher m = Pattern.compile("<roundhouse.baseline.version>([^<]+)</roundhouse.baseline.version>")
                .matcher(Files.readString(ROOT.resolve("pom.xml")));
        assertTrue(m.find(), "the root pom names roundhouse.baseline.version");
        return m.group(1);
    }

    /** This module's sources and poms (its parents reached by their relative paths) under {@code work}. */
    private static Path copyModule(Path work) throws IOException {
        for (String file : List.of("pom.xml", "target-platform/pom.xml", ".mvn/maven.config",
                "bundles/roundhouse.api/pom.xml", "bundles/roundhouse.api/bnd.bnd")) {
            Path to = work.resolve(file);
            Files.createDirectories(to.getParent());
            Files.copy(ROOT.resolve(file), to);
        }
        Path sources = ROOT.resolve("bundles/roundhouse.api/src/main");
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Path to = work.resolve("bundles/roundhouse.api/src/main").resolve(sources.relativize(f).toString());
                Files.createDirectories(to.getParent());
                Files.copy(f, to);
            }
        }
        Files.createDirectories(work.resolve("baseline"));
        Files.createSymbolicLink(work.resolve("baseline/repo"), ROOT.resolve("baseline/repo"));
        return work.resolve("bundles/roundhouse.api");
    }

    private record Result(int exit, String output) {
        String tail() {
            String[] lines = output.split("\n");
            return String.join("\n", List.of(lines).subList(Math.max(0, lines.length - 30), lines.length));
        }
    }

    /** {@code mvn verify -DskipTests} in {@code module}, with the Maven and the local repository of this build. */
    private static Result verify(Path module) throws IOException, InterruptedException {
        String home = System.getProperty("maven.home");
        assumeTrue(home != null && !home.isEmpty(), "the test runs under Maven (maven.home)");
        // not offline: on a cold cache the copy's plugins (javadoc, sources) may not be there yet, as this test
        // runs before this module's own packaging fetches them; with everything cached Maven asks nobody
        List<String> command = new ArrayList<>(List.of(Path.of(home, "bin", "mvn").toString(), "-B", "verify", "-DskipTests",
                "-Dmaven.javadoc.skip=true", "-Dmaven.source.skip=true"));
        String repo = System.getProperty("maven.repo.local");
        if (repo != null && !repo.isEmpty()) {
            command.add("-Dmaven.repo.local=" + repo);
        }
        Path log = module.resolve("build.log");
        Process p = new ProcessBuilder(command).directory(module.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("mvn verify of the copy ran past 5 minutes");
        }
        return new Result(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }
}
