package roundhouse.workbench.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Dialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.service.component.runtime.ServiceComponentRuntime;

import roundhouse.api.plugin.PluginChange;
import roundhouse.api.plugin.PluginStore;
import roundhouse.api.text.Localizer;

/**
 * Lists installed bundles with their state and problems; installs a bundle or a feature (a zip
 * of bundles) from a file, starts, stops and uninstalls. Installs are kept for the next starts and
 * uninstalls of them are for good, through the user's {@link PluginStore}; a bundle of Roundhouse
 * itself uninstalled here comes back at the next start. Every failure is shown in the table and
 * the status label; the workbench keeps running.
 */
final class PluginsDialog extends Dialog {
    private final BundleContext context;
    private final PluginProblems problems;
    private final ServiceComponentRuntime scr;
    /** May be null (an assembly without roundhouse.plugins): installs then last for this run. */
    private final PluginStore store;
    private Table table;
    private Label status;
    /** The column of a bundle's problem. */
    private static final int PROBLEM = 5;
    /** The launcher's locations of the user's plugins (product/ UserPlugins): kept, and for one run. */
    private static final String KEPT = "plugin:";
    private static final String RUN = "plugin-run:";
    /** The first bundle with a problem in the table, selected when the dialog opens. */
    private TableItem firstProblem;

    PluginsDialog(Shell parent, BundleContext context, PluginProblems problems, ServiceComponentRuntime scr,
            PluginStore store) {
        super(parent, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL | SWT.RESIZE);
        this.context = context;
        this.problems = problems;
        this.scr = scr;
        this.store = store;
    }

    void open() {
        Shell shell = new Shell(getParent(), getStyle());
        shell.setText(Messages.get("plugins.title"));
        shell.setData("id", "pluginsDialog");
        shell.setLayout(new GridLayout(1, false));
        table = new Table(shell, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setData("id", "bundles");
        table.setHeaderVisible(true);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.heightHint = 400;
        data.widthHint = 900;
        table.setLayoutData(data);
        for (String key : new String[] { "plugins.col.id", "plugins.col.name", "plugins.col.version",
                "plugins.col.state", "plugins.col.source", "plugins.col.problem" }) {
            new TableColumn(table, SWT.LEFT).setText(Messages.get(key));
        }
        Composite buttons = new Composite(shell, SWT.NONE);
        buttons.setLayout(new RowLayout());
        button(buttons, "plugins.installBundle", "installBundle", () -> installFromFile(shell, false));
        button(buttons, "plugins.installFeature", "installFeature", () -> installFromFile(shell, true));
        button(buttons, "plugins.start", "start", () -> onSelected(Bundle::start));
        button(buttons, "plugins.stop", "stop", () -> onSelected(Bundle::stop));
        button(buttons, "plugins.uninstall", "uninstall", this::uninstallSelected);
        button(buttons, "plugins.refresh", "refresh", this::refresh);
        button(buttons, "dialog.close", "close", shell::close);
        status = new Label(shell, SWT.WRAP);
        status.setData("id", "pluginStatus");
        GridData statusData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        statusData.widthHint = 900;
        status.setLayoutData(statusData);
        // the problem column is narrow: the selected bundle's whole problem shows below the table
        table.addListener(SWT.Selection, e -> showSelectedProblem());
        refresh();
        if (firstProblem != null) {
            // the user opened the dialog to see what is wrong: show it (later refreshes keep what an action said)
            table.setSelection(firstProblem);
            table.showItem(firstProblem);
            showSelectedProblem();
        }
        DialogPlacement.openAndWait(shell);
    }

    private void showSelectedProblem() {
        int i = table.getSelectionIndex();
        if (i >= 0) {
            TableItem item = table.getItem(i);
            status.setText(Localizer.swt(item.getText(PROBLEM).isEmpty() ? "" : item.getText(1) + ": " + item.getText(PROBLEM)));
            status.getParent().layout();
        }
    }

    private void button(Composite parent, String key, String id, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(Messages.get(key));
        b.setData("id", id);
        b.addListener(SWT.Selection, e -> action.run());
    }

    private void refresh() {
        table.removeAll();
        BundleStatus statusOf = new BundleStatus(problems, scr);
        firstProblem = null;
        for (Bundle b : context.getBundles()) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setData(b);
            String problem = statusOf.problem(b);
            item.setText(new String[] { String.valueOf(b.getBundleId()), b.getSymbolicName(),
                    b.getVersion().toString(), BundleStatus.stateName(b.getState()), source(b), problem == null ? "" : problem });
            if (problem != null) {
                item.setForeground(table.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
                problems.log(b.getSymbolicName(), problem);
                if (firstProblem == null) {
                    firstProblem = item;
                }
            }
        }
        for (TableColumn c : table.getColumns()) {
            c.pack();
        }
    }

    /** Where a bundle comes from, which says what Uninstall does to it: Roundhouse, your plugins, or this run. */
    private static String source(Bundle b) {
        String location = b.getLocation();
        if (location.startsWith(KEPT)) {
            return Messages.get("plugins.source.kept");
        }
        return Messages.get(location.startsWith(RUN) ? "plugins.source.run" : "plugins.source.product");
    }

    /** A bundle operation that may fail. */
    private interface BundleOp {
        void run(Bundle b) throws BundleException;
    }

    private void onSelected(BundleOp op) {
        int i = table.getSelectionIndex();
        if (i < 0) {
            status.setText(Messages.get("plugins.selectFirst"));
            return;
        }
        Bundle b = (Bundle) table.getItem(i).getData();
        if (b.getBundleId() == 0 || b.equals(context.getBundle())) {
            status.setText(Localizer.swt(Messages.get("plugins.protected", b.getSymbolicName())));
            return;
        }
        try {
            op.run(b);
            problems.clear(b.getBundleId());
            status.setText(Localizer.swt(Messages.get("plugins.done", b.getSymbolicName(), BundleStatus.stateName(b.getState()))));
        } catch (BundleException | RuntimeException e) {
            fail(b.getBundleId(), b.getSymbolicName(), e);
        }
        refresh();
    }

    /** Uninstalls the selected bundle: a kept plugin for good, anything else until the next start. */
    private void uninstallSelected() {
        int i = table.getSelectionIndex();
        Bundle b = i < 0 ? null : (Bundle) table.getItem(i).getData();
        String name = b == null ? null : b.getSymbolicName();
        if (b == null || store == null || name == null || !store.isKept(name)) {
            onSelected(bundle -> {
                bundle.uninstall();
                status.setText(Localizer.swt(Messages.get("plugins.uninstalledThisRun", bundle.getSymbolicName())));
            });
            return;
        }
        try {
            PluginChange c = store.uninstall(name);
            problems.clear(b.getBundleId());
            status.setText(Localizer.swt(Messages.get("plugins.uninstalledForGood", name, c.previousVersion(), store.directory())));
        } catch (IOException | RuntimeException e) {
            status.setText(Localizer.swt(fail(b.getBundleId(), name, e)));
        }
        refresh();
    }

    private void installFromFile(Shell shell, boolean feature) {
        FileDialog dialog = new FileDialog(shell, SWT.OPEN);
        dialog.setFilterExtensions(feature ? new String[] { "*.zip" } : new String[] { "*.jar" });
        String path = dialog.open();
        if (path != null) {
            status.setText(Localizer.swt(install(Path.of(path))));
            refresh();
        }
    }

    /** Installs a bundle or feature; returns the message for the status label. */
    String install(Path file) {
        try {
            List<PluginChange> result = new PluginInstaller(context, problems, store).install(file);
            return installed(file, result, store != null);
        } catch (IOException e) {
            return Messages.get("plugins.failed", file.getFileName(), e.getMessage());
        }
    }

    /** "Updated x 1.0.0 -> 1.1.0.", "Installed and started x 1.0.0; ...", or the problem; a feature in one line. */
    static String installed(Path file, List<PluginChange> result, boolean kept) {
        long failed = result.stream().filter(r -> r.problem() != null).count();
        if (result.size() == 1) {
            PluginChange only = result.get(0);
            if (only.problem() != null) {
                return Messages.get("plugins.failed", only.symbolicName() + " " + only.versionChange(), only.problem());
            }
            String key = only.isUpdate() ? "plugins.updated" : kept ? "plugins.installed" : "plugins.installedThisRun";
            return Messages.get(key, only.symbolicName(), only.versionChange());
        }
        long updated = result.stream().filter(PluginChange::isUpdate).count();
        return Messages.get("plugins.featureInstalled", file.getFileName(), result.size(), failed, updated);
    }

    private String fail(long bundleId, String what, Exception e) {
        String message = PluginProblems.oneLine(e);
        if (bundleId >= 0) {
            problems.record(bundleId, message);
        }
        problems.log(what, message);
        return Messages.get("plugins.failed", what, message);
    }

}
