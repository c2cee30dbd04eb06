package roundhouse.workbench.internal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Shell;

/** The OK and Cancel buttons of the workbench's dialogs, alike everywhere: right-aligned, of equal width. */
final class DialogButtons {
    private DialogButtons() {
    }

    /**
     * OK and Cancel at the end of {@code shell}'s grid, spanning {@code span} columns; Cancel closes the
     * shell, OK is the default button. Returns OK, for the dialog's own listener.
     */
    static Button okCancel(Shell shell, int span) {
        Composite buttons = new Composite(shell, SWT.NONE);
        buttons.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false, span, 1));
        buttons.setLayout(new GridLayout(2, true));
        Button ok = button(buttons, "dialog.ok", "ok");
        Button cancel = button(buttons, "dialog.cancel", "cancel");
        cancel.addListener(SWT.Selection, e -> shell.close());
        shell.setDefaultButton(ok);
        return ok;
    }

    private static Button button(Composite parent, String key, String id) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(Messages.get(key));
        b.setData("id", id);
        b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return b;
    }
}
