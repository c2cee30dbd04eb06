package roundhouse.workbench.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Dialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import roundhouse.api.text.Localizer;
import roundhouse.api.GameSession;
import roundhouse.api.analysis.AnalysisReport;

/**
 * The reports of the installed analysis tools on one game, one tab each, with CSV export. The
 * tools run off the UI thread on a replayed copy of the game (sessions are not thread-safe); a
 * failing tool shows its error in its tab.
 */
final class AnalysisDialog extends Dialog {
    private final List<WorkbenchModel.ToolEntry> tools;
    private final GameSession game;

    AnalysisDialog(Shell parent, List<WorkbenchModel.ToolEntry> tools, GameSession game) {
        super(parent, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL | SWT.RESIZE);
        this.tools = tools;
        this.game = game;
    }

    void open() {
        Shell shell = new Shell(getParent(), getStyle());
        shell.setText(Messages.get("analysis.title"));
        shell.setData("id", "analysisDialog");
        shell.setLayout(new GridLayout(2, false));
        CTabFolder folder = new CTabFolder(shell, SWT.BORDER);
        folder.setData("id", "reports");
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
        data.widthHint = 1000;
        data.heightHint = 450;
        folder.setLayoutData(data);
        Label status = new Label(shell, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        List<AnalysisReport> reports = new ArrayList<>();
        Button save = new Button(shell, SWT.PUSH);
        save.setText(Messages.get("analysis.saveCsv"));
        save.setData("id", "saveCsv");
        save.addListener(SWT.Selection, e -> {
            int i = folder.getSelectionIndex();
            if (i >= 0 && i < reports.size() && reports.get(i) != null) {
                saveCsv(shell, reports.get(i), status);
            }
        });
        for (WorkbenchModel.ToolEntry tool : tools) {
            CTabItem tab = new CTabItem(folder, SWT.NONE);
            tab.setText(Localizer.swt(tool.name()));
            Table table = new Table(folder, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
            table.setData("id", "report." + tool.id());
            table.setHeaderVisible(true);
            table.setLinesVisible(true);
            tab.setControl(table);
            reports.add(null);
        }
        folder.setSelection(0);
        List<GameSession> copy = List.of(game);
        for (int t = 0; t < tools.size(); t++) {
            int index = t;
            WorkbenchModel.ToolEntry tool = tools.get(t);
            Thread worker = new Thread(() -> {
                AnalysisReport report;
                String error = null;
                try {
                    report = tool.tool().analyze(copy);
                } catch (RuntimeException e) {
                    report = null;
                    error = PluginProblems.oneLine(e);
                }
                AnalysisReport done = report;
                String failure = error;
                if (!shell.isDisposed()) {
                    shell.getDisplay().asyncExec(() -> show(shell, folder, index, done, failure, reports));
                }
            }, "analysis-" + tool.id());
            worker.setDaemon(true);
            worker.start();
        }
        DialogPlacement.openAndWait(shell);
    }

    private static void show(Shell shell, CTabFolder folder, int index, AnalysisReport report, String error,
            List<AnalysisReport> reports) {
        if (shell.isDisposed()) {
            return;
        }
        Table table = (Table) folder.getItem(index).getControl();
        if (report == null) {
            new TableColumn(table, SWT.LEFT).setText(Messages.get("analysis.failed"));
            new TableItem(table, SWT.NONE).setText(error);
            table.getColumn(0).pack();
            return;
        }
        reports.set(index, report);
        for (String c : report.columns()) {
            new TableColumn(table, SWT.LEFT).setText(Localizer.swt(header(c)));
        }
        int kind = report.columns().indexOf("kind");
        int id = report.columns().indexOf("id");
        for (List<String> row : report.rows()) {
            String[] cells = row.toArray(String[]::new);
            if (kind >= 0 && id >= 0 && "player".equals(cells[kind])) {
                cells[id] = ""; // a player's 18xx.games number means nothing to players (the CSV keeps it)
            }
            new TableItem(table, SWT.NONE).setText(cells);
        }
        for (TableColumn c : table.getColumns()) {
            c.pack();
        }
    }

    /** A column as players read it: the workbench's text for it, else its words ({@code share_sales}: "Share sales"). */
    static String header(String column) {
        String key = "analysis.column." + column;
        if (Messages.has(key)) {
            return Messages.get(key);
        }
        String words = column.replace('_', ' ');
        return words.isEmpty() ? words : Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    private static void saveCsv(Shell shell, AnalysisReport report, Label status) {
        FileDialog dialog = new FileDialog(shell, SWT.SAVE);
        dialog.setFilterExtensions(new String[] { "*.csv" });
        dialog.setOverwrite(true);
        String path = dialog.open();
        if (path == null) {
            return;
        }
        try {
            Files.writeString(Path.of(path), report.toCsv(), StandardCharsets.UTF_8);
            status.setText(Localizer.swt(Messages.get("analysis.saved", path)));
        } catch (IOException e) {
            status.setText(Localizer.swt(Messages.get("analysis.notSaved", e.getMessage())));
        }
    }
}
