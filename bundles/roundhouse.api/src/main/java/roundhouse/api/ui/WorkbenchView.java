package roundhouse.api.ui;

import org.eclipse.swt.widgets.Composite;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * A view the workbench shows in its view area (stock market, players, charts, ...). Registered
 * as a service with {@link #ID} and {@link #LABEL} by view bundles; the workbench adds a tab when
 * one appears and disposes it when the service goes away.
 *
 * <p>All methods are called on the SWT UI thread.
 */
@ConsumerType
public interface WorkbenchView {
    /** Service property (String): view id, e.g. {@code "market"}. */
    String ID = "roundhouse.view.id";
    /**
     * Service property (String): tab label. Translations go in properties named after it plus the
     * language, e.g. {@code roundhouse.view.label.de}; the workbench picks the one of its locale.
     */
    String LABEL = "roundhouse.view.label";

    /** Creates the view's widgets under {@code parent}. */
    ViewPart create(Composite parent, ViewContext context);
}
