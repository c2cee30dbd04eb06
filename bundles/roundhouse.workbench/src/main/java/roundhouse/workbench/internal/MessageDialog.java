package roundhouse.workbench.internal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
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

    MessageDialog(Shell parent, int icon, String text) {
        super(parent, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL);
        this.icon = icon;
        this.text = text;
    }

    void open() {
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
        Button ok = new Button(shell, SWT.PUSH);
        ok.setText(Messages.get("dialog.ok"));
        ok.setData("id", "ok");
        ok.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false, 2, 1));
        ok.addListener(SWT.Selection, e -> shell.close());
        shell.setDefaultButton(ok);
        shell.pack();
        shell.open();
        while (!shell.isDisposed()) {
            if (!shell.getDisplay().readAndDispatch()) {
                shell.getDisplay().sleep();
            }
        }
    }
}
