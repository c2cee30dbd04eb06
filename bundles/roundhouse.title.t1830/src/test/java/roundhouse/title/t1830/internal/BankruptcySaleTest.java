package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.view.CompanyView;
import roundhouse.engine.internal.codec.GsonRecordCodec;

/**
 * 1830 R 6.6.3 and R 6.7: a bankrupt president first sells every share he may sell, and no forced
 * sale may change the president of the corporation that must buy the train. Shares of that
 * corporation whose sale would hand it to another player stay with him and count for his score
 * (R 6.6.3 note: the value of the shares he could not sell).
 */
class BankruptcySaleTest {
    @Test
    void bankruptPresidentKeepsTheSharesThatWouldChangeTheBuyersPresident() throws Exception {
        // a seeded game of ours (seed 966), cut where trainless CPR must buy a train; Player 1 holds
        // CPR_0 + CPR_4 (30 %), Player 3 as much, every price is $10 and the depot's cheapest train costs more
        GameSession game = new T1830Title().load(new GsonRecordCodec().read(
                Path.of("src/test/resources/positions/cpr-bankrupt-keeps-presidency.json")));
        assertEquals("CPR", game.state().acting().get(0));
        assertEquals(30, company(game, "CPR").shares().get("1"));
        assertEquals(30, company(game, "CPR").shares().get("3"));
        assertEquals(10, company(game, "B&O").shares().get("1"));
        assertTrue(game.legalActions().stream().anyMatch(a -> a.action().type().equals("bankrupt")));

        game.apply(new Action("bankrupt", "CPR", "corporation", Map.of()));

        assertEquals("bankrupt", game.state().gameEndReason());
        CompanyView cpr = company(game, "CPR");
        assertEquals("1", cpr.owner(), "selling CPR_4 would make Player 3 president of the buyer: not allowed");
        assertEquals(30, cpr.shares().get("1"));
        assertEquals(0, company(game, "B&O").shares().getOrDefault("1", 0), "his B&O share is sold");
        // the reference engine's result for the same log: 14 unsold shares at $10
        assertEquals(Map.of("3", 149, "1", 140, "2", 100), game.state().result());
    }

    private static CompanyView company(GameSession game, String id) {
        return game.state().companies().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }
}
