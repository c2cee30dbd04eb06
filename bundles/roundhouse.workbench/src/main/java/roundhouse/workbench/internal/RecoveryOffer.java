package roundhouse.workbench.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.swt.widgets.Shell;

/** The games a dead workbench left behind, offered at the start (and again after Tools > Plugins). */
final class RecoveryOffer {
    private static final System.Logger LOG = System.getLogger("roundhouse.workbench");
    private final Shell shell;
    private final OpenGames games;
    private final Consumer<OpenGame> addGame;

    RecoveryOffer(Shell shell, OpenGames games, Consumer<OpenGame> addGame) {
        this.shell = shell;
        this.games = games;
        this.addGame = addGame;
    }

    /**
     * Offers the games a dead workbench left behind; recovered games open unsaved. A game whose
     * title is not installed (its plugin is gone) is not offered but kept, until its plugin is
     * installed again; neither it nor a game that fails to recover brings up a dialog. Returns the
     * one status line that says what was recovered and what waits for which plugin, or null.
     */
    String offer() {
        List<RecoveryStore.Pending> ready = new ArrayList<>();
        Map<String, Integer> waiting = new LinkedHashMap<>();
        for (RecoveryStore.Pending p : games.pendingRecovery()) {
            String missing = games.missingTitle(p);
            if (missing == null) {
                ready.add(p);
            } else {
                waiting.merge(missing, 1, Integer::sum);
            }
        }
        String waitingNote = null;
        if (!waiting.isEmpty()) {
            int count = waiting.values().stream().mapToInt(Integer::intValue).sum();
            waitingNote = Messages.get("recovery.waiting", count, games.missingTitleText(waiting.keySet().iterator().next()));
            LOG.log(System.Logger.Level.WARNING, waitingNote);
        }
        if (ready.isEmpty() || !new RecoveryDialog(shell, ready.stream().map(OpenGames::label).toList()).open()) {
            ready.forEach(games::discard);
            return waitingNote;
        }
        int recovered = 0;
        int lastActions = 0;
        String failure = null;
        for (RecoveryStore.Pending p : ready) {
            try {
                OpenGame game = games.recover(p);
                addGame.accept(game);
                games.discard(p);
                recovered++;
                lastActions = game.session.actions().size();
            } catch (OpenGames.Problem e) {
                LOG.log(System.Logger.Level.WARNING, e.getMessage());
                failure = failure == null ? e.getMessage() : failure;
            }
        }
        String note = failure != null ? failure
                : recovered == 1 ? Messages.get("status.recovered", lastActions) : Messages.get("status.recoveredMany", recovered);
        return waitingNote == null ? note : waitingNote;
    }

}
