package roundhouse.views.internal;

import org.eclipse.swt.widgets.Composite;
import org.osgi.service.component.annotations.Component;

import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.ui.WorkbenchView;

/** The stock market view. */
@Component(property = { WorkbenchView.ID + "=market", WorkbenchView.LABEL + "=Stock market",
        WorkbenchView.LABEL + ".de=Aktienmarkt" })
public class StockMarketView implements WorkbenchView {
    @Override
    public ViewPart create(Composite parent, ViewContext context) {
        return new MarketCanvas(parent);
    }
}
