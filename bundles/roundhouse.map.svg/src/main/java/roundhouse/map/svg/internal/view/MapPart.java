package roundhouse.map.svg.internal.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;

import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.map.MapRenderer;
import roundhouse.api.map.MapStyle;
import roundhouse.api.map.RasterImage;
import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.view.GameState;
import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;

/**
 * The map of the active game on a canvas: mouse wheel and +/- zoom about the pointer, dragging
 * pans, 0 fits, C toggles coordinates. A click names the hex in the status line; on a highlighted
 * hex it opens a {@link ChooserDialog} with the acting company's legal tile lays (a picture per
 * tile and rotation) or token placements (a picture per city) there.
 *
 * <p>While zooming, the last picture is drawn scaled at once and a sharp one is rasterised on a
 * background thread; only the newest request is kept. Everything except that rasterising runs on
 * the UI thread.
 */
final class MapPart implements ViewPart {
    static final double MIN_SCALE = 0.1;
    static final double MAX_SCALE = 6;
    /** Beyond this zoom the picture is rasterised at this scale and enlarged (memory). */
    static final double MAX_RASTER_SCALE = 3;
    private static final int SETTLE_MS = 150;
    /** Scale of the chooser's pictures: one hex about 130 pixels wide. */
    static final double PREVIEW_SCALE = 1.15;

    /** The run panel above the canvas. */
    private final Composite root;
    private final Canvas canvas;
    private final RouteDrawing drawing;
    private final ViewContext context;
    private final Supplier<MapRenderer> renderers;
    private final ExecutorService worker;
    private final AtomicLong generation = new AtomicLong();
    private final Runnable rerender = this::render;
    private final Color background;

    private MapView map;
    private MapStyle style;
    private GameState state;
    private List<LegalAction> legal = List.of();
    private boolean coordinates;

    private Image image;
    private double imageScale;
    private double naturalWidth;
    private double naturalHeight;
    private double scale = 1;
    private double offX;
    private double offY;
    private boolean fitPending = true;
    /** Whether the picture is fitted and untouched since: then it fits again when the canvas changes size. */
    private boolean fitted;
    private String message = Messages.get("map.noGame");

    private boolean down;
    private boolean dragged;
    private int downX;
    private int downY;
    private double downOffX;
    private double downOffY;

    /** Duration of the last paint and of the last background rasterisation, for measurements. */
    volatile double lastPaintMillis;
    volatile double lastRasterMillis;
    volatile long rastersDone;
    volatile long paints;

    MapPart(Composite parent, ViewContext context, Supplier<MapRenderer> renderers) {
        this.context = context;
        this.renderers = renderers;
        this.root = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.verticalSpacing = 0;
        root.setLayout(layout);
        this.drawing = new RouteDrawing(root, context, this::restyle);
        this.canvas = new Canvas(root, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        canvas.setData("id", "map.canvas");
        canvas.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        // UI tests click hexes as a player would, where the hex shows on the canvas
        canvas.setData("hexCentre", (java.util.function.Function<String, Point>) this::centreOf);
        this.background = new Color(canvas.getDisplay(), 0xe8, 0xe4, 0xda);
        this.worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "roundhouse-map-render");
            t.setDaemon(true);
            return t;
        });
        canvas.addListener(SWT.Paint, e -> paintTo(e.gc));
        // the run panel above takes room and gives it back: a fitted map follows
        canvas.addListener(SWT.Resize, e -> {
            if (fitPending || fitted) {
                fit();
            }
        });
        canvas.addListener(SWT.MouseDown, this::mouseDown);
        canvas.addListener(SWT.MouseMove, this::mouseMove);
        canvas.addListener(SWT.MouseUp, this::mouseUp);
        canvas.addListener(SWT.MouseWheel, e -> zoomAt(e.x, e.y, e.count > 0 ? 1.2 : 1 / 1.2));
        canvas.addListener(SWT.KeyDown, this::key);
        canvas.addListener(SWT.Dispose, e -> release());
    }

    @Override
    public Control control() {
        return root;
    }

    @Override
    public void show(GameSession session) {
        if (session == null) {
            drawing.update(null, null, List.of());
            map = null;
            style = null;
            state = null;
            legal = List.of();
            dropImage();
            message = Messages.get("map.noGame");
            fitPending = true;
            naturalWidth = 0;
            canvas.redraw();
            return;
        }
        state = session.state();
        legal = legalActions(session);
        drawing.update(session, state, legal);
        MapView m = state.map();
        MapStyle s = style();
        if (m == null) {
            map = null;
            dropImage();
            message = Messages.get("map.noMap");
            canvas.redraw();
            return;
        }
        if (!m.equals(map) || !s.equals(style)) {
            if (map == null || !map.orientation().equals(m.orientation()) || map.hexes().size() != m.hexes().size()) {
                // another map (or the first): its size is learnt from the first picture, then fitted
                naturalWidth = 0;
                fitPending = true;
            }
            map = m;
            style = s;
            if (image == null) {
                // the first picture takes a moment: say so rather than keep "No game is open."
                message = Messages.get("map.drawing");
                canvas.redraw();
            }
            render();
        }
    }

    /** The acting entity's choices; an engine that cannot list them yet just gives no highlights. */
    private static List<LegalAction> legalActions(GameSession session) {
        try {
            List<LegalAction> l = session.legalActions();
            return l == null ? List.of() : l;
        } catch (RuntimeException e) {
            return List.of();
        }
    }

    /** Called on any thread when the best renderer changes. */
    void rendererChanged() {
        Display d = canvas.isDisposed() ? null : canvas.getDisplay();
        if (d != null && !d.isDisposed()) {
            d.asyncExec(() -> {
                if (!canvas.isDisposed()) {
                    render();
                }
            });
        }
    }

    // ------------------------------------------------------------------ rendering

    private void render() {
        if (canvas.isDisposed() || map == null) {
            return;
        }
        MapRenderer r = renderers.get();
        if (r == null) {
            dropImage();
            message = Messages.get("map.noRenderer");
            canvas.redraw();
            return;
        }
        double target = naturalWidth == 0 ? 1 : Math.min(Math.max(scale, MIN_SCALE), MAX_RASTER_SCALE);
        long gen = generation.incrementAndGet();
        MapView m = map;
        MapStyle s = style;
        Display display = canvas.getDisplay();
        worker.execute(() -> {
            if (generation.get() != gen) {
                return;
            }
            long t0 = System.nanoTime();
            ImageData data = null;
            String error = null;
            try {
                RasterImage img = r.rasterize(m, s, target);
                data = Pixels.toImageData(img);
            } catch (RuntimeException | OutOfMemoryError e) {
                error = e.getMessage() == null ? e.toString() : e.getMessage();
            }
            lastRasterMillis = (System.nanoTime() - t0) / 1e6;
            ImageData done = data;
            String problem = error;
            if (!display.isDisposed()) {
                display.asyncExec(() -> install(gen, done, target, problem));
            }
        });
    }

    private void install(long gen, ImageData data, double at, String error) {
        if (canvas.isDisposed() || generation.get() != gen) {
            return;
        }
        rastersDone++;
        canvas.setData("rasters", rastersDone); // UI tests wait for a drawn map
        if (error != null) {
            dropImage();
            message = Messages.get("map.cannotDraw", error);
            canvas.redraw();
            return;
        }
        message = null;
        Image old = image;
        image = new Image(canvas.getDisplay(), data);
        imageScale = at;
        if (old != null) {
            old.dispose();
        }
        if (naturalWidth == 0) {
            naturalWidth = data.width / at;
            naturalHeight = data.height / at;
        }
        if (fitPending) {
            fit();
        }
        canvas.redraw();
    }

    private void dropImage() {
        generation.incrementAndGet();
        if (image != null) {
            image.dispose();
            image = null;
        }
    }

    /** Paints the view; also used by tests to take a screenshot into an image. */
    void paintTo(GC gc) {
        long t0 = System.nanoTime();
        Rectangle area = canvas.getClientArea();
        gc.setBackground(background);
        gc.fillRectangle(area);
        if (image != null) {
            Rectangle b = image.getBounds();
            double k = scale / imageScale;
            int x = (int) Math.round(offX);
            int y = (int) Math.round(offY);
            if (Math.abs(k - 1) < 1e-6) {
                gc.drawImage(image, x, y);
            } else {
                gc.drawImage(image, 0, 0, b.width, b.height, x, y, (int) Math.round(b.width * k),
                        (int) Math.round(b.height * k));
            }
        }
        if (image != null) {
            ZoomControls.paint(gc, area);
        }
        if (message != null) {
            gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            Point ext = gc.textExtent(message);
            gc.drawText(message, (area.width - ext.x) / 2, (area.height - ext.y) / 2, true);
        }
        lastPaintMillis = (System.nanoTime() - t0) / 1e6;
        paints++;
    }

    // ------------------------------------------------------------------ zoom and pan

    /** Zooms by {@code factor} about the middle of the view (the keys and the zoom buttons). */
    private void zoomCentre(double factor) {
        Rectangle a = canvas.getClientArea();
        zoomAt(a.width / 2, a.height / 2, factor);
    }

    /** Zooms by {@code factor} keeping the map point under {@code (px, py)} in place. */
    void zoomAt(int px, int py, double factor) {
        double next = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale * factor));
        if (next == scale) {
            return;
        }
        double nx = (px - offX) / scale;
        double ny = (py - offY) / scale;
        scale = next;
        offX = px - nx * scale;
        offY = py - ny * scale;
        fitPending = false;
        fitted = false;
        canvas.redraw();
        // a sharp picture once the wheel has settled; timerExec reschedules a pending one
        canvas.getDisplay().timerExec(SETTLE_MS, rerender);
    }

    void panBy(int dx, int dy) {
        fitted = false;
        offX += dx;
        offY += dy;
        canvas.redraw();
    }

    /** Fits the whole map into the canvas. */
    void fit() {
        Rectangle area = canvas.getClientArea();
        if (naturalWidth == 0 || area.width <= 0 || area.height <= 0) {
            fitPending = true;
            return;
        }
        fitPending = false;
        fitted = true;
        scale = Math.max(MIN_SCALE, Math.min(area.width / naturalWidth, area.height / naturalHeight) * 0.98);
        offX = (area.width - naturalWidth * scale) / 2;
        offY = (area.height - naturalHeight * scale) / 2;
        canvas.redraw();
        if (Math.abs(Math.min(scale, MAX_RASTER_SCALE) - imageScale) > 1e-3) {
            canvas.getDisplay().timerExec(0, rerender);
        }
    }

    double scale() {
        return scale;
    }

    private void mouseDown(Event e) {
        canvas.setFocus();
        if (e.button != 1) {
            return;
        }
        ZoomControls.Button button = image == null ? null : ZoomControls.at(e.x, e.y, canvas.getClientArea());
        if (button != null) {
            switch (button) {
                case IN -> zoomCentre(1.25);
                case OUT -> zoomCentre(1 / 1.25);
                case FIT -> fit();
            }
            return;
        }
        down = true;
        dragged = false;
        downX = e.x;
        downY = e.y;
        downOffX = offX;
        downOffY = offY;
    }

    private void mouseMove(Event e) {
        if (!down) {
            ZoomControls.Button over = image == null ? null : ZoomControls.at(e.x, e.y, canvas.getClientArea());
            String tip = over == null ? null : Messages.get(over.tooltipKey);
            if (!java.util.Objects.equals(tip, canvas.getToolTipText())) {
                canvas.setToolTipText(tip);
            }
            return;
        }
        if (!dragged && Math.abs(e.x - downX) + Math.abs(e.y - downY) > 3) {
            dragged = true;
        }
        if (dragged) {
            fitted = false;
            offX = downOffX + e.x - downX;
            offY = downOffY + e.y - downY;
            canvas.redraw();
        }
    }

    private void mouseUp(Event e) {
        if (!down || e.button != 1) {
            return;
        }
        down = false;
        if (!dragged) {
            click(e.x, e.y);
        }
    }

    private void key(Event e) {
        switch (e.character) {
            case '+', '=' -> zoomCentre(1.25);
            case '-', '_' -> zoomCentre(1 / 1.25);
            case '0' -> fit();
            case 'c', 'C' -> {
                coordinates = !coordinates;
                if (state != null) {
                    style = style();
                    render();
                }
            }
            default -> {
                switch (e.keyCode) {
                    case SWT.ARROW_LEFT -> panBy(40, 0);
                    case SWT.ARROW_RIGHT -> panBy(-40, 0);
                    case SWT.ARROW_UP -> panBy(0, 40);
                    case SWT.ARROW_DOWN -> panBy(0, -40);
                    default -> {
                    }
                }
            }
        }
    }

    // ------------------------------------------------------------------ clicks

    /** The hex under a canvas point, or {@code null}. */
    String hexAt(int x, int y) {
        MapRenderer r = renderers.get();
        if (r == null || map == null) {
            return null;
        }
        return r.hexAt(map, (x - offX) / scale, (y - offY) / scale);
    }

    /**
     * The middle of where a hex shows on the canvas now, or {@code null} when it does not show: found
     * through the renderer's {@link MapRenderer#hexAt} alone, as any renderer answers it (for UI tests).
     */
    Point centreOf(String hex) {
        Rectangle area = canvas.getClientArea();
        long sx = 0;
        long sy = 0;
        int n = 0;
        for (int y = 0; y < area.height; y += 3) {
            for (int x = 0; x < area.width; x += 3) {
                if (hex.equals(hexAt(x, y))) {
                    sx += x;
                    sy += y;
                    n++;
                }
            }
        }
        return n == 0 ? null : new Point((int) (sx / n), (int) (sy / n));
    }

    /** The canvas point of a natural map point (for tests and tools). */
    Point toCanvas(double nx, double ny) {
        return new Point((int) Math.round(offX + nx * scale), (int) Math.round(offY + ny * scale));
    }

    void click(int x, int y) {
        String hex = hexAt(x, y);
        if (hex == null) {
            context.status("");
            return;
        }
        HexView h = HexChoices.hex(map, hex);
        List<LegalAction> choices = choicesAt(hex);
        if (choices.isEmpty() && drawing.click(hex)) {
            // a company is about to run: the click was the current train's next stop
            return;
        }
        String why = choices.isEmpty() ? noLayReason(hex) : null;
        context.status(HexStatus.describe(h) + (choices.isEmpty() ? why == null ? "" : " \u00b7 " + why
                : " \u00b7 " + Messages.get("hex.choices", choices.size())));
        if (!choices.isEmpty()) {
            offer(hex, h, choices);
        }
    }

    /** Why no tile may go on a hex the player clicked, when the shown game is live and waits for a lay. */
    private String noLayReason(String hex) {
        GameSession shown = context.session();
        return shown == null || shown != context.liveSession() || legal.isEmpty() ? null : shown.noLayReason(hex);
    }

    /** The acting company's legal tile lays and token placements on a hex. */
    List<LegalAction> choicesAt(String hex) {
        List<LegalAction> out = new ArrayList<>(MapStyles.layHexes(legal).getOrDefault(hex, List.of()));
        if (map != null) {
            out.addAll(MapStyles.tokenHexes(map, legal).getOrDefault(hex, List.of()));
        }
        return out;
    }

    /** The last chooser opened, for tests. */
    ChooserDialog lastChooser;

    private void offer(String hex, HexView h, List<LegalAction> choices) {
        java.util.function.IntFunction<String> money = style == null ? amount -> "$" + amount : style::money;
        List<HexChoices.Group> groups = HexChoices.group(h, choices, money);
        boolean lays = choices.stream().anyMatch(a -> "lay_tile".equals(a.action().type()));
        String place = h != null && h.locationName() != null ? hex + " " + h.locationName() : hex;
        String title = Messages.get(lays ? "chooser.heading.lay" : "chooser.heading.token", place);
        GameSession session = context.session();
        MapRenderer r = renderers.get();
        ChooserDialog chooser = new ChooserDialog(canvas.getShell(), title, null, groups, context::apply);
        lastChooser = chooser;
        ChooserDialog.Previews previews = null;
        if (session != null && r != null) {
            // the pictures show the hex alone, plain, with the companies' colours for tokens; the
            // dialog is modal, so the session does not change while its worker asks it
            MapStyle plain = new MapStyle(Set.of(), List.of(), false, style == null ? null : style.companyColors(),
                    style == null ? null : style.currency());
            previews = ChooserDialog.previews(session::ifTaken, hex, r, plain);
        }
        chooser.open(worker, previews);
    }

    // ------------------------------------------------------------------ drawn routes

    /** What the map emphasises: the drawn routes while the player draws, else the game's suggestion. */
    private MapStyle style() {
        return MapStyles.of(state, legal, coordinates, drawing.paths());
    }

    /** Draws the map again when the drawn routes changed. */
    private void restyle() {
        if (state == null) {
            return;
        }
        MapStyle s = style();
        if (!s.equals(style)) {
            style = s;
            render();
        }
    }

    /** The routes drawn by hand (tests). */
    RouteDrawing drawing() {
        return drawing;
    }

    // ------------------------------------------------------------------ lifecycle

    @Override
    public void dispose() {
        release();
    }

    private void release() {
        generation.incrementAndGet();
        worker.shutdownNow();
        if (image != null && !image.isDisposed()) {
            image.dispose();
        }
        image = null;
        if (!background.isDisposed()) {
            background.dispose();
        }
    }

    /** For tests: whether a picture is installed. */
    boolean hasImage() {
        return image != null;
    }

    String message() {
        return message;
    }
}
