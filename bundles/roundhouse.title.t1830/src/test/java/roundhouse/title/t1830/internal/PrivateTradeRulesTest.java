package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;

/**
 * Private companies changing hands between players in a stock round (R 3.1, R 4.4, digest §4.6)
 * and bankruptcy timing (R 6.6.2): the rulebook by default, 18xx.games with the import options.
 */
class PrivateTradeRulesTest {
    private static final T1830Title TITLE = new T1830Title();
    private static final Set<String> IMPORT = TITLE.importOptions(Set.of());
    private static final Set<String> RULEBOOK = Set.of();

    private static Action act(String type, String entity, Object... kv) {
        Map<String, Object> args = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            args.put((String) kv[i], kv[i + 1] instanceof Integer n ? (Object) n.longValue() : kv[i + 1]);
        }
        String type2 = entity.matches("p\\d+") ? "player" : "corporation";
        return new Action(type, entity, type2, args);
    }

    private static void apply(EngineSession s, Action a) {
        try {
            s.apply(a);
        } catch (IllegalActionException e) {
            throw new AssertionError("refused " + a + ": " + e.getMessage(), e);
        }
    }

    private static String refused(EngineSession s, Action a) {
        return assertThrows(IllegalActionException.class, () -> s.apply(a)).getMessage();
    }

    /**
     * 2 players: p1 buys SV, DH, CA (+PRR_1); p2 CS, MH, BO (B&O par 100). In SR 1 p1 pars PRR at
     * 67 (not floated: 30 %), then both pass; OR 1 has no corporation; SR 2 starts with p2, the
     * player after the last one who acted (R 4.1).
     */
    private static EngineSession stockRoundTwo(Set<String> options) {
        List<PlayerRef> refs = List.of(new PlayerRef("p1", "Player 1"), new PlayerRef("p2", "Player 2"));
        EngineSession s = (EngineSession) TITLE.newGame(new GameSetup(refs, options, 1));
        apply(s, act("bid", "p1", "company", "SV", "price", 20));
        apply(s, act("bid", "p2", "company", "CS", "price", 40));
        apply(s, act("bid", "p1", "company", "DH", "price", 70));
        apply(s, act("bid", "p2", "company", "MH", "price", 110));
        apply(s, act("bid", "p1", "company", "CA", "price", 160));
        apply(s, act("bid", "p2", "company", "BO", "price", 220));
        apply(s, act("par", "p2", "corporation", "B&O", "share_price", "100,0,6"));
        apply(s, act("par", "p1", "corporation", "PRR", "share_price", "67,5,6"));
        apply(s, act("pass", "p2"));
        apply(s, act("pass", "p1"));
        assertEquals(2, s.game().turn(), "SR 2");
        assertEquals(List.of("p2"), s.state().acting());
        return s;
    }

    /** R 3.1: BO may not be sold to a corporation; between players the rulebook does not forbid it. */
    @Test
    void baltimoreAndOhioChangesHandsBetweenPlayersOnlyByTheRulebook() {
        EngineSession rulebook = stockRoundTwo(RULEBOOK);
        apply(rulebook, act("pass", "p2"));
        apply(rulebook, act("buy_company", "p1", "company", "BO", "price", 100));
        assertEquals("p1", rulebook.game().company("BO").owner().id());

        EngineSession imported = stockRoundTwo(IMPORT);
        apply(imported, act("pass", "p2"));
        assertTrue(refused(imported, act("buy_company", "p1", "company", "BO", "price", 100)).contains("cannot be sold"));
        assertTrue(imported.legalActions().stream().noneMatch(a -> "BO".equals(a.action().args().get("company"))));
    }

    /**
     * R 3.1 (CA): the PRR share comes with the purchase from the bank. 18xx.games hands it out
     * again when CA is sold between players: free from the pool, and no sale while a player holds it.
     */
    @Test
    void camdenAndAmboyResoldBringsThePoolShareOnlyOn18xxGames() {
        for (Set<String> options : List.of(RULEBOOK, IMPORT)) {
            EngineSession s = stockRoundTwo(options);
            Game g = s.game();
            // p1 still holds PRR_1: 18xx.games refuses the sale, the rulebook allows it
            Action buyCa = act("buy_company", "p2", "company", "CA", "price", 50);
            if (options == IMPORT) {
                assertTrue(refused(s, buyCa).contains("holds a 10% share of PRR"));
                apply(s, act("pass", "p2"));
                apply(s, act("sell_shares", "p1", "shares", List.of("PRR_1"), "percent", 10));
                apply(s, act("pass", "p1"));
                apply(s, buyCa);
                // a refused action rebuilds the game: look at the session's current one
                assertEquals("p2", s.game().corporation("PRR").share("PRR_1").holder().holderId(), "PRR_1 came free from the pool");
            } else {
                apply(s, buyCa);
                assertEquals("p1", g.corporation("PRR").share("PRR_1").holder().holderId(), "the share stays with p1");
            }
            assertEquals("p2", s.game().company("CA").owner().id());
            assertEquals(s.game().startingBank(), s.game().totalCash());
        }
    }

    /**
     * R 4.1 / R 4.6: a player whose only possible purchase is a private of another player still
     * has a turn. Here p2 ($5, only a president's certificate) could only buy CA from p1, who holds
     * PRR_1: the rulebook lets him buy it; 18xx.games refuses that sale but still gives him the turn
     * (not an automatic pass), in which he can only pass.
     */
    @Test
    void aBlockedPrivateSaleStillGivesTheBuyerATurnOn18xxGames() {
        for (Set<String> options : List.of(RULEBOOK, IMPORT)) {
            List<PlayerRef> refs = List.of(new PlayerRef("p1", "Player 1"), new PlayerRef("p2", "Player 2"));
            EngineSession s = (EngineSession) TITLE.newGame(new GameSetup(refs, options, 1));
            apply(s, act("bid", "p1", "company", "SV", "price", 20));
            apply(s, act("bid", "p2", "company", "CS", "price", 40));
            apply(s, act("pass", "p1"));
            apply(s, act("bid", "p2", "company", "DH", "price", 70));
            apply(s, act("pass", "p1"));
            apply(s, act("bid", "p2", "company", "MH", "price", 110));
            apply(s, act("bid", "p1", "company", "CA", "price", 160));
            apply(s, act("bid", "p2", "company", "BO", "price", 220));
            apply(s, act("par", "p2", "corporation", "B&O", "share_price", "100,0,6"));
            apply(s, act("par", "p1", "corporation", "PRR", "share_price", "67,5,6"));
            apply(s, act("pass", "p2"));
            apply(s, act("pass", "p1"));
            assertEquals(2, s.game().turn(), "SR 2");
            apply(s, act("buy_company", "p2", "company", "SV", "price", 10)); // ends p2's turn
            Game g = s.game();
            Player p2 = g.player("p2");
            g.transfer(p2, g.bank(), p2.cash() - 5); // p2 can now afford nothing but a $5 private
            apply(s, act("pass", "p1"));
            assertEquals(List.of("p2"), s.state().acting(), "p2 is not passed automatically");
            List<String> types = s.legalActions().stream().filter(a -> a.action().entity().equals("p2")) // not MH's exchange
                    .map(a -> a.action().type()).toList();
            Action buyCa = act("buy_company", "p2", "company", "CA", "price", 5);
            if (options == IMPORT) {
                assertEquals(List.of("pass"), types, "the CA sale is refused while p1 holds PRR_1");
                apply(s, act("pass", "p2"));
                assertEquals(3, s.game().turn(), "both passed: stock round 2 is over");
            } else {
                assertTrue(types.contains("buy_company"), types.toString());
                apply(s, buyCa);
                assertEquals("p2", s.game().company("CA").owner().id());
            }
        }
    }

    /** R 4.4: buying any number of brown shares from the pool is the turn's one purchase. */
    @Test
    void brownPoolSharesAfterBuyingAPrivateOnlyOn18xxGames() {
        for (Set<String> options : List.of(RULEBOOK, IMPORT)) {
            EngineSession s = stockRoundTwo(options);
            Game g = s.game();
            Corporation bo = g.corporation("B&O");
            for (int i = 0; i < 10; i++) {
                g.market().moveDown(bo); // 100 -> 40 at the foot of column 6
            }
            g.market().moveLeft(bo); // 30, brown
            assertTrue(bo.sharePrice().multipleBuy(), bo.sharePrice().toString());
            List<Certificate> toPool = new ArrayList<>();
            for (String id : List.of("B&O_1", "B&O_2", "B&O_3")) {
                toPool.add(bo.share(id));
            }
            g.transferShares(toPool, g.pool(), 30, false);

            apply(s, act("pass", "p2"));
            apply(s, act("buy_company", "p1", "company", "CS", "price", 10));
            Action brown = act("buy_shares", "p1", "shares", List.of("B&O_1"), "percent", 10);
            if (options == IMPORT) {
                apply(s, brown);
                apply(s, act("buy_shares", "p1", "shares", List.of("B&O_2"), "percent", 10));
                assertEquals(20, g.player("p1").percentOf(bo));
            } else {
                assertTrue(refused(s, brown).contains("already bought"));
            }
        }
    }

    /** R 4.2 / digest §1: every private counts toward the certificate limit; 18xx.games does not check it on a trade. */
    @Test
    void aPrivateTradeAtTheCertificateLimitOnlyOn18xxGames() {
        for (Set<String> options : List.of(RULEBOOK, IMPORT)) {
            EngineSession s = stockRoundTwo(options);
            Game g = s.game();
            Player p1 = g.player("p1");
            // 50 % each of unparred corporations: within the 60 % holding limit
            for (String corp : List.of("NYC", "CPR", "C&O", "ERIE", "NYNH")) {
                Corporation c = g.corporation(corp);
                for (Certificate cert : new ArrayList<>(c.ipo().certificatesOf(c))) {
                    if (!cert.president() && p1.percentOf(c) < 50 && g.certificateCount(p1) < g.certLimit()) {
                        g.transferShares(List.of(cert), p1, 10, false);
                    }
                }
            }
            assertEquals(g.certLimit(), g.certificateCount(p1), "p1 at the limit of 28");
            apply(s, act("pass", "p2"));
            Action buyCs = act("buy_company", "p1", "company", "CS", "price", 10);
            if (options == IMPORT) {
                apply(s, buyCs);
                assertEquals("p1", g.company("CS").owner().id());
            } else {
                refused(s, buyCs); // not even offered at the limit
                assertEquals("p2", s.game().company("CS").owner().id());
            }
        }
    }

    private static EngineSession fixturePrefix(long beforeId) throws Exception {
        GameRecord r = new GsonRecordCodec().read(Path.of("src/test/resources/fixtures/1830/26855.json"));
        List<Action> prefix = r.actions().stream().filter(a -> a.number("id", 0) < beforeId).toList();
        return EngineSession.load(TITLE, new GameRecord(r.titleId(), r.gameId(), "", r.setup(), prefix, Map.of(), null));
    }

    /**
     * R 6.6.2: a president who cannot pay for the forced train sells what he can and goes bankrupt.
     * 18xx.games sells only through its buy-trains step: ERIE declaring at the start of its turn
     * (before laying track) leaves player 117's shares unsold; at the end of the turn they are sold.
     */
    @Test
    void bankruptcyBeforeTheBuyTrainsStepSellsNothingOn18xxGames() throws Exception {
        EngineSession early = fixturePrefix(586);
        Player p = early.game().player("117");
        Set<String> before = new LinkedHashSet<>();
        p.certificates().forEach(c -> before.add(c.id()));
        assertTrue(!before.isEmpty());
        apply(early, new Action("bankrupt", "ERIE", "corporation", Map.of()));
        Set<String> after = new LinkedHashSet<>();
        p.certificates().forEach(c -> after.add(c.id()));
        assertEquals(before, after, "nothing sold");
        assertEquals(0, p.cash());
        assertEquals("bankrupt", early.state().gameEndReason());

        EngineSession late = fixturePrefix(588);
        Player q = late.game().player("117");
        int certsBefore = q.certificates().size();
        apply(late, new Action("bankrupt", "ERIE", "corporation", Map.of()));
        assertTrue(q.certificates().size() < certsBefore, "sold in the buy-trains step");
    }
}
