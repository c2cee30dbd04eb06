package roundhouse.chart.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import roundhouse.api.GameSession;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.title.t1830.internal.T1830Title;

/** Charts every recorded 1830 game into target/charts/ (look at them) and checks what they show. */
class RecordedGameChartsTest {
    private static final Path FIXTURES = Path.of("../roundhouse.title.t1830/src/test/resources/fixtures/1830");

    @TestFactory
    Stream<DynamicTest> everyRecordedGameIsCharted() throws Exception {
        List<Path> games;
        try (Stream<Path> s = Files.list(FIXTURES)) {
            games = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertTrue(games.size() >= 2);
        return games.stream().map(g -> DynamicTest.dynamicTest(g.getFileName().toString(), () -> chart(g)));
    }

    private void chart(Path game) throws Exception {
        GameSession session = new T1830Title().load(new GsonRecordCodec().read(game));
        String name = game.getFileName().toString().replace(".json", "");
        for (HistoryCharts.Kind kind : HistoryCharts.Kind.values()) {
            JFreeChart chart = ChartCommand.chart(session, kind);
            Path png = Path.of("target", "charts", name + "-" + kind.name().toLowerCase() + ".png");
            ChartExport.write(chart, png);
            BufferedImage image = ImageIO.read(png.toFile());
            Set<Integer> colours = new HashSet<>();
            for (int y = 0; y < image.getHeight(); y += 3) {
                for (int x = 0; x < image.getWidth(); x += 3) {
                    colours.add(image.getRGB(x, y));
                }
            }
            assertTrue(colours.size() > 20, kind + " chart of " + name + " looks empty");
        }
        XYPlot prices = ChartCommand.chart(session, HistoryCharts.Kind.PRICES).getXYPlot();
        long parred = session.history().priceMoves().stream()
                .filter(m -> m.cause() == roundhouse.api.view.GameHistory.Cause.PAR).map(m -> m.company()).distinct()
                .count();
        assertTrue(parred >= 6, "most corporations were started: " + parred);
        assertEquals(parred, prices.getDataset().getSeriesCount(), "one price line per started corporation");
        XYPlot worth = ChartCommand.chart(session, HistoryCharts.Kind.WORTH).getXYPlot();
        assertEquals(session.state().players().size(), worth.getDataset().getSeriesCount(), "one worth line per player");
    }
}
