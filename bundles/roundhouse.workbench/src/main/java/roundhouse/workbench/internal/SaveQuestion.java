package roundhouse.workbench.internal;

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
 * "Save the changes to game.json?" before a game with unsaved actions closes (File > Close, or
 * quitting): Save, Don't Save or Cancel. Closing the question is Cancel: nothing is lost by it.
 */
final class SaveQuestion extends Dialog {
    /** The player's answer. */
    enum Answer {
        SAVE, DONT_SAVE, CANCEL
    }

    private final String game;
    private Answer answer = Answer.CANCEL;

    /** @param game the game as its entry names it, e.g. "1830 - game.json" */
    SaveQuestion(Shell parent, String game) {
        super(parent, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL);
        this.game = game;
    }

    Answer open() {
        Shell shell = new Shell(getParent(), getStyle());
        shell.setText(Messages.get("save.title"));
        shell.setData("id", "saveQuestion");
        shell.setLayout(new GridLayout(2, false));
        Label image = new Label(shell, SWT.NONE);
        image.setImage(shell.getDisplay().getSystemImage(SWT.ICON_QUESTION));
        image.setLayoutData(new GridData(SWT.CENTER, SWT.TOP, false, false));
        Label message = new Label(shell, SWT.WRAP);
        message.setData("id", "saveQuestionText");
        message.setText(Localizer.swt(Messages.get("save.question", game)));
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
        data.widthHint = 420;
        message.setLayoutData(data);
        Composite buttons = new Composite(shell, SWT.NONE);
        buttons.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false, 2, 1));
        buttons.setLayout(new GridLayout(3, true));
        Button save = button(shell, buttons, "save.save", "save", Answer.SAVE);
        button(shell, buttons, "save.dontSave", "dontSave", Answer.DONT_SAVE);
        button(shell, buttons, "dialog.cancel", "cancel", Answer.CANCEL);
        shell.setDefaultButton(save);
        DialogPlacement.openAndWait(shell);
        return answer;
    }

    private Button button(Shell shell, Composite parent, String key, String id, Answer value) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(Messages.get(key));
        b.setData("id", id);
        b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        b.addListener(SWT.Selection, e -> {
            answer = value;
            shell.close();
        });
        return b;
    }
}
