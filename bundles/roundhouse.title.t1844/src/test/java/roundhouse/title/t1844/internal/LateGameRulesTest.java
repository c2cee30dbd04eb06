package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.Train;
import roundhouse.testsupport.RecordedPosition;

/**
 * The rules of the later game on positions of the recorded game: the Furka-Oberalp line and EVA (RB
 * III), the SBB's formation (RB X), debt (RB XV) and the final score (RB "Spielende"). The expected
 * numbers are worked out from the position before the action by the rulebook's arithmetic.
 */
class LateGameRulesTest {
    private static final String GAME = "1844_game_end_bankrupt";

    private static RecordedPosition recorded() throws Exception {
        return RecordedPosition.of(new T1844Title(), Path.of("src/test/resources/fixtures/1844/"), GAME);
    }

    /** RB III P4: the owner builds all FO tiles at once on their hexes, gets 80, P4 closes; a tunnel there stays. */
    @Test
    void theFurkaOberalpLineIsBuiltAtOnceForEightySfr() throws Exception {
        RecordedPosition rec = recorded();
        EngineSession s = rec.before(509);
        SwissGame before = (SwissGame) s.game();
        PrivateCompany p4 = before.company("P4");
        Player owner = (Player) p4.owner();
        int cash = owner.cash();
        Map<String, List<String>> tunnelsBefore = new HashMap<>();
        for (String hex : List.of("H17", "H19", "H21", "H23", "I16")) {
            tunnelsBefore.put(hex, before.board().overlaysAt(hex).stream().map(o -> o.tileId()).toList());
        }
        s.apply(rec.action(509));
        SwissGame g = (SwissGame) s.game();
        assertTrue(g.company("P4").closed());
        assertEquals(cash + 80, g.player(owner.id()).cash());
        assertTrue(g.board().tileIdAt("H17").startsWith("OP3-"), "Andermatt's town");
        for (String hex : List.of("H19", "H21", "H23")) {
            assertTrue(g.board().tileIdAt(hex).startsWith("OP2-"), hex);
        }
        assertTrue(g.board().tileIdAt("I16").startsWith("OP1-"));
        tunnelsBefore.forEach((hex, overlays) -> assertEquals(overlays,
                g.board().overlaysAt(hex).stream().map(o -> o.tileId()).toList(), "a tunnel on " + hex + " stays"));
    }

    /** RB III P7: its owner gives EVA, a 5H that nobody pays for, to a company he directs; P7 closes. */
    @Test
    void evaGoesToACompanyOfP7sOwnerForNothing() throws Exception {
        RecordedPosition rec = recorded();
        EngineSession s = rec.before(707);
        SwissGame before = (SwissGame) s.game();
        Corporation jn = before.corporation("JN");
        assertEquals(before.company("P7").owner(), jn.president());
        int cash = jn.cash();
        int trains = jn.trains().size();
        s.apply(rec.action(707));
        SwissGame g = (SwissGame) s.game();
        Corporation after = g.corporation("JN");
        assertEquals(cash, after.cash());
        Train eva = g.depot().train("5-1");
        assertEquals(after, eva.owner());
        assertEquals("5H", eva.name());
        assertEquals(trains + 1, after.trains().size());
        assertTrue(g.company("P7").closed());
    }

    /**
     * RB X: the SBB forms after the operating round of the first 5/5H: 400 SFR plus the five
     * treasuries, its own 5H plus their trains, price 100; every V certificate becomes an SBB one
     * (director's 10 %, share 5 %) and each 25 % unit pays its holder the V's price less 100.
     */
    @Test
    void theSbbTakesOverThePreStateRailways() throws Exception {
        RecordedPosition rec = recorded();
        EngineSession s = rec.before(628);
        SwissGame before = (SwissGame) s.game();
        int treasuries = 0;
        int trains = 1; // its own 5H
        Map<String, Integer> sbbPercent = new HashMap<>();
        Map<String, Integer> cash = new HashMap<>();
        // action 628 is MOB's payout: each holder gets his part of the run first, rounded up (RB XVI)
        int revenue = ((roundhouse.engine.spi.step.OperatingRound) before.round()).revenue();
        Corporation mob = before.corporation("MOB");
        for (Player p : before.players()) {
            cash.put(p.id(), p.cash() + (revenue * p.percentOf(mob) + 99) / 100);
        }
        for (Corporation v : before.corporations()) {
            if (!SwissGame.PRE_SBB.equals(v.kind())) {
                continue;
            }
            treasuries += v.cash();
            trains += v.trains().size();
            for (Certificate c : v.shares()) {
                if (c.holder() instanceof Player p) {
                    int units = c.percent() / 25;
                    sbbPercent.merge(p.id(), 5 * units, Integer::sum);
                    if (v.sharePrice() != null) {
                        cash.merge(p.id(), units * (v.sharePrice().price() - 100), Integer::sum);
                    }
                }
            }
        }
        s.apply(rec.action(628)); // MOB's dividend ends the operating round
        SwissGame g = (SwissGame) s.game();
        Corporation sbb = g.corporation("SBB");
        assertTrue(sbb.floated());
        assertEquals(100, sbb.sharePrice().price());
        assertEquals(400 + treasuries, sbb.cash());
        assertEquals(trains, sbb.trains().size());
        for (Corporation v : g.corporations()) {
            if (SwissGame.PRE_SBB.equals(v.kind())) {
                assertTrue(v.closed(), v.id());
                assertNull(v.sharePrice());
            }
        }
        for (Player p : g.players()) {
            assertEquals(sbbPercent.getOrDefault(p.id(), 0), p.percentOf(sbb), p.name());
            // what a player cannot pay of a negative difference he owes (RB X: an overdrawn account)
            assertEquals(cash.get(p.id()), p.cash() - (g.debt(p) - before.debt(before.player(p.id()))), p.name());
        }
        Player director = (Player) sbb.president();
        for (Player p : g.players()) {
            assertTrue(p.percentOf(sbb) <= director.percentOf(sbb), "the director holds the most units");
        }
        assertEquals("SBB formation 7.1", g.round().name());
        assertTrue(sbb.trains().size() > 4, "more than its four trains");
        assertEquals(List.of(sbb), g.round().actingEntities(), "the formation round waits for the SBB's discards");
    }

    /**
     * RB X: unsold V shares become SBB shares in the bank pool, so no SBB certificate stays unissued;
     * the SBB's 5 % certificates go out holder by holder, each V's holders in the order they first
     * held one of its shares and their shares in the order they got them (as 18xx.games numbers them,
     * so that its files name the same certificates).
     */
    @Test
    void everyVShareIsExchangedHolderByHolderUnsoldOnesIntoThePool() throws Exception {
        RecordedPosition rec = recorded();
        EngineSession s = rec.before(628);
        SwissGame before = (SwissGame) s.game();
        List<String> fives = before.corporation("SBB").shares().stream().filter(c -> c.percent() == 5)
                .map(Certificate::id).collect(java.util.stream.Collectors.toCollection(java.util.ArrayList::new));
        Map<String, String> expected = new HashMap<>();
        int unsoldUnits = 0;
        for (Corporation v : before.corporations()) {
            if (!SwissGame.PRE_SBB.equals(v.kind())) {
                continue;
            }
            for (roundhouse.engine.spi.ShareHolder h : v.holdersInArrivalOrder()) {
                for (Certificate c : h.certificatesOf(v)) {
                    if (!(h instanceof Player)) { // the V's unsold shares and those in the pool
                        unsoldUnits += c.percent() / 25;
                    }
                    if (c.percent() == 25) {
                        expected.put(fives.remove(0), h instanceof Player p ? p.id() : "pool");
                    }
                }
            }
        }
        s.apply(rec.action(628));
        SwissGame g = (SwissGame) s.game();
        Corporation sbb = g.corporation("SBB");
        assertEquals(0, sbb.ipo().percentOf(sbb), "every SBB certificate is issued");
        assertEquals(5 * unsoldUnits, g.pool().percentOf(sbb), "V shares of the bank are SBB shares in the pool");
        expected.forEach((id, holder) -> assertEquals(holder, sbb.share(id).holder() instanceof Player p ? p.id() : "pool", id));
    }

    /** RB XV: a debt is paid back from the player's cash; what is left of it stays owed. */
    @Test
    void aDebtIsPaidBackFromCash() throws Exception {
        RecordedPosition rec = recorded();
        EngineSession s = rec.before(429);
        SwissGame before = (SwissGame) s.game();
        Player p = before.player("10167");
        int owed = before.debt(p);
        int cash = p.cash();
        assertTrue(owed > 0, "the director of a forced purchase owes the bank");
        s.apply(rec.action(429));
        SwissGame g = (SwissGame) s.game();
        int paid = Math.min(cash, owed);
        assertEquals(owed - paid, g.debt(g.player("10167")));
        assertEquals(cash - paid, g.player("10167").cash());
    }

    /** RB "Spielende": cash less debt, shares at market, B 150 / T 50 only once they paid, privates nothing. */
    @Test
    void theScoreCountsCashDebtSharesAndPaidMountainAndTunnelShares() throws Exception {
        SwissGame g = (SwissGame) recorded().before(789).game();
        assertTrue(g.finished());
        int papersCounted = 0;
        for (Player p : g.players()) {
            int expected = p.cash() - g.debt(p);
            for (Certificate c : p.certificates()) {
                expected += g.shareValue(c.corporation(), c.percent());
            }
            for (PrivateCompany c : p.companies()) {
                String kind = SwissGame.kind(c);
                if (SwissGame.MOUNTAIN_RAILWAY.equals(kind) && g.mountainActive(c)) {
                    expected += 150;
                    papersCounted++;
                } else if (SwissGame.TUNNEL.equals(kind) && g.tunnelActive(c)) {
                    expected += 50;
                    papersCounted++;
                }
            }
            assertEquals(expected, g.worth(p), p.name());
        }
        assertTrue(papersCounted > 0, "the recorded game ends with paid mountain railways or tunnel shares");
    }
}
