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
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import roundhouse.api.view.GameHistory;

/**
 * Builds the charts of a game's history. The x axis counts actions; every round start is marked
 * with its name (SR/OR), so the axis reads in rounds. Pure AWT/JFreeChart: no SWT, no display.
 */
final class HistoryCharts {
    /** The charts there are. */
    enum Kind {
        PRICES("prices"), WORTH("worth"), REVENUE("revenue");

        final String title;
        final String axis;

        Kind(String key) {
            this.title = Texts.get("kind." + key);
            this.axis = Texts.get("axis." + key);
        }

        static Kind parse(String s) {
            return switch (s) {
                case "prices" -> PRICES;
                case "worth" -> WORTH;
                case "revenue" -> REVENUE;
                default -> throw new IllegalArgumentException("unknown chart kind '" + s + "' (prices, worth, revenue)");
            };
        }
    }

    private HistoryCharts() {
    }

    static JFreeChart create(Kind kind, GameHistory history, Map<String, String> names, Map<String, Color> colors) {
        JFreeChart chart = switch (kind) {
            case PRICES -> lineChart(kind, history, priceSeries(history), colors, Set.of());
            case WORTH -> lineChart(kind, history, worthSeries(history, names), colors, cashKeys(history, names));
            case REVENUE -> revenueChart(history, colors);
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

    /** Per player a worth series and a cash series ("name worth", "name cash"). */
    static List<XYSeries> worthSeries(GameHistory history, Map<String, String> names) {
        Map<String, XYSeries> series = new LinkedHashMap<>();
        for (GameHistory.Point p : history.points()) {
            for (Map.Entry<String, Integer> e : p.playerWorth().entrySet()) {
                String name = names.getOrDefault(e.getKey(), e.getKey());
                series.computeIfAbsent(Texts.get("series.worth", name), k -> new XYSeries(k, true, true)).add(p.actionIndex(), e.getValue());
            }
            for (Map.Entry<String, Integer> e : p.playerCash().entrySet()) {
                String name = names.getOrDefault(e.getKey(), e.getKey());
                series.computeIfAbsent(Texts.get("series.cash", name), k -> new XYSeries(k, true, true)).add(p.actionIndex(), e.getValue());
            }
        }
        return new ArrayList<>(series.values());
    }

    /** The names of the cash series, drawn dashed under the worth lines. */
    static Set<String> cashKeys(GameHistory history, Map<String, String> names) {
        Set<String> keys = new LinkedHashSet<>();
        for (GameHistory.Point p : history.points()) {
            for (String player : p.playerCash().keySet()) {
                keys.add(Texts.get("series.cash", names.getOrDefault(player, player)));
            }
        }
        return keys;
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

    private static JFreeChart lineChart(Kind kind, GameHistory history, List<XYSeries> series, Map<String, Color> colors,
            Set<String> dashed) {
        XYSeriesCollection data = new XYSeriesCollection();
        series.forEach(data::addSeries);
        JFreeChart chart = ChartFactory.createXYLineChart(kind.title, Texts.get("axis.rounds"), kind.axis, data, PlotOrientation.VERTICAL,
                true, true, false);
        XYPlot plot = chart.getXYPlot();
        XYStepRenderer renderer = new XYStepRenderer();
        renderer.setDefaultToolTipGenerator((dataset, s, item) -> dataset.getSeriesKey(s) + ": "
                + (int) dataset.getYValue(s, item) + " (" + roundAt(history, (int) dataset.getXValue(s, item))
                + ", action " + ((int) dataset.getXValue(s, item) + 1) + ")");
        for (int i = 0; i < series.size(); i++) {
            String key = series.get(i).getKey().toString();
            Color c = colors.get(key);
            if (c == null && key.contains(" ")) {
                c = colors.get(key.substring(0, key.lastIndexOf(' ')));
            }
            if (c != null) {
                renderer.setSeriesPaint(i, readable(c));
            }
            if (dashed.contains(key)) {
                renderer.setSeriesStroke(i, new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f,
                        new float[] { 4f, 3f }, 0f));
            } else {
                renderer.setSeriesStroke(i, line(i));
            }
        }
        plot.setRenderer(renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinesVisible(false);
        plot.setRangeGridlinePaint(new Color(220, 220, 220));
        plot.getDomainAxis().setTickLabelsVisible(false);
        Font font = new Font("SansSerif", Font.PLAIN, 9);
        for (Map.Entry<Integer, String> start : roundStarts(history).entrySet()) {
            boolean stock = !start.getValue().startsWith("OR");
            ValueMarker marker = new ValueMarker(start.getKey(), stock ? new Color(120, 120, 200) : new Color(200, 200, 200),
                    new BasicStroke(stock ? 1f : 0.5f));
            if (stock) {
                // only stock rounds are named: OR names would crowd the axis; the tooltips name them
                marker.setLabel(stockRoundLabel(start.getValue(), n -> Texts.get("chart.stockRound", n)));
            }
            marker.setLabelFont(font);
            marker.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
            marker.setLabelTextAnchor(TextAnchor.TOP_LEFT);
            plot.addDomainMarker(marker);
        }
        return chart;
    }

    /** "SR 3" (the history's key) as the player's language writes a stock round (German: "AR 3"). */
    static String stockRoundLabel(String round, java.util.function.Function<String, String> named) {
        java.util.regex.Matcher m = STOCK_ROUND.matcher(round);
        return m.matches() ? named.apply(m.group(1)) : round;
    }

    private static final java.util.regex.Pattern STOCK_ROUND = java.util.regex.Pattern.compile("SR (\\d+)");

    /** Revenue per operating round: one bar group per OR, one bar per company. */
    static DefaultCategoryDataset revenueData(GameHistory history) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        Set<String> rounds = new LinkedHashSet<>();
        Set<String> companies = new LinkedHashSet<>();
        for (GameHistory.Revenue r : history.revenues()) {
            rounds.add(r.round());
            companies.add(r.company());
        }
        for (String company : companies) {
            for (String round : rounds) {
                data.addValue(0, company, round);
            }
        }
        for (GameHistory.Revenue r : history.revenues()) {
            data.setValue(r.revenue(), r.company(), r.round());
        }
        return data;
    }

    private static JFreeChart revenueChart(GameHistory history, Map<String, Color> colors) {
        DefaultCategoryDataset data = revenueData(history);
        JFreeChart chart = ChartFactory.createBarChart(Kind.REVENUE.title, Texts.get("axis.operatingRound"), Kind.REVENUE.axis, data,
                PlotOrientation.VERTICAL, true, true, false);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.setBackgroundPaint(Color.WHITE);
        BarRenderer renderer = (BarRenderer) plot.getRenderer();
        renderer.setShadowVisible(false);
        renderer.setDrawBarOutline(false);
        renderer.setDefaultToolTipGenerator((dataset, row, column) -> dataset.getRowKey(row) + ": "
                + dataset.getValue(row, column) + " in " + dataset.getColumnKey(column));
        for (int i = 0; i < data.getRowCount(); i++) {
            Color c = colors.get(data.getRowKey(i).toString());
            if (c != null) {
                renderer.setSeriesPaint(i, readable(c));
            }
        }
        return chart;
    }

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
