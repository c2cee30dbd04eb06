package roundhouse.map.svg.internal.view;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import roundhouse.api.RunCheck;
import roundhouse.api.text.Localizer;
import roundhouse.api.view.MapView;

/**
 * The bar above the map while a company is about to run: a button per train (the one the next click
 * draws for is pressed) with its stops and revenue, the engine's verdict on the drawn run against the
 * best one, what each dividend choice would pay and do to the share price, and the buttons to run the
 * drawn routes, to run the best run instead, or to start again. Hidden at any other time. UI thread only.
 */
final class RunPanel {
    /** What the panel's buttons ask of the map view. */
    interface Actions {
        void selectTrain(int train);

        void runDrawn();

        void runBest();

        void clear();
    }

    private final Composite panel;
    private final Label headline;
    private final Composite trainRow;
    private final Label verdict;
    private final Label dividends;
    private final Button runDrawn;
    private final Button runBest;
    private final Actions actions;
    private final List<Button> trainButtons = new ArrayList<>();
    /**
     * The tallest the panel has been while this company draws: a longer verdict or the dividends line
     * makes it taller, but it never shrinks back until the run is over, so the map below stays put.
     */
    private int tallest;

    RunPanel(Composite parent, Actions actions) {
        this.actions = actions;
        panel = new Composite(parent, SWT.NONE);
        panel.setData("id", "map.run");
        panel.setLayout(new GridLayout(1, false));
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.exclude = true;
        panel.setLayoutData(data);
        panel.setVisible(false);
        headline = new Label(panel, SWT.WRAP);
        headline.setData("id", "map.runHeadline");
        headline.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        trainRow = new Composite(panel, SWT.NONE);
        trainRow.setLayout(new RowLayout(SWT.HORIZONTAL));
        trainRow.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        verdict = new Label(panel, SWT.WRAP);
        verdict.setData("id", "map.runVerdict");
        verdict.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        dividends = new Label(panel, SWT.WRAP);
        dividends.setData("id", "map.runDividends");
        dividends.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Composite buttons = new Composite(panel, SWT.NONE);
        buttons.setLayout(new RowLayout(SWT.HORIZONTAL));
        runDrawn = button(buttons, "map.runDrawn", Messages.get("run.runDrawn"), e -> actions.runDrawn());
        runBest = button(buttons, "map.runBest", "", e -> actions.runBest());
        button(buttons, "map.runClear", Messages.get("run.clear"), e -> actions.clear());
    }

    private static Button button(Composite parent, String id, String text, IntConsumer onClick) {
        Button b = new Button(parent, SWT.PUSH);
        b.setData("id", id);
        b.setText(Localizer.swt(text));
        b.addListener(SWT.Selection, e -> onClick.accept(0));
        return b;
    }

    Composite control() {
        return panel;
    }

    boolean visible() {
        return panel.getVisible();
    }

    /** Hides the panel (no run now, or the views show the past). */
    void hide() {
        tallest = 0;
        ((GridData) panel.getLayoutData()).heightHint = SWT.DEFAULT;
        if (panel.getVisible()) {
            panel.setVisible(false);
            ((GridData) panel.getLayoutData()).exclude = true;
            panel.getParent().layout(true, true);
        }
    }

    /**
     * Shows the draft and the engine's verdict on it.
     *
     * @param best the label of the game's own run choice, or {@code null} when it offers none
     */
    void show(String company, RouteDraft draft, RunCheck check, MapView map, IntFunction<String> money, String best) {
        headline.setText(Localizer.swt(Messages.get("run.headline", company)));
        if (trainButtons.size() != draft.trains().size()) {
            trainButtons.forEach(Button::dispose);
            trainButtons.clear();
            for (int i = 0; i < draft.trains().size(); i++) {
                int train = i;
                Button b = new Button(trainRow, SWT.TOGGLE);
                b.setData("id", "map.runTrain." + i);
                b.addListener(SWT.Selection, e -> actions.selectTrain(train));
                trainButtons.add(b);
            }
        }
        for (int i = 0; i < trainButtons.size(); i++) {
            trainButtons.get(i).setText(Localizer.swt(RunSummary.train(draft, i, check, map, money)));
            trainButtons.get(i).setSelection(i == draft.current());
        }
        boolean drawn = !draft.empty();
        verdict.setText(Localizer.swt(drawn ? RunSummary.verdict(check, money) : Messages.get("run.howTo")));
        verdict.setForeground(drawn && check.refusal() != null ? panel.getDisplay().getSystemColor(SWT.COLOR_DARK_RED) : null);
        String paid = drawn && check.legal() ? RunSummary.dividends(check, money) : "";
        // the dividends line keeps its room when empty: the map below must not move as routes are drawn
        dividends.setText(Localizer.swt(paid));
        runDrawn.setEnabled(drawn && check.legal());
        runBest.setText(Localizer.swt(best == null ? Messages.get("run.noBest") : best));
        runBest.setEnabled(best != null);
        if (!panel.getVisible()) {
            panel.setVisible(true);
            ((GridData) panel.getLayoutData()).exclude = false;
        }
        int width = panel.getParent().getClientArea().width;
        int height = panel.computeSize(width > 0 ? width : SWT.DEFAULT, SWT.DEFAULT, true).y;
        if (tallest == 0 && trainButtons.size() > 1) {
            // the trains' buttons name their stops and wrap onto a second row as routes grow: room for it
            height += trainButtons.get(0).computeSize(SWT.DEFAULT, SWT.DEFAULT).y + ((RowLayout) trainRow.getLayout()).spacing;
        }
        tallest = Math.max(tallest, height);
        ((GridData) panel.getLayoutData()).heightHint = tallest;
        panel.getParent().layout(true, true);
    }

    /** The verdict line as shown (tests). */
    String verdictText() {
        return verdict.getText();
    }
}
