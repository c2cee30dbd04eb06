package roundhouse.workbench.internal;

import java.nio.file.Path;

import roundhouse.api.GameListener;
import roundhouse.api.GameSession;
import roundhouse.api.TitleInfo;

/** An open game, the file it came from or was saved to, its autosave and its bots. UI thread only. */
final class OpenGame {
    final GameSession session;
    Path file;
    String recoveryKey;
    /** Effective actions at the last save or open; -1 if never saved. */
    int savedActions;
    /** The bots at this game, or {@code null} when every seat is human. */
    BotSeats bots;
    /**
     * The title whose plugin went (stopped or removed) while this game was open, or {@code null}
     * while it is installed: such a game is shown as it was and can be saved, but not played or
     * stepped through, until the title comes back.
     */
    TitleInfo titleGone;
    /** The autosave-and-refresh listener on the session, removed when the game closes. */
    GameListener listener;

    OpenGame(GameSession session, Path file) {
        this.session = session;
        this.file = file;
        this.savedActions = file == null ? -1 : session.actions().size();
    }

    boolean unsaved() {
        return savedActions != session.actions().size();
    }

    /** Whether the game's title is installed, so that it can be played and stepped through. */
    boolean playable() {
        return titleGone == null;
    }

    /** "1830 - game.json", "1830 - unsaved", or with "title missing" while its plugin is gone. */
    String label() {
        String where = file == null ? Messages.get("game.unsaved") : file.getFileName().toString();
        String label = session.title().id() + " - " + where;
        return playable() ? label : Messages.get("game.titleMissingLabel", label);
    }
}
