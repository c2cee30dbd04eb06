package roundhouse.map.svg.internal.view;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.swt.widgets.Composite;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

import roundhouse.api.map.MapRenderer;
import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.ui.WorkbenchView;

/**
 * The workbench's map tab. It knows renderers only through {@link MapRenderer}: it takes the one
 * with the highest service ranking, follows it as renderers come and go, and says so in the view
 * when there is none. Nothing here uses AWT or Batik. The chooser's pictures come from the game
 * session itself ({@code GameSession.ifTaken}): the view binds no title.
 */
@Component(service = WorkbenchView.class, property = { WorkbenchView.ID + "=map", WorkbenchView.LABEL + "=Map",
        WorkbenchView.LABEL + ".de=Karte" })
public class MapViewContribution implements WorkbenchView {
    private final Set<MapPart> parts = ConcurrentHashMap.newKeySet();
    private volatile MapRenderer renderer;

    // GREEDY: a better-ranked renderer that appears later replaces the bound one
    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void setRenderer(MapRenderer r) {
        renderer = r;
        parts.forEach(MapPart::rendererChanged);
    }

    void unsetRenderer(MapRenderer r) {
        // SCR binds a replacement before it unbinds the old one
        if (renderer == r) {
            renderer = null;
            parts.forEach(MapPart::rendererChanged);
        }
    }

    MapRenderer renderer() {
        return renderer;
    }

    @Override
    public ViewPart create(Composite parent, ViewContext context) {
        MapPart part = new MapPart(parent, context, this::renderer);
        parts.add(part);
        part.control().addDisposeListener(e -> parts.remove(part));
        return part;
    }
}
