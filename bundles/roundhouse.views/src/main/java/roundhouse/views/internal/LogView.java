package roundhouse.views.internal;

import org.eclipse.swt.widgets.Composite;
import org.osgi.service.component.annotations.Component;

import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.ui.WorkbenchView;

/** The Game log view: the log, and a way through the game's history (see {@link LogPart}). */
@Component(property = { WorkbenchView.ID + "=log", WorkbenchView.LABEL + "=Game log",
        WorkbenchView.LABEL + ".de=Spielprotokoll" })
public class LogView implements WorkbenchView {
    @Override
    public ViewPart create(Composite parent, ViewContext context) {
        return new LogPart(parent, context);
    }
}
