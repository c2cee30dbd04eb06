package roundhouse.chart.internal;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
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

    /** A chart of {@code data} (filled by {@link #add}, also after the chart is shown). */
    static JFreeChart create(XYSeriesCollection data, String title) {
        JFreeChart chart = ChartFactory.createXYLineChart(title, Texts.get("chances.axisActions"),
                Texts.get("chances.axisChance"), data, PlotOrientation.VERTICAL, true, true, false);
        ((NumberAxis) chart.getXYPlot().getRangeAxis()).setRange(0, 1);
        return chart;
    }

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
