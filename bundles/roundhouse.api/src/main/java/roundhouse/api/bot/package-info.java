/** Computer players: a {@link roundhouse.api.bot.BotFactory} service makes {@link roundhouse.api.bot.Bot}s. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package roundhouse.api.bot;
