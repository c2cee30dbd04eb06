package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

import roundhouse.api.ui.Workbench;

/**
 * An 18Magyarország game in the workbench: the recorded 3-player game at OR 5.2, minor 5 about to
 * run in the brown phase. Its decision offers the run and the rail cars; the Hungary map and the
 * one-row market show (screenshots checked by eye).
 */
class MagyarorszagUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(MagyarorszagUiIT.class).getBundleContext();

    @Test
    void aMinorsDecisionTheMapAndTheMarket() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path file = UiDriver.scratchDir("mag").resolve("18mag-or-5.2-minor-5.json");
        try (InputStream in = MagyarorszagUiIT.class.getResourceAsStream("/fixtures/18mag-or-5.2-minor-5.json")) {
            Files.copy(in, file);
        }
        System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir("recovery-mag").toString());
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        // the file given twice: a file is one game, the second opening shows it
        try (UiDriver ui = UiDriver.start(wb, List.of(file, file))) {
            Shell main = ui.waitForShell("main");
            ui.waitUntil("the game is open", () -> ((Label) UiDriver.find(main, "gameInfo")).getText().contains("Operating"));
            assertEquals(1,
                    (int) ui.onUi(() -> ((org.eclipse.swt.widgets.Combo) UiDriver.find(main, "games")).getItemCount()));
            List<String> choices = ui.onUi(() -> PlayOpeningUiIT.choiceLabels((Tree) UiDriver.find(main, "actions")));
            assertTrue(choices.stream().anyMatch(c -> c.contains("rail car") && c.contains("G&C")), "rail cars offered: " + choices);
            assertTrue(choices.stream().anyMatch(c -> c.toLowerCase().contains("run")), "the run offered: " + choices);
            assertTrue(choices.stream().noneMatch(c -> c.matches(".*\\b2-\\d+\\b.*")), "no train ids in the labels: " + choices);
            RecordedGamesUiIT.selectTab(ui, main, "Map");
            ui.waitUntil("the map is drawn", () -> UiDriver.find(main, "map.canvas").getData("rasters") != null);
            ui.screenshot(main, "18mag-map-minor-decision");
            RecordedGamesUiIT.selectTab(ui, main, "Stock market");
            ui.screenshot(main, "18mag-market");
            RecordedGamesUiIT.selectTab(ui, main, "Companies");
            ui.screenshot(main, "18mag-companies");
        } finally {
            System.clearProperty("roundhouse.recovery.dir");
        }
    }

    /** 18Mag's two ways of adding minors exclude each other: ticking one in the new-game dialog unticks the other. */
    @Test
    void theNewGameDialogKeepsOneWayOfAddingMinors() throws Exception {
        PlayOpeningUiIT.inNewGameDialog("recovery-mag-options", "18Mag", (ui, dialog) -> {
            List<Boolean> ticked = ui.onUi(() -> {
                Button challenge = (Button) UiDriver.find(dialog, "option.new_minors_challenge");
                Button simple = (Button) UiDriver.find(dialog, "option.new_minors_simple");
                Button supporters = (Button) UiDriver.find(dialog, "option.supporters");
                for (Button b : List.of(supporters, challenge, simple)) {
                    b.setSelection(true);
                    UiDriver.click(b);
                }
                return List.of(challenge.getSelection(), simple.getSelection(), supporters.getSelection());
            });
            assertEquals(List.of(false, true, true), ticked, "challenge unticked by simple, supporters kept");
        });
    }

    /** The 3-6 player options say so and are greyed out while two players are named, given back with a third. */
    @Test
    void theNewGameDialogGreysOutTheOptionsForThreeToSixPlayers() throws Exception {
        PlayOpeningUiIT.inNewGameDialog("recovery-mag-players", "18Mag", (ui, dialog) -> {
            List<Object> seen = ui.onUi(() -> {
                Text players = (Text) UiDriver.find(dialog, "players");
                Button supporters = (Button) UiDriver.find(dialog, "option.supporters");
                Button divs = (Button) UiDriver.find(dialog, "option.standard_divs");
                players.setText("Ann, Bo, Cy");
                supporters.setSelection(true);
                UiDriver.click(supporters);
                players.setText("Ann, Bo");
                List<Object> two = List.of(supporters.getEnabled(), supporters.getSelection(), divs.getEnabled());
                players.setText("Ann, Bo, Cy");
                return List.of(supporters.getText(), two, List.of(supporters.getEnabled(), supporters.getSelection()));
            });
            assertEquals(List.of("Supporters, for 3-6 players", List.of(false, false, true), List.of(true, true)), seen,
                    "greyed and unticked for two, ticked again for three");
            ui.onUi(() -> ((Text) UiDriver.find(dialog, "players")).setText("Ann, Bo"));
            ui.screenshot(dialog, "new-game-18mag-two-players");
        });
    }
}
