package roundhouse.workbench.internal;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;

import roundhouse.api.text.Localizer;
import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;

/**
 * The contributed views, one tab each, following their services as they come and go. Only the
 * visible view redraws after a move; hidden ones catch up when their tab is chosen. A view that
 * fails gets an error tab or a status line, and the workbench carries on. UI thread only.
 */
final class ViewTabs {
    private static final System.Logger LOG = System.getLogger("roundhouse.workbench");

    /** A view's tab and the part it created ({@code null} if creating it failed). */
    private record Tab(CTabItem item, ViewPart part) {
    }

    private final CTabFolder folder;
    private final ViewContext context;
    private final Consumer<String> status;
    private final Map<Long, Tab> tabs = new HashMap<>();
    /** Views that have not seen the latest change because they were hidden. */
    private final Set<Tab> stale = new HashSet<>();
    /** The view a game opens on until the player picks a tab: the map, where the game is played. */
    private static final String FIRST_VIEW = "map";
    /** Whether the player has picked a tab (the views then stay where he put them). */
    private boolean picked;

    ViewTabs(Composite parent, ViewContext context, Consumer<String> status) {
        this.context = context;
        this.status = status;
        folder = new CTabFolder(parent, SWT.BORDER);
        folder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        folder.setData("id", "views");
        folder.addListener(SWT.Selection, e -> {
            picked = true; // SWT reports the player's choices only, not setSelection
            selected().ifPresent(this::showIfStale);
        });
    }

    private java.util.Optional<Tab> selected() {
        return tabs.values().stream().filter(t -> t.item() == folder.getSelection()).findFirst();
    }

    void add(WorkbenchModel.ViewEntry entry) {
        if (tabs.containsKey(entry.serviceId())) {
            return;
        }
        CTabItem item = new CTabItem(folder, SWT.NONE);
        item.setText(Localizer.swt(entry.label()));
        item.setData("id", "view." + entry.id());
        ViewPart part = null;
        try {
            part = entry.view().create(folder, context);
            item.setControl(part.control());
        } catch (RuntimeException | LinkageError e) {
            LOG.log(System.Logger.Level.ERROR, "View " + entry.id() + " failed to open", e);
            Text error = new Text(folder, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP);
            error.setText(Localizer.swt(Messages.get("error.view", entry.id(), PluginProblems.oneLine(e))));
            item.setControl(error);
        }
        Tab tab = new Tab(item, part);
        tabs.put(entry.serviceId(), tab);
        if (folder.getSelectionIndex() < 0 || !picked && FIRST_VIEW.equals(entry.id())) {
            folder.setSelection(item);
        }
        showIn(tab);
    }

    /** The view's service went away: its part and tab go with it. */
    void remove(long serviceId) {
        Tab tab = tabs.remove(serviceId);
        if (tab == null) {
            return;
        }
        stale.remove(tab);
        try {
            if (tab.part() != null) {
                tab.part().dispose();
            }
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "View failed to dispose", e);
        }
        if (tab.item().getControl() != null) {
            tab.item().getControl().dispose();
        }
        tab.item().dispose();
    }

    /** The game shown changed: the visible view shows it now, the others when chosen. */
    void changed() {
        for (Tab tab : tabs.values()) {
            if (tab.item() == folder.getSelection()) {
                showIn(tab);
            } else {
                stale.add(tab);
            }
        }
    }

    /** Brings the view with this id to the front (e.g. {@code -Droundhouse.view=market}). */
    void select(String viewId) {
        for (CTabItem item : folder.getItems()) {
            if (("view." + viewId).equals(item.getData("id"))) {
                folder.setSelection(item);
                selected().ifPresent(this::showIfStale);
            }
        }
    }

    private void showIfStale(Tab tab) {
        if (stale.remove(tab)) {
            showIn(tab);
        }
    }

    private void showIn(Tab tab) {
        if (tab.part() == null) {
            return;
        }
        try {
            tab.part().show(context.session());
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "View failed to show the game", e);
            status.accept(Messages.get("error.view", tab.item().getText().replace("&&", "&"), PluginProblems.oneLine(e)));
        }
    }
}
