package roundhouse.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceEvent;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.ServiceRegistration;
import org.osgi.framework.hooks.service.EventListenerHook;
import org.osgi.framework.wiring.BundleRevision;
import org.osgi.service.component.runtime.ServiceComponentRuntime;
import org.osgi.service.component.runtime.dto.ComponentConfigurationDTO;
import org.osgi.service.component.runtime.dto.ComponentDescriptionDTO;

import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;
import roundhouse.api.TitleRegistry;
import roundhouse.api.command.Command;
import roundhouse.api.ui.Workbench;

/** The assembled platform inside Felix: bundles, services, and titles and views coming and going. */
class PlatformIT {
    private final BundleContext context = FrameworkUtil.getBundle(PlatformIT.class).getBundleContext();

    private <T> T service(Class<T> type) {
        ServiceReference<T> ref = context.getServiceReference(type);
        assertNotNull(ref, "no " + type.getSimpleName() + " service");
        return context.getService(ref);
    }

    private Bundle bundle(String symbolicName) {
        return Arrays.stream(context.getBundles()).filter(b -> symbolicName.equals(b.getSymbolicName())).findFirst()
                .orElseThrow(() -> new AssertionError("bundle " + symbolicName + " is not installed"));
    }

    private static void eventually(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 5000;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("timed out waiting until " + what);
            }
            Thread.sleep(10);
        }
    }

    /** The test title's jar as first installed (tests reinstall it from other locations). */
    private static byte[] titleJar;

    private synchronized byte[] titleJar() throws java.io.IOException {
        if (titleJar == null) {
            String url = bundle("roundhouse.itest.title").getLocation().replaceFirst("^reference:", "");
            try (InputStream in = new java.net.URL(url).openStream()) {
                titleJar = in.readAllBytes();
            }
        }
        return titleJar;
    }

    private List<String> titleIds() {
        return service(Workbench.class).availableTitles().stream().map(TitleInfo::id).toList();
    }

    @Test
    void everyBundleIsActive() {
        List<String> notActive = new ArrayList<>();
        for (Bundle b : context.getBundles()) {
            boolean fragment = (b.adapt(BundleRevision.class).getTypes() & BundleRevision.TYPE_FRAGMENT) != 0;
            if (!fragment && b.getState() != Bundle.ACTIVE) {
                notActive.add(b.getSymbolicName() + " is in state " + b.getState());
            }
        }
        assertEquals(List.of(), notActive);
    }

    @Test
    void workbenchCommandsViewsAndTitlesAreRegistered() throws Exception {
        assertNotNull(service(Workbench.class));
        Collection<ServiceReference<Command>> commands = context.getServiceReferences(Command.class,
                "(" + Command.NAME + "=titles)");
        assertEquals(1, commands.size(), "one titles command");
        assertTrue(service(Workbench.class).availableViews().containsAll(List.of("companies", "log", "market", "players", "trains")),
                service(Workbench.class).availableViews().toString());
        assertTrue(titleIds().contains("itest"), titleIds().toString());
    }

    @Test
    void theEnginePublishesEachTitleWithThePropertiesOfItsData() throws Exception {
        eventually("the test title is listed", () -> titleIds().contains("itest"));
        ServiceReference<GameTitle> ref = context.getServiceReferences(GameTitle.class, "(" + GameTitle.ID + "=itest)")
                .iterator().next();
        assertEquals("Integration-test title (test only)", ref.getProperty(GameTitle.NAME));
        assertEquals(2, ref.getProperty(GameTitle.MIN_PLAYERS));
        assertEquals(3, ref.getProperty(GameTitle.MAX_PLAYERS));
        assertEquals("roundhouse.engine", ref.getBundle().getSymbolicName(), "the engine registers it, not the title");
        assertEquals(1, context.getServiceReferences(GameTitle.class, "(" + GameTitle.ID + "=1830)").size());
        // a game starts through the engine's runtime, found from the SPI inside the framework
        assertNotNull(context.getService(ref).newGame(new roundhouse.api.GameSetup(
                List.of(new roundhouse.api.PlayerRef("1", "A"), new roundhouse.api.PlayerRef("2", "B")),
                java.util.Set.of(), 1)).state());
    }

    /** The state of the only component of a bundle, as SCR reports it (none: -1). */
    private int componentState(Bundle bundle) {
        ServiceComponentRuntime scr = service(ServiceComponentRuntime.class);
        int state = -1;
        for (ComponentDescriptionDTO d : scr.getComponentDescriptionDTOs(bundle)) {
            for (ComponentConfigurationDTO c : scr.getComponentConfigurationDTOs(d)) {
                state = c.state;
            }
        }
        return state;
    }

    /**
     * The engine lists a title without starting it: when its GameTitle service is registered, the
     * title's component is not active yet (seen from a hook, which the framework calls before any
     * listener could fetch the service); using the title starts it.
     */
    @Test
    void aTitleIsListedWithoutStartingItsComponentWhichStartsWhenTheTitleIsUsed() throws Exception {
        Bundle title = bundle("roundhouse.itest.title");
        title.stop();
        eventually("stopping removes the title", () -> !titleIds().contains("itest"));
        java.util.concurrent.atomic.AtomicInteger atRegistration = new java.util.concurrent.atomic.AtomicInteger(-2);
        EventListenerHook hook = (event, listeners) -> {
            if (event.getType() == ServiceEvent.REGISTERED && "itest".equals(event.getServiceReference().getProperty(GameTitle.ID))) {
                atRegistration.compareAndSet(-2, componentState(title));
            }
        };
        ServiceRegistration<EventListenerHook> hookReg = context.registerService(EventListenerHook.class, hook, null);
        try {
            title.start();
            eventually("starting brings it back", () -> titleIds().contains("itest"));
        } finally {
            hookReg.unregister();
        }
        assertEquals(ComponentConfigurationDTO.SATISFIED, atRegistration.get(), "listing the title started it");
        ServiceReference<GameTitle> ref = context.getServiceReferences(GameTitle.class, "(" + GameTitle.ID + "=itest)")
                .iterator().next();
        GameTitle used = context.getService(ref);
        try {
            assertEquals("itest", used.info().id());
            assertEquals(ComponentConfigurationDTO.ACTIVE, componentState(title), "using the title did not start it");
        } finally {
            context.ungetService(ref);
        }
    }

    @Test
    void titlesCommandListsTheInstalledTitles() throws Exception {
        ServiceReference<Command> ref = context.getServiceReferences(Command.class, "(" + Command.NAME + "=titles)")
                .iterator().next();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = context.getService(ref).run(List.of(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(OutputStream.nullOutputStream()));
        assertEquals(0, code);
        assertTrue(out.toString(StandardCharsets.UTF_8).lines()
                .anyMatch("itest\tIntegration-test title (test only)\t2-3"::equals), out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void titleBundleStoppedOrUninstalledLeavesTheWorkbenchAndReinstallingBringsItBack() throws Exception {
        Bundle title = bundle("roundhouse.itest.title");
        String location = title.getLocation();
        byte[] jar = titleJar();
        eventually("the test title is listed", () -> titleIds().contains("itest"));

        title.stop();
        eventually("stopping removes the title", () -> !titleIds().contains("itest"));
        title.start();
        eventually("starting brings it back", () -> titleIds().contains("itest"));

        title.uninstall();
        eventually("uninstalling removes the title", () -> !titleIds().contains("itest"));
        assertEquals(0, context.getServiceReferences(GameTitle.class, "(" + GameTitle.ID + "=itest)").size());

        Bundle again = context.installBundle(location, new java.io.ByteArrayInputStream(jar));
        again.start();
        eventually("reinstalling brings the title back", () -> titleIds().contains("itest"));
    }

    /**
     * The registry is the one door to titles: a title bundle stopped disappears from it (its
     * listeners told), started comes back (told again), and it hands out the title only while it is
     * installed.
     */
    @Test
    void titleBundleStoppedAndStartedDisappearsAndComesBackThroughTheRegistry() throws Exception {
        TitleRegistry registry = service(TitleRegistry.class);
        Bundle title = bundle("roundhouse.itest.title");
        eventually("the test title is in the registry", () -> registry.info("itest").isPresent());
        assertEquals(new TitleInfo("itest", "Integration-test title (test only)", 2, 3), registry.info("itest").get());
        assertTrue(registry.titles().stream().map(TitleInfo::id).toList().containsAll(List.of("1830", "itest")),
                registry.titles().toString());
        assertEquals("itest", registry.title("itest").orElseThrow().info().id());
        List<String> heard = new java.util.concurrent.CopyOnWriteArrayList<>();
        TitleRegistry.Listener listener = new TitleRegistry.Listener() {
            @Override
            public void titleAdded(TitleInfo t) {
                heard.add("added " + t.id());
            }

            @Override
            public void titleRemoved(TitleInfo t) {
                heard.add("removed " + t.id());
            }
        };
        registry.addListener(listener);
        try {
            title.stop();
            assertEquals(List.of("removed itest"), heard, "told at once, on the thread that stopped the bundle");
            assertTrue(registry.info("itest").isEmpty());
            assertTrue(registry.title("itest").isEmpty(), "a stopped title is not handed out");
            assertTrue(registry.titles().stream().noneMatch(t -> t.id().equals("itest")), registry.titles().toString());
            assertTrue(registry.title("1830").isPresent(), "the other titles stay");

            title.start();
            eventually("starting brings it back", () -> registry.info("itest").isPresent());
            assertEquals(List.of("removed itest", "added itest"), heard);
            assertTrue(registry.titles().stream().anyMatch(t -> t.id().equals("itest")));
            assertEquals(ComponentConfigurationDTO.SATISFIED, componentState(title), "listing the title started it");
            assertEquals("itest", registry.title("itest").orElseThrow().info().id(), "the restarted title is handed out");
            assertEquals(ComponentConfigurationDTO.ACTIVE, componentState(title), "asked for, the title started");
        } finally {
            registry.removeListener(listener);
            if (title.getState() != Bundle.ACTIVE) {
                title.start();
            }
        }
    }

    @Test
    void featureZipInstalledThroughTheWorkbenchBringsItsTitle() throws Exception {
        Bundle title = bundle("roundhouse.itest.title");
        byte[] jar = titleJar();
        title.uninstall();
        eventually("uninstalling removes the title", () -> !titleIds().contains("itest"));

        Path zip = Files.createTempFile("itest-feature", ".zip");
        try (java.util.zip.ZipOutputStream out = new java.util.zip.ZipOutputStream(Files.newOutputStream(zip))) {
            out.putNextEntry(new java.util.zip.ZipEntry("roundhouse.itest.title.jar"));
            out.write(jar);
            out.closeEntry();
        }
        List<roundhouse.api.ui.PluginStatus> result = service(Workbench.class).install(zip);
        assertEquals(List.of(new roundhouse.api.ui.PluginStatus("roundhouse.itest.title", "ACTIVE", null)), result);
        eventually("the feature's title is listed", () -> titleIds().contains("itest"));
    }

    /** The test title's jar as {@code version}, its title renamed: the name shows which jar's data the title reads. */
    private Path titleJar(String version, String name) throws Exception {
        Path out = Files.createTempFile("itest-title-" + version, ".jar");
        try (java.util.jar.JarInputStream in = new java.util.jar.JarInputStream(new java.io.ByteArrayInputStream(titleJar()))) {
            Manifest manifest = new Manifest(in.getManifest());
            manifest.getMainAttributes().putValue("Bundle-Version", version);
            try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(out), manifest)) {
                for (java.util.jar.JarEntry e = in.getNextJarEntry(); e != null; e = in.getNextJarEntry()) {
                    byte[] data = in.readAllBytes();
                    if (e.getName().equals("GAME-INF/title.json")) {
                        data = new String(data, StandardCharsets.UTF_8).replace("Integration-test title (test only)", name)
                                .getBytes(StandardCharsets.UTF_8);
                    }
                    jar.putNextEntry(new java.util.jar.JarEntry(e.getName()));
                    jar.write(data);
                    jar.closeEntry();
                }
            }
        }
        return out;
    }

    private Object titleName() {
        try {
            Collection<ServiceReference<GameTitle>> refs = context.getServiceReferences(GameTitle.class, "(" + GameTitle.ID + "=itest)");
            return refs.isEmpty() ? null : refs.iterator().next().getProperty(GameTitle.NAME);
        } catch (org.osgi.framework.InvalidSyntaxException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * Installing a newer jar of an installed plugin through the workbench updates it in place: the
     * same bundle, the new version and the new jar's data; a jar of a bundle of Roundhouse itself
     * is refused.
     */
    @Test
    void aNewerJarOfAnInstalledPluginUpdatesItToTheNewCode() throws Exception {
        titleJar(); // read from its first location while it has it
        bundle("roundhouse.itest.title").uninstall();
        eventually("uninstalling removes the title", () -> !titleIds().contains("itest"));
        Workbench wb = service(Workbench.class);
        wb.install(titleJar("1.0.0", "Itest one"));
        eventually("the first jar's title", () -> "Itest one".equals(titleName()));
        long id = bundle("roundhouse.itest.title").getBundleId();

        assertEquals(List.of(new roundhouse.api.ui.PluginStatus("roundhouse.itest.title", "ACTIVE", null)),
                wb.install(titleJar("1.1.0", "Itest one point one")));
        eventually("the new jar's title", () -> "Itest one point one".equals(titleName()));
        Bundle updated = bundle("roundhouse.itest.title");
        assertEquals(id, updated.getBundleId(), "updated, not installed beside the old one");
        assertEquals("1.1.0", updated.getVersion().toString());
        assertEquals(1, Arrays.stream(context.getBundles()).filter(b -> "roundhouse.itest.title".equals(b.getSymbolicName())).count());

        Path cli = Files.createTempFile("cli", ".jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("Bundle-SymbolicName", "roundhouse.cli");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(cli), manifest)) {
            out.flush();
        }
        java.io.IOException refused = assertThrows(java.io.IOException.class, () -> wb.install(cli));
        assertTrue(refused.getMessage().contains("roundhouse.cli is part of Roundhouse itself"), refused.getMessage());
    }

    @Test
    void unresolvablePluginInstalledThroughTheWorkbenchIsRefusedWithItsReason() throws Exception {
        Path jar = Files.createTempFile("broken-plugin", ".jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("Bundle-ManifestVersion", "2");
        manifest.getMainAttributes().putValue("Bundle-SymbolicName", "roundhouse.itest.unresolvable");
        manifest.getMainAttributes().putValue("Import-Package", "roundhouse.missing.pkg");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
            out.flush();
        }
        // a plugin that cannot resolve is refused with what it lacks, and nothing of it is kept
        java.io.IOException refused = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> service(Workbench.class).install(jar));
        assertTrue(refused.getMessage().contains("roundhouse.missing.pkg") && refused.getMessage().contains("Nothing was kept"),
                refused.getMessage());
        assertTrue(Arrays.stream(context.getBundles()).noneMatch(b -> "roundhouse.itest.unresolvable".equals(b.getSymbolicName())),
                "not installed");
        assertTrue(titleIds().contains("itest"), "the workbench carries on");
    }

    @Test
    void viewBundleStoppedRemovesItsViews() throws Exception {
        Bundle views = bundle("roundhouse.views");
        views.stop();
        try {
            eventually("its views disappear", () -> !service(Workbench.class).availableViews().contains("players"));
            List<String> left = service(Workbench.class).availableViews();
            assertTrue(left.stream().noneMatch(List.of("companies", "log", "market", "players", "trains")::contains), left.toString());
            assertTrue(left.containsAll(List.of("charts", "map")), "views of other bundles stay: " + left);
        } finally {
            views.start();
        }
        eventually("views come back", () -> service(Workbench.class).availableViews().contains("players"));
    }

    @Test
    void unresolvableBundleFailsWithItsReasonAndThePlatformCarriesOn() throws Exception {
        Path jar = Files.createTempFile("broken-plugin", ".jar");
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.putValue("Bundle-ManifestVersion", "2");
        main.putValue("Bundle-SymbolicName", "roundhouse.itest.broken");
        main.putValue("Import-Package", "roundhouse.does.not.exist");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
            out.flush();
        }
        Bundle broken;
        try (InputStream in = Files.newInputStream(jar)) {
            broken = context.installBundle(jar.toUri().toString(), in);
        }
        try {
            BundleException e = assertThrows(BundleException.class, broken::start);
            assertTrue(e.getMessage().contains("roundhouse.does.not.exist"), e.getMessage());
            assertTrue(titleIds().contains("itest"), "the workbench still lists its titles");
        } finally {
            broken.uninstall();
            Files.deleteIfExists(jar);
        }
    }
}
