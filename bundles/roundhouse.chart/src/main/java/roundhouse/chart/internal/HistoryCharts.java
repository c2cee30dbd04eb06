package roundhouse.chart.internal;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import roundhouse.api.view.GameHistory;

/**
 * Builds the charts of a game's history. The x axis counts actions; every round start is ticked
 * and named where the name fits ({@link RoundAxis}), so the axis reads in rounds. Money is in the
 * title's currency. Pure AWT/JFreeChart: no SWT, no display.
 */
final class HistoryCharts {
    /** The charts there are. */
    enum Kind {
        PRICES("prices"), WORTH("worth"), CASH("cash"), REVENUE("revenue");

        /** The kind as the chart command names it. */
        final String key;

        Kind(String key) {
            this.key = key;
        }

        /** The chart's title, in the language in use when asked (not when the class loaded). */
        String title() {
            return Texts.get("kind." + key);
        }

        /** The y axis: what is measured, in the title's money ("Price (SFR)", "Kurs (Ft)"). */
        String axis(String currency) {
            return Texts.get("axis." + key, unit(currency));
        }

        static Kind parse(String s) {
            for (Kind k : values()) {
                if (k.key.equals(s)) {
                    return k;
                }
            }
            throw new IllegalArgumentException("unknown chart kind '" + s + "' (prices, worth, cash, revenue, chances)");
        }
    }

    /** The money's sign alone, from how the title writes an amount: "$%s" is "$", "%s Ft" is "Ft". */
    static String unit(String currency) {
        return currency.replace("%s", "").trim();
    }

    private HistoryCharts() {
    }

    static JFreeChart create(Kind kind, GameHistory history, ChartInputs inputs) {
        JFreeChart chart = switch (kind) {
            case PRICES -> lineChart(kind, history, priceSeries(history), inputs);
            case WORTH -> lineChart(kind, history, playerSeries(history, inputs.playerNames(), GameHistory.Point::playerWorth), inputs);
            // cash on request, apart from worth: one line per player, not two
            case CASH -> lineChart(kind, history, playerSeries(history, inputs.playerNames(), GameHistory.Point::playerCash), inputs);
            case REVENUE -> revenueChart(history, inputs);
        };
        chart.setAntiAlias(true);
        return chart;
    }

    /** One series per company: its price after every action from the moment it has one. */
    static List<XYSeries> priceSeries(GameHistory history) {
        Map<String, XYSeries> series = new LinkedHashMap<>();
        for (GameHistory.Point p : history.points()) {
            for (Map.Entry<String, Integer> e : p.sharePrices().entrySet()) {
                series.computeIfAbsent(e.getKey(), k -> new XYSeries(k, true, true)).add(p.actionIndex(), e.getValue());
            }
        }
        return new ArrayList<>(series.values());
    }

    /** One series per player, named by the player: the value {@code values} reads after each action. */
    static List<XYSeries> playerSeries(GameHistory history, Map<String, String> names,
            java.util.function.Function<GameHistory.Point, Map<String, Integer>> values) {
        Map<String, XYSeries> series = new LinkedHashMap<>();
        for (GameHistory.Point p : history.points()) {
            for (Map.Entry<String, Integer> e : values.apply(p).entrySet()) {
                String name = names.getOrDefault(e.getKey(), e.getKey());
                series.computeIfAbsent(name, k -> new XYSeries(k, true, true)).add(p.actionIndex(), e.getValue());
            }
        }
        return new ArrayList<>(series.values());
    }

    /** Round starts: action index of the first action of each round, with the round's name. */
    static Map<Integer, String> roundStarts(GameHistory history) {
        Map<Integer, String> starts = new LinkedHashMap<>();
        String current = null;
        for (GameHistory.Point p : history.points()) {
            if (!p.round().equals(current)) {
                current = p.round();
                starts.put(p.actionIndex(), current);
            }
        }
        return starts;
    }

    /** The round an action belongs to. */
    static String roundAt(GameHistory history, int actionIndex) {
        List<GameHistory.Point> points = history.points();
        if (points.isEmpty()) {
            return "";
        }
        int i = Math.max(0, Math.min(actionIndex, points.size() - 1));
        return points.get(i).round();
    }

    private static JFreeChart lineChart(Kind kind, GameHistory history, List<XYSeries> series, ChartInputs inputs) {
        XYSeriesCollection data = new XYSeriesCollection();
        series.forEach(data::addSeries);
        JFreeChart chart = ChartFactory.createXYLineChart(kind.title(), Texts.get("axis.rounds"), kind.axis(inputs.currency()),
                data, PlotOrientation.VERTICAL, true, true, false);
        XYPlot plot = chart.getXYPlot();
        XYStepRenderer renderer = new XYStepRenderer();
        renderer.setDefaultToolTipGenerator((dataset, s, item) -> Texts.get("tooltip.point", dataset.getSeriesKey(s),
                money(inputs.currency(), (int) dataset.getYValue(s, item)),
                RoundNames.label(roundAt(history, (int) dataset.getXValue(s, item))), (int) dataset.getXValue(s, item) + 1));
        for (int i = 0; i < series.size(); i++) {
            Color c = inputs.colors().get(series.get(i).getKey().toString());
            if (c != null) {
                renderer.setSeriesPaint(i, readable(c));
            }
            renderer.setSeriesStroke(i, line(i));
        }
        plot.setRenderer(renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinesVisible(false);
        plot.setRangeGridlinePaint(new Color(220, 220, 220));
        Map<Integer, String> starts = roundStarts(history);
        RoundAxis axis = new RoundAxis(Texts.get("axis.rounds"), starts);
        axis.setTickLabelFont(new Font("SansSerif", Font.PLAIN, 10));
        plot.setDomainAxis(axis);
        for (Map.Entry<Integer, String> start : starts.entrySet()) {
            // the axis names the rounds; a line up the plot shows where each starts, stock rounds stronger
            boolean stock = RoundNames.stock(start.getValue());
            plot.addDomainMarker(new ValueMarker(start.getKey(), stock ? new Color(120, 120, 200) : new Color(200, 200, 200),
                    new BasicStroke(stock ? 1f : 0.5f)));
        }
        return chart;
    }

    static String money(String currency, int amount) {
        return currency.replace("%s", Integer.toString(amount));
    }

    /** Revenue per operating round: one bar group per OR, one bar per company. */
    static DefaultCategoryDataset revenueData(GameHistory history) {
        return revenueData(history, RoundNames::label);
    }

    /** The revenue data with each round named by {@code roundName}. */
    static DefaultCategoryDataset revenueData(GameHistory history, java.util.function.UnaryOperator<String> roundName) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        Set<String> rounds = new LinkedHashSet<>();
        Set<String> companies = new LinkedHashSet<>();
        for (GameHistory.Revenue r : history.revenues()) {
            rounds.add(roundName.apply(r.round()));
            companies.add(r.company());
        }
        for (String company : companies) {
            for (String round : rounds) {
                data.addValue(0, company, round);
            }
        }
        for (GameHistory.Revenue r : history.revenues()) {
            data.setValue(r.revenue(), r.company(), roundName.apply(r.round()));
        }
        return data;
    }

    private static JFreeChart revenueChart(GameHistory history, ChartInputs inputs) {
        Map<String, Color> colors = inputs.colors();
        DefaultCategoryDataset data = revenueData(history);
        JFreeChart chart = ChartFactory.createBarChart(Kind.REVENUE.title(), Texts.get("axis.operatingRound"),
                Kind.REVENUE.axis(inputs.currency()), data, PlotOrientation.VERTICAL, true, true, false);
        CategoryPlot plot = chart.getCategoryPlot();
        if (data.getColumnCount() > FLAT_ROUNDS) {
            // many rounds: their names stand upright under their bars rather than crowd into each other
            plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_90);
        }
        plot.setBackgroundPaint(Color.WHITE);
        BarRenderer renderer = (BarRenderer) plot.getRenderer();
        renderer.setShadowVisible(false);
        renderer.setDrawBarOutline(false);
        renderer.setDefaultToolTipGenerator((dataset, row, column) -> Texts.get("tooltip.revenue", dataset.getRowKey(row),
                money(inputs.currency(), dataset.getValue(row, column).intValue()), dataset.getColumnKey(column)));
        for (int i = 0; i < data.getRowCount(); i++) {
            Color c = colors.get(data.getRowKey(i).toString());
            if (c != null) {
                renderer.setSeriesPaint(i, readable(c));
            }
        }
        return chart;
    }

    /** Round names under the revenue bars lie flat up to this many rounds. */
    static final int FLAT_ROUNDS = 10;

    /**
     * Line styles that tell series apart without their colour (B&amp;O and C&amp;O, PRR and B&amp;M are
     * both blue and green in 1830): solid, long dashes, dash-dot, short dashes, in turn.
     */
    private static final float[][] PATTERNS = { null, { 10f, 4f }, { 10f, 3f, 2f, 3f }, { 4f, 3f } };

    static BasicStroke line(int series) {
        float[] dash = PATTERNS[series % PATTERNS.length];
        return dash == null ? new BasicStroke(2f)
                : new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, dash, 0f);
    }

    /** A company colour too light to read on white (1830's yellow) drawn darker, same hue. */
    static Color readable(Color c) {
        double luminance = (0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue()) / 255;
        if (luminance <= 0.7) {
            return c;
        }
        double f = 0.7 / luminance;
        return new Color((int) (c.getRed() * f), (int) (c.getGreen() * f), (int) (c.getBlue() * f));
    }

    /** Parses "#rrggbb"; null for anything else. */
    static Color color(String hex) {
        if (hex == null || !hex.matches("#[0-9a-fA-F]{6}")) {
            return null;
        }
        return new Color(Integer.parseInt(hex.substring(1), 16));
    }
}
