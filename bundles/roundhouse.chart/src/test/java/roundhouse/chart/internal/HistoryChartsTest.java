package roundhouse.chart.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYSeries;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.api.view.GameHistory;

class HistoryChartsTest {
    /** Player values in seat order, as the engine gives them. */
    private static Map<String, Integer> seats(int first, int second) {
        Map<String, Integer> m = new java.util.LinkedHashMap<>();
        m.put("1", first);
        m.put("2", second);
        return m;
    }

    static GameHistory history() {
        return new GameHistory(List.of(
                new GameHistory.Point(0, "SR 1", "stock", Map.of(), seats(600, 600), seats(600, 600)),
                new GameHistory.Point(1, "SR 1", "stock", Map.of("PRR", 67), seats(466, 600),
                        seats(600, 600)),
                new GameHistory.Point(2, "OR 1.1", "operating", Map.of("PRR", 71), seats(496, 600),
                        seats(638, 600)),
                new GameHistory.Point(3, "OR 1.1", "operating", Map.of("PRR", 71, "NYC", 100),
                        seats(496, 400), seats(638, 600))),
                List.of(new GameHistory.PriceMove(1, "PRR", 0, 67, GameHistory.Cause.PAR),
                        new GameHistory.PriceMove(2, "PRR", 67, 71, GameHistory.Cause.DIVIDEND)),
                List.of(new GameHistory.Revenue(2, "PRR", "OR 1.1", 30, "payout"),
                        new GameHistory.Revenue(3, "NYC", "OR 1.2", 0, "withhold")),
                List.of(new GameHistory.CashFlow(1, "1", "bank", 134, "par")));
    }

    @Test
    void priceSeriesStartWhenACompanyHasAPrice() {
        List<XYSeries> series = HistoryCharts.priceSeries(history());
        assertEquals(List.of("PRR", "NYC"), series.stream().map(s -> s.getKey().toString()).toList());
        XYSeries prr = series.get(0);
        assertEquals(3, prr.getItemCount());
        assertEquals(1.0, prr.getX(0).doubleValue());
        assertEquals(71.0, prr.getY(2).doubleValue());
    }

    private static ChartInputs inputs(String currency) {
        return new ChartInputs(Map.of("1", "Alice", "2", "Bob"), Map.of("PRR", java.awt.Color.RED), currency);
    }

    /** Worth is one line per player, named by the player; cash is its own chart, not a second line each. */
    @Test
    void worthAndCashAreOneLinePerPlayerInChartsOfTheirOwn() {
        XYPlot worth = HistoryCharts.create(HistoryCharts.Kind.WORTH, history(), inputs("$%s")).getXYPlot();
        assertEquals(2, worth.getDataset().getSeriesCount());
        assertEquals("Alice", worth.getDataset().getSeriesKey(0));
        assertEquals(638.0, worth.getDataset().getYValue(0, 3));
        XYPlot cash = HistoryCharts.create(HistoryCharts.Kind.CASH, history(), inputs("$%s")).getXYPlot();
        assertEquals(List.of("Alice", "Bob"), List.of(cash.getDataset().getSeriesKey(0), cash.getDataset().getSeriesKey(1)));
        assertEquals(400.0, cash.getDataset().getYValue(1, 3));
    }

    /** The y axis names the title's money as the title writes it, whichever side of the amount it stands. */
    @Test
    void theValueAxisNamesTheTitlesMoney() {
        Map<String, String> units = Map.of("%s SFR", "SFR", "%s Ft", "Ft", "L.%s", "L.", "$%s", "$");
        for (Map.Entry<String, String> e : units.entrySet()) {
            assertEquals(e.getValue(), HistoryCharts.unit(e.getKey()));
            for (HistoryCharts.Kind kind : HistoryCharts.Kind.values()) {
                var chart = HistoryCharts.create(kind, history(), inputs(e.getKey()));
                String label = chart.getPlot() instanceof XYPlot xy ? xy.getRangeAxis().getLabel()
                        : chart.getCategoryPlot().getRangeAxis().getLabel();
                assertTrue(label.endsWith("(" + e.getValue() + ")"), kind + ": " + label);
            }
        }
    }

    @Test
    void roundsAreMarkedWhereTheyStart() {
        assertEquals(Map.of(0, "SR 1", 2, "OR 1.1"), HistoryCharts.roundStarts(history()));
        assertEquals("OR 1.1", HistoryCharts.roundAt(history(), 3));
    }

    @Test
    void revenueHasABarPerCompanyAndOperatingRound() {
        var data = HistoryCharts.revenueData(history());
        assertEquals(30, data.getValue("PRR", "OR 1.1").intValue());
        assertEquals(0, data.getValue("PRR", "OR 1.2").intValue());
        assertEquals(2, data.getColumnCount());
    }

    @Test
    void chartsExportAsPngAndSvg(@TempDir Path dir) throws Exception {
        for (HistoryCharts.Kind kind : HistoryCharts.Kind.values()) {
            var chart = HistoryCharts.create(kind, history(), inputs("$%s"));
            Path png = dir.resolve(kind + ".png");
            ChartExport.write(chart, png);
            var image = ImageIO.read(png.toFile());
            assertEquals(ChartExport.WIDTH, image.getWidth());
            Path svg = dir.resolve(kind + ".svg");
            ChartExport.write(chart, svg);
            String text = Files.readString(svg, StandardCharsets.UTF_8);
            assertTrue(text.contains("<svg") && text.contains(kind.title().substring(0, 5)), kind.toString());
        }
        assertThrows(java.io.IOException.class,
                () -> ChartExport.write(HistoryCharts.create(HistoryCharts.Kind.PRICES, history(), inputs("$%s")),
                        dir.resolve("x.gif")));
    }

    @Test
    void unknownKindIsRefusedByName() {
        var e = assertThrows(IllegalArgumentException.class, () -> HistoryCharts.Kind.parse("volume"));
        assertTrue(e.getMessage().contains("volume"));
    }

    /** Series are told apart by line style too, and a yellow company is drawn dark enough to read on white. */
    @Test
    void seriesDifferBeyondColour() {
        java.util.Set<String> styles = new java.util.HashSet<>();
        for (int i = 0; i < 4; i++) {
            styles.add(java.util.Arrays.toString(HistoryCharts.line(i).getDashArray()));
        }
        assertEquals(4, styles.size(), "four series, four line styles");
        java.awt.Color yellow = HistoryCharts.readable(new java.awt.Color(0xfc, 0xea, 0x18));
        double luminance = (0.2126 * yellow.getRed() + 0.7152 * yellow.getGreen() + 0.0722 * yellow.getBlue()) / 255;
        assertTrue(luminance <= 0.71, "yellow darkened: " + yellow);
        assertEquals(new java.awt.Color(0, 0, 128), HistoryCharts.readable(new java.awt.Color(0, 0, 128)), "dark colours stay");
    }

    /** Every round the engine keys alike in all languages reads in the player's: "SR 3" is "AR 3", "Auction 1" "Versteigerung 1". */
    @Test
    void roundsReadInThePlayersLanguage() {
        Map<java.util.Locale, List<String>> expected = Map.of(java.util.Locale.GERMAN,
                List.of("AR 3", "BR 2.1", "Versteigerung 1", "SBB-Gründung 7"), java.util.Locale.ENGLISH,
                List.of("SR 3", "OR 2.1", "Auction 1", "SBB-Gründung 7"));
        for (Map.Entry<java.util.Locale, List<String>> e : expected.entrySet()) {
            roundhouse.api.text.Localizer text = roundhouse.api.text.Localizer.of("roundhouse.chart.internal.messages",
                    HistoryCharts.class.getClassLoader(), e.getKey());
            // a title's own round comes named in the language in use already and stays as it is
            assertEquals(e.getValue(), List.of("SR 3", "OR 2.1", "Auction 1", "SBB-Gründung 7").stream()
                    .map(r -> RoundNames.label(r, text::get)).toList());
            var revenue = HistoryCharts.revenueData(history(), r -> RoundNames.label(r, text::get));
            assertEquals(e.getKey() == java.util.Locale.GERMAN ? List.of("BR 1.1", "BR 1.2") : List.of("OR 1.1", "OR 1.2"),
                    revenue.getColumnKeys());
        }
    }

    /** Every German chart text is German: no key falls back to the English one. */
    @Test
    void everyChartTextHasItsGermanWords() throws Exception {
        java.util.Properties en = new java.util.Properties();
        java.util.Properties de = new java.util.Properties();
        try (var in = HistoryCharts.class.getResourceAsStream("messages.properties");
                var inDe = HistoryCharts.class.getResourceAsStream("messages_de.properties")) {
            en.load(in);
            de.load(inDe);
        }
        assertEquals(en.keySet(), de.keySet());
        for (String key : List.of("kind.prices", "kind.worth", "kind.cash", "kind.revenue", "axis.rounds", "chart.auction")) {
            assertTrue(!en.getProperty(key).equals(de.getProperty(key)), key + " is translated");
        }
    }

    /** The x axis has a tick at every round start and names as many rounds as fit without overlapping, stock rounds first. */
    @Test
    void roundNamesOnTheAxisNeverOverlap() {
        // ticks 10 px apart, names 30 px wide: without thinning every name would overlap the next
        double[] x = new double[20];
        double[] widths = new double[20];
        boolean[] stock = new boolean[20];
        for (int i = 0; i < x.length; i++) {
            x[i] = 10 * i;
            widths[i] = 30;
            stock[i] = i % 4 == 3;
        }
        boolean[] named = RoundAxis.named(x, widths, stock, 1000);
        List<Integer> shown = new java.util.ArrayList<>();
        for (int i = 0; i < named.length; i++) {
            if (named[i]) {
                shown.add(i);
            }
        }
        for (int k = 1; k < shown.size(); k++) {
            assertTrue(x[shown.get(k - 1)] + 30 + RoundAxis.GAP <= x[shown.get(k)], "names " + shown);
        }
        for (int i = 3; i < 20; i += 4) {
            assertTrue(named[i], "stock round " + i + " is named before the others");
        }
        assertTrue(shown.size() >= 5, "names fill the gaps: " + shown);
        assertTrue(!RoundAxis.named(new double[] { 990 }, new double[] { 30 }, new boolean[] { true }, 1000)[0],
                "a name that would run past the plot is left off");
    }

    /** On a drawn chart the axis ticks every round start, its names apart however narrow the chart. */
    @Test
    void theDrawnAxisTicksEveryRoundAndKeepsItsNamesApart() {
        List<GameHistory.Point> points = new java.util.ArrayList<>();
        for (int i = 0; i < 300; i++) {
            int turn = i / 30 + 1;
            String round = i % 30 < 10 ? "SR " + turn : "OR " + turn + "." + (i % 30 < 20 ? 1 : 2);
            points.add(new GameHistory.Point(i, round, "stock", Map.of("PRR", 67), seats(600, 600), seats(600, 600)));
        }
        GameHistory long_ = new GameHistory(points, List.of(), List.of(), List.of());
        for (int width : new int[] { 400, 1200 }) {
            var chart = HistoryCharts.create(HistoryCharts.Kind.PRICES, long_, inputs("$%s"));
            var image = new java.awt.image.BufferedImage(width, 500, java.awt.image.BufferedImage.TYPE_INT_RGB);
            var g = image.createGraphics();
            var info = new org.jfree.chart.ChartRenderingInfo();
            chart.draw(g, new java.awt.geom.Rectangle2D.Double(0, 0, width, 500), info);
            var area = info.getPlotInfo().getDataArea();
            RoundAxis axis = (RoundAxis) chart.getXYPlot().getDomainAxis();
            @SuppressWarnings("unchecked")
            List<org.jfree.chart.axis.NumberTick> ticks = axis.refreshTicks(g, new org.jfree.chart.axis.AxisState(), area,
                    org.jfree.chart.ui.RectangleEdge.BOTTOM);
            assertEquals(30, ticks.size(), "a tick per round start");
            var metrics = g.getFontMetrics(axis.getTickLabelFont());
            double end = Double.NEGATIVE_INFINITY;
            int names = 0;
            for (var t : ticks) {
                if (!t.getText().isEmpty()) {
                    double at = axis.valueToJava2D(t.getValue(), area, org.jfree.chart.ui.RectangleEdge.BOTTOM);
                    assertTrue(at >= end, width + " px: " + t.getText() + " overlaps the name before it");
                    end = at + metrics.stringWidth(t.getText());
                    names++;
                }
            }
            assertTrue(names >= (width < 1000 ? 3 : 10), width + " px names " + names + " rounds");
            assertTrue(width < 1000 ? names < 30 : true, "a narrow chart leaves some out");
        }
    }
}
