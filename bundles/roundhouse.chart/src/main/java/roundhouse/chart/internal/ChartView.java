package roundhouse.chart.internal;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.swt.ChartComposite;
import org.osgi.service.component.annotations.Component;

import roundhouse.api.GameSession;
import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.ui.WorkbenchView;

/**
 * Charts of the active game, following it action by action (and through undo/redo when a
 * recorded game is stepped through): kind chooser, series on/off, PNG/SVG export.
 */
@Component(property = { WorkbenchView.ID + "=charts", WorkbenchView.LABEL + "=Charts",
        WorkbenchView.LABEL + ".de=Diagramme" })
public class ChartView implements WorkbenchView {
    @Override
    public ViewPart create(Composite parent, ViewContext context) {
        return new Part(parent, context);
    }

    private static final class Part implements ViewPart {
        private final Composite root;
        private final Combo kind;
        private final Table series;
        private final ChartComposite chartPane;
        private final ViewContext context;
        private GameSession session;
        private JFreeChart chart;

        Part(Composite parent, ViewContext context) {
            this.context = context;
            root = new Composite(parent, SWT.NONE);
            root.setLayout(new GridLayout(4, false));
            kind = new Combo(root, SWT.READ_ONLY);
            kind.setData("id", "chartKind");
            for (HistoryCharts.Kind k : HistoryCharts.Kind.values()) {
                kind.add(k.title());
            }
            kind.select(0);
            kind.addListener(SWT.Selection, e -> redraw());
            Button png = new Button(root, SWT.PUSH);
            png.setText(Texts.get("export.png"));
            png.addListener(SWT.Selection, e -> export("*.png"));
            Button svg = new Button(root, SWT.PUSH);
            svg.setText(Texts.get("export.svg"));
            svg.addListener(SWT.Selection, e -> export("*.svg"));
            new Composite(root, SWT.NONE).setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            series = new Table(root, SWT.CHECK | SWT.BORDER | SWT.V_SCROLL);
            series.setData("id", "chartSeries");
            GridData seriesData = new GridData(SWT.FILL, SWT.FILL, false, true);
            seriesData.widthHint = 150;
            series.setLayoutData(seriesData);
            series.addListener(SWT.Selection, e -> {
                if (e.detail == SWT.CHECK) {
                    applyVisibility();
                }
            });
            chartPane = new ChartComposite(root, SWT.NONE, null, true);
            chartPane.setData("id", "chart");
            chartPane.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
            chartPane.setDisplayToolTips(true);
        }

        @Override
        public Control control() {
            return root;
        }

        @Override
        public void show(GameSession s) {
            session = s;
            redraw();
        }

        private HistoryCharts.Kind selectedKind() {
            return HistoryCharts.Kind.values()[Math.max(0, kind.getSelectionIndex())];
        }

        private void redraw() {
            if (session == null) {
                chart = null;
                chartPane.setChart(null);
                series.removeAll();
                return;
            }
            java.util.Set<String> hidden = new java.util.HashSet<>();
            for (TableItem item : series.getItems()) {
                if (!item.getChecked()) {
                    hidden.add(item.getText());
                }
            }
            chart = ChartCommand.chart(session, selectedKind());
            series.removeAll();
            for (int i = 0; i < seriesCount(); i++) {
                TableItem item = new TableItem(series, SWT.NONE);
                item.setText(seriesKey(i));
                item.setChecked(!hidden.contains(seriesKey(i)));
            }
            applyVisibility();
            chartPane.setChart(chart);
            chartPane.forceRedraw();
        }

        private int seriesCount() {
            return chart.getPlot() instanceof XYPlot xy ? xy.getDataset().getSeriesCount()
                    : ((CategoryPlot) chart.getPlot()).getDataset().getRowCount();
        }

        private String seriesKey(int i) {
            return chart.getPlot() instanceof XYPlot xy ? xy.getDataset().getSeriesKey(i).toString()
                    : ((CategoryPlot) chart.getPlot()).getDataset().getRowKey(i).toString();
        }

        private void applyVisibility() {
            if (chart == null) {
                return;
            }
            TableItem[] items = series.getItems();
            for (int i = 0; i < items.length; i++) {
                if (chart.getPlot() instanceof XYPlot xy) {
                    xy.getRenderer().setSeriesVisible(i, items[i].getChecked());
                } else {
                    ((CategoryPlot) chart.getPlot()).getRenderer().setSeriesVisible(i, items[i].getChecked());
                }
            }
        }

        private void export(String filter) {
            if (chart == null) {
                return;
            }
            FileDialog dialog = new FileDialog(root.getShell(), SWT.SAVE);
            dialog.setFilterExtensions(new String[] { filter });
            dialog.setOverwrite(true);
            String path = dialog.open();
            if (path == null) {
                return;
            }
            try {
                ChartExport.write(chart, Path.of(path));
                context.status(Texts.get("export.saved", path));
            } catch (IOException e) {
                context.status(Texts.get("export.failed", e.getMessage()));
            }
        }

        @Override
        public void dispose() {
            // the workbench disposes the widgets
        }
    }
}
