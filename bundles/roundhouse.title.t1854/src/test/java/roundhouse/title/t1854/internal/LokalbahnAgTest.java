package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.Train;

/**
 * The Lokalbahn AGs in the operating round (rulebook "Lokalbahn-AGs (A bis C)", digest 6.5, 7.3, 7.4,
 * the first turn's home station on Steyr (D18) or Sankt Pölten (D20), the scrapped trains
 * they buy repaired, and the closing of D18/D20 to other stations until every AG has operated.
 */
class LokalbahnAgTest {
    /** An AG formed by hand as a merger forms it: director, both certificates, the 67 cell, its treasury. */
    private static Corporation formAg(LocalsPosition pos, String id, Player director, Player other, int cash) {
        Corporation ag = pos.corp(id);
        ag.setParPrice(pos.game.market().cell(5, 2));
        pos.game.market().place(ag, pos.game.market().cell(5, 2));
        pos.game.transferShares(List.of(ag.presidentsShare()), director, 50, true);
        ag.setPresident(director);
        pos.game.transferShares(List.of(ag.shares().get(1)), other, 50, false);
        ag.setFloated(true);
        pos.game.transfer(pos.game.bank(), ag, cash);
        return ag;
    }

    /**
     * Digest 7.3, A-22: AG A's first turn, Sankt Pölten (D20) still empty. Its choices are the green 14, 15 and
     * 619 on D18 or D20; it lays one on D20 at no cost and without a connection, its free home station goes
     * on it at once, and that lay was its tile action: no further lay this turn (it goes on to buy a train).
     */
    @Test
    void anAgsFirstTurnLaysAGreenCityOnSanktPoeltenForItsHome() {
        LocalsPosition pos = new LocalsPosition();
        Corporation ag = formAg(pos, "A", pos.player(0), pos.player(1), 300);
        pos.phase("5");
        pos.give(pos.corp("KR"), "2");
        pos.trainRules().rust("4"); // a scrapped 2 in the pool keeps the AG's turn open at its train purchase
        pos.startOperating(3);
        assertEquals(ag, pos.game.round().currentEntity());
        List<LegalAction> lays = pos.legal().stream().filter(l -> l.action().type().equals("lay_tile")).toList();
        assertFalse(lays.isEmpty(), pos.labels().toString());
        for (LegalAction l : lays) {
            String tile = (String) l.action().args().get("tile");
            assertTrue(List.of("D18", "D20").contains(l.action().args().get("hex")));
            assertTrue(tile.startsWith("14-") || tile.startsWith("15-") || tile.startsWith("619-"), tile);
        }
        LegalAction onD20 = lays.stream().filter(l -> l.action().args().get("hex").equals("D20")).findFirst().orElseThrow();
        pos.apply(onD20.action());
        assertEquals("green", pos.game.board().colorAt("D20"));
        assertEquals(1, ag.tokensUsed());
        assertEquals(300, ag.cash(), "no terrain cost and the home station is free");
        assertTrue(pos.game.board().tokensOf("A").stream().allMatch(c -> pos.game.board().hexOfCity(c).equals("D20")));
        assertEquals(1, pos.game.board().tokensOf("A").size());
        assertEquals(ag, pos.game.round().currentEntity());
        assertTrue(pos.legal().stream().anyMatch(l -> l.action().type().equals("buy_train")), pos.labels().toString());
        assertTrue(pos.legal().stream().noneMatch(l -> l.action().type().equals("lay_tile")), "the home lay was the tile action: " + pos.labels());
    }

    /**
     * Digest 6.9, 7.4, phase 6: the 3-trains are scrapped at the first 6; KR's 3 goes to the pool marked
     * scrapped. AG B (300 G) buys it repaired for 200 + 30 = 230, leaving 70 G; KR (a major) is never offered it.
     */
    @Test
    void anAgBuysARepairedThreeFor230() {
        LocalsPosition pos = new LocalsPosition();
        Corporation kr = pos.floatMajor("KR", pos.player(2), 2, 2, 800);
        Train three = pos.give(kr, "3");
        Corporation ag = formAg(pos, "B", pos.player(0), pos.player(1), 300);
        ag.setTokensUsed(1); // its home station is down
        pos.phase("6");
        pos.trainRules().rust("6");
        assertEquals(Depot.POOL, three.owner());
        assertTrue(pos.trainRules().scrapped(three));
        assertFalse(pos.game.trainRules().mayBuy(kr, three), "majors never buy a scrapped train");
        int bank = pos.game.bank().cash();
        pos.startOperating(3);
        pos.passUntil(() -> pos.game.round().currentEntity() == ag
                && pos.legal().stream().anyMatch(l -> l.action().type().equals("buy_train")));
        Action buy = pos.find("buy_train", "230");
        assertEquals(three.id(), buy.args().get("train"));
        GameRuleException e = assertThrows(GameRuleException.class, () -> pos.apply(new Action("buy_train", "B",
                "corporation", Map.of("train", three.id(), "price", 200L))));
        assertTrue(e.getMessage().contains("230"), e.getMessage());
        pos.apply(buy);
        assertEquals(ag, three.owner());
        assertEquals(70, ag.cash());
        assertEquals(bank + 230, pos.game.bank().cash());
    }

    /**
     * Digest 7.4, phase 7: the first scrapped 4-train an AG buys (350 G) takes every 2-train out of the game,
     * AG C's repaired 2 and the scrapped 2 in the pool alike.
     */
    @Test
    void theFirstScrappedFourBoughtByAnAgRemovesEveryTwo() {
        LocalsPosition pos = new LocalsPosition();
        Corporation kr = pos.floatMajor("KR", pos.player(2), 2, 2, 800);
        Train poolTwo = pos.give(kr, "2");
        Train agTwo = pos.give(kr, "2");
        Train four = pos.give(kr, "4");
        pos.trainRules().rust("4"); // the 2s at phase 4
        pos.trainRules().rust("8"); // the 4 at phase 7
        Corporation a = formAg(pos, "A", pos.player(0), pos.player(1), 500);
        Corporation c = formAg(pos, "C", pos.player(1), pos.player(0), 0);
        pos.game.depot().discarded().remove(agTwo);
        agTwo.setOwner(c);
        c.trains().add(agTwo);
        pos.phase("7");
        int price = pos.game.trainRules().bankPrice(a, four, four.type());
        assertEquals(350, price);
        pos.game.trainRules().buyTrain(a, four, null, price, pos.game.bank(), null);
        assertEquals(150, a.cash());
        assertTrue(poolTwo.rusted() && agTwo.rusted());
        assertNull(agTwo.owner());
        assertTrue(c.trains().isEmpty());
        assertTrue(pos.game.depot().discarded().stream().noneMatch(t -> t.cardName().equals("2")));
    }

    /**
     * Digest 6.9, A-30, phase 5: AG A (100 G, no train) has a route, Sankt Pölten (D20) to Krems & Tulln (C21),
     * so it must buy. AG B holds a repaired 2. With its director's money AG A may take B's 2 at no more than the
     * repaired price, 100 + 30 = 130: 150 is refused, 130 is paid (100 from the treasury, 30 from the director).
     */
    @Test
    void aForcedPurchaseFromAnotherAgCostsAtMostTheRepairedPrice() {
        LocalsPosition pos = new LocalsPosition();
        Player director = pos.player(0);
        Corporation a = formAg(pos, "A", director, pos.player(1), 100);
        Corporation b = formAg(pos, "B", pos.player(1), pos.player(0), 0);
        pos.tile("D20", "15-0", 0); // Sankt Pölten: SW, W, NW, NE (Krems & Tulln)
        pos.tile("C21", "1-0", 0);  // Krems & Tulln: SW (Sankt Pölten) - E (Wien), W - NE
        pos.game.board().placeToken("A", pos.game.board().cityRef("D20", 0), false);
        a.setTokensUsed(1);
        b.setTokensUsed(1);
        Train two = pos.give(pos.corp("SD"), "2");
        pos.trainRules().rust("4");
        pos.game.depot().discarded().remove(two);
        two.setOwner(b);
        b.trains().add(two);
        Train three = pos.give(pos.corp("SD"), "3");
        pos.trainRules().rust("6"); // a scrapped 3 in the pool too, at 230
        pos.phase("5");
        pos.startOperating(3);
        pos.passUntil(() -> pos.game.round().currentEntity() == a
                && pos.legal().stream().anyMatch(l -> l.action().type().equals("buy_train")));
        assertTrue(pos.legal().stream().noneMatch(l -> l.action().type().equals("pass")), "A must buy: " + pos.labels());
        LegalAction fromB = pos.legal().stream().filter(l -> two.id().equals(l.action().args().get("train"))).findFirst()
                .orElseThrow(() -> new AssertionError(pos.labels().toString()));
        assertEquals(130, fromB.amount().max());
        int directorCash = director.cash();
        GameRuleException e = assertThrows(GameRuleException.class, () -> pos.apply(new Action("buy_train", "A", "corporation",
                Map.of("train", two.id(), "price", 150L, "variant", "2"))));
        assertTrue(e.getMessage().contains("face value"), e.getMessage());
        pos.apply(fromB.withAmount(130));
        assertEquals(a, two.owner());
        assertEquals(0, a.cash());
        assertEquals(130, b.cash());
        assertEquals(directorCash - 30, director.cash());
        assertEquals(Depot.POOL, three.owner());
    }

    /**
     * AG A has a route (Sankt Pölten to Krems & Tulln) but no train, and the pool holds no scrapped train
     * (the bank's new trains are not for AGs): it is not obliged, runs nothing and its turn ends without a
     * purchase; nobody pays.
     */
    @Test
    void anAgWithNoTrainAvailableRunsNothing() {
        LocalsPosition pos = new LocalsPosition();
        Player director = pos.player(0);
        Corporation a = formAg(pos, "A", director, pos.player(1), 100);
        pos.tile("D20", "15-0", 0);
        pos.tile("C21", "1-0", 0);
        pos.game.board().placeToken("A", pos.game.board().cityRef("D20", 0), false);
        a.setTokensUsed(1);
        pos.phase("5");
        pos.startOperating(3);
        assertTrue(pos.game.routeAvailable(a));
        assertEquals(-1, pos.game.trainRules().cheapestBankTrainPrice(a), "nothing in the bank for an AG");
        int cash = director.cash();
        pos.passUntil(() -> pos.game.round().currentEntity() != a || pos.game.operatingRoundNumber() > 1);
        assertTrue(a.trains().isEmpty());
        assertEquals(100, a.cash());
        assertEquals(cash, director.cash());
    }

    /**
     * Digest 6.5: the KE in Wien reaches Krems & Tulln (C21) and Sankt Pölten (D20), both green 15s with free
     * circles. While AG A is the only AG that has operated, its station step offers Krems & Tulln alone and a
     * station on Sankt Pölten is refused; once all three AGs have operated, Sankt Pölten is offered too.
     */
    @Test
    void steyrAndSanktPoeltenAreClosedUntilEveryAgOperated() {
        LocalsPosition pos = kePosition();
        formAg(pos, "A", pos.player(0), pos.player(1), 0).setOperatedCount(1);
        pos.startOperating(1);
        assertEquals(pos.corp("KE"), pos.game.round().currentEntity());
        pos.apply(pos.find("pass", "")); // no track
        List<String> hexes = tokenHexes(pos);
        assertEquals(List.of("C21"), hexes, pos.labels().toString());
        String d20 = pos.game.board().cityRef("D20", 0);
        GameRuleException e = assertThrows(GameRuleException.class,
                () -> pos.apply(new Action("place_token", "KE", "corporation", Map.of("city", d20))));
        assertTrue(e.getMessage().contains("Sankt Pölten (D20)"), e.getMessage());

        LocalsPosition later = kePosition();
        for (String id : List.of("A", "B", "C")) {
            formAg(later, id, later.player(0), later.player(1), 0).setOperatedCount(1);
        }
        later.startOperating(1);
        later.apply(later.find("pass", ""));
        assertEquals(List.of("C21", "D20"), tokenHexes(later));
    }

    private static LocalsPosition kePosition() {
        LocalsPosition pos = new LocalsPosition();
        pos.floatMajor("KE", pos.player(2), 0, 2, 800);
        pos.tile("C21", "15-0", 4); // Krems & Tulln: E (Wien), SE, SW (Sankt Pölten), W
        pos.tile("D20", "15-1", 0); // Sankt Pölten: SW, W, NW, NE (Krems & Tulln)
        return pos;
    }

    private static List<String> tokenHexes(LocalsPosition pos) {
        return pos.legal().stream().filter(l -> l.action().type().equals("place_token"))
                .map(l -> pos.game.board().hexOfCity(l.action().string("city"))).sorted().toList();
    }
}
