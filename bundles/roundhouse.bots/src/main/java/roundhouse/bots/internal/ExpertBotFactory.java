package roundhouse.bots.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.api.bot.Bot;
import roundhouse.api.bot.BotFactory;

/** The expert bot: weighs its stock, train and dividend choices by playing them out. */
@Component(property = { BotFactory.ID + "=expert", BotFactory.NAME + "=Expert", BotFactory.NAME_DE + "=Experte" })
public class ExpertBotFactory implements BotFactory {
    @Override
    public Bot create(long seed) {
        return new ExpertBot(seed);
    }
}
