package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.Train;

/** 1830 rules from the rulebook's examples and corner cases, both as new games and on recorded positions. */
class RulesTest {
    private static final T1830Title TITLE = new T1830Title();
    private static final Set<String> IMPORT = TITLE.importOptions(Set.of());

    // ------------------------------------------------------------------ helpers

    private static EngineSession newGame(int players, Set<String> options) {
        List<PlayerRef> refs = new ArrayList<>();
        for (int i = 1; i <= players; i++) {
            refs.add(new PlayerRef("p" + i, "Player " + i));
        }
        return (EngineSession) TITLE.newGame(new GameSetup(refs, options, 1));
    }

    private static Action act(String type, String entity, Object... kv) {
        Map<String, Object> args = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            args.put((String) kv[i], kv[i + 1] instanceof Integer n ? (Object) n.longValue() : kv[i + 1]);
        }
        String type2 = entity.matches("p?\\d+") ? "player" : entity.length() == 2 ? "company" : "corporation";
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
        int bank = s.game().bank().cash();
        int actions = s.actions().size();
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(a));
        assertEquals(bank, s.game().bank().cash(), "refused action leaves the game unchanged");
        assertEquals(actions, s.actions().size());
        return e.getMessage();
    }

    /** 2 players: p1 SV, CA (PRR_1); p2 CS, MH, BO (B&O par 100); p1 has priority in SR 1. */
    private static EngineSession afterAuction(Set<String> options) {
        EngineSession s = newGame(2, options);
        apply(s, act("bid", "p1", "company", "SV", "price", 20));
        apply(s, act("bid", "p2", "company", "CS", "price", 40));
        apply(s, act("bid", "p1", "company", "DH", "price", 70));
        apply(s, act("bid", "p2", "company", "MH", "price", 110));
        apply(s, act("bid", "p1", "company", "CA", "price", 160));
        apply(s, act("bid", "p2", "company", "BO", "price", 220));
        apply(s, act("par", "p2", "corporation", "B&O", "share_price", "100,0,6"));
        return s;
    }

    private static EngineSession fixturePrefix(String file, long beforeId) throws Exception {
        GameRecord r = new GsonRecordCodec().read(Path.of("src/test/resources/fixtures/1830/" + file));
        List<Action> prefix = r.actions().stream().filter(a -> a.number("id", 0) < beforeId).toList();
        return EngineSession.load(TITLE,
                new GameRecord(r.titleId(), r.gameId(), "", r.setup(), prefix, Map.of(), null));
    }

    @Test
    void mohawkAndHudsonIsExchangedAtAnyTimeAlsoInAnotherPlayersTurn() {
        // digest §2.1: the owner may exchange MH "at any time (own turn or not, SR or OR)"
        EngineSession s = afterAuction(Set.of());
        assertEquals(List.of("p1"), s.state().acting());
        List<roundhouse.api.LegalAction> mh = s.legalActions().stream().filter(a -> a.action().entity().equals("MH")).toList();
        assertEquals(List.of("buy_shares"), mh.stream().map(a -> a.action().type()).distinct().toList(),
                "p2's exchange is offered while p1 acts");
        apply(s, mh.get(0).action());
        Game g = s.game();
        assertTrue(g.company("MH").closed());
        assertEquals(10, g.player("p2").percentOf(g.corporation("NYC")));
        assertEquals(List.of("p1"), s.state().acting(), "p1's turn goes on");
        assertTrue(s.legalActions().stream().noneMatch(a -> a.action().entity().equals("MH")));
    }

    // ------------------------------------------------------------------ private auction (R 1.2)

    @Test
    void cheapestPrivateIsBoughtAtFaceValueAndOthersAreBidOn() {
        EngineSession s = newGame(3, Set.of());
        assertTrue(refused(s, act("bid", "p1", "company", "SV", "price", 25)).contains("bought at $20"));
        assertTrue(refused(s, act("bid", "p1", "company", "CA", "price", 164)).contains("at least $165"));
        assertTrue(refused(s, act("bid", "p2", "company", "CA", "price", 165)).contains("not Player 2's turn"));
        apply(s, act("bid", "p1", "company", "CA", "price", 165));
        assertTrue(refused(s, act("bid", "p2", "company", "CA", "price", 169)).contains("at least $170"));
        apply(s, act("bid", "p2", "company", "CA", "price", 170));
        // money is committed: p3 (800) bids 700 on BO, then cannot bid 101 more elsewhere
        apply(s, act("bid", "p3", "company", "BO", "price", 700));
        apply(s, act("pass", "p1"));
        apply(s, act("pass", "p2"));
        assertTrue(refused(s, act("bid", "p3", "company", "MH", "price", 115)).contains("not committed"));
    }

    @Test
    void allPassLowersTheSchuylkillValleyPrice() {
        EngineSession s = newGame(3, Set.of());
        apply(s, act("pass", "p1"));
        apply(s, act("pass", "p2"));
        apply(s, act("pass", "p3"));
        assertEquals(15, s.game().company("SV").minBid());
        apply(s, act("bid", "p1", "company", "SV", "price", 15));
        assertEquals(785, s.game().player("p1").cash());
    }

    private static EngineSession biddingWar(Set<String> options) {
        EngineSession s = newGame(3, options);
        apply(s, act("bid", "p1", "company", "CS", "price", 45));
        apply(s, act("bid", "p2", "company", "CS", "price", 50));
        apply(s, act("bid", "p3", "company", "SV", "price", 20)); // SV sold: CS has two bids, war p1 vs p2
        apply(s, act("bid", "p1", "company", "CS", "price", 55)); // lowest bidder raises
        apply(s, act("pass", "p2"));
        return s;
    }

    @Test
    void passingInABiddingWarEndsItOn18xxGames() {
        EngineSession s = biddingWar(Set.of("auction_pass_final"));
        assertEquals("p1", s.game().company("CS").owner().id(), "p2 passed and is out; p1 buys at 55");
        assertEquals(800 - 55, s.game().player("p1").cash());
    }

    @Test
    void rulebookLetsAPasserComeBackWhileTheWarLasts() {
        // R 1.2.2 #4: a pass only passes this turn; here p2 is the only other bidder, so p1 wins
        EngineSession s = biddingWar(Set.of());
        assertEquals("p1", s.game().company("CS").owner().id());
        // with three bidders the one who passed may raise again after another raise
        EngineSession t = newGame(3, Set.of());
        apply(t, act("bid", "p1", "company", "CS", "price", 45));
        apply(t, act("bid", "p2", "company", "CS", "price", 50));
        apply(t, act("bid", "p3", "company", "CS", "price", 55));
        apply(t, act("bid", "p1", "company", "SV", "price", 20)); // war p1 45, p2 50, p3 55
        apply(t, act("pass", "p1")); // p1 (lowest) passes
        apply(t, act("bid", "p2", "company", "CS", "price", 60));
        assertNull(t.game().company("CS").owner());
        assertTrue(t.legalActions().stream().anyMatch(a -> a.action().type().equals("bid")));
    }

    private static void assertNull(Object o) {
        org.junit.jupiter.api.Assertions.assertNull(o);
    }

    @Test
    void buyingBaltimoreAndOhioRequiresItsParFirst() {
        EngineSession s = newGame(2, Set.of());
        apply(s, act("bid", "p1", "company", "SV", "price", 20));
        apply(s, act("bid", "p2", "company", "CS", "price", 40));
        apply(s, act("bid", "p1", "company", "DH", "price", 70));
        apply(s, act("bid", "p2", "company", "MH", "price", 110));
        apply(s, act("bid", "p1", "company", "CA", "price", 160));
        apply(s, act("bid", "p2", "company", "BO", "price", 220));
        assertEquals(List.of("p2"), s.state().acting());
        assertTrue(s.legalActions().stream().allMatch(a -> a.action().type().equals("par")));
        assertTrue(refused(s, act("par", "p2", "corporation", "B&O", "share_price", "112,0,7")).contains("not a par price"));
        apply(s, act("par", "p2", "corporation", "B&O", "share_price", "90,1,6"));
        Game g = s.game();
        assertEquals(g.player("p2"), g.corporation("B&O").president());
        assertEquals(g.player("p1"), g.corporation("PRR_1".substring(0, 3)).shares().get(1).holder());
        assertEquals("stock", g.round().kind());
        assertEquals(g.player("p1"), g.priority(), "the player after the BO buyer has priority");
    }

    // ------------------------------------------------------------------ stock round (R 4-5)

    @Test
    void oneCertificatePerTurnAndNoSalesInTheFirstStockRound() {
        EngineSession s = afterAuction(IMPORT);
        apply(s, act("par", "p1", "corporation", "PRR", "share_price", "67,5,6"));
        // SR 1: nothing to sell, already bought: p1's turn ended by itself
        assertEquals(List.of("p2"), s.state().acting());
        apply(s, act("buy_shares", "p2", "shares", List.of("B&O_1"), "percent", 10));
        assertTrue(refused(s, act("sell_shares", "p1", "shares", List.of("PRR_1"), "percent", 10)).contains("first stock round"));
    }

    private static EngineSession prrFloated(Set<String> options) {
        EngineSession s = afterAuction(options);
        apply(s, act("par", "p1", "corporation", "PRR", "share_price", "67,5,6"));
        apply(s, act("buy_shares", "p2", "shares", List.of("B&O_1"), "percent", 10));
        apply(s, act("buy_shares", "p1", "shares", List.of("PRR_2"), "percent", 10));
        apply(s, act("buy_shares", "p2", "shares", List.of("B&O_2"), "percent", 10));
        apply(s, act("buy_shares", "p1", "shares", List.of("PRR_3"), "percent", 10));
        apply(s, act("buy_shares", "p2", "shares", List.of("B&O_3"), "percent", 10));
        apply(s, act("buy_shares", "p1", "shares", List.of("PRR_4"), "percent", 10));
        return s;
    }

    @Test
    void capitalArrivesOnFloatingOn18xxGamesAndAtTheEndOfTheRoundByTheRulebook() {
        EngineSession online = prrFloated(Set.of("capital_on_float"));
        assertTrue(online.game().corporation("PRR").floated());
        assertEquals(670, online.game().corporation("PRR").cash());
        EngineSession book = prrFloated(Set.of());
        assertTrue(book.game().corporation("PRR").floated());
        assertEquals(0, book.game().corporation("PRR").cash(), "R 5.3: capital at the end of the stock round");
        while (book.game().round().kind().equals("stock")) {
            LegalAction pass = book.legalActions().stream().filter(a -> a.action().type().equals("pass")).findFirst()
                    .orElseThrow();
            apply(book, pass.action());
        }
        assertEquals(670, book.game().corporation("PRR").cash());
    }

    @Test
    void sixtyPercentIsTheHoldingLimit() {
        EngineSession s = prrFloated(IMPORT);
        apply(s, act("buy_shares", "p2", "shares", List.of("B&O_4"), "percent", 10));
        assertTrue(refused(s, act("buy_shares", "p1", "shares", List.of("PRR_5"), "percent", 10)).contains("60%"));
    }

    @Test
    void presidencyChangesToTheLargerHolderWithExactCertificateSwap() {
        Game g = TITLE.createGame(new GameSetup(List.of(new PlayerRef("a", "A"), new PlayerRef("b", "B"),
                new PlayerRef("c", "C")), Set.of(), 1), false);
        Corporation prr = g.corporation("PRR");
        g.setPar(prr, g.market().cell("67,5,6"));
        Player a = g.player("a");
        Player b = g.player("b");
        g.transferShares(List.of(prr.share("PRR_0")), a, 20, true);
        g.transferShares(List.of(prr.share("PRR_2")), a, 10, true);
        g.transferShares(List.of(prr.share("PRR_3"), prr.share("PRR_4"), prr.share("PRR_5")), b, 30, true);
        assertEquals(a, prr.president(), "a tie keeps the president (R 5.5)");
        g.transferShares(List.of(prr.share("PRR_6")), b, 10, true);
        assertEquals(b, prr.president());
        assertEquals(List.of("PRR_2", "PRR_3", "PRR_4"), a.certificatesOf(prr).stream().map(Certificate::id).toList());
        assertEquals(List.of("PRR_5", "PRR_6", "PRR_0"), b.certificatesOf(prr).stream().map(Certificate::id).toList());
    }

    @Test
    void presidentsSaleSwapsBeforeThePoolGetsShares() throws Exception {
        // 26855 action 113 (digest §4.5): P3 sells 50% of NYC including the president's certificate
        EngineSession s = fixturePrefix("26855.json", 114);
        Game g = s.game();
        Corporation nyc = g.corporation("NYC");
        assertEquals(List.of("NYC_1"), g.player("117").certificatesOf(nyc).stream().map(Certificate::id).toList());
        assertEquals(List.of("NYC_0"), g.player("82").certificatesOf(nyc).stream().map(Certificate::id).toList());
        assertEquals(List.of("NYC_2", "NYC_4", "NYC_5", "NYC_3", "NYC_7"),
                g.pool().certificatesOf(nyc).stream().map(Certificate::id).toList());
    }

    @Test
    void thePoolHoldsAtMostHalfAndThePresidentsCertificateNeedsATaker() {
        Game g = TITLE.createGame(new GameSetup(List.of(new PlayerRef("a", "A"), new PlayerRef("b", "B")), Set.of(), 1),
                false);
        Corporation prr = g.corporation("PRR");
        g.setPar(prr, g.market().cell("67,5,6"));
        Player a = g.player("a");
        g.transferShares(List.of(prr.share("PRR_0")), a, 20, true);
        List<Certificate> six = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            six.add(prr.share("PRR_" + i));
        }
        g.transferShares(six, a, 60, true);
        assertNull(g.checkSale(a, six.subList(0, 5), 50));
        assertTrue(g.checkSale(a, six, 60).contains("at most 50%"));
        assertTrue(g.checkSale(a, List.of(prr.share("PRR_0")), 20).contains("another player"));
    }

    @Test
    void soldOutCorporationRisesAtTheEndOfTheStockRound() throws Exception {
        // 26855 (digest §5.6): NYNH 65 after OR 1.1, sold out at the end of SR 2 -> 67
        EngineSession before = fixturePrefix("26855.json", 88);
        assertEquals(65, before.game().corporation("NYNH").sharePrice().price());
        EngineSession after = fixturePrefix("26855.json", 90);
        assertEquals("Operating 2.1", after.game().round().name());
        assertEquals(67, after.game().corporation("NYNH").sharePrice().price());
    }

    // ------------------------------------------------------------------ trains (R 6.6)

    @Test
    void theFirstFourTrainRustsEveryTwoTrain() throws Exception {
        EngineSession before = fixturePrefix("1830_game_end_bank.json", 224);
        Game g = before.game();
        assertTrue(g.depot().allTrains().stream().anyMatch(t -> t.name().equals("2") && t.owner() instanceof Corporation));
        assertEquals("3", g.phase().name());
        EngineSession after = fixturePrefix("1830_game_end_bank.json", 225);
        Game h = after.game();
        assertEquals("4", h.phase().name());
        assertTrue(h.depot().allTrains().stream().filter(t -> t.name().equals("2")).allMatch(Train::rusted));
        for (Corporation c : h.corporations()) {
            assertTrue(c.trains().size() <= 3, c.id() + " within the phase-4 limit or discarding");
        }
    }

    @Test
    void dieselsAreUnlimitedOnlyOn18xxGames() {
        long online = newGame(3, Set.of("unlimited_diesels")).game().depot().upcoming().stream()
                .filter(t -> t.name().equals("D")).count();
        long book = newGame(3, Set.of()).game().depot().upcoming().stream().filter(t -> t.name().equals("D")).count();
        assertEquals(1, online, "one at a time, a new one appears when it is bought");
        assertEquals(6, book);
    }

    @Test
    void theOptionalSixTrainIsAThirdSixTrain() {
        // data only: GAME-INF/overrides.json raises the 6-train card's count under the option
        long optional = newGame(3, Set.of("optional_6_train")).game().depot().upcoming().stream()
                .filter(t -> t.name().equals("6")).count();
        long book = newGame(3, Set.of()).game().depot().upcoming().stream().filter(t -> t.name().equals("6")).count();
        assertEquals(3, optional);
        assertEquals(2, book);
    }

    @Test
    void emergencyPurchaseSellsOnlyWhatIsNeeded() throws Exception {
        // 26855 action 575-577: C&O must buy a train, its president 117 sells C&O and ERIE shares
        EngineSession s = fixturePrefix("26855.json", 575);
        Game g = s.game();
        assertEquals("C&O", g.round().currentEntity().id());
        List<LegalAction> legal = s.legalActions();
        assertTrue(legal.stream().anyMatch(a -> a.action().type().equals("sell_shares")), legal.toString());
        assertTrue(refused(s, act("buy_train", "C&O", "train", "D-0", "price", 1100)).contains("sell shares first"));
        apply(s, act("sell_shares", "117", "shares", List.of("C&O_7", "C&O_1"), "percent", 20));
        apply(s, act("sell_shares", "117", "shares", List.of("ERIE_3", "ERIE_4", "ERIE_5", "ERIE_6", "ERIE_8"),
                "percent", 50));
        g = s.game(); // a refused action rebuilds the game from its log
        assertEquals(1108, g.player("117").cash());
        assertEquals(11, g.corporation("C&O").cash());
        apply(s, act("buy_train", "C&O", "train", "D-0", "price", 1100));
        assertEquals(0, g.corporation("C&O").cash(), "the whole treasury is spent (R 6.6.2)");
        assertEquals(1108 - 1089, g.player("117").cash(), "the president adds the missing $1089");
    }

    /**
     * R 6.6.3: the president sells only as many shares as the forced purchase needs; the price of
     * another corporation's train is then free up to its face value. 18xx.games
     * ({@code emergency_sale_sets_train_minimum}) also makes the price prove the last sale was
     * needed: 26855 actions 575-576, C&O $11 + president $1108 − ERIE's $40 + 1 = at least $1080,
     * more than the $630 face of PRR's 6-train, so that train is not for sale.
     */
    @Test
    void afterAnEmergencySaleAnotherCorporationsTrainMustMakeTheSaleNeededOn18xxGames() throws Exception {
        GameRecord r = new GsonRecordCodec().read(Path.of("src/test/resources/fixtures/1830/26855.json"));
        List<Action> prefix = r.actions().stream().filter(a -> a.number("id", 0) < 575).toList();
        Set<String> rulebookPrice = new java.util.HashSet<>(TITLE.importOptions(r.setup().optionalRules()));
        assertTrue(rulebookPrice.remove("emergency_sale_sets_train_minimum"));
        for (boolean imported : List.of(true, false)) {
            GameRecord rec = imported ? new GameRecord(r.titleId(), r.gameId(), "", r.setup(), prefix, Map.of(), null)
                    : new GameRecord(r.titleId(), r.gameId(), "", new GameSetup(r.setup().players(), rulebookPrice, 0),
                            prefix, Map.of(), null, GameRecord.FROM_ROUNDHOUSE);
            EngineSession s = EngineSession.load(TITLE, rec);
            apply(s, act("sell_shares", "117", "shares", List.of("C&O_7", "C&O_1"), "percent", 20));
            apply(s, act("sell_shares", "117", "shares", List.of("ERIE_3", "ERIE_4", "ERIE_5", "ERIE_6", "ERIE_8"),
                    "percent", 50));
            assertEquals(1108, s.game().player("117").cash());
            assertEquals(11, s.game().corporation("C&O").cash());
            Action buy = act("buy_train", "C&O", "train", "6-1", "price", 630);
            boolean offered = s.legalActions().stream().anyMatch(a -> "6-1".equals(a.action().args().get("train")));
            if (imported) {
                assertFalse(offered);
                String why = refused(s, buy);
                assertTrue(why.contains("at least $1080"), why);
            } else {
                assertTrue(offered);
                apply(s, buy);
                assertEquals("C&O", s.game().depot().train("6-1").owner() instanceof Corporation c ? c.id() : null);
                assertEquals(0, s.game().corporation("C&O").cash(), "the whole treasury is spent (R 6.6.2)");
                assertEquals(1108 - 619, s.game().player("117").cash());
            }
        }
    }

    @Test
    void bankruptcyEndsTheGame() throws Exception {
        EngineSession s = fixturePrefix("26855.json", 588);
        assertTrue(s.legalActions().stream().anyMatch(a -> a.action().type().equals("bankrupt")));
        apply(s, act("bankrupt", "ERIE"));
        Game g = s.game();
        assertTrue(g.finished());
        assertEquals("bankrupt", g.gameEndReason());
        assertEquals(0, g.player("117").cash());
        assertTrue(g.player("117").bankrupt());
        assertEquals(310, g.result().get("117"));
        assertEquals(List.of(), s.legalActions());
    }

    @Test
    void bankruptcyIsRefusedWhileThePresidentCanStillPay() throws Exception {
        EngineSession s = fixturePrefix("26855.json", 575);
        assertTrue(refused(s, act("bankrupt", "C&O")).contains("bankrupt"));
    }

    // ------------------------------------------------------------------ undo / export

    @Test
    void undoAndRedoRestoreTheGame() {
        EngineSession s = prrFloated(IMPORT);
        int cash = s.game().player("p1").cash();
        assertTrue(s.canUndo());
        s.undo();
        assertEquals(cash + 67, s.game().player("p1").cash());
        assertTrue(s.canRedo());
        s.redo();
        assertEquals(cash, s.game().player("p1").cash());
        assertFalse(s.canRedo());
    }

    @Test
    void exportedGameLoadsBackToTheSameState() throws Exception {
        EngineSession s = prrFloated(IMPORT);
        s.undo();
        GsonRecordCodec codec = new GsonRecordCodec();
        GameRecord back = codec.parse(codec.format(s.toRecord()), "export");
        EngineSession t = EngineSession.load(TITLE, back);
        assertEquals(s.game().player("p1").cash(), t.game().player("p1").cash());
        assertEquals(s.actions().size(), t.actions().size());
        assertNotNull(back.actions().stream().filter(a -> a.type().equals("undo")).findFirst().orElse(null));
    }
}
