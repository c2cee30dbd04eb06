package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.step.Questions;

/**
 * Where corporations start and what their tokens cost (RB 1.2, 3.4): a historical corporation's
 * homes are printed on the map (IRSFF and SFTG have two) and its tokens cost L.50 each.
 */
final class Homes {
    /** RB 3.4: "Jede historische Gesellschaft zahlt 50 L. je Bahnhof." */
    static final int HISTORICAL_TOKEN_PRICE = 50;

    private Homes() {
    }

    /** The hexes of a historical corporation's homes, in data order (companies.json {@code homes} or its coordinates). */
    static List<String> homeHexes(ItalianGame game, Corporation c) {
        Object homes = game.definition(c).data().get("homes");
        if (homes instanceof List<?> l) {
            return l.stream().map(String::valueOf).toList();
        }
        return c.homeHex() == null ? List.of() : List.of(c.homeHex());
    }

    /** Lays a historical corporation's home tokens on its printed homes (a chosen home waits for its director). */
    static void placeHistorical(ItalianGame game, Corporation c) {
        if (!game.historical(c) || game.board() == null || c.tokensUsed() > 0) {
            return;
        }
        List<String> hexes = homeHexes(game, c);
        int placed = 0;
        for (int i = 0; i < hexes.size(); i++) {
            String hex = hexes.get(i);
            int city = i == 0 ? Math.max(c.homeCity(), 0) : 0;
            // a green tile that joins a hex's cities into one (Firenze's 207) leaves the home that one city
            city = Math.min(city, Math.max(game.board().cityCount(hex) - 1, 0));
            game.board().placeHomeToken(c.id(), hex, city);
            placed++;
            if (game.logging()) {
                game.log(ItalianText.get("log.homeToken", Names.of(c), game.board().definition().locationName(hex)));
            }
        }
        c.setTokensUsed(placed);
    }

    /**
     * A corporation has started (RB 3.4): a historical one lays its printed homes; the others (and the
     * second edition's SFMA) choose their homes; then it buys its tokens.
     */
    static void settleStart(ItalianGame game, Questions questions, Corporation c) {
        if (game.historical(c) && !choosesHome(game, c)) {
            placeHistorical(game, c);
        } else {
            questions.ask(new HomeChoice(c, null));
        }
        questions.ask(new TokenPurchase(c));
    }

    /** The second edition's SFMA chooses either city of Firenze (digest 2.2; companies.json {@code chooses_home}). */
    static boolean choosesHome(ItalianGame game, Corporation c) {
        return Boolean.TRUE.equals(game.definition(c).data().get("chooses_home"));
    }
}
