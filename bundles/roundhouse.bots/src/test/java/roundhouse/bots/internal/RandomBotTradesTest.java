package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;

/**
 * Trades between players at a price they agree are rare picks of the random bot: at L.1 they could go
 * round a stock round for ever (1841 rulebook games, seed 70003: 20,000 actions of shares passed round).
 */
class RandomBotTradesTest {
    private static LegalAction buyShares(String key) {
        return new LegalAction(new Action("buy_shares", "p1", "player", Map.of("shares", List.of("AFI_8"))), "buy",
                key == null ? null : new LegalAction.AmountRange(key, 1, 100, 1));
    }

    private static final LegalAction PASS = new LegalAction(new Action("pass", "p1", "player", Map.of()), "pass", null);

    @Test
    void sharesBoughtFromAPlayerAtAnAgreedPriceAreATrade() {
        assertTrue(RandomBot.isTrade(buyShares("total_price")));
        assertTrue(RandomBot.isTrade(new LegalAction(new Action("buy_company", "p1", "player", Map.of()), "buy", null)));
        assertFalse(RandomBot.isTrade(buyShares(null)), "a share from the market or a treasury");
        assertFalse(RandomBot.isTrade(new LegalAction(new Action("buy_company", "KE", "corporation", Map.of()), "buy", null)));
    }

    @Test
    void aTradeBesideAPassIsPickedRarely() {
        Random rnd = new Random(1);
        int trades = 0;
        for (int i = 0; i < 1000; i++) {
            if (RandomBot.pick(rnd, List.of(buyShares("total_price"), PASS)).action().type().equals("buy_shares")) {
                trades++;
            }
        }
        assertTrue(trades < 100, trades + " trades in 1000 picks");
        int buys = 0;
        for (int i = 0; i < 1000; i++) {
            if (RandomBot.pick(rnd, List.of(buyShares(null), PASS)).action().type().equals("buy_shares")) {
                buys++;
            }
        }
        assertEquals(750, buys, 60, "an ordinary purchase three times in four");
    }
}
