package roundhouse.map.svg.internal.view;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.eclipse.swt.graphics.ImageData;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.map.MapStyle;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.map.svg.internal.SvgMapRenderer;

/**
 * Prints what opening the tile chooser with all its pictures costs on a long game (the 1,093-action
 * 1830 game, at its first tile lay after action 900, on the hex with the most lays): the pictures
 * from the position in hand ({@code GameSession.ifTaken}, a copy of the game) beside the same pictures
 * from a replay of the game per picture (what {@code ifTaken} did before positions could be copied).
 * Thread CPU time, median of warm runs; figures only, never a timed assertion. Both ways must draw
 * the same pictures.
 */
class TileChooserBenchmarkTest {
    private static final int FROM_ACTION = 900;

    private static GameRecord cut(GameRecord record, List<Action> actions) {
        return new GameRecord(record.titleId(), record.gameId(), record.description(), record.setup(), actions, Map.of(), null);
    }

    @Test
    void previewsOfALongGameFromThePositionInHand() throws Exception {
        GameRecord record = new GsonRecordCodec().read(MapStylesTest.FIXTURES.resolve("bots_over_limit_no_sale.json"));
        GameSession full = MapStylesTest.TITLE.load(record);
        List<Action> effective = full.actions();
        int at = FROM_ACTION;
        while (!"lay_tile".equals(effective.get(at).type())) {
            at++;
        }
        List<Action> before = effective.subList(0, at);
        GameSession inHand = MapStylesTest.TITLE.load(cut(record, before));
        Map<String, List<LegalAction>> lays = MapStyles.layHexes(inHand.legalActions());
        String hex = lays.entrySet().stream().max(Comparator.comparingInt(e -> e.getValue().size())).orElseThrow().getKey();
        List<LegalAction> choices = lays.get(hex);
        MapStyle plain = new MapStyle(Set.of(), List.of(), false);

        ChooserDialog.Previews copied = ChooserDialog.previews(inHand::ifTaken, hex, new SvgMapRenderer(), plain);
        ChooserDialog.Previews replayed = ChooserDialog.previews(action -> {
            List<Action> with = new ArrayList<>(before);
            with.add(action);
            return MapStylesTest.TITLE.load(cut(record, with));
        }, hex, new SvgMapRenderer(), plain);

        List<ImageData> fromCopies = all(copied, choices);
        List<ImageData> fromReplays = all(replayed, choices);
        for (int i = 0; i < choices.size(); i++) {
            assertArrayEquals(fromReplays.get(i).data, fromCopies.get(i).data, "the same picture of " + choices.get(i).label());
        }
        double copiedMs = medianMs(copied, choices, 5, 15);
        // the positions alone (no pictures): what the copy replaced
        double positionsMs = medianMs(c -> {
            HexChoices.oneHex(inHand.ifTaken(c.action()).state().map(), hex);
            return null;
        }, choices, 5, 15);
        double replayedMs = medianMs(replayed, choices, 1, 3);
        System.out.printf(Locale.ROOT, "tile chooser benchmark: 1830 game of %d actions, at action %d, hex %s with %d choices:"
                + " pictures from the position in hand %.1f ms (of which the positions %.1f ms), replaying the game per"
                + " picture %.1f ms (%.0fx);"
                + " thread CPU, median of %d and %d warm runs%n", effective.size(), at, hex, choices.size(), copiedMs,
                positionsMs, replayedMs, replayedMs / copiedMs, 15, 3);
        assertTrue(choices.size() >= 2, "a chooser with several pictures: " + choices.size());
    }

    private static List<ImageData> all(ChooserDialog.Previews previews, List<LegalAction> choices) throws Exception {
        List<ImageData> out = new ArrayList<>();
        for (LegalAction c : choices) {
            out.add(previews.of(c));
        }
        return out;
    }

    private static double medianMs(ChooserDialog.Previews previews, List<LegalAction> choices, int warm, int timed) throws Exception {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        double[] ms = new double[timed];
        for (int run = 0; run < warm + timed; run++) {
            long t0 = cpu.getCurrentThreadCpuTime();
            all(previews, choices);
            if (run >= warm) {
                ms[run - warm] = (cpu.getCurrentThreadCpuTime() - t0) / 1e6;
            }
        }
        Arrays.sort(ms);
        return ms[timed / 2];
    }
}
