package roundhouse.title.t1854.internal;

import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.PrivateCompany;

/**
 * The auction's player-facing text (log lines, labels, refusals) in English and German, from
 * {@code auction.properties} beside this class. Kept apart from the rest of the title's text so
 * that the auction can be merged on its own.
 */
final class AuctionText {
    private static final String BASE = "roundhouse.title.t1854.internal.auction";

    private AuctionText() {
    }

    /** The text of {@code key} in the engine's language, with MessageFormat arguments. */
    static String get(String key, Object... args) {
        return EngineText.of(BASE, AuctionText.class.getClassLoader()).get(key, args);
    }

    /**
     * A lot as players say it: a mountain railway by its name ("Außerfernbahn"), a local railway by
     * its number and name ("Lokalbahn 3 (Ybbstalbahn)", companies.json {@code label}, {@code label_de}),
     * because players call the locals by number.
     */
    static String lot(Game game, PrivateCompany lot) {
        return Names.of(lot);
    }
}
