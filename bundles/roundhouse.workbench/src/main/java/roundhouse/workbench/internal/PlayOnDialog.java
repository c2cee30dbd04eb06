package roundhouse.workbench.internal;

import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Dialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

import roundhouse.api.PlayerRef;
import roundhouse.api.text.Localizer;

/**
 * "Play on from here": who plays each seat of the new game branched from a position (a human, or
 * one of the installed bots). The players stay those of the game; the game branched from is left as
 * it is.
 */
final class PlayOnDialog extends Dialog {
    private final String what;
    private final List<PlayerRef> players;
    private final List<WorkbenchModel.BotEntry> bots;
    private Map<String, WorkbenchModel.BotEntry> result;

    /** @param what the position branched from, as the dialog names it ("action 120 of 1830 - game.json, OR 3.1") */
    PlayOnDialog(Shell parent, String what, List<PlayerRef> players, List<WorkbenchModel.BotEntry> bots) {
        super(parent, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL | SWT.RESIZE);
        this.what = what;
        this.players = List.copyOf(players);
        this.bots = List.copyOf(bots);
    }

    /** Shows the dialog; the bot chosen per player id (human seats not named), or {@code null} if cancelled. */
    Map<String, WorkbenchModel.BotEntry> open() {
        Shell shell = new Shell(getParent(), getStyle());
        shell.setText(Messages.get("playOn.title"));
        shell.setData("id", "playOnDialog");
        shell.setLayout(new GridLayout(1, false));
        Label intro = new Label(shell, SWT.WRAP);
        intro.setText(Localizer.swt(Messages.get("playOn.intro", what)));
        GridData introData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        introData.widthHint = 380;
        intro.setLayoutData(introData);
        SeatRows seats = new SeatRows(shell, 1, bots);
        seats.show(players.stream().map(PlayerRef::name).toList(), players.size());
        Button ok = DialogButtons.okCancel(shell, 1);
        ok.addListener(SWT.Selection, e -> {
            result = seats.chosen(players.stream().map(PlayerRef::id).toList());
            shell.close();
        });
        shell.pack();
        DialogPlacement.place(shell);
        DialogPlacement.openPlaced(shell);
        return result;
    }
}
