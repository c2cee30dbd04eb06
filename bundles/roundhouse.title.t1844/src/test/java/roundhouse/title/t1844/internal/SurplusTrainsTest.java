package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.EngineOption;
import roundhouse.engine.spi.Train;

/**
 * A train a company gives up above its limit after a phase change goes to the bank pool, available to
 * everyone (digest: excess trains); 18xx.games takes it out of the game (option
 * {@code discarded_trains_leave_game}, an import default): seeded game 44002, where JN then bought from
 * the pool the 3-train the SBB had given up and 18xx.games refused it ("Not a buyable train: 3-4").
 */
class SurplusTrainsTest {
    private static EngineSession position(boolean leaveGame) throws Exception {
        return PositionFiles.load("surplus-train.json", EngineOption.DISCARDED_TRAINS_LEAVE_GAME.id(), leaveGame);
    }

    private static Train discard(EngineSession s) throws Exception {
        LegalAction d = s.legalActions().stream().filter(a -> a.action().type().equals("discard_train")).findFirst()
                .orElseThrow(() -> new AssertionError("no discard offered: " + s.legalActions()));
        Action a = d.action();
        s.apply(a);
        return s.game().depot().train(a.string("train"));
    }

    @Test
    void aSurplusTrainGoesToThePoolByTheRulebook() throws Exception {
        EngineSession s = position(false);
        Train t = discard(s);
        assertEquals(Depot.POOL, t.owner());
        assertTrue(s.game().depot().discarded().contains(t));
    }

    @Test
    void with18xxGamesOptionItLeavesTheGame() throws Exception {
        EngineSession s = position(true);
        Train t = discard(s);
        assertFalse(s.game().depot().discarded().contains(t));
        assertFalse(Depot.POOL.equals(t.owner()));
        assertTrue(s.game().depot().trainsInPlay().stream().noneMatch(x -> x == t), "out of play for good");
    }

    /** Seeded game 600028 at the end of OR 8.2: the 4-train exported at the set's end leaves BLS with four 3H trains (limit 3). */
    private static EngineSession afterExport(boolean waitForOperatingRound) throws Exception {
        return PositionFiles.load("export-surplus.json", rules -> {
            rules.remove(EngineOption.DISCARDED_TRAINS_LEAVE_GAME.id());
            if (waitForOperatingRound) {
                rules.add(EngineOption.DISCARD_AT_NEXT_OPERATING_ROUND.id());
            }
        });
    }

    /** RB XV: trains a phase change makes surplus go to the bank pool then, also when an export changed the phase. */
    @Test
    void aSurplusLeftByAnExportGoesBeforeTheStockRound() throws Exception {
        EngineSession s = afterExport(false);
        assertEquals(roundhouse.engine.spi.step.SurplusTrainsRound.KIND.id(), s.state().round().kind());
        assertEquals("Surplus trains before Stock 9.1", s.state().round().name());
        assertEquals(java.util.List.of("BLS"), s.state().acting());
        assertEquals(4, s.game().corporation("BLS").trains().size());
        Train t = discard(s);
        assertEquals(Depot.POOL, t.owner());
        assertEquals(3, s.game().corporation("BLS").trains().size());
        assertEquals("stock", s.state().round().kind(), "the stock round follows once the surplus is gone");
    }

    /** 18xx.games keeps the surplus through the stock round; the next operating round's discard step takes it. */
    @Test
    void with18xxGamesOptionTheSurplusWaitsForTheNextOperatingRound() throws Exception {
        EngineSession s = afterExport(true);
        assertEquals("stock", s.state().round().kind());
        assertEquals(4, s.game().corporation("BLS").trains().size());
    }

    /** RB X: the SBB's own 5H "ist nicht handelbar": JN is not offered it (seeded game 44008 bought it for 400). */
    @Test
    void theSbbsOwnTrainIsNotForSale() throws Exception {
        EngineSession s = (EngineSession) new T1844Title().load(new GsonRecordCodec().read(
                Path.of("src/test/resources/positions/sbb-own-train.json")));
        String own = String.valueOf(s.game().corporation("SBB").data().get("train"));
        assertTrue(s.legalActions().stream().anyMatch(a -> a.action().type().equals("buy_train")), s.legalActions().toString());
        assertTrue(s.legalActions().stream().noneMatch(a -> own.equals(a.action().string("train"))), s.legalActions().toString());
    }
}
