package roundhouse.api.bot;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * Makes bots of one kind. Registered as an OSGi service with the properties {@link #ID},
 * {@link #NAME} and {@link #NAME_DE}, so the workbench and the {@code play} command list the
 * installed kinds without activating them; any bundle may add its own.
 */
@ConsumerType
public interface BotFactory {
    /** Service property (String): the kind's id as commands name it, e.g. {@code "random"}. */
    String ID = "roundhouse.bot.id";
    /** Service property (String): display name in English, e.g. {@code "Random"}. */
    String NAME = "roundhouse.bot.name";
    /** Service property (String): display name in German, e.g. {@code "Zufall"}. */
    String NAME_DE = "roundhouse.bot.name.de";

    /**
     * A bot for one seat of one game.
     *
     * @param seed its only source of randomness (never the wall clock)
     */
    Bot create(long seed);
}
