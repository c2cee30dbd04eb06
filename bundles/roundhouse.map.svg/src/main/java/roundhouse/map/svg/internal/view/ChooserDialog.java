package roundhouse.map.svg.internal.view;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

import roundhouse.api.text.Localizer;
import roundhouse.api.Action;
import roundhouse.api.LegalAction;

/**
 * A small modal window offering the choices on one hex as pictures: one group per tile with the
 * hex as it would look in each legal rotation, or one picture per city for a station token.
 * Clicking a picture closes the window and hands the action on; Cancel or closing the window
 * leaves the game alone.
 *
 * <p>The pictures are made by a {@link Previews} function on a background executor (it replays the
 * game and rasterises one hex per choice); each arrives on the UI thread as it is done. Until the
 * last one the window shows the busy cursor; the buttons work at once.
 */
final class ChooserDialog {
    /** Makes the picture of one choice; called on the background executor. */
    @FunctionalInterface
    interface Previews {
        /** The picture, or {@code null} for none; an exception's message becomes the tooltip. */
        ImageData of(LegalAction choice) throws Exception;
    }

    /** Where a choice leads: the game with its action taken ({@code GameSession.ifTaken}). */
    interface Positions {
        roundhouse.api.GameSession after(roundhouse.api.Action action) throws Exception;
    }

    /**
     * The pictures of the chooser: hex {@code hex} alone after each choice, drawn in {@code style} at
     * the preview scale. The position after a choice comes from {@code positions}: a copy of the game
     * in hand, never a replay of its log (a chooser on a long game shows a dozen pictures).
     */
    static Previews previews(Positions positions, String hex, roundhouse.api.map.MapRenderer renderer,
            roundhouse.api.map.MapStyle style) {
        return choice -> Pixels.toImageData(renderer.rasterize(
                HexChoices.oneHex(positions.after(choice.action()).state().map(), hex), style, MapPart.PREVIEW_SCALE));
    }

    private static final int COLUMNS = 6;

    private final Shell shell;
    private final List<Button> buttons = new ArrayList<>();
    private final List<Image> images = new ArrayList<>();
    private final Button cancel;
    private volatile boolean closed;
    private int pending;

    ChooserDialog(Shell parent, String title, String note, List<HexChoices.Group> groups, Consumer<Action> apply) {
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL | SWT.RESIZE);
        shell.setData("id", "map.chooser");
        shell.setText(title);
        shell.setLayout(new GridLayout(1, false));
        ScrolledComposite scroll = new ScrolledComposite(shell, SWT.V_SCROLL | SWT.H_SCROLL);
        scroll.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Composite body = new Composite(scroll, SWT.NONE);
        body.setLayout(new GridLayout(1, false));
        for (HexChoices.Group g : groups) {
            Group box = new Group(body, SWT.NONE);
            box.setText(Localizer.swt(g.heading()));
            box.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
            box.setLayout(new GridLayout(Math.min(COLUMNS, g.options().size()), true));
            for (HexChoices.Option o : g.options()) {
                Composite cell = new Composite(box, SWT.NONE);
                GridLayout cl = new GridLayout(1, false);
                cl.marginWidth = 2;
                cl.marginHeight = 2;
                cell.setLayout(cl);
                Button b = new Button(cell, SWT.PUSH);
                b.setData("id", "map.chooser.choice." + buttons.size());
                b.setData("choice", o.choice());
                b.setText(Messages.get("chooser.loading"));
                b.setToolTipText(o.choice().label());
                GridData bd = new GridData(SWT.CENTER, SWT.CENTER, false, false);
                bd.widthHint = 136;
                bd.heightHint = 150;
                b.setLayoutData(bd);
                b.addListener(SWT.Selection, e -> {
                    close();
                    apply.accept(o.choice().action());
                });
                Label caption = new Label(cell, SWT.CENTER);
                caption.setText(Localizer.swt(o.caption()));
                caption.setLayoutData(new GridData(SWT.CENTER, SWT.TOP, true, false));
                buttons.add(b);
            }
        }
        scroll.setContent(body);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        Point natural = body.computeSize(SWT.DEFAULT, SWT.DEFAULT);
        scroll.setMinSize(natural);

        Composite bar = new Composite(shell, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        bar.setLayout(new GridLayout(2, false));
        Label hint = new Label(bar, SWT.WRAP);
        hint.setText(note == null ? Messages.get("chooser.hint") : note);
        hint.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        cancel = new Button(bar, SWT.PUSH);
        cancel.setData("id", "map.chooser.cancel");
        cancel.setText(Messages.get("chooser.cancel"));
        cancel.addListener(SWT.Selection, e -> close());
        shell.setDefaultButton(cancel);
        shell.addListener(SWT.Dispose, e -> {
            closed = true;
            images.forEach(Image::dispose);
        });

        Rectangle screen = parent.getDisplay().getClientArea();
        Point size = shell.computeSize(SWT.DEFAULT, SWT.DEFAULT);
        // room for the scroll bars when the pictures do not fit the screen
        shell.setSize(Math.min(size.x + 24, screen.width * 9 / 10), Math.min(size.y + 24, screen.height * 9 / 10));
        Rectangle p = parent.getBounds();
        Point s = shell.getSize();
        shell.setLocation(Math.max(screen.x, p.x + (p.width - s.x) / 2), Math.max(screen.y, p.y + (p.height - s.y) / 2));
    }

    /** Opens the window (without a nested event loop) and starts making the pictures. */
    void open(Executor background, Previews previews) {
        shell.open();
        if (previews == null || buttons.isEmpty()) {
            buttons.forEach(b -> b.setText(Messages.get("chooser.noPreview")));
            return;
        }
        Display display = shell.getDisplay();
        shell.setCursor(display.getSystemCursor(SWT.CURSOR_APPSTARTING));
        pending = buttons.size();
        List<LegalAction> choices = buttons.stream().map(b -> (LegalAction) b.getData("choice")).toList();
        try {
            background.execute(() -> {
                for (int i = 0; i < choices.size() && !closed; i++) {
                    ImageData data = null;
                    String problem = null;
                    try {
                        data = previews.of(choices.get(i));
                    } catch (Exception | OutOfMemoryError e) {
                        problem = e.getMessage() == null ? e.toString() : e.getMessage();
                    }
                    int index = i;
                    ImageData done = data;
                    String why = problem;
                    if (!display.isDisposed()) {
                        display.asyncExec(() -> install(index, done, why));
                    }
                }
            });
        } catch (RejectedExecutionException e) {
            // the view is going away: no pictures, the choices still work
            buttons.forEach(b -> b.setText(Messages.get("chooser.noPreview")));
            shell.setCursor(null);
        }
    }

    private void install(int index, ImageData data, String problem) {
        if (shell.isDisposed()) {
            return;
        }
        Button b = buttons.get(index);
        if (data != null) {
            Image img = new Image(shell.getDisplay(), data);
            images.add(img);
            b.setText("");
            b.setImage(img);
        } else {
            b.setText(Messages.get("chooser.noPreview"));
            if (problem != null) {
                b.setToolTipText(b.getToolTipText() + "\n" + problem);
            }
        }
        if (--pending == 0) {
            shell.setCursor(null);
        }
    }

    void close() {
        closed = true;
        if (!shell.isDisposed()) {
            shell.dispose();
        }
    }

    // ------------------------------------------------------------------ for tests

    Shell shell() {
        return shell;
    }

    /** The picture buttons, in the order of the choices. */
    List<Button> choices() {
        return buttons;
    }

    Button cancelButton() {
        return cancel;
    }

    /** Whether every picture has arrived (or failed). */
    boolean loaded() {
        return pending == 0;
    }

    /** How many buttons show a picture. */
    int pictures() {
        return (int) buttons.stream().filter(b -> !b.isDisposed() && b.getImage() != null).count();
    }
}
