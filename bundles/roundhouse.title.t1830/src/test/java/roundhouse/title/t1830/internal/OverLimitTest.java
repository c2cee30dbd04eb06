package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.view.PlayerView;
import roundhouse.engine.internal.codec.GsonRecordCodec;

/**
 * Over the certificate limit (1830 R 4.3): a player sells before anything else; one who can sell
 * nothing plays his turn on, and may buy only what does not count. Position: the bots' game
 * {@code bots_over_limit_no_sale} (checked against the 18xx.games engine, every checkpoint) after
 * action 956: Greedy 1 has sold until the pool holds 50 % of each of his corporations and still
 * holds 19 counting certificates, limit 16.
 */
class OverLimitTest {
    @Test
    void aPlayerWhoCanSellNothingMayBuyOnlyWhatDoesNotCount() throws Exception {
        GameRecord game = new GsonRecordCodec().read(CheckpointDiffTest.fixtures().resolve("bots_over_limit_no_sale.json"));
        GameSession s = new T1830Title().load(game.withActions(game.actions().subList(0, 956)));
        PlayerView p = s.state().players().get(0);
        assertEquals(List.of(p.id()), s.state().acting(), "his turn goes on");
        assertTrue(p.certificateCount() > p.certificateLimit(), p.certificateCount() + " of " + p.certificateLimit());
        List<LegalAction> legal = s.legalActions();
        assertFalse(legal.stream().anyMatch(l -> l.action().type().equals("sell_shares")), "nothing may be sold");
        assertTrue(legal.stream().anyMatch(l -> l.action().type().equals("pass")));
        List<String> buys = legal.stream().filter(l -> l.action().type().equals("buy_shares"))
                .map(l -> String.valueOf(l.action().args().get("shares"))).toList();
        assertEquals(List.of("[C&O_7]"), buys, "only C&O, whose price ($50) lies in the yellow zone, does not count");
    }
}
