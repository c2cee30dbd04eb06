package roundhouse.chart.internal;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import java.awt.Stroke;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import roundhouse.api.bot.ChanceEstimator;

/** The chart of each player's chance to win over a game's actions: one line per player, 0 to 1. */
final class ChancesChart {
    private ChancesChart() {
    }

    /** Threads for the playouts, one per core; daemons, so that a run left behind never keeps the process alive. */
    static ExecutorService playoutThreads() {
        return Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors(), r -> {
            Thread t = new Thread(r, "chances");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * A chart of {@code data} (filled by {@link #add}, also after the chart is shown), drawn as the
     * net-worth chart is: white, each player's line in his colour there ({@code colors} by the name
     * that keys his series, read as series come).
     */
    static JFreeChart create(XYSeriesCollection data, String title, Map<String, Color> colors) {
        JFreeChart chart = ChartFactory.createXYLineChart(title, Texts.get("chances.axisActions"),
                Texts.get("chances.axisChance"), data, PlotOrientation.VERTICAL, true, true, false);
        XYPlot plot = chart.getXYPlot();
        ((NumberAxis) plot.getRangeAxis()).setRange(0, 1);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinesVisible(false);
        plot.setRangeGridlinePaint(new Color(220, 220, 220));
        XYLineAndShapeRenderer lines = new XYLineAndShapeRenderer(true, false) {
            @Override
            public Paint lookupSeriesPaint(int series) {
                Color c = series < data.getSeriesCount() ? colors.get(data.getSeriesKey(series).toString()) : null;
                return c != null ? c : super.lookupSeriesPaint(series);
            }

            @Override
            public Stroke lookupSeriesStroke(int series) {
                return WIDTH;
            }
        };
        plot.setRenderer(lines);
        return chart;
    }

    private static final Stroke WIDTH = new BasicStroke(2f);

    /** Adds the estimates at one or more positions, a line per player named as the table names him. */
    static void add(XYSeriesCollection data, List<ChanceEstimator.Estimate> estimates, Map<String, String> names) {
        for (ChanceEstimator.Estimate e : estimates) {
            String name = names.getOrDefault(e.player(), e.player());
            int index = data.getSeriesIndex(name);
            XYSeries series;
            if (index < 0) {
                series = new XYSeries(name, false, true);
                data.addSeries(series);
            } else {
                series = data.getSeries(index);
            }
            series.add(e.position().actions(), e.chance());
        }
    }
}
