package roundhouse.workbench.internal;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Dialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

/** Asks whether to reopen the games a workbench that died left behind. */
final class RecoveryDialog extends Dialog {
    private final List<String> games;
    private boolean recover;

    RecoveryDialog(Shell parent, List<String> games) {
        super(parent, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL);
        this.games = games;
    }

    /** True if the user wants the games back. */
    boolean open() {
        Shell shell = new Shell(getParent(), getStyle());
        shell.setText(Messages.get("recovery.title"));
        shell.setData("id", "recoveryDialog");
        shell.setLayout(new GridLayout(2, true));
        Label text = new Label(shell, SWT.WRAP);
        text.setText(Messages.get("recovery.text", games.size()) + "\n\n" + String.join("\n", games));
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        Button yes = new Button(shell, SWT.PUSH);
        yes.setText(Messages.get("recovery.recover"));
        yes.setData("id", "recover");
        yes.addListener(SWT.Selection, e -> {
            recover = true;
            shell.close();
        });
        Button no = new Button(shell, SWT.PUSH);
        no.setText(Messages.get("recovery.discard"));
        no.setData("id", "discard");
        no.addListener(SWT.Selection, e -> shell.close());
        shell.setDefaultButton(yes);
        shell.pack();
        DialogPlacement.place(shell);
        shell.open();
        while (!shell.isDisposed()) {
            if (!shell.getDisplay().readAndDispatch()) {
                shell.getDisplay().sleep();
            }
        }
        return recover;
    }
}
