package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.TrainSpec;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.Route;

/** Train cards with variants (trains.json {@code variants}) and phases on several cards or an event. */
class TrainCardsTest {
    private static Game game() {
        return new CardsTitle().createGame(CardsTitle.TWO, false);
    }

    private static Train depotTrain(Game g, String id) {
        return g.depot().train(id);
    }

    private static Corporation rich(Game g, String id) {
        Corporation c = g.corporation(id);
        g.transfer(g.bank(), c, 2000);
        return c;
    }

    @Test
    void aCardListsItsVariants() {
        TrainType four = new CardsTitle().data().trainType("4");
        assertEquals(List.of("4", "4H"), four.choices().stream().map(TrainType::name).toList());
        assertEquals(260, four.variant("4H").price());
        assertEquals(TrainType.Kind.HEXES, four.variant("4H").kind());
        assertEquals(300, four.price(), "the card's own price is its first variant's");
        TrainType eight = new CardsTitle().data().trainType("8E");
        assertEquals(java.util.Set.of("A1"), eight.variant("8H").barredHexes());
        assertEquals(List.of("2"), new CardsTitle().data().trainType("2").choices().stream().map(TrainType::name).toList());
    }

    @Test
    void eachStackSellsItsOwnTopCardAndACardWaitsForItsPhase() {
        Game g = game();
        assertEquals(List.of("2-0", "1+-0"), g.depotTrains().stream().map(Train::id).toList(),
                "the top of the main stack and of the plus stack");
        Corporation prr = rich(g, "PRR");
        g.buyTrain(prr, depotTrain(g, "1+-0"), null, 100, g.bank(), null);
        assertEquals(List.of("2-0"), g.depotTrains().stream().map(Train::id).toList(),
                "2+ is next on the plus stack but not sold before phase 3");
        for (String id : List.of("2-0", "2-1", "2-2")) {
            g.buyTrain(rich(g, "NYC"), depotTrain(g, id), null, 80, g.bank(), null);
            g.discardTrain(g.corporation("NYC"), depotTrain(g, id));
        }
        g.buyTrain(prr, depotTrain(g, "3-0"), null, 180, g.bank(), null);
        assertEquals("3", g.phase().name());
        assertEquals(List.of("3-1", "2+-0"), g.depotTrains().stream().map(Train::id).toList());
    }

    @Test
    void theBuyerChoosesTheVariantAndTheTrainRunsAsIt() {
        Game g = game();
        Corporation prr = rich(g, "PRR");
        Train t = depotTrain(g, "4-0");
        g.buyTrain(prr, t, t.card().variant("4H"), 260, g.bank(), null);
        assertEquals("4H", t.name());
        assertEquals("4", t.cardName());
        assertEquals(260, t.price());
        assertEquals(TrainSpec.hexes("4-0", 4, java.util.Set.of()), Route.spec(t));
        assertEquals(2000 - 260, prr.cash());
    }

    /** Refusals name a train as it runs: a 4-card bought as a 4H is the 4H-train. */
    @Test
    void aTrainIsNamedAsItRuns() {
        Game g = game();
        Corporation prr = rich(g, "PRR");
        Train t = depotTrain(g, "4-0");
        g.buyTrain(prr, t, t.card().variant("4H"), 260, g.bank(), null);
        assertEquals(Names.train("4H"), Names.trainOf(g, "4-0"));
        assertEquals(Names.train("2"), Names.trainOf(g, "2-1"));
        assertEquals(Names.train("9"), Names.trainOf(g, "9-0"), "an unknown id by its card");
    }

    @Test
    void rustingAndPhasesGoByTheCardWhateverTheVariant() {
        Game g = game();
        Corporation prr = rich(g, "PRR");
        Corporation nyc = rich(g, "NYC");
        Train two = depotTrain(g, "2-0");
        g.buyTrain(nyc, two, null, 80, g.bank(), null);
        Train t = depotTrain(g, "4-0");
        g.buyTrain(prr, t, t.card().variant("4H"), 260, g.bank(), null);
        assertEquals("4", g.phase().name(), "phase 4 starts on the 4 card, bought as a 4H");
        assertTrue(two.rusted(), "2s rust on the 4 card");
        assertTrue(nyc.trains().isEmpty());
    }

    @Test
    void aRustedTrainLeavesPlayUnchangeableAndCopiesShareIt() {
        Game g = game();
        Corporation prr = rich(g, "PRR");
        Corporation nyc = rich(g, "NYC");
        Train two = depotTrain(g, "2-0");
        g.buyTrain(nyc, two, null, 80, g.bank(), null);
        Train four = depotTrain(g, "4-0");
        g.buyTrain(prr, four, null, 300, g.bank(), null);
        assertTrue(two.rusted());
        assertNull(two.owner());
        assertTrue(!g.depot().trainsInPlay().contains(two), "out of play");
        assertTrue(g.depot().allTrains().contains(two), "still among the trains ever made");
        assertSame(two, g.depot().train("2-0"), "still found by its id, for messages");
        assertThrows(IllegalStateException.class, () -> two.setOwner(nyc));
        assertThrows(IllegalStateException.class, () -> two.setOperated(true));
        two.setOwner(null); // what it has already
        Game copy = roundhouse.engine.internal.copy.GraphCopier.copy(g);
        assertSame(two, copy.depot().train("2-0"), "a copy shares the rusted train");
        assertNotSame(four, copy.depot().train("4-0"), "and copies the trains in play");
    }

    @Test
    void aPhaseStartsOnAnyOfSeveralCards() {
        Game g = game();
        Corporation prr = rich(g, "PRR");
        Train e = depotTrain(g, "8E-0");
        g.buyTrain(prr, e, e.card().variant("8H"), 700, g.bank(), null);
        assertEquals("4", g.phase().name());
        assertEquals(List.of("4", "8E"), g.phase().on());
    }

    @Test
    void anExportedTrainCountsAsAFirstPurchase() {
        Game g = game();
        Corporation nyc = rich(g, "NYC");
        Train two = depotTrain(g, "2-0");
        g.buyTrain(nyc, two, null, 80, g.bank(), null);
        int bank = g.bank().cash();
        Train four = depotTrain(g, "4-0");
        g.trainRules().export(four);
        assertEquals("4", g.phase().name());
        assertTrue(two.rusted());
        assertNull(four.owner());
        assertTrue(!g.depot().upcoming().contains(four));
        assertEquals(bank, g.bank().cash(), "nobody pays for an export");
    }

    @Test
    void anUnlimitedCardGetsANewTrainWhereATitleWants() {
        CardsTitle title = new CardsTitle() {
            @Override
            public TrainRules createTrainRules(Game game) {
                return new TrainRules(game) {
                    @Override
                    protected void replenish(Train sold, int at) {
                        Train next = game.depot().addNew(sold.card());
                        game.depot().upcoming().remove(next);
                        game.depot().upcoming().add(at, next);
                    }

                    @Override
                    protected void returnToBank(Train train) {
                        train.setOwner(Depot.DEPOT);
                        game.depot().upcoming().add(0, train);
                    }
                };
            }
        };
        Game g = title.createGame(CardsTitle.TWO, false);
        Corporation prr = rich(g, "PRR");
        g.depot().upcoming().removeIf(t -> !t.cardName().equals("8E"));
        Train e = depotTrain(g, "8E-0");
        g.buyTrain(prr, e, null, 960, g.bank(), null);
        assertEquals(List.of("8E-1"), g.depot().upcoming().stream().map(Train::id).toList());
        g.discardTrain(prr, e);
        assertEquals(List.of("8E-0", "8E-1"), g.depot().upcoming().stream().map(Train::id).toList());
    }

    @Test
    void aTitleStartsAPhaseByAnEvent() {
        Game g = game();
        g.enterPhase(3);
        assertEquals("5", g.phase().name());
        assertTrue(g.phase().on().isEmpty());
    }

    @Test
    void aVariantCanChangeLaterButOnlyToOneOfItsCard() {
        Game g = game();
        Train t = depotTrain(g, "3-0");
        t.setVariant(t.card().variant("3H"));
        assertEquals("3H", t.name());
        assertThrows(IllegalArgumentException.class, () -> t.setVariant(g.data().trainType("4")));
    }

    /** An OR with only the buy step, for PRR (floated, cash 2000). */
    private static OperatingRound buyRound(Game g) {
        Corporation prr = rich(g, "PRR");
        g.setPar(prr, g.market().parPrices().get(0));
        prr.setFloated(true);
        g.depot().upcoming().removeIf(t -> t.cardName().equals("2"));
        OperatingRound r = new OperatingRound(g, 1);
        r.add(new BuyTrain(g, r));
        r.start();
        return r;
    }

    @Test
    void legalActionsListEachVariantAtItsPrice() {
        Game g = game();
        OperatingRound r = buyRound(g);
        List<LegalAction> buys = r.legalActions().stream().filter(a -> a.action().type().equals("buy_train")).toList();
        assertEquals(List.of("3:180", "3H:150", "1+:100"), buys.stream()
                .map(a -> a.action().string("variant") + ":" + a.action().number("price", -1)).toList(),
                "both variants of the main stack's top card, and the plus stack's top card");
        assertEquals(100, g.cheapestBankTrainPrice(), "the plus stack's 1+");
    }

    @Test
    void theBuyTrainActionNamesTheVariant() {
        Game g = game();
        OperatingRound r = buyRound(g);
        Corporation prr = g.corporation("PRR");
        assertThrows(GameRuleException.class, () -> r.process(new Action("buy_train", "PRR", "corporation",
                Map.of("train", "3-0", "price", 180L, "variant", "3H")), prr), "3H costs 150");
        assertThrows(GameRuleException.class, () -> r.process(new Action("buy_train", "PRR", "corporation",
                Map.of("train", "3-0", "price", 150L, "variant", "4H")), prr), "not a variant of the 3 card");
        r.process(new Action("buy_train", "PRR", "corporation", Map.of("train", "3-0", "price", 150L, "variant", "3H")),
                prr);
        assertEquals("3H", g.depot().train("3-0").name());
        assertEquals(List.of("3H"), prr.trains().stream().map(Train::name).toList());
    }

    @Test
    void aTitleNarrowsTheVariants() {
        CardsTitle title = new CardsTitle() {
            @Override
            public TrainRules createTrainRules(Game game) {
                return new TrainRules(game) {
                    @Override
                    public List<TrainType> variants(Corporation buyer, Train train) {
                        return super.variants(buyer, train).stream().filter(v -> v.name().endsWith("H")).toList();
                    }
                };
            }
        };
        Game g = title.createGame(CardsTitle.TWO, false);
        OperatingRound r = buyRound(g);
        assertEquals(List.of("3H"), r.legalActions().stream().filter(a -> a.action().type().equals("buy_train"))
                .map(a -> a.action().string("variant")).toList());
        assertNull(g.depot().train("3-0").card().variant("5"));
    }

    /**
     * 1854's kinds of companies: a title says which trains a corporation may run (the others it owns for
     * resale, and they do not meet its train obligation), which it may buy, and at what price the bank sells.
     */
    @Test
    void aTitleSaysWhatACorporationRunsBuysAndPays() {
        CardsTitle title = new CardsTitle() {
            @Override
            public TrainRules createTrainRules(Game game) {
                return new TrainRules(game) {
                    @Override
                    public boolean runs(Corporation c, Train t) {
                        return t.type().kind() != TrainType.Kind.PLUS;
                    }

                    @Override
                    public boolean mayBuy(Corporation buyer, Train t) {
                        return !t.cardName().equals("4");
                    }

                    @Override
                    public int bankPrice(Corporation buyer, Train t, TrainType variant) {
                        return variant.price() + 30;
                    }
                };
            }
        };
        Game g = title.createGame(CardsTitle.TWO, false);
        OperatingRound r = buyRound(g);
        Corporation prr = g.corporation("PRR");
        assertEquals(List.of("3:210", "3H:180", "1+:130"), r.legalActions().stream()
                .filter(a -> a.action().type().equals("buy_train"))
                .map(a -> a.action().string("variant") + ":" + a.action().number("price", -1)).toList());
        g.buyTrain(prr, depotTrain(g, "1+-0"), null, 130, g.bank(), null);
        assertTrue(!g.trainRules().hasRunnableTrain(prr), "a plus train does not meet the obligation of a company that may not run it");
        Train three = depotTrain(g, "3-0");
        g.buyTrain(prr, three, null, 210, g.bank(), null);
        assertTrue(g.trainRules().hasRunnableTrain(prr));
    }

    /** A one-turn upgrade (18Mag supporter MA) changes how the train runs and is named, not its card or price. */
    @Test
    void aOneTurnUpgradeChangesTheRunNotTheCard() {
        TrainType two = new TrainType("2", 2, 80, 6, null, null, java.util.Map.of(), List.of());
        Train t = new Train("2-0", two);
        TrainType plus = new TrainType("2+1", 2, 80, 6, null, null, java.util.Map.of(), List.of(), TrainType.Kind.PLUS, 1, null);
        t.upgradeFor(plus);
        assertEquals("2+1", t.name());
        assertEquals(plus, t.runsAs());
        assertEquals("2", t.cardName());
        assertEquals(80, t.price());
        t.endUpgrade();
        assertEquals("2", t.name());
        assertEquals(two, t.runsAs());
    }

    /** A forced buy step whose president may choose any train and borrows what he lacks (1844's hooks). */
    private static OperatingRound forcedRound(Game g, boolean hooks, int[] lent) {
        Corporation prr = g.corporation("PRR");
        g.setPar(prr, g.market().parPrices().get(0));
        prr.share("PRR_0").moveTo(g.players().get(0));
        prr.setPresident(g.players().get(0));
        prr.setFloated(true);
        g.depot().upcoming().removeIf(t -> t.cardName().equals("2"));
        OperatingRound r = new OperatingRound(g, 1);
        r.add(new BuyTrain(g, r) {
            @Override
            public boolean mustBuy(Corporation c) {
                return c.trains().isEmpty();
            }

            @Override
            protected boolean presidentChoosesAnyTrain(Corporation c) {
                return hooks;
            }

            @Override
            protected boolean presidentBorrows(Corporation c, Player president) {
                return hooks;
            }

            @Override
            protected void borrow(Player president, int amount) {
                lent[0] += amount;
                g.transfer(g.bank(), president, amount);
            }
        });
        r.start();
        return r;
    }

    @Test
    void aForcedBuyersPresidentMayChooseAnyTrainAndBorrowWhereTheTitleSays() {
        Action buy3 = new Action("buy_train", "PRR", "corporation", Map.of("train", "3-0", "price", 180L, "variant", "3"));
        Game plain = game();
        plain.transfer(plain.players().get(0), plain.bank(), plain.players().get(0).cash() - 20);
        OperatingRound r = forcedRound(plain, false, new int[1]);
        assertThrows(GameRuleException.class, () -> r.process(buy3, plain.corporation("PRR")), "only the cheapest, and no loan");

        Game g = game();
        Player president = g.players().get(0);
        g.transfer(president, g.bank(), president.cash() - 20);
        int[] lent = new int[1];
        OperatingRound borrowing = forcedRound(g, true, lent);
        borrowing.process(buy3, g.corporation("PRR"));
        assertEquals(160, lent[0], "180 less the president's 20 (PRR has nothing)");
        assertEquals(0, president.cash());
        assertEquals(List.of("3"), g.corporation("PRR").trains().stream().map(Train::name).toList());
    }

    @Test
    void aTrainSetAsideIsNeverOfferedAndIsHandedOutByARule() {
        Game g = game();
        Corporation prr = rich(g, "PRR");
        Train aside = depotTrain(g, "2-1");
        g.depot().setAside(aside);
        assertEquals(Depot.ASIDE, aside.owner());
        assertTrue(g.depot().upcoming().stream().noneMatch(t -> t == aside));
        assertTrue(g.depotTrains().stream().noneMatch(t -> t == aside));
        assertThrows(IllegalArgumentException.class, () -> g.depot().setAside(aside));
        // handed out for nothing as its H variant: it leaves the aside list, the phase stays
        String phase = g.phase().name();
        g.buyTrain(prr, aside, null, 0, g.bank(), null);
        assertEquals(prr, aside.owner());
        assertTrue(g.depot().aside().isEmpty());
        assertEquals(2000, prr.cash());
        assertEquals(phase, g.phase().name());
    }
}
