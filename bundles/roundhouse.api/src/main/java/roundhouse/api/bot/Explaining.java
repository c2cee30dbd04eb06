package roundhouse.api.bot;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * A bot that can say why it made its last decision, for a player who asks ("Buy PRR 10% from IPO
 * for $67: looking ahead to Stock Round 4, $85 ahead of the strongest rival; $40 more than Pass").
 * A {@link Bot} may implement it as well; hosts that show reasons check for it.
 *
 * @since 1.1
 */
@ConsumerType
public interface Explaining {
    /**
     * Why the bot made its last decision ({@link Bot#choose}): one line as players say it (company,
     * player and train names, money in the title's currency), in the language of the session's labels;
     * {@code null} before the first decision or when the bot has nothing to say.
     */
    String lastReason();
}
