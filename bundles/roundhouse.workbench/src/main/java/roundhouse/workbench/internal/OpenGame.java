package roundhouse.workbench.internal;

import java.nio.file.Path;

import roundhouse.api.GameSession;

/** An open game, the file it came from or was saved to, its autosave and its bots. UI thread only. */
final class OpenGame {
    final GameSession session;
    Path file;
    String recoveryKey;
    /** Effective actions at the last save or open; -1 if never saved. */
    int savedActions;
    /** The bots at this game, or {@code null} when every seat is human. */
    BotSeats bots;

    OpenGame(GameSession session, Path file) {
        this.session = session;
        this.file = file;
        this.savedActions = file == null ? -1 : session.actions().size();
    }

    boolean unsaved() {
        return savedActions != session.actions().size();
    }

    /** "1830 - game.json", or "1830 - unsaved". */
    String label() {
        String where = file == null ? Messages.get("game.unsaved") : file.getFileName().toString();
        return session.title().id() + " - " + where;
    }
}
