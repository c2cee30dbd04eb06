package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.IllegalActionException;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Train;

/**
 * RB III.3.2: a minor buys another player's minor's train only with that player's consent (a
 * rulebook game); 18xx.games lets it buy without ({@code trade_without_consent}).
 */
class TradeConsentTest {
    /** Minor 1 passes up to its train purchase in OR 1.1 of a rulebook game. */
    private static EngineSession atMinorOnesPurchase() throws Exception {
        EngineSession s = DividendRulesTest.draftedThreePlayers();
        while (!s.legalActions().stream().anyMatch(l -> l.action().type().equals("buy_train"))) {
            s.apply(new Action("pass", "1", "minor", null));
        }
        return s;
    }

    private static Action buy(Train t, int price) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("train", t.id());
        args.put("price", price);
        args.put("variant", t.name());
        return new Action("buy_train", "1", "minor", args);
    }

    /** A minor of another player than minor 1's owner, with its train. */
    private static Corporation otherPlayersMinor(Game g) {
        Corporation one = g.corporation("1");
        return g.corporations().stream().filter(c -> !c.priced() && !c.closed() && c.president() != one.president()
                && !c.trains().isEmpty()).findFirst().orElseThrow();
    }

    @Test
    void theSellersOwnerDecides() throws Exception {
        EngineSession s = atMinorOnesPurchase();
        Game g = s.game();
        Corporation seller = otherPlayersMinor(g);
        Train train = seller.trains().get(0);
        String owner = ((roundhouse.engine.spi.Player) seller.president()).id();
        s.apply(buy(train, 10));
        assertEquals(owner, s.game().round().actingEntities().get(0).id(), "the seller's owner answers");
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(new Action("pass", "1", "minor", null)));
        assertTrue(e.getMessage() != null);
        s.apply(new Action("decline_trade", owner, "player", null));
        assertEquals(seller.id(), ((Corporation) s.game().depot().train(train.id()).owner()).id(), "declined: the train stays");
        int sellerCash = s.game().corporation(seller.id()).cash();
        s.apply(buy(train, 10));
        s.apply(new Action("accept_trade", owner, "player", null));
        assertEquals("1", ((Corporation) s.game().depot().train(train.id()).owner()).id());
        assertEquals(sellerCash + 10, s.game().corporation(seller.id()).cash());
    }

    @Test
    void with18xxGamesHandlingTheBuyerDecidesAlone() throws Exception {
        EngineSession s = DraftRulesTest.newGame(3, java.util.Set.of(T18MagTitle.TRADE_WITHOUT_CONSENT), 1);
        // the same draft as draftedThreePlayers, with the option on
        Game g0 = s.game();
        int minor = 1;
        java.util.List<String> corps = new java.util.ArrayList<>(java.util.List.of("RABA", "G&C", "SNW", "SIK", "SKEV", "LdStEG"));
        while (g0.round().roundKind().equals(T18MagTitle.DRAFT)) {
            String p = g0.round().actingEntities().get(0).id();
            s.apply(minor <= 12 ? DraftRulesTest.pick(p, "minor", String.valueOf(minor++))
                    : DraftRulesTest.pick(p, "corporation", corps.remove(0)));
        }
        while (!s.legalActions().stream().anyMatch(l -> l.action().type().equals("buy_train"))) {
            s.apply(new Action("pass", "1", "minor", null));
        }
        Corporation seller = otherPlayersMinor(s.game());
        Train train = seller.trains().get(0);
        s.apply(buy(train, 10));
        assertEquals("1", ((Corporation) s.game().depot().train(train.id()).owner()).id());
    }
}
