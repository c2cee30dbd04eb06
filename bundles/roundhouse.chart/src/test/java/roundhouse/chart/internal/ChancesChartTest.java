package roundhouse.chart.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.function.BooleanSupplier;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;

import roundhouse.api.GameSession;
import roundhouse.api.PlayerRef;
import roundhouse.api.bot.ChanceEstimator;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.title.t1830.internal.T1830Title;

/** The chances chart: a line per player by name, a point per position the estimator gives, 0 to 1. */
class ChancesChartTest {
    /** Gives the start and the end, the first player's chance 0.25 at the start and 1 at the end. */
    static final class TwoPositions implements ChanceEstimator {
        int playoutsAsked;

        @Override
        public List<Position> positions(GameSession game, boolean everyAction) {
            return List.of(new Position(0, "Auction 1.1"), new Position(game.actions().size(), "OR 6.1"));
        }

        @Override
        public List<Estimate> estimate(GameSession game, Position position, int playouts, long seed, ExecutorService pool,
                BooleanSupplier cancelled) {
            playoutsAsked = playouts;
            List<Estimate> out = new ArrayList<>();
            List<PlayerRef> players = game.setup().players();
            for (int i = 0; i < players.size(); i++) {
                double chance = position.actions() == 0 ? 0.25 : i == 0 ? 1 : 0;
                out.add(new Estimate(position, players.get(i).id(), chance, chance, chance, playouts));
            }
            return out;
        }
    }

    @Test
    void aLinePerPlayerAndAPointPerPosition() throws Exception {
        Path file = Path.of("../roundhouse.title.t1830/src/test/resources/fixtures/1830/26855.json");
        GameSession session = new T1830Title().load(new GsonRecordCodec().read(file));
        TwoPositions estimator = new TwoPositions();
        JFreeChart chart = ChartCommand.chancesChart(session, estimator, 3);
        assertEquals(3, estimator.playoutsAsked);
        assertTrue(chart.getTitle().getText().contains("3 playouts per round"), chart.getTitle().getText());
        XYPlot plot = chart.getXYPlot();
        assertEquals(4, plot.getDataset().getSeriesCount());
        assertEquals("Player 1", plot.getDataset().getSeriesKey(0));
        assertEquals(2, plot.getDataset().getItemCount(0));
        assertEquals(1.0, plot.getDataset().getYValue(0, 1), 1e-9);
        assertEquals(session.actions().size(), plot.getDataset().getXValue(0, 1), 1e-9);
        assertEquals(1.0, plot.getRangeAxis().getUpperBound(), 1e-9);
    }

    @Test
    void theLargestMovesComeFirstNamedAsPlayersSayThem() {
        ChanceEstimator.Position start = new ChanceEstimator.Position(0, "Auction 1");
        ChanceEstimator.Position sr = new ChanceEstimator.Position(27, "SR 1");
        ChanceEstimator.Position or = new ChanceEstimator.Position(49, "OR 1.1");
        List<ChanceEstimator.Estimate> estimates = List.of(
                new ChanceEstimator.Estimate(start, "1", 0.5, 0, 1, 10), new ChanceEstimator.Estimate(start, "2", 0.5, 0, 1, 10),
                new ChanceEstimator.Estimate(sr, "1", 0.6, 0, 1, 10), new ChanceEstimator.Estimate(sr, "2", 0.45, 0, 1, 10),
                new ChanceEstimator.Estimate(or, "1", 0.2, 0, 1, 10), new ChanceEstimator.Estimate(or, "2", 0.8, 0, 1, 10));
        List<ChancesView.Swing> swings = ChancesView.swings(estimates, 3);
        assertEquals(3, swings.size());
        assertEquals(-0.4, swings.get(0).change(), 1e-9);
        assertEquals("Ann: -40 points up to OR 1.1 (action 49)",
                ChancesView.line(swings.get(0), java.util.Map.of("1", "Ann", "2", "Bert")));
    }

    /** Each player's line in his colour of the net-worth chart, on white, whatever order the lines come in. */
    @Test
    void eachPlayersLineHasHisNetWorthColour() throws Exception {
        Path file = Path.of("../roundhouse.title.t1830/src/test/resources/fixtures/1830/26855.json");
        GameSession session = new T1830Title().load(new GsonRecordCodec().read(file));
        ChartInputs worth = ChartInputs.of(session.state());
        XYPlot plot = ChartCommand.chancesChart(session, new TwoPositions(), 3).getXYPlot();
        assertEquals(java.awt.Color.WHITE, plot.getBackgroundPaint());
        for (int s = 0; s < plot.getDataset().getSeriesCount(); s++) {
            String player = plot.getDataset().getSeriesKey(s).toString();
            assertEquals(worth.colors().get(player), ((org.jfree.chart.renderer.AbstractRenderer) plot.getRenderer()).lookupSeriesPaint(s), player);
        }
        org.jfree.data.xy.XYSeriesCollection late = new org.jfree.data.xy.XYSeriesCollection();
        late.addSeries(new org.jfree.data.xy.XYSeries("Player 3"));
        XYPlot reversed = ChancesChart.create(late, null, worth.colors()).getXYPlot();
        assertEquals(ChartInputs.playerColor(2), ((org.jfree.chart.renderer.AbstractRenderer) reversed.getRenderer()).lookupSeriesPaint(0), "the third seat's colour, line first");
    }
}
