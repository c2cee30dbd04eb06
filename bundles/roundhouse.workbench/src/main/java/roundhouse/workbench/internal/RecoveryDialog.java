package roundhouse.workbench.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Dialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

import roundhouse.api.text.Localizer;

/**
 * Offers the games a workbench that died left behind, one row each with its own choice: restore
 * it, or discard its autosave. Closing the dialog (or "Decide later") decides nothing: every
 * autosave stays and is offered again at the next start.
 */
final class RecoveryDialog extends Dialog {
    private final List<String> games;
    private List<Boolean> restore;

    /** @param games one line per game: what it is, how far it went, when it was autosaved */
    RecoveryDialog(Shell parent, List<String> games) {
        super(parent, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL);
        this.games = games;
    }

    /** Per game, whether to restore it (else discard it); {@code null} if the player decided nothing. */
    List<Boolean> open() {
        Shell shell = new Shell(getParent(), getStyle());
        shell.setText(Messages.get("recovery.title"));
        shell.setData("id", "recoveryDialog");
        shell.setLayout(new GridLayout(1, false));
        Label text = new Label(shell, SWT.WRAP);
        text.setText(Messages.get("recovery.text", games.size()));
        GridData textData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        textData.widthHint = 520;
        text.setLayoutData(textData);
        Composite rows = new Composite(shell, SWT.NONE);
        rows.setLayout(new GridLayout(3, false));
        rows.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        List<Button> restoreButtons = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            Label game = new Label(rows, SWT.NONE);
            game.setText(Localizer.swt(games.get(i)));
            game.setData("id", "recoveryGame." + i);
            game.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            // each row's two choices in a group of their own, so that rows do not share one radio set
            Composite choice = new Composite(rows, SWT.NONE);
            GridLayout choiceLayout = new GridLayout(2, false);
            choiceLayout.marginHeight = 0;
            choice.setLayout(choiceLayout);
            Button yes = radio(choice, "recovery.restoreOne", "restore." + i);
            radio(choice, "recovery.discardOne", "discard." + i);
            yes.setSelection(true);
            restoreButtons.add(yes);
            new Label(rows, SWT.NONE);
        }
        Composite buttons = new Composite(shell, SWT.NONE);
        buttons.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        buttons.setLayout(new GridLayout(2, true));
        Button apply = new Button(buttons, SWT.PUSH);
        apply.setText(Messages.get("recovery.recover"));
        apply.setData("id", "recover");
        apply.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        apply.addListener(SWT.Selection, e -> {
            restore = restoreButtons.stream().map(Button::getSelection).toList();
            shell.close();
        });
        Button later = new Button(buttons, SWT.PUSH);
        later.setText(Messages.get("recovery.later"));
        later.setData("id", "later");
        later.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        later.addListener(SWT.Selection, e -> shell.close());
        shell.setDefaultButton(apply);
        DialogPlacement.openAndWait(shell);
        return restore;
    }

    private static Button radio(Composite parent, String key, String id) {
        Button b = new Button(parent, SWT.RADIO);
        b.setText(Messages.get(key));
        b.setData("id", id);
        return b;
    }
}
