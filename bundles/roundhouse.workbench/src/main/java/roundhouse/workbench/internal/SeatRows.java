package roundhouse.workbench.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;

/**
 * One row per player of a table: his seat and name, and who plays it (a human, or one of the
 * installed bots). Shown again when the names change, keeping what each row chose. Used by the new
 * game's dialog and by "play on from here".
 */
final class SeatRows {
    private final Composite rows;
    private final List<WorkbenchModel.BotEntry> bots;
    private final List<Combo> seats = new ArrayList<>();
    private final List<Integer> choices = new ArrayList<>();

    /** Rows inside {@code parent}, spanning {@code columns} of its grid. */
    SeatRows(Composite parent, int columns, List<WorkbenchModel.BotEntry> bots) {
        this.bots = List.copyOf(bots);
        rows = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        rows.setLayout(layout);
        rows.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, columns, 1));
    }

    /** One row per name (at most {@code max}); a row keeps its choice while the names are typed. */
    void show(List<String> names, int max) {
        if (bots.isEmpty()) {
            return;
        }
        for (int i = 0; i < seats.size(); i++) {
            choices.set(i, seats.get(i).getSelectionIndex());
        }
        for (Control c : rows.getChildren()) {
            c.dispose();
        }
        seats.clear();
        int count = Math.min(names.size(), max);
        for (int i = 1; i <= count; i++) {
            new Label(rows, SWT.NONE).setText(Messages.get("newGame.seat", i, names.get(i - 1)));
            Combo seat = new Combo(rows, SWT.READ_ONLY);
            seat.setData("id", "seat." + i);
            seat.add(Messages.get("newGame.human"));
            bots.forEach(b -> seat.add(b.name()));
            while (choices.size() < i) {
                choices.add(0);
            }
            seat.select(Math.max(0, choices.get(i - 1)));
            seats.add(seat);
        }
    }

    /** Makes row {@code i} (from 0) show the bot, if it is installed: the choice a table had before. */
    void choose(int i, WorkbenchModel.BotEntry bot) {
        int at = bots.indexOf(bot);
        if (at >= 0 && i < seats.size()) {
            seats.get(i).select(at + 1);
        }
    }

    /** The bot chosen per player id ({@code ids} in row order); seats left human are not named. */
    Map<String, WorkbenchModel.BotEntry> chosen(List<String> ids) {
        Map<String, WorkbenchModel.BotEntry> out = new LinkedHashMap<>();
        for (int i = 0; i < ids.size() && i < seats.size(); i++) {
            int choice = seats.get(i).getSelectionIndex();
            if (choice > 0) {
                out.put(ids.get(i), bots.get(choice - 1));
            }
        }
        return out;
    }
}
