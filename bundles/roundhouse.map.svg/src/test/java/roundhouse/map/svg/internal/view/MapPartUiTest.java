package roundhouse.map.svg.internal.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.function.BooleanSupplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.ui.ViewContext;
import roundhouse.api.view.HexView;
import roundhouse.map.svg.internal.SvgMapRenderer;

/**
 * The map view on a real display (Xvfb in CI; skipped without DISPLAY): it shows the game, zooms
 * and pans, names clicked hexes, lays tiles and places tokens through the chooser (screenshots under
 * target/screenshots). Prints the frame times.
 */
class MapPartUiTest {
    private Display display;
    private Shell shell;
    private final List<String> statuses = new ArrayList<>();
    private GameSession session;
    private MapViewContribution contribution;
    private MapPart part;

    private final ViewContext context = new ViewContext() {
        @Override
        public GameSession session() {
            return session;
        }

        @Override
        public boolean apply(Action action) {
            try {
                session.apply(action);
                part.show(session);
                return true;
            } catch (IllegalActionException e) {
                statuses.add("refused: " + e.getMessage());
                return false;
            }
        }

        @Override
        public void status(String message) {
            statuses.add(message);
        }
    };

    @BeforeEach
    void open() {
        assumeTrue(System.getenv("DISPLAY") != null, "needs a display (xvfb-run)");
        display = new Display();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(900, 700);
        contribution = new MapViewContribution();
        contribution.setRenderer(new SvgMapRenderer());
        part = (MapPart) contribution.create(shell, context);
        shell.open();
    }

    @AfterEach
    void close() {
        if (display != null) {
            part.dispose();
            shell.dispose();
            display.dispose();
        }
    }

    private void spinUntil(BooleanSupplier done, String what) {
        long end = System.currentTimeMillis() + 15_000;
        while (!done.getAsBoolean()) {
            if (System.currentTimeMillis() > end) {
                throw new AssertionError("timed out waiting for " + what);
            }
            if (!display.readAndDispatch()) {
                display.sleep();
            }
        }
    }

    private void settle(long ms) {
        long end = System.currentTimeMillis() + ms;
        while (System.currentTimeMillis() < end) {
            while (display.readAndDispatch()) {
                // drain
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Waits for the sharp picture after a change: a new raster installed and nothing pending. */
    private void awaitRaster() {
        long before = part.rastersDone;
        spinUntil(() -> part.rastersDone > before, "a new picture");
        settle(250);
    }

    private Point centreOf(String hex) {
        double[] c = SvgMapRenderer.hexCentre(session.state().map(), hex);
        return part.toCanvas(c[0], c[1]);
    }

    @Test
    void showsTheGameZoomsPansAndLaysATile() throws Exception {
        session = MapStylesTest.before("lay_tile");
        part.show(session);
        spinUntil(part::hasImage, "the first picture");
        settle(400);
        assertNull(part.message());
        assertTrue(part.scale() < 1, "fitted into 900x700: " + part.scale());
        screenshot("map-view-fitted.png");

        // the zoom buttons on the map: in, out, and back to fit; their tooltips name the wheel and keys
        org.eclipse.swt.widgets.Canvas canvas = canvasOf(part.control());
        double fittedScale = part.scale();
        press(canvas, ZoomControls.Button.IN);
        assertEquals(fittedScale * 1.25, part.scale(), 1e-9, "zoomed in");
        press(canvas, ZoomControls.Button.OUT);
        assertEquals(fittedScale, part.scale(), 1e-9, "zoomed out again");
        press(canvas, ZoomControls.Button.IN);
        press(canvas, ZoomControls.Button.FIT);
        assertEquals(fittedScale, part.scale(), 1e-9, "fitted");

        // a click on a hex names it
        Point altoona = centreOf("H12");
        part.click(altoona.x, altoona.y);
        assertTrue(statuses.get(statuses.size() - 1).startsWith("H12 Altoona"), statuses.toString());

        // a click where the company may lay nothing says why, as the engine words it
        String gray = session.state().map().hexes().stream().filter(h -> "gray".equals(h.color())).findFirst().orElseThrow().coord();
        String why = session.noLayReason(gray);
        assertNotNull(why, "a gray hex is never upgraded");
        Point g = centreOf(gray);
        part.click(g.x, g.y);
        assertTrue(statuses.get(statuses.size() - 1).startsWith(gray) && statuses.get(statuses.size() - 1).endsWith(" \u00b7 " + why),
                statuses.toString());

        // frame times: pan and zoom draw the current picture at once, a sharp one follows
        double[] pan = new double[30];
        double[] panPaint = new double[30];
        for (int i = 0; i < pan.length; i++) {
            long painted = part.paints;
            long t0 = System.nanoTime();
            part.panBy(i % 2 == 0 ? 7 : -7, 3);
            spinUntil(() -> part.paints > painted, "a paint");
            pan[i] = (System.nanoTime() - t0) / 1e6;
            panPaint[i] = part.lastPaintMillis;
        }
        double[] zoom = new double[30];
        double[] zoomPaint = new double[30];
        for (int i = 0; i < zoom.length; i++) {
            long painted = part.paints;
            long t0 = System.nanoTime();
            part.zoomAt(450, 350, i % 2 == 0 ? 1.1 : 1 / 1.05);
            spinUntil(() -> part.paints > painted, "a paint");
            zoom[i] = (System.nanoTime() - t0) / 1e6;
            zoomPaint[i] = part.lastPaintMillis;
        }
        awaitRaster();
        System.out.printf(Locale.ROOT, "map view frame (900x700 canvas, median of 30): pan %.2f ms (paint %.2f ms), "
                + "zoom with the scaled picture %.2f ms (paint %.2f ms); sharp picture after zoom %.1f ms (rasterise + "
                + "convert, background thread)%n", median(pan), median(panPaint), median(zoom), median(zoomPaint),
                part.lastRasterMillis);

        // the acting company's lay hexes are highlighted; a click opens the chooser, a picture lays the tile
        List<LegalAction> legal = session.legalActions();
        String hex = MapStyles.layHexes(legal).keySet().iterator().next();
        Point p = centreOf(hex);
        part.click(p.x, p.y);
        assertTrue(statuses.get(statuses.size() - 1).endsWith(Messages.get("hex.choices", MapStyles.layHexes(legal).get(hex).size())),
                statuses.toString());
        ChooserDialog chooser = part.lastChooser;
        assertNotNull(chooser, "a chooser");
        spinUntil(chooser::loaded, "the previews");
        int before = session.state().actionCount();
        chooser.choices().get(0).notifyListeners(SWT.Selection, new Event());
        assertTrue(chooser.shell().isDisposed(), "the chooser closes");
        assertEquals(before + 1, session.state().actionCount());
        HexView laid = HexChoices.hex(session.state().map(), hex);
        assertTrue(HexStatus.isLaid(laid), "a tile on " + hex + ": " + laid.tileId());
        awaitRaster();
        screenshot("map-view-after-lay.png");
    }

    @Test
    void chooserShowsEachLegalRotationAndLaysTheChosenOne() throws Exception {
        session = MapStylesTest.before("lay_tile");
        part.show(session);
        spinUntil(part::hasImage, "the first picture");
        // the hex with the most legal lays
        Map<String, List<LegalAction>> lays = MapStyles.layHexes(session.legalActions());
        String hex = lays.entrySet().stream().max(Comparator.comparingInt(e -> e.getValue().size())).orElseThrow().getKey();
        List<LegalAction> engine = lays.get(hex);
        assertTrue(engine.size() > 1, hex + ": " + engine);
        Point p = centreOf(hex);
        long t0 = System.nanoTime();
        part.click(p.x, p.y);
        ChooserDialog chooser = part.lastChooser;
        spinUntil(chooser::loaded, "the previews");
        System.out.printf(Locale.ROOT, "chooser on %s: %d previews (replay + one-hex raster each) in %.0f ms%n", hex,
                engine.size(), (System.nanoTime() - t0) / 1e6);
        assertEquals(engine.size(), chooser.choices().size(), "one picture per legal tile and rotation");
        assertEquals(engine.size(), chooser.pictures(), "every picture made");
        settle(200);
        screenshot(chooser.shell(), "map-chooser-tile.png");

        // Cancel leaves the game alone
        int before = session.state().actionCount();
        chooser.cancelButton().notifyListeners(SWT.Selection, new Event());
        assertTrue(chooser.shell().isDisposed());
        assertEquals(before, session.state().actionCount());

        // the last picture lays its tile in its rotation
        part.click(p.x, p.y);
        chooser = part.lastChooser;
        spinUntil(chooser::loaded, "the previews");
        Button last = chooser.choices().get(chooser.choices().size() - 1);
        LegalAction chosen = (LegalAction) last.getData("choice");
        assertEquals(engine.get(engine.size() - 1), chosen);
        last.notifyListeners(SWT.Selection, new Event());
        assertEquals(before + 1, session.state().actionCount());
        HexView laid = HexChoices.hex(session.state().map(), hex);
        assertEquals(chosen.action().string("tile"), laid.tileId());
        assertEquals(chosen.action().number("rotation", -1), laid.rotation());
    }

    @Test
    void chooserPlacesATokenOnAPreprintedCity() throws Exception {
        session = MapStylesTest.beforeTokenOnPreprintedCity();
        part.show(session);
        spinUntil(part::hasImage, "the first picture");
        Map<String, List<LegalAction>> tokens = MapStyles.tokenHexes(session.state().map(), session.legalActions());
        String hex = tokens.keySet().stream().filter(h -> !HexStatus.isLaid(HexChoices.hex(session.state().map(), h)))
                .findFirst().orElseThrow();
        List<LegalAction> engine = tokens.get(hex);
        Point p = centreOf(hex);
        part.click(p.x, p.y);
        ChooserDialog chooser = part.lastChooser;
        assertNotNull(chooser, "a chooser on the preprinted city " + hex);
        spinUntil(chooser::loaded, "the previews");
        assertEquals(engine.size(), chooser.choices().size());
        assertEquals(engine.size(), chooser.pictures());
        settle(200);
        screenshot(chooser.shell(), "map-chooser-token.png");
        LegalAction chosen = (LegalAction) chooser.choices().get(0).getData("choice");
        String company = chosen.action().string("tokener");
        List<String> before = HexChoices.tokens(HexChoices.hex(session.state().map(), hex));
        chooser.choices().get(0).notifyListeners(SWT.Selection, new Event());
        List<String> after = HexChoices.tokens(HexChoices.hex(session.state().map(), hex));
        assertEquals(before.size() + 1, after.size(), hex + ": " + before + " -> " + after);
        assertTrue(after.contains(company), company + " on " + hex + ": " + after);
    }

    /**
     * 26855 before its first run: NYNH (New Haven, G19) runs three 2-trains; the recording runs G19-F20,
     * F20-F22 and F22-F24 for $110. A 2-train drawn over three stops is refused with the rule; the
     * recorded routes drawn by clicks are accepted with their revenue and run.
     */
    @Test
    void routesDrawnByClicksAreCheckedByTheEngineAndRun() throws Exception {
        session = MapStylesTest.before("run_routes");
        part.show(session);
        spinUntil(part::hasImage, "the first picture");
        settle(300);
        RunPanel panel = part.drawing().panel();
        assertTrue(panel.visible(), "the run panel shows while NYNH is about to run");
        assertEquals(Messages.get("run.howTo"), panel.verdictText());

        // the map stays where it is while the text above it grows (a refusal, then the dividends line)
        org.eclipse.swt.widgets.Canvas mapCanvas = canvasOf(part.control());
        java.util.Set<org.eclipse.swt.graphics.Rectangle> mapBounds = new java.util.HashSet<>();
        mapBounds.add(mapCanvas.getBounds());
        for (String hex : List.of("G19", "F20", "F22")) {
            Point p = centreOf(hex);
            part.click(p.x, p.y);
            mapBounds.add(mapCanvas.getBounds());
        }
        String refused = statuses.get(statuses.size() - 1);
        assertTrue(refused.contains("the route has 3 stops, the 2-train may visit 2 (1830 \u00a75.5)"), refused);
        assertTrue(panel.verdictText().startsWith("Refused: route 1 (2-train)"), panel.verdictText());
        assertFalse(button("map.runDrawn").getEnabled(), "a refused run cannot be run");
        awaitRaster();
        screenshot(shell, "map-run-refused.png");

        button("map.runClear").notifyListeners(SWT.Selection, new Event());
        String[][] routes = { {"G19", "F20"}, {"F20", "F22"}, {"F22", "F24"} };
        for (int t = 0; t < routes.length; t++) {
            button("map.runTrain." + t).notifyListeners(SWT.Selection, new Event());
            for (String hex : routes[t]) {
                Point p = centreOf(hex);
                part.click(p.x, p.y);
            }
        }
        assertTrue(panel.verdictText().startsWith("Your routes: $110"), panel.verdictText());
        mapBounds.add(mapCanvas.getBounds());
        assertEquals(1, mapBounds.size(), "the map's bounds while routes were drawn: " + mapBounds);
        assertTrue(button("map.runDrawn").getEnabled());
        awaitRaster();
        screenshot(shell, "map-run-drawn.png");
        int before = session.state().actionCount();
        button("map.runDrawn").notifyListeners(SWT.Selection, new Event());
        assertEquals(before + 1, session.state().actionCount(), "the drawn run was applied");
        assertEquals("run_routes", session.actions().get(before).type());
        assertEquals(110, session.state().companies().stream().filter(c -> c.id().equals("NYNH")).findFirst().orElseThrow()
                .lastRevenue());
        assertFalse(panel.visible(), "no run panel at the dividend decision");
    }

    private Button button(String id) {
        return (Button) find(shell, id);
    }

    private static org.eclipse.swt.widgets.Widget find(org.eclipse.swt.widgets.Control c, String id) {
        if (id.equals(c.getData("id"))) {
            return c;
        }
        if (c instanceof org.eclipse.swt.widgets.Composite comp) {
            for (org.eclipse.swt.widgets.Control child : comp.getChildren()) {
                org.eclipse.swt.widgets.Widget w = find(child, id);
                if (w != null) {
                    return w;
                }
            }
        }
        return null;
    }

    @Test
    void withoutRendererTheViewSaysSo() throws Exception {
        session = MapStylesTest.before("lay_tile");
        contribution.unsetRenderer(contribution.renderer());
        part.show(session);
        settle(200);
        assertFalse(part.hasImage());
        assertEquals(Messages.get("map.noRenderer"), part.message());
        contribution.setRenderer(new SvgMapRenderer());
        spinUntil(part::hasImage, "a picture once a renderer comes");
        part.show(null);
        assertEquals(Messages.get("map.noGame"), part.message());
    }

    private static org.eclipse.swt.widgets.Canvas canvasOf(org.eclipse.swt.widgets.Control c) {
        if (c instanceof org.eclipse.swt.widgets.Canvas canvas && "map.canvas".equals(c.getData("id"))) {
            return canvas;
        }
        if (c instanceof org.eclipse.swt.widgets.Composite parent) {
            for (org.eclipse.swt.widgets.Control child : parent.getChildren()) {
                org.eclipse.swt.widgets.Canvas found = canvasOf(child);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** A left click on a zoom button, as the mouse sends it. */
    private void press(org.eclipse.swt.widgets.Canvas canvas, ZoomControls.Button button) {
        org.eclipse.swt.graphics.Rectangle r = ZoomControls.bounds(button, canvas.getClientArea());
        Event e = new Event();
        e.button = 1;
        e.x = r.x + r.width / 2;
        e.y = r.y + r.height / 2;
        canvas.notifyListeners(SWT.MouseDown, e);
        canvas.notifyListeners(SWT.MouseUp, e);
    }

    private void screenshot(String name) throws Exception {
        Point size = part.control().getSize();
        Image img = new Image(display, size.x, size.y);
        GC gc = new GC(img);
        part.paintTo(gc);
        gc.dispose();
        ImageLoader loader = new ImageLoader();
        loader.data = new org.eclipse.swt.graphics.ImageData[] {img.getImageData()};
        Path dir = Files.createDirectories(Path.of("target/screenshots"));
        loader.save(dir.resolve(name).toString(), SWT.IMAGE_PNG);
        img.dispose();
    }

    /** What a shell shows, as target/screenshots/NAME. */
    private void screenshot(Shell window, String name) throws Exception {
        Rectangle r = window.getBounds();
        Image img = new Image(display, r.width, r.height);
        GC gc = new GC(img);
        window.print(gc);
        gc.dispose();
        ImageLoader loader = new ImageLoader();
        loader.data = new org.eclipse.swt.graphics.ImageData[] {img.getImageData()};
        Path dir = Files.createDirectories(Path.of("target/screenshots"));
        loader.save(dir.resolve(name).toString(), SWT.IMAGE_PNG);
        img.dispose();
    }

    private static double median(double[] v) {
        double[] c = v.clone();
        Arrays.sort(c);
        return c[c.length / 2];
    }
}
