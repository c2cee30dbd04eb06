package roundhouse.views.internal;

import org.eclipse.swt.widgets.Composite;
import org.osgi.service.component.annotations.Component;

import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.ui.WorkbenchView;

/** The trains and phase view. */
@Component(property = { WorkbenchView.ID + "=trains", WorkbenchView.LABEL + "=Trains",
        WorkbenchView.LABEL + ".de=Züge" })
public class TrainsView implements WorkbenchView {
    @Override
    public ViewPart create(Composite parent, ViewContext context) {
        TrainRows.TypesAtStart types = new TrainRows.TypesAtStart();
        return new TableViewPart(parent, "trains", TrainRows.COLUMNS, session -> TrainRows.rows(session.state(), types.of(session)));
    }
}
