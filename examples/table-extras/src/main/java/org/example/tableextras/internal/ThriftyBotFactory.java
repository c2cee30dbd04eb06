package org.example.tableextras.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.api.bot.Bot;
import roundhouse.api.bot.BotFactory;

/** The thrifty bot, for New Game's seats and {@code play --bots thrifty}: its service properties name it in both languages. */
@Component(property = { BotFactory.ID + "=thrifty", BotFactory.NAME + "=Thrifty", BotFactory.NAME_DE + "=Sparsam" })
public class ThriftyBotFactory implements BotFactory {
    @Override
    public Bot create(long seed) {
        return new ThriftyBot(seed);
    }
}
