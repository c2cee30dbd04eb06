package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameRecord;
import roundhouse.api.LegalAction;
import roundhouse.api.view.ActingEntity;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.RoundKind;

/**
 * RB X: when no V was ever started, every SBB certificate lies in the pool, the director's too, and they
 * "können ganz normal gekauft werden"; the rulebook says nothing of the SBB's turns meanwhile. Nobody
 * directs it until a player buys the director's certificate: the pool presides and its turns pass, as a
 * frozen corporation's do (seeded game 614151 of the 10,000 sweep, greedy against random bots: after
 * FNM's run in OR 8.1 the SBB's turn came, with nobody to decide it, and the game stood still).
 */
class SbbWithoutDirectorTest {
    private static final Path GAME = Path.of("src/test/resources/games/1844-sbb-without-director.json");
    /** The actions up to FNM's dividend, after which the SBB's turn comes. */
    private static final int BEFORE_SBB_TURN = 649;

    private static EngineSession after(int actions) throws Exception {
        GameRecord r = new GsonRecordCodec().read(GAME);
        return (EngineSession) new T1844Title().load(r.withActions(List.copyOf(r.actions().subList(0, actions))));
    }

    @Test
    void theSbbNobodyDirectsPassesItsTurn() throws Exception {
        EngineSession s = after(BEFORE_SBB_TURN);
        Corporation sbb = s.game().corporation("SBB");
        assertSame(s.game().pool(), sbb.president(), "the pool holds the director's certificate and presides");
        assertTrue(s.game().shareRules().frozen(sbb));
        assertFalse(s.state().acting().contains("SBB"), s.state().acting().toString());
        for (ActingEntity a : s.state().actingEntities()) {
            assertNotNull(a.player(), "a player decides for " + a.entity());
        }
    }

    @Test
    void theGamePlaysToItsEnd() throws Exception {
        GameRecord r = new GsonRecordCodec().read(GAME);
        EngineSession s = (EngineSession) new T1844Title().load(r);
        assertTrue(s.game().finished());
        assertEquals(r.result(), s.game().result());
        assertEquals(r.gameEndReason(), s.game().gameEndReason());
    }

    @Test
    void itsDirectorsCertificateIsForSaleInTheNextStockRound() throws Exception {
        GameRecord r = new GsonRecordCodec().read(GAME);
        int[] firstStock = {-1};
        int[] n = {0};
        EngineSession.load(new T1844Title(), r, (action, game) -> {
            n[0]++;
            if (firstStock[0] < 0 && n[0] > BEFORE_SBB_TURN && game.round().roundKind() == RoundKind.STOCK) {
                firstStock[0] = n[0];
            }
        });
        assertTrue(firstStock[0] > 0, "a stock round follows");
        EngineSession s = after(firstStock[0]);
        Certificate director = s.game().corporation("SBB").presidentsShare();
        assertSame(s.game().pool(), director.holder());
        List<LegalAction> buys = s.legalActions().stream().filter(l -> l.action().type().equals("buy_shares")
                && String.valueOf(l.action().args().get("shares")).contains(director.id())).toList();
        assertFalse(buys.isEmpty(), "the SBB's director's certificate is offered: " + s.legalActions());
    }
}
