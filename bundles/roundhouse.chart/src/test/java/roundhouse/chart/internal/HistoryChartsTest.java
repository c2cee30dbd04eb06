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

    @Test
    void worthSeriesAreNamedAfterPlayers() {
        List<XYSeries> series = HistoryCharts.worthSeries(history(), Map.of("1", "Alice", "2", "Bob"));
        assertEquals(List.of("Alice worth", "Bob worth", "Alice cash", "Bob cash"),
                series.stream().map(s -> s.getKey().toString()).toList());
        assertEquals(638.0, series.get(0).getY(3).doubleValue());
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
            var chart = HistoryCharts.create(kind, history(), Map.of(), Map.of("PRR", java.awt.Color.RED));
            Path png = dir.resolve(kind + ".png");
            ChartExport.write(chart, png);
            var image = ImageIO.read(png.toFile());
            assertEquals(ChartExport.WIDTH, image.getWidth());
            Path svg = dir.resolve(kind + ".svg");
            ChartExport.write(chart, svg);
            String text = Files.readString(svg, StandardCharsets.UTF_8);
            assertTrue(text.contains("<svg") && text.contains(kind.title.substring(0, 5)), kind.toString());
        }
        assertThrows(java.io.IOException.class,
                () -> ChartExport.write(HistoryCharts.create(HistoryCharts.Kind.PRICES, history(), Map.of(), Map.of()),
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

    /** Stock rounds are marked as the player's language names them: "SR 3", German "AR 3". */
    @org.junit.jupiter.api.Test
    void stockRoundMarksFollowTheLanguage() {
        for (java.util.Locale l : new java.util.Locale[] {java.util.Locale.GERMAN, java.util.Locale.ENGLISH}) {
            roundhouse.api.text.Localizer text = roundhouse.api.text.Localizer.of("roundhouse.chart.internal.messages",
                    HistoryCharts.class.getClassLoader(), l);
            String expected = l == java.util.Locale.GERMAN ? "AR 3" : "SR 3";
            org.junit.jupiter.api.Assertions.assertEquals(expected,
                    HistoryCharts.stockRoundLabel("SR 3", n -> text.get("chart.stockRound", n)));
            org.junit.jupiter.api.Assertions.assertEquals("Auction 1",
                    HistoryCharts.stockRoundLabel("Auction 1", n -> text.get("chart.stockRound", n)));
        }
    }
}
