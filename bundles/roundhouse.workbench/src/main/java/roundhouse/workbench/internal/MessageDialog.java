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
 * A modal message with an OK button. An SWT shell rather than the native message box, so that
 * its text can be read and it can be closed like any other widget (UI tests, screen readers).
 */
final class MessageDialog extends Dialog {
    private final int icon;
    private final String text;
    private final boolean confirm;
    private boolean confirmed;

    MessageDialog(Shell parent, int icon, String text) {
        this(parent, icon, text, false);
    }

    /** With {@code confirm}, a question with OK and Cancel: {@link #open()} says whether OK was chosen. */
    MessageDialog(Shell parent, int icon, String text, boolean confirm) {
        super(parent, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL);
        this.icon = icon;
        this.text = text;
        this.confirm = confirm;
    }

    /** Shows the message until it is closed; whether OK closed it. */
    boolean open() {
        Shell shell = new Shell(getParent(), getStyle());
        shell.setText(Messages.get("app.title"));
        shell.setData("id", "messageDialog");
        shell.setLayout(new GridLayout(2, false));
        Label image = new Label(shell, SWT.NONE);
        image.setImage(shell.getDisplay().getSystemImage(icon));
        image.setLayoutData(new GridData(SWT.CENTER, SWT.TOP, false, false));
        Label message = new Label(shell, SWT.WRAP);
        message.setData("id", "messageText");
        message.setText(Localizer.swt(text));
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
        data.widthHint = 420;
        message.setLayoutData(data);
        Composite buttons = new Composite(shell, SWT.NONE);
        buttons.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false, 2, 1));
        buttons.setLayout(new GridLayout(confirm ? 2 : 1, true));
        Button ok = new Button(buttons, SWT.PUSH);
        ok.setText(Messages.get("dialog.ok"));
        ok.setData("id", "ok");
        ok.addListener(SWT.Selection, e -> {
            confirmed = true;
            shell.close();
        });
        if (confirm) {
            Button cancel = new Button(buttons, SWT.PUSH);
            cancel.setText(Messages.get("dialog.cancel"));
            cancel.setData("id", "cancel");
            cancel.addListener(SWT.Selection, e -> shell.close());
        }
        shell.setDefaultButton(ok);
        DialogPlacement.openAndWait(shell);
        return confirmed;
    }
}
