package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.StockRound;

/** Share units, minors, growing token supplies, the order of play and title entity classes, on the owners test title. */
class EntitiesTest {
    private static SharePrice par(Game g, int price) {
        return g.market().parPrices().stream().filter(p -> p.price() == price).findFirst().orElseThrow();
    }

    @Test
    void aShareUnitFromTheDataPricesA40PercentDirectorAtFourUnits() {
        Game g = new OwnersTitle().game(2);
        Corporation c = g.corporation("C");
        assertEquals(10, c.sharePercent(), "share_unit 10, though the smallest certificate is 20%");
        assertEquals(10, c.capitalUnits());
        g.setPar(c, par(g, 67));
        assertEquals(4 * 67, g.shareValue(c, 40));
        assertEquals(670, g.shareRules().capital(c));
        Corporation d = g.corporation("D");
        assertEquals(10, d.sharePercent());
        assertEquals(5, d.capitalUnits(), "capital_units 5");
        g.setPar(d, par(g, 66));
        int bank = g.bank().cash();
        g.payCapital(d);
        assertEquals(5 * 66, d.cash());
        assertEquals(bank - 5 * 66, g.bank().cash());
    }

    @Test
    void aShareUnitThatDoesNotDivideACertificateFailsTheLoad() {
        String msg = assertThrows(IllegalStateException.class, () -> new TitleData.CorporationDef("X", "X", "major",
                List.of(0), null, -1, List.of(40, 20, 20, 20), 60, Map.of("share_unit", 15))).getMessage();
        assertEquals("companies.json: corporation X: a certificate of 40% is not a whole number of share units of 15%"
                + " (share_unit)", msg);
        assertThrows(IllegalStateException.class, () -> new TitleData.CorporationDef("X", "X", "major", List.of(0), null,
                -1, List.of(100), 60, Map.of("capital_units", 0)));
    }

    @Test
    void aMinorFloatsWithItsOwnerAndOperatesBeforeTheMajors() {
        OwnersTitle title = new OwnersTitle();
        Game g = title.game(2);
        Player p1 = g.player("p1");
        Player p2 = g.player("p2");
        Corporation a = g.corporation("A");
        Corporation b = g.corporation("B");
        Corporation m1 = g.corporation("M1");
        assertFalse(m1.priced());
        g.setPar(a, par(g, 66));
        g.transferShares(List.of(a.shares().get(0), a.shares().get(1), a.shares().get(2)), p1, 40, true);
        g.checkFloat(a);
        g.setPar(b, par(g, 67));
        g.transferShares(List.of(b.shares().get(0), b.shares().get(1), b.shares().get(2)), p2, 40, true);
        g.checkFloat(b);
        g.transferShares(List.of(m1.shares().get(0)), p2, 100, true);
        g.checkFloat(m1);
        assertTrue(m1.floated(), "a minor floats when its one certificate leaves the IPO");
        assertFalse(g.overLimits(p2), "holding a minor outright breaks no holding limit");
        assertSame(p2, m1.controller());
        assertEquals("minor", m1.entityType());
        assertEquals(List.of(m1, b, a), g.operatingOrder(), "minors first, then by price");
        OperatingRound or = (OperatingRound) title.operatingRound(g, 1);
        or.start();
        assertEquals(List.of(m1, b, a), or.entities());
        assertSame(m1, or.currentEntity());
        assertNull(m1.sharePrice());
        g.market().moveRight(m1);
        g.market().moveLeft(m1);
        assertNull(m1.sharePrice(), "market moves leave a corporation without a price alone");
        assertFalse(g.shareRules().soldOut(m1));
        assertTrue(g.saleBundles(p2, m1, new java.util.ArrayList<>()).isEmpty(), "a minor is never sold");
    }

    @Test
    void aMinorTakesItsTurnThroughTheGenericSteps() {
        OwnersTitle title = new OwnersTitle();
        Game g = title.game(2);
        Corporation m1 = g.corporation("M1");
        g.transferShares(List.of(m1.shares().get(0)), g.player("p1"), 100, true);
        g.checkFloat(m1);
        g.transfer(g.bank(), m1, 100);
        OperatingRound or = (OperatingRound) title.operatingRound(g, 1);
        or.start();
        assertSame(m1, or.currentEntity());
        or.process(new roundhouse.api.Action("pass", "M1", "minor", null), m1);
        Map<String, Object> args = new java.util.LinkedHashMap<>();
        args.put("train", "2-0");
        args.put("price", 80L);
        or.process(new roundhouse.api.Action("buy_train", "M1", "minor", args), m1);
        assertEquals(List.of("2-0"), m1.trains().stream().map(Train::id).toList());
        assertEquals(20, m1.cash());
        assertTrue(or.finished(), "20 F buys no more trains; the minor was the only one to operate");
        assertNull(m1.sharePrice());
    }

    @Test
    void aTokenSupplyGrowsAndShrinks() {
        Game g = new OwnersTitle().game(2);
        Corporation a = g.corporation("A");
        assertEquals(List.of(0, 40), a.tokenPrices());
        a.setTokensUsed(2);
        assertEquals(-1, a.nextTokenPrice());
        a.addToken(60);
        assertEquals(1, a.tokensLeft());
        assertEquals(60, a.nextTokenPrice(), "a bought token is the next to place");
        a.addToken(0);
        assertEquals(0, a.removeToken());
        assertEquals(60, a.removeToken());
        assertEquals(-1, a.removeToken(), "placed tokens stay");
        assertEquals(List.of(0, 40), a.tokenPrices());
        assertThrows(UnsupportedOperationException.class, () -> a.tokenPrices().add(1));
    }

    @Test
    void reSeatingByCashStartsTheStockRoundWithTheRichest() {
        OwnersTitle title = new OwnersTitle() {
            @Override
            public roundhouse.engine.spi.step.Round initialRound(Game game) {
                return stockRound(game);
            }
        };
        title.reseatByCash = true;
        Game g = title.game(3);
        Player p1 = g.player("p1");
        Player p2 = g.player("p2");
        Player p3 = g.player("p3");
        g.transfer(g.bank(), p3, 50);
        g.transfer(g.bank(), p2, 20);
        g.start();
        assertEquals(List.of(p3, p2, p1), g.playerOrder());
        assertEquals(List.of(p1, p2, p3), g.players(), "seats stay");
        assertEquals(2, p3.seat());
        assertSame(p3, g.priority());
        assertTrue(g.round() instanceof StockRound);
        assertSame(p3, g.round().currentEntity(), "the stock round starts with the richest player");
        assertSame(p2, g.nextPlayer(p3));
        assertSame(p3, g.nextPlayer(p1));
        assertEquals(List.of(p2, p1, p3), g.playersFrom(p2));
    }

    @Test
    void theStockRoundAsksTheShareRulesForAPlayersCertificateLimit() {
        OwnersTitle title = new OwnersTitle() {
            @Override
            public roundhouse.engine.spi.step.Round initialRound(Game game) {
                return stockRound(game);
            }
        };
        Game free = title.game(3);
        free.start();
        assertTrue(free.round().legalActions().stream().anyMatch(a -> a.action().type().equals("par")),
                "with the seats' limit the first player may start a company");
        // a title counting more than the seats' limit (1841: what a player controls) lowers the first player's to 0
        title.shareRules = g -> new ShareRules(g) {
            @Override
            public int certificateLimit(ShareHolder holder) {
                return holder instanceof Player p && p.id().equals("p1") ? 0 : super.certificateLimit(holder);
            }
        };
        Game limited = title.game(3);
        limited.start();
        assertSame(limited.player("p2"), limited.round().currentEntity(),
                "P1 may neither par nor buy under the share rules' limit, so his turn passes at once");
    }

    /** A title's own entity classes, made by the game's factory hooks. */
    static final class TitlePlayer extends Player {
        int loans;

        TitlePlayer(String id, String name, int seat) {
            super(id, name, seat);
        }
    }

    static final class TitleCorporation extends Corporation {
        boolean frozen;

        TitleCorporation(TitleData.CorporationDef def) {
            super(def);
        }
    }

    @Test
    void aGameCreatesTheTitlesEntityClasses() {
        OwnersTitle title = new OwnersTitle() {
            @Override
            public Game createGame(GameSetup setup, boolean logging) {
                return new Game(data(), setup, this, data().trains(), null, createMarket(), logging) {
                    @Override
                    protected Player createPlayer(PlayerRef ref, int seat) {
                        return new TitlePlayer(ref.id(), ref.name(), seat);
                    }

                    @Override
                    protected Corporation createCorporation(TitleData.CorporationDef def) {
                        return new TitleCorporation(def);
                    }

                    @Override
                    protected PrivateCompany createCompany(TitleData.CompanyDef def) {
                        return new PrivateCompany(def.sym(), def.name(), def.value(), def.revenue(), def.abilities(),
                                def.data()) {
                        };
                    }

                    @Override
                    protected Train createTrain(String id, TrainType type) {
                        return new Train(id, type) {
                        };
                    }
                };
            }
        };
        Game g = title.game(2);
        assertTrue(g.player("p1") instanceof TitlePlayer);
        assertTrue(g.corporation("C") instanceof TitleCorporation);
        assertEquals(10, g.corporation("C").sharePercent(), "the definition's share unit reaches the subclass");
        assertEquals(4, g.corporation("C").shares().size());
        assertTrue(g.company("P1").getClass().isAnonymousClass());
        assertTrue(g.depot().upcoming().get(0).getClass().isAnonymousClass());
    }
}
