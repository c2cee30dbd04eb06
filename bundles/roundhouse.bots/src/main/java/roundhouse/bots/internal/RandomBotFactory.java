package roundhouse.bots.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.api.bot.Bot;
import roundhouse.api.bot.BotFactory;

/** The seeded random-legal bot. */
@Component(property = { BotFactory.ID + "=random", BotFactory.NAME + "=Random", BotFactory.NAME_DE + "=Zufall" })
public class RandomBotFactory implements BotFactory {
    @Override
    public Bot create(long seed) {
        return new RandomBot(seed);
    }
}
