package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.ui.Workbench;

/**
 * The open games as documents: File > Close and quitting ask to save a game with unsaved actions
 * (Save / Don't Save / Cancel), the recent files of the File menu survive a restart, and the
 * recovery dialog offers only the games of workbenches that died whose autosave differs from their
 * file, each to restore or discard, and keeps them all when it is closed.
 */
class DocumentsUiIT {
    private Path home;
    /** The user directory before this test (the harness's, under target/). */
    private String homeBefore;
    private Path recovery;
    private Path game;
    private Workbench workbench;

    @BeforeEach
    void setUp() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        home = UiDriver.scratchDir("home");
        recovery = UiDriver.scratchDir("recovery-documents");
        game = UiDriver.scratchDir("documents").resolve("26855.json");
        try (InputStream in = DocumentsUiIT.class.getResourceAsStream("/fixtures/26855.json")) {
            Files.copy(in, game);
        }
        // restored afterwards, not cleared: without it the framework's components would use the real ~/.roundhouse
        homeBefore = System.setProperty("roundhouse.home", home.toString());
        System.setProperty("roundhouse.recovery.dir", recovery.toString());
        workbench = PlayOpeningUiIT.service(Workbench.class, null);
    }

    @AfterEach
    void tearDown() {
        System.setProperty("roundhouse.quitWithoutAsking", "true");
        System.clearProperty("roundhouse.recovery.dir");
        if (homeBefore == null) {
            System.clearProperty("roundhouse.home");
        } else {
            System.setProperty("roundhouse.home", homeBefore);
        }
    }

    private static int openGames(UiDriver ui, Shell main) {
        return ui.onUi(() -> ((Combo) UiDriver.find(main, "games")).getItemCount());
    }

    private List<Path> autosaves() throws Exception {
        try (Stream<Path> files = Files.list(recovery)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList();
        }
    }

    /** The File menu's recent files as shown when it opens. */
    private static List<Path> recentFiles(UiDriver ui, Shell main) {
        return ui.onUi(() -> {
            Menu menu = ((MenuItem) UiDriver.find(main, "recent")).getMenu();
            menu.notifyListeners(SWT.Show, new org.eclipse.swt.widgets.Event());
            List<Path> files = new ArrayList<>();
            for (MenuItem item : menu.getItems()) {
                if (item.getData("file") instanceof Path p) {
                    files.add(p);
                }
            }
            return files;
        });
    }

    /** Clicks a menu item whose action opens a modal question, and waits for the question. */
    private static Shell ask(UiDriver ui, Runnable click) throws InterruptedException {
        ui.later(click);
        return ui.waitForShell("saveQuestion");
    }

    @Test
    void closeAndQuitAskToSaveAndRecentFilesOutliveTheWorkbench() throws Exception {
        byte[] original = Files.readAllBytes(game);
        // this test answers the save question itself
        System.setProperty("roundhouse.quitWithoutAsking", "false");
        try (UiDriver ui = UiDriver.start(workbench, List.of(game))) {
            Shell main = ui.waitForShell("main");
            ui.waitUntil("the game is open", () -> openGames(ui, main) == 1);
            assertEquals(List.of(game.toAbsolutePath().normalize()), recentFiles(ui, main));

            // a saved game closes without a question
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "close")));
            assertEquals(0, openGames(ui, main));
            assertEquals(List.of(), autosaves(), "a closed game leaves no autosave");

            // reopened from the recent files, one action taken back: now it asks
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "recent.0")));
            ui.waitUntil("the game is open again", () -> openGames(ui, main) == 1);
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "undo")));
            ui.waitUntil("the title bar shows unsaved actions", () -> main.getText().contains("*"));
            Shell q1 = ask(ui, () -> UiDriver.click(UiDriver.find(main, "close")));
            String text = ui.onUi(() -> ((Label) UiDriver.find(q1, "saveQuestionText")).getText());
            assertTrue(text.contains("26855.json") && text.contains("not saved"), text);
            ui.screenshot(q1, "documents-save-question");
            ui.onUi(() -> UiDriver.click(UiDriver.find(q1, "cancel")));
            assertEquals(1, openGames(ui, main), "Cancel keeps the game open");
            assertEquals(1, autosaves().size());

            Shell q = ask(ui, () -> UiDriver.click(UiDriver.find(main, "close")));
            ui.onUi(() -> UiDriver.click(UiDriver.find(q, "dontSave")));
            assertEquals(0, openGames(ui, main), "Don't Save closes it");
            assertArrayEquals(original, Files.readAllBytes(game), "the file is as it was");
            assertEquals(List.of(), autosaves(), "and its autosave is gone");

            // quitting with an unsaved game asks too; Cancel keeps the workbench, Save saves and quits
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "recent.0")));
            ui.waitUntil("the game is open again", () -> openGames(ui, main) == 1);
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "undo")));
            Shell q2 = ask(ui, main::close);
            ui.onUi(() -> UiDriver.click(UiDriver.find(q2, "cancel")));
            assertTrue(ui.onUi(() -> !main.isDisposed() && main.isVisible()), "Cancel keeps the workbench open");
            Shell q3 = ask(ui, main::close);
            ui.onUi(() -> UiDriver.click(UiDriver.find(q3, "save")));
            ui.waitClosed();
        }
        assertFalse(java.util.Arrays.equals(original, Files.readAllBytes(game)), "Save wrote the game with its undo");
        assertEquals(List.of(), autosaves(), "a saved game leaves no autosave");
        assertTrue(Files.readString(home.resolve("recent-files.txt")).contains(game.toAbsolutePath().normalize().toString()));

        // the recent files are there at the next start
        try (UiDriver ui = UiDriver.start(workbench, List.of())) {
            Shell main = ui.waitForShell("main");
            assertEquals(List.of(game.toAbsolutePath().normalize()), recentFiles(ui, main));
        }
    }

    @Test
    void recoveryOffersEachDeadWorkbenchsChangedGameToRestoreOrDiscardAndClosingKeepsThem() throws Exception {
        GameRecordCodec codec = PlayOpeningUiIT.service(GameRecordCodec.class, null);
        GameRecord saved = codec.read(game);
        // a workbench (process 999991) died: one game changed since its file was saved, one untouched,
        // and one never saved
        GameRecord changed = new GameRecord(saved.titleId(), saved.gameId(), saved.description(), saved.setup(),
                saved.actions().subList(0, saved.actions().size() - 5), saved.result(), saved.gameEndReason(), saved.origin(),
                saved.blankSeed());
        autosave("game-999991-1", changed, game, 1);
        autosave("game-999991-2", saved, game, 2);
        Path mag = UiDriver.scratchDir("mag").resolve("18mag.json");
        try (InputStream in = DocumentsUiIT.class.getResourceAsStream("/fixtures/18mag-or-5.2-minor-5.json")) {
            Files.copy(in, mag);
        }
        autosave("game-999991-3", codec.read(mag), null, 3);
        // a workbench that still runs (process 999992 holds its owner lock): its game is not offered
        autosave("game-999992-1", changed, null, 0);
        try (FileChannel channel = FileChannel.open(recovery.resolve("owner-999992.lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock held = channel.lock()) {
            try (UiDriver ui = UiDriver.start(workbench, List.of())) {
                Shell offer = ui.waitForShell("recoveryDialog");
                List<String> rows = rows(ui, offer);
                assertEquals(2, rows.size(), "the changed game and the never saved one, nothing else: " + rows);
                assertTrue(rows.get(0).startsWith("18Mag - never saved: "), rows.get(0));
                // the game's length: its actions in effect, without the undos, redos and messages of the raw log
                int length = roundhouse.api.ActionLogs.activeCount(changed.actions());
                assertTrue(length < changed.actions().size(), "the fixture has undos");
                assertTrue(rows.get(1).startsWith("1830 - 26855.json: " + length + " actions"), rows.get(1));
                ui.screenshot(offer, "documents-recovery-offer");
                // closing the dialog decides nothing
                ui.onUi(offer::close);
                Shell main = ui.waitForShell("main");
                assertEquals(0, openGames(ui, main));
            }
            assertEquals(List.of("game-999991-1.json", "game-999991-3.json", "game-999992-1.json"),
                    autosaves().stream().map(p -> p.getFileName().toString()).toList(),
                    "the untouched game's autosave went, the others stay");

            try (UiDriver ui = UiDriver.start(workbench, List.of())) {
                Shell offer = ui.waitForShell("recoveryDialog");
                assertEquals(2, rows(ui, offer).size(), "offered again");
                ui.onUi(() -> {
                    // discard the 18Mag game, restore the 1830 one
                    org.eclipse.swt.widgets.Button restoreMag = (org.eclipse.swt.widgets.Button) UiDriver.find(offer, "restore.0");
                    org.eclipse.swt.widgets.Button discardMag = (org.eclipse.swt.widgets.Button) UiDriver.find(offer, "discard.0");
                    restoreMag.setSelection(false);
                    discardMag.setSelection(true);
                    UiDriver.click(UiDriver.find(offer, "recover"));
                });
                Shell main = ui.waitForShell("main");
                ui.waitUntil("the restored game is open", () -> openGames(ui, main) == 1);
                String entry = ui.onUi(() -> ((Combo) UiDriver.find(main, "games")).getItem(0));
                assertEquals("1830 - 26855.json", entry);
                assertTrue(ui.onUi(() -> main.getText()).contains("*"), "a restored game opens unsaved");
                List<String> left = autosaves().stream().map(p -> p.getFileName().toString()).toList();
                assertEquals(2, left.size(), left.toString());
                assertTrue(left.contains("game-999992-1.json") && left.stream().noneMatch(f -> f.startsWith("game-999991-")),
                        "the chosen ones went, the running workbench's stays; the restored game has a new autosave: " + left);
            }
        }
    }

    private static List<String> rows(UiDriver ui, Shell offer) {
        return ui.onUi(() -> {
            List<String> rows = new ArrayList<>();
            for (int i = 0;; i++) {
                try {
                    rows.add(((Label) UiDriver.find(offer, "recoveryGame." + i)).getText());
                } catch (AssertionError none) {
                    return rows;
                }
            }
        });
    }

    /** Writes an autosave as a workbench does: the game, and the file it was saved to; {@code age} minutes old. */
    private void autosave(String key, GameRecord record, Path file, int age) throws Exception {
        GameRecordCodec codec = PlayOpeningUiIT.service(GameRecordCodec.class, null);
        Path json = recovery.resolve(key + ".json");
        codec.write(record, json);
        if (file != null) {
            Files.writeString(recovery.resolve(key + ".path"), file.toAbsolutePath().toString());
        }
        Files.setLastModifiedTime(json, FileTime.fromMillis(System.currentTimeMillis() - age * 60_000L));
    }
}
