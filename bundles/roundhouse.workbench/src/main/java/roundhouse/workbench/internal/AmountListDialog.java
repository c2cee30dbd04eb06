package roundhouse.workbench.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Dialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import roundhouse.api.LegalAction;
import roundhouse.api.text.Localizer;
import roundhouse.api.view.GameState;

/**
 * Asks for a choice's list of amounts, one field per part with its name (1841's sheet of bids: a bid
 * for each concession). OK checks every field ({@link AmountChoice#checkList}); a refusal is shown in
 * the dialog and what was typed stays. The fields start with the list the choice holds.
 */
final class AmountListDialog extends Dialog {
    private final LegalAction choice;
    private final GameState state;
    private List<Integer> result;

    AmountListDialog(Shell parent, LegalAction choice, GameState state) {
        super(parent, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL | SWT.RESIZE);
        this.choice = choice;
        this.state = state;
    }

    /** Shows the fields until OK (with a good list) or Cancel; the amounts, or {@code null} when cancelled. */
    List<Integer> open() {
        LegalAction.AmountList list = choice.amounts();
        Shell shell = new Shell(getParent(), getStyle());
        shell.setText(Localizer.swt(Messages.get("amounts.title")));
        shell.setData("id", "amounts");
        shell.setLayout(new GridLayout(2, false));
        Label intro = new Label(shell, SWT.WRAP);
        intro.setText(Localizer.swt(choice.label()));
        GridData introData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        introData.widthHint = 380;
        intro.setLayoutData(introData);
        List<Text> fields = new ArrayList<>();
        List<?> start = choice.action().args().get(list.key()) instanceof List<?> l ? l : List.of();
        for (int i = 0; i < list.parts().size(); i++) {
            Label name = new Label(shell, SWT.NONE);
            name.setText(Localizer.swt(list.parts().get(i)));
            Text field = new Text(shell, SWT.BORDER | SWT.RIGHT);
            field.setData("id", "amounts." + i);
            Object value = i < start.size() ? start.get(i) : 0;
            field.setText(value instanceof Number n ? Long.toString(n.longValue()) : "0");
            GridData data = new GridData(SWT.LEFT, SWT.CENTER, false, false);
            data.widthHint = 90;
            field.setLayoutData(data);
            fields.add(field);
        }
        // the rule, or why OK was refused, on lines of their own so that nothing moves when it changes
        Label hint = new Label(shell, SWT.WRAP);
        hint.setData("id", "amounts.hint");
        GridData hintData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        hintData.widthHint = 380;
        hint.setText("M\nM\nM");
        hintData.heightHint = hint.computeSize(380, SWT.DEFAULT).y;
        hint.setText(Localizer.swt(AmountChoice.listRuleText(list, state)));
        hint.setLayoutData(hintData);
        Button ok = DialogButtons.okCancel(shell, 2);
        ok.addListener(SWT.Selection, e -> {
            AmountChoice.CheckedList checked = AmountChoice.checkList(fields.stream().map(Text::getText).toList(), choice, state);
            if (checked.refusal() != null) {
                hint.setText(Localizer.swt(checked.refusal()));
                return;
            }
            result = checked.values();
            shell.close();
        });
        if (!fields.isEmpty()) {
            fields.get(0).setFocus();
            fields.get(0).selectAll();
        }
        DialogPlacement.openAndWait(shell);
        return result;
    }
}
