package roundhouse.bots.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.api.bot.Bot;
import roundhouse.api.bot.BotFactory;

/** The greedy bot: leads its own companies and takes the move that raises its best run. */
@Component(property = { BotFactory.ID + "=greedy", BotFactory.NAME + "=Greedy", BotFactory.NAME_DE + "=Gierig" })
public class GreedyBotFactory implements BotFactory {
    @Override
    public Bot create(long seed) {
        return new GreedyBot(seed);
    }
}
