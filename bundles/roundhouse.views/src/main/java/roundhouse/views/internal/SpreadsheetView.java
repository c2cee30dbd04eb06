package roundhouse.views.internal;

import org.eclipse.swt.widgets.Composite;
import org.osgi.service.component.annotations.Component;

import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.ui.WorkbenchView;

/** The spreadsheet of players × companies and the companies' revenue per operating round, as on 18xx.games. */
@Component(property = { WorkbenchView.ID + "=spreadsheet", WorkbenchView.LABEL + "=Spreadsheet",
        WorkbenchView.LABEL + ".de=Tabelle" })
public class SpreadsheetView implements WorkbenchView {
    @Override
    public ViewPart create(Composite parent, ViewContext context) {
        return new SpreadsheetPart(parent);
    }
}
