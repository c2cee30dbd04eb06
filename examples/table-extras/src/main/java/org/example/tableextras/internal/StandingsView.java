package org.example.tableextras.internal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.osgi.service.component.annotations.Component;

import roundhouse.api.GameSession;
import roundhouse.api.text.Localizer;
import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.ui.WorkbenchView;
import roundhouse.api.view.GameState;

/**
 * A workbench tab "Standings" ("Rangliste" in German): the players by worth, brought up to date after
 * every move. The workbench calls {@link ViewPart#show} on its UI thread with the game in the window,
 * or none.
 */
@Component(property = { WorkbenchView.ID + "=standings", WorkbenchView.LABEL + "=Standings",
        WorkbenchView.LABEL + ".de=Rangliste" })
public class StandingsView implements WorkbenchView {
    /** The column names in the workbench's language (messages.properties, messages_de.properties). */
    private static final Localizer TEXT = Localizer.of("org.example.tableextras.internal.messages",
            StandingsView.class.getClassLoader());

    @Override
    public ViewPart create(Composite parent, ViewContext context) {
        Table table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        for (String column : new String[] { "place", "player", "worth", "cash" }) {
            new TableColumn(table, SWT.LEFT).setText(TEXT.get("column." + column));
        }
        return new ViewPart() {
            @Override
            public Control control() {
                return table;
            }

            @Override
            public void show(GameSession session) {
                table.removeAll();
                if (session != null) {
                    GameState state = session.state();
                    for (String[] line : lines(state)) {
                        new TableItem(table, SWT.NONE).setText(line);
                    }
                }
                for (TableColumn c : table.getColumns()) {
                    c.pack();
                }
            }

            @Override
            public void dispose() {
                // nothing of its own to release: the workbench disposes the table
            }
        };
    }

    /** The table's lines for a position: place, player, worth and cash in the game's money. */
    static java.util.List<String[]> lines(GameState state) {
        java.util.List<String[]> out = new java.util.ArrayList<>();
        for (Standings.Row r : Standings.of(state)) {
            out.add(new String[] { String.valueOf(r.place()), r.player(), state.money(r.worth()),
                    state.money(r.cash()) });
        }
        return out;
    }
}
