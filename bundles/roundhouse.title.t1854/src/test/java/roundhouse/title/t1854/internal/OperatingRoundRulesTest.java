package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundhouse.title.t1854.internal.Positions.apply;
import static roundhouse.title.t1854.internal.Positions.buyFromBank;
import static roundhouse.title.t1854.internal.Positions.floated;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Train;

/**
 * The operating round of 1854 by the rulebook's sections ("1. Einkommen aus einem
 * Postbeförderungsvertrag", "6. Loks kaufen", "Phasenwechsel", "Verschrotten von Loks", "7.
 * Postbeförderungsvertrag kaufen", "5. Einnahmen verwalten"), with hand-built positions.
 */
class OperatingRoundRulesTest {

    /** Takes the pass of every step until one offers an action of {@code type}. */
    private static void passUntil(Game g, String type) {
        for (int i = 0; i < 20; i++) {
            List<LegalAction> legal = g.round().legalActions();
            if (legal.stream().anyMatch(a -> a.action().type().equals(type))) {
                return;
            }
            LegalAction pass = legal.stream().filter(a -> a.action().type().equals("pass")).findFirst()
                    .orElseThrow(() -> new AssertionError("no " + type + " and no pass in " + legal));
            apply(g, pass.action());
        }
        throw new AssertionError("never offered: " + type);
    }

    /**
     * "7. Postbeförderungsvertrag kaufen" and "1. Einkommen": KE buys a small contract (100 G) at the end of
     * its turn and collects 10 G (yellow phase) at the start of its next; a second one is never offered.
     */
    @Test
    void aMailContractIsBoughtLastAndPaysFirst() {
        AustrianGame g = Positions.operatingRound(3, 2, p -> {
            Corporation ke = floated(p, "KE", "p1", 1, 1, 2);
            p.transfer(p.bank(), ke, 500);
        });
        Corporation ke = g.corporation("KE");
        passUntil(g, BuyMailContract.BUY);
        List<String> sizes = g.round().legalActions().stream().filter(a -> a.action().type().equals(BuyMailContract.BUY))
                .map(a -> a.action().string("size")).toList();
        assertEquals(List.of("small", "large"), sizes);
        apply(g, Positions.corp("KE", BuyMailContract.BUY, Map.of("size", "small")));
        assertEquals(5, g.mailContracts().left(MailContracts.Size.SMALL));
        assertEquals("Operating 1.2", g.round().name(), "KE was the only company: its next turn has begun");
        assertEquals(500 - 100 + 10, ke.cash(), "100 G paid, then the next turn starts with the contract's 10 G");
        for (int i = 0; i < 20 && g.round().currentEntity() == ke; i++) {
            assertFalse(g.round().legalActions().stream().anyMatch(a -> a.action().type().equals(BuyMailContract.BUY)),
                    "one contract per company");
            LegalAction pass = g.round().legalActions().stream().filter(a -> a.action().type().equals("pass")).findFirst()
                    .orElse(null);
            if (pass == null) {
                break;
            }
            apply(g, pass.action());
        }
    }

    /** "Postbeförderungsverträge": the income follows the phase colour, 10/20/30/40 small and 30/40/50/60 large. */
    @Test
    void mailIncomeFollowsThePhaseColour() {
        assertEquals(10, MailContracts.Size.SMALL.income("yellow"));
        assertEquals(40, MailContracts.Size.SMALL.income("gray"));
        assertEquals(40, MailContracts.Size.LARGE.income("green"));
        assertEquals(50, MailContracts.Size.LARGE.income("brown"));
    }

    /**
     * "Verschrotten von Loks": the first 4 scraps the 2s. The 2s of the companies go to the pool, where only
     * an AG may buy them, repaired, for 130; the bank's unsold 2s and the 1+ leave the game.
     */
    @Test
    void theFirstFourScrapsTheTwosIntoThePoolForTheAgs() {
        AustrianGame g = Positions.operatingRound(3, 1, p -> {
            floated(p, "KE", "p1", 1, 1, 2);
            floated(p, "FJ", "p2", 1, 1, 3);
            buyFromBank(p, "KE", "2", "2", "1+");
            buyFromBank(p, "FJ", "3", "3", "3", "3", "3", "3", "3", "3", "3");
            buyFromBank(p, "FJ", "4");
        });
        Corporation ke = g.corporation("KE");
        assertEquals("4", g.phase().name());
        assertTrue(ke.trains().isEmpty(), "KE's 2s are scrapped, its 1+ leaves the game");
        List<Train> pool = g.depot().discarded();
        assertEquals(2, pool.size());
        AustrianTrainRules rules = (AustrianTrainRules) g.trainRules();
        Train two = pool.get(0);
        assertTrue(rules.scrapped(two));
        assertFalse(rules.mayBuy(g.corporation("FJ"), two), "a major never buys a scrapped train");
        Corporation ag = g.corporation("A");
        assertTrue(rules.mayBuy(ag, two));
        assertEquals(130, rules.bankPrice(ag, two, two.type()), "repaired: face 100 + 30");
        assertTrue(g.depot().upcoming().stream().noneMatch(t -> t.cardName().equals("2")), "unsold 2s leave the game");
    }

    /**
     * "6. Loks kaufen": trains change hands between companies from phase 3; for each the buyer's marker
     * moves up-left and the seller's down-right.
     */
    @Test
    void tradesBetweenCompaniesFromPhaseThreeMoveBothMarkers() {
        AustrianGame g = Positions.operatingRound(3, 1, p -> {
            floated(p, "KE", "p1", 2, 2, 4);
            floated(p, "FJ", "p2", 2, 2, 3);
            buyFromBank(p, "FJ", "2");
        });
        AustrianTrainRules rules = (AustrianTrainRules) g.trainRules();
        Corporation ke = g.corporation("KE");
        Corporation fj = g.corporation("FJ");
        Train two = fj.trains().get(0);
        assertFalse(rules.mayBuy(ke, two), "phase 2: no trading yet");
        buyFromBank(g, "FJ", "2", "2", "2", "2", "2", "3");
        assertEquals("3", g.phase().name());
        assertTrue(rules.mayBuy(ke, two));
        g.transfer(g.bank(), ke, 50);
        g.buyTrain(ke, two, 50, fj, null);
        assertEquals(91, ke.sharePrice().price(), "89 (row 2) up-left: 91");
        assertEquals(83, fj.sharePrice().price(), "85 (row 2) down-right: 83");
    }

    /** "Phasenwechsel": a single 4-train left in the bank after a phase-4 set leaves the game; the 5s are on sale. */
    @Test
    void theLastSingleFourLeavesAfterTheSet() {
        AustrianGame g = Positions.operatingRound(3, 1, p -> {
            floated(p, "KE", "p1", 1, 1, 2);
            buyFromBank(p, "KE", "4", "4", "4");
            floated(p, "FJ", "p2", 1, 1, 3);
            buyFromBank(p, "FJ", "4", "4");
        });
        AustrianTrainRules rules = (AustrianTrainRules) g.trainRules();
        assertEquals(1, g.depot().upcoming().stream().filter(t -> t.cardName().equals("4")).count());
        rules.removeLastSingleFour();
        assertTrue(g.depot().upcoming().stream().noneMatch(t -> t.cardName().equals("4")));
        assertEquals("5", g.depot().upcoming().stream().map(Train::cardName).filter(n -> !List.of("2", "3").contains(n))
                .findFirst().orElseThrow(), "after the 2s and 3s the 5s are next");
    }

    /** A local runs only plus trains, a major only regular ones; each may own the other kind to sell it on. */
    @Test
    void whoRunsWhat() {
        AustrianGame g = Positions.operatingRound(3, 1, p -> floated(p, "KE", "p1", 1, 1, 2));
        AustrianTrainRules rules = (AustrianTrainRules) g.trainRules();
        Train plus = g.depot().upcoming().stream().filter(t -> t.cardName().equals("1+")).findFirst().orElseThrow();
        Train two = g.depot().upcoming().get(0);
        assertTrue(rules.runs(g.corporation("1"), plus));
        assertFalse(rules.runs(g.corporation("1"), two));
        assertTrue(rules.runs(g.corporation("KE"), two));
        assertFalse(rules.runs(g.corporation("KE"), plus));
        assertEquals(Depot.DEPOT, plus.owner());
    }
    /**
     * A forced purchase in phase 4 ("6. Loks kaufen"): KE ({@code keCash}, no train) runs Wien - Krems &amp; Tulln,
     * so it must buy; the pool holds a 3 (200 G) when {@code poolThree}, the bank sells 4s (320 G). Its
     * director p1 has {@code directorCash} and two 20 % SD shares at 80 (SD directed by p2). Returns the
     * position at KE's train purchase.
     */
    private static LocalsPosition forcedPurchase(int keCash, int directorCash, boolean poolThree) {
        LocalsPosition pos = new LocalsPosition();
        roundhouse.engine.spi.Player director = pos.player(0);
        Corporation ke = pos.floatMajor("KE", director, 0, 2, keCash);
        Corporation sd = pos.floatMajor("SD", pos.player(1), 3, 3, 0);
        pos.game.transferShares(List.of(sd.share("SD_1"), sd.share("SD_2")), director, 40, false);
        pos.game.transfer(director, pos.game.bank(), director.cash() - directorCash);
        pos.tile("C21", "15-0", 4); // Krems & Tulln: E (Wien), SE, SW, W
        pos.game.board().placeToken("KE", pos.game.board().cityRef("C23", 1), false);
        ke.setTokensUsed(1);
        sd.setTokensUsed(1);
        if (poolThree) {
            pos.toPool("3");
        }
        pos.soldOut("2");
        pos.soldOut("3");
        pos.phase("4");
        pos.startOperating(2);
        assertTrue(pos.game.routeAvailable(ke));
        pos.passUntil(() -> pos.game.round().activeStep() instanceof AustrianBuyTrain);
        assertEquals(ke, pos.game.round().currentEntity());
        return pos;
    }

    private static boolean offers(LocalsPosition pos, String type, String text) {
        return pos.legal().stream().anyMatch(l -> l.action().type().equals(type) && l.label().contains(text));
    }

    /**
     * "6. Loks kaufen", forced purchase: "Sollten verschiedene Loks zur Verfügung stehen, kann der Direktor frei
     * entscheiden, welche er kaufen möchte. Er muss nicht zwingend die günstigere wählen", and "Reicht das
     * Privatvermögen des Direktors nicht aus, den Fehlbetrag zu finanzieren, so muss er Aktien sofort und außer
     * der Reihe verkaufen". KE has 50 G, its director 100 G: 150, short of the pool's 3 (200) and the bank's 4
     * (320). He chooses the 4: 320 - 150 = 170 to raise, so both SD shares may be sold (one brings 160, less than
     * 170). He sells one (+160 = 260, SD 80 down-left to 75), could now take the 3 but, still short of the 4,
     * sells the other (+150 = 410, SD to 70); KE pays its 50 and he the other 270: 140 left.
     */
    @Test
    void aForcedBuyersDirectorMaySellSharesForADearerTrain() {
        LocalsPosition pos = forcedPurchase(50, 100, true);
        Corporation ke = pos.corp("KE");
        Corporation sd = pos.corp("SD");
        roundhouse.engine.spi.Player director = pos.player(0);
        Train three = pos.game.depot().discarded().get(0);
        assertEquals(200, pos.game.trainRules().cheapestBankTrainPrice(ke));
        assertTrue(pos.legal().stream().anyMatch(l -> l.action().type().equals("sell_shares")
                && Long.valueOf(40).equals(l.action().args().get("percent"))), "both shares, for the 4: " + pos.labels());
        pos.apply(Positions.sell(director.id(), 20, "SD_1"));
        assertEquals(260, director.cash());
        assertEquals(75, sd.sharePrice().price());
        assertTrue(pos.legal().stream().anyMatch(l -> l.action().type().equals("buy_train")
                && three.id().equals(l.action().args().get("train"))), "the 3 is within reach now: " + pos.labels());
        assertTrue(offers(pos, "sell_shares", "SD"), "the 4 is not: " + pos.labels());
        pos.apply(Positions.sell(director.id(), 20, "SD_2"));
        assertEquals(410, director.cash());
        assertEquals(70, sd.sharePrice().price());
        assertFalse(offers(pos, "sell_shares", ""), "nothing more to raise: " + pos.labels());
        Train four = pos.game.depotTrains().stream().filter(t -> t.cardName().equals("4")).findFirst().orElseThrow();
        pos.apply(pos.find("buy_train", "320"));
        assertEquals(ke, four.owner());
        assertEquals(0, ke.cash());
        assertEquals(140, director.cash());
        assertEquals(Depot.POOL, three.owner());
    }

    /**
     * "6. Loks kaufen": "Dabei müssen die üblichen Regeln für Verkäufe befolgt werden", and a sale is of whole
     * certificates ("Verkauf von Aktien"). Only the 4 (320) is on offer; KE 50 G and its director 100 G are
     * 170 short. A 20 % SD share brings 160, so both are needed; were the SD price higher, one would do. Here
     * the 40 % at once: 4 x 80 = 320 (SD two cells down-left, 70); KE pays 50, the director 270 of his 420: 150.
     */
    @Test
    void emergencySalesAreOfWholeCertificates() {
        LocalsPosition pos = forcedPurchase(50, 100, false);
        roundhouse.engine.spi.Player director = pos.player(0);
        pos.apply(Positions.sell(director.id(), 40, "SD_1", "SD_2"));
        assertEquals(420, director.cash());
        assertEquals(70, pos.corp("SD").sharePrice().price());
        pos.apply(pos.find("buy_train", "320"));
        assertEquals(150, director.cash());
        assertEquals(0, pos.corp("KE").cash());
    }

    /**
     * "6. Loks kaufen": the director helps only a company that has "nicht genug Betriebskapital ..., um eine Lok
     * zu kaufen", and nothing asks a company paying itself for the cheaper train. KE with 250 G pays the pool's 3
     * (200) itself: its director (100 G) does not add to it for the 4 (320), refused in those words, and sells
     * nothing. KE with 400 G
     * chooses the 4 and keeps 80.
     */
    @Test
    void aCompanyThatCanPayChoosesFromWhatItCanPay() {
        LocalsPosition poor = forcedPurchase(250, 100, true);
        assertTrue(offers(poor, "buy_train", "200"), poor.labels().toString());
        assertFalse(offers(poor, "buy_train", "320"), poor.labels().toString());
        assertFalse(offers(poor, "sell_shares", ""), poor.labels().toString());
        Train four = poor.game.depotTrains().stream().filter(t -> t.cardName().equals("4")).findFirst().orElseThrow();
        roundhouse.engine.spi.GameRuleException e = org.junit.jupiter.api.Assertions.assertThrows(
                roundhouse.engine.spi.GameRuleException.class, () -> poor.apply(Positions.corp("KE", "buy_train",
                        Map.of("train", four.id(), "price", 320L, "variant", "4"))));
        assertTrue(e.getMessage().contains("can pay for a train from its treasury"), e.getMessage());
        LocalsPosition rich = forcedPurchase(400, 100, true);
        assertTrue(offers(rich, "buy_train", "200"), rich.labels().toString());
        rich.apply(rich.find("buy_train", "320"));
        assertEquals(80, rich.corp("KE").cash());
        assertEquals(100, rich.player(0).cash());
    }
}
