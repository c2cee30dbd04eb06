package roundhouse.views.internal;

import org.eclipse.swt.widgets.Composite;
import org.osgi.service.component.annotations.Component;

import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.ui.WorkbenchView;

/** The Players view. */
@Component(property = { WorkbenchView.ID + "=players", WorkbenchView.LABEL + "=Players",
        WorkbenchView.LABEL + ".de=Spieler" })
public class PlayersView implements WorkbenchView {
    @Override
    public ViewPart create(Composite parent, ViewContext context) {
        return new TableViewPart(parent, "players", Rows.PLAYER_COLUMNS, s -> Rows.players(s.state()));
    }
}
