package roundhouse.chart.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.data.xy.XYSeriesCollection;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import roundhouse.api.GameSession;
import roundhouse.api.PlayerRef;
import roundhouse.api.bot.ChanceEstimator;
import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.ui.WorkbenchView;

/**
 * Who was winning when: each player's chance to win at the start of every round of the game shown,
 * estimated by playouts of the bots ({@link ChanceEstimator}) on every core, drawn as it fills in,
 * position by position; cancellable. The moments where a player's chance moved most are listed, and
 * a double click shows the game there.
 */
@Component(property = { WorkbenchView.ID + "=chances", WorkbenchView.LABEL + "=Chances",
        WorkbenchView.LABEL + ".de=Gewinnchancen" })
public class ChancesView implements WorkbenchView {
    /** The largest moves listed. */
    static final int SWINGS = 5;
    private volatile ChanceEstimator estimator;

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    void setEstimator(ChanceEstimator e) {
        estimator = e;
    }

    void unsetEstimator(ChanceEstimator e) {
        if (estimator == e) {
            estimator = null;
        }
    }

    @Override
    public ViewPart create(Composite parent, ViewContext context) {
        return new Part(parent, context);
    }

    /** A move of one player's chance between two positions next to each other. */
    record Swing(String player, ChanceEstimator.Position from, ChanceEstimator.Position to, double change) {
    }

    /** The largest moves of any player's chance between neighbouring positions, largest first. */
    static List<Swing> swings(List<ChanceEstimator.Estimate> estimates, int most) {
        Map<String, ChanceEstimator.Estimate> last = new HashMap<>();
        List<Swing> out = new ArrayList<>();
        for (ChanceEstimator.Estimate e : estimates) {
            ChanceEstimator.Estimate before = last.put(e.player(), e);
            if (before != null) {
                out.add(new Swing(e.player(), before.position(), e.position(), e.chance() - before.chance()));
            }
        }
        out.sort(Comparator.comparingDouble((Swing s) -> -Math.abs(s.change())));
        return out.subList(0, Math.min(most, out.size()));
    }

    /** A swing as the list shows it: the player's name, the points it moved, the round as the player's language writes it. */
    static String line(Swing s, Map<String, String> names) {
        return Texts.get("chances.swing", names.getOrDefault(s.player(), s.player()),
                String.format(java.util.Locale.ROOT, "%+.0f", 100 * s.change()), RoundNames.label(s.to().round()), s.to().actions());
    }

    private final class Part implements ViewPart {
        private final Composite root;
        private final ViewContext context;
        private final Spinner playouts;
        private final Button start;
        private final Button cancel;
        private final Label progress;
        private final ChartComposite chartPane;
        private final Table swingTable;
        private final XYSeriesCollection data = new XYSeriesCollection();
        private final List<ChanceEstimator.Estimate> estimates = new ArrayList<>();
        private final Map<String, String> names = new HashMap<>();
        /** Each player's colour by name, as in the net-worth chart; the chart reads it as lines come. */
        private final Map<String, java.awt.Color> colors = new java.util.concurrent.ConcurrentHashMap<>();
        private List<Swing> swings = List.of();
        /** The run in progress: set to cancel it. */
        private AtomicBoolean running;

        Part(Composite parent, ViewContext context) {
            this.context = context;
            root = new Composite(parent, SWT.NONE);
            root.setLayout(new GridLayout(5, false));
            new Label(root, SWT.NONE).setText(Texts.get("chances.playouts"));
            playouts = new Spinner(root, SWT.BORDER);
            playouts.setData("id", "chancesPlayouts");
            playouts.setValues(100, 1, 10_000, 0, 10, 100);
            start = new Button(root, SWT.PUSH);
            start.setText(Texts.get("chances.start"));
            start.setData("id", "chancesStart");
            start.addListener(SWT.Selection, e -> start());
            cancel = new Button(root, SWT.PUSH);
            cancel.setText(Texts.get("chances.cancel"));
            cancel.setData("id", "chancesCancel");
            cancel.setEnabled(false);
            cancel.addListener(SWT.Selection, e -> cancel());
            progress = new Label(root, SWT.NONE);
            progress.setData("id", "chancesProgress");
            progress.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            chartPane = new ChartComposite(root, SWT.NONE, ChancesChart.create(data, null, colors), true);
            chartPane.setData("id", "chancesChart");
            chartPane.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 5, 1));
            swingTable = new Table(root, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
            swingTable.setData("id", "chancesSwings");
            GridData swingData = new GridData(SWT.FILL, SWT.FILL, true, false, 5, 1);
            swingData.heightHint = swingTable.getItemHeight() * (SWINGS + 1);
            swingTable.setLayoutData(swingData);
            swingTable.setToolTipText(Texts.get("chances.swingsTip"));
            swingTable.addListener(SWT.DefaultSelection, e -> openSwing());
            progress.setText(Texts.get(estimator == null ? "chances.noBots" : "chances.idle"));
        }

        @Override
        public Control control() {
            return root;
        }

        @Override
        public void show(GameSession session) {
            start.setEnabled(running == null && estimator != null && context.liveSession() != null);
            if (running == null && estimates.isEmpty()) {
                // the bots' bundle may come or go while the view is open
                progress.setText(Texts.get(estimator == null ? "chances.noBots" : "chances.idle"));
            }
        }

        /** Estimates the live game's chances from its start, position by position, off the UI thread. */
        private void start() {
            ChanceEstimator est = estimator;
            GameSession live = context.liveSession();
            if (est == null || live == null || running != null) {
                return;
            }
            GameSession game = live.fork(); // the estimate reads its own copy; the game plays on
            names.clear();
            for (PlayerRef p : game.setup().players()) {
                names.put(p.id(), p.name());
            }
            colors.clear();
            colors.putAll(ChartInputs.of(game.state()).colors());
            estimates.clear();
            data.removeAllSeries();
            swingTable.removeAll();
            AtomicBoolean run = new AtomicBoolean(true);
            running = run;
            int n = playouts.getSelection();
            ExecutorService workers = ChancesChart.playoutThreads();
            start.setEnabled(false);
            cancel.setEnabled(true);
            progress.setText(Texts.get("chances.starting"));
            Display display = root.getDisplay();
            Thread coordinator = new Thread(() -> {
                String end;
                try {
                    List<ChanceEstimator.Position> positions = est.positions(game, false);
                    for (int i = 0; i < positions.size(); i++) {
                        List<ChanceEstimator.Estimate> at = est.estimate(game, positions.get(i), n, 1, workers, () -> !run.get());
                        int done = i + 1;
                        ui(display, () -> add(at, done, positions.size()));
                    }
                    end = Texts.get("chances.done", positions.size(), n);
                } catch (CancellationException e) {
                    end = Texts.get("chances.cancelled");
                } catch (InterruptedException e) {
                    end = Texts.get("chances.cancelled");
                } catch (Exception e) {
                    end = Texts.get("chances.failed", String.valueOf(e.getMessage()));
                } finally {
                    workers.shutdownNow();
                }
                String text = end;
                ui(display, () -> finished(run, text));
            }, "chances-positions");
            coordinator.setDaemon(true);
            coordinator.start();
        }

        private void ui(Display display, Runnable task) {
            if (!display.isDisposed()) {
                display.asyncExec(() -> {
                    if (!root.isDisposed()) {
                        task.run();
                    }
                });
            }
        }

        /** One more position estimated: drawn, and the largest moves listed again. */
        private void add(List<ChanceEstimator.Estimate> at, int done, int total) {
            estimates.addAll(at);
            ChancesChart.add(data, at, names);
            swings = swings(estimates, SWINGS);
            swingTable.removeAll();
            for (Swing s : swings) {
                TableItem item = new TableItem(swingTable, SWT.NONE);
                item.setText(line(s, names));
            }
            progress.setText(Texts.get("chances.progress", done, total));
        }

        private void finished(AtomicBoolean run, String text) {
            if (running == run) {
                running = null;
            }
            progress.setText(text);
            cancel.setEnabled(false);
            start.setEnabled(estimator != null && context.liveSession() != null);
        }

        private void cancel() {
            if (running != null) {
                running.set(false);
                progress.setText(Texts.get("chances.cancelling"));
            }
        }

        /** Shows the game at the moment the chosen swing ended. */
        private void openSwing() {
            int i = swingTable.getSelectionIndex();
            if (i >= 0 && i < swings.size()) {
                context.showAfter(swings.get(i).to().actions());
            }
        }

        @Override
        public void dispose() {
            if (running != null) {
                running.set(false);
            }
        }
    }
}
