package roundhouse.views.internal;

import org.eclipse.swt.widgets.Composite;
import org.osgi.service.component.annotations.Component;

import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.ui.WorkbenchView;

/** The Companies view. */
@Component(property = { WorkbenchView.ID + "=companies", WorkbenchView.LABEL + "=Companies",
        WorkbenchView.LABEL + ".de=Gesellschaften" })
public class CompaniesView implements WorkbenchView {
    @Override
    public ViewPart create(Composite parent, ViewContext context) {
        return new TableViewPart(parent, "companies", Rows.COMPANY_COLUMNS, s -> Rows.companies(s.state()));
    }
}
