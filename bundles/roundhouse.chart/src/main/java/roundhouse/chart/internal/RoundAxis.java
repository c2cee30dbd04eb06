package roundhouse.chart.internal;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

/**
 * The x axis of a history chart. It counts actions, but players read it in rounds: a tick where each
 * round starts, named where the name fits. Stock rounds are named first, the others in the gaps left,
 * so that no two names overlap however many rounds a long game has.
 */
final class RoundAxis extends NumberAxis {
    private static final long serialVersionUID = 1L;
    /** Pixels kept free between two names. */
    static final double GAP = 6;

    private final int[] starts;
    private final String[] names;
    private final boolean[] stock;

    /** @param rounds action index of each round's start, with the round's history key, in order */
    RoundAxis(String label, Map<Integer, String> rounds) {
        super(label);
        starts = new int[rounds.size()];
        names = new String[rounds.size()];
        stock = new boolean[rounds.size()];
        int i = 0;
        for (Map.Entry<Integer, String> e : rounds.entrySet()) {
            starts[i] = e.getKey();
            names[i] = RoundNames.label(e.getValue());
            stock[i] = RoundNames.stock(e.getValue());
            i++;
        }
        setTickMarksVisible(true);
        setTickMarkOutsideLength(4f);
        setAutoRangeIncludesZero(false);
    }

    @Override
    @SuppressWarnings("rawtypes")
    public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
        FontMetrics metrics = g2.getFontMetrics(getTickLabelFont());
        List<Integer> visible = new ArrayList<>();
        for (int i = 0; i < starts.length; i++) {
            if (getRange().contains(starts[i])) {
                visible.add(i);
            }
        }
        double[] x = new double[visible.size()];
        double[] widths = new double[visible.size()];
        boolean[] preferred = new boolean[visible.size()];
        for (int j = 0; j < x.length; j++) {
            int i = visible.get(j);
            x[j] = valueToJava2D(starts[i], dataArea, edge);
            widths[j] = metrics.stringWidth(names[i]);
            preferred[j] = stock[i];
        }
        boolean[] named = named(x, widths, preferred, dataArea.getMaxX());
        List<NumberTick> ticks = new ArrayList<>();
        for (int j = 0; j < x.length; j++) {
            int i = visible.get(j);
            // the name starts at its tick: it stands for the round that begins there
            ticks.add(new NumberTick(starts[i], named[j] ? names[i] : "", TextAnchor.TOP_LEFT, TextAnchor.TOP_LEFT, 0));
        }
        return ticks;
    }

    /**
     * Which names to write: a name from its tick {@code x} to {@code x + width} is written when it
     * keeps {@link #GAP} from every name already written and ends before {@code right}; the
     * preferred ones (stock rounds) are placed first, then the others, each left to right.
     */
    static boolean[] named(double[] x, double[] widths, boolean[] preferred, double right) {
        boolean[] named = new boolean[x.length];
        for (boolean pass : new boolean[] { true, false }) {
            for (int i = 0; i < x.length; i++) {
                if (preferred[i] != pass || x[i] + widths[i] > right) {
                    continue;
                }
                boolean free = true;
                for (int j = 0; j < x.length && free; j++) {
                    free = !named[j] || x[i] + widths[i] + GAP <= x[j] || x[j] + widths[j] + GAP <= x[i];
                }
                named[i] = free;
            }
        }
        return named;
    }
}
