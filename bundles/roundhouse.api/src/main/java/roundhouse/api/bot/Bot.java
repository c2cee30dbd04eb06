package roundhouse.api.bot;

import org.osgi.annotation.versioning.ConsumerType;

import roundhouse.api.Action;
import roundhouse.api.GameSession;

/**
 * A computer player for one seat of one game. It decides through the session's legal actions
 * alone (any title), and may try actions on a {@link GameSession#fork() fork} of the session.
 *
 * <p>Made by a {@link BotFactory}; called on the thread that owns the session, one decision at a
 * time. Deterministic for a given seed and game: the same game always gets the same decision.
 */
@ConsumerType
public interface Bot {
    /**
     * The bot's decision for the player {@code seat} while the game waits for that player (or for
     * a company the player controls): a complete action taken from {@link GameSession#legalActions()}
     * (with its amount set where the choice has one). The session is not changed.
     *
     * @param session the game; its {@code legalActions()} are not empty
     * @param seat the player id the bot plays for
     */
    Action choose(GameSession session, String seat);
}
