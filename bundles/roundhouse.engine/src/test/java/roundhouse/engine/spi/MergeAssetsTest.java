package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;

/**
 * Mergers ({@link Game#mergeAssets}, {@link Game#closeCorporation}; 1844's SBB formation): NYC folds
 * into PRR. {@code titles/mergemap}: PRR's home H12 and NYC's home E19 are cities with two slots.
 */
class MergeAssetsTest {
    private static Game game() {
        EngineTitle title = TestTitles.title("mergemap");
        return title.createGame(new GameSetup(List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B")), Set.of(), 1), false);
    }

    private static Game withTokens() {
        Game g = game();
        Corporation prr = g.corporation("PRR");
        Corporation nyc = g.corporation("NYC");
        g.board().placeHomeToken("PRR", "H12", 0);
        prr.setTokensUsed(1);
        g.board().placeHomeToken("NYC", "E19", 0);
        g.board().placeHomeToken("NYC", "H12", 0);
        nyc.setTokensUsed(2);
        g.transfer(g.bank(), nyc, 170);
        g.buyTrain(nyc, g.depot().upcoming().get(0), 0, g.bank(), null);
        return g;
    }

    @Test
    void theTreasuryTrainsAndStationsPassToTheSurvivor() {
        Game g = withTokens();
        Corporation prr = g.corporation("PRR");
        Corporation nyc = g.corporation("NYC");
        int prrTokens = prr.tokenPrices().size();
        String h12 = g.board().tokensOf("PRR").get(0);
        String e19 = g.board().tokensOf("NYC").stream().filter(c -> !c.equals(h12)).findFirst().orElseThrow();

        List<String> dropped = g.mergeAssets(nyc, prr, 100);

        assertEquals(170, prr.cash());
        assertEquals(0, nyc.cash());
        assertEquals(1, prr.trains().size());
        assertEquals(prr, prr.trains().get(0).owner());
        assertTrue(nyc.trains().isEmpty());
        // E19: NYC's station becomes PRR's; H12: PRR is there already, NYC's token goes
        assertEquals(List.of(h12), dropped);
        assertEquals(Set.of(e19, h12), Set.copyOf(g.board().tokensOf("PRR")));
        assertEquals(List.of(), g.board().tokensOf("NYC"));
        assertEquals(prrTokens + 2, prr.tokenPrices().size(), "one token for each of NYC's two");
        assertEquals(2, prr.tokensUsed());
        assertEquals(100, prr.tokenPrices().get(prr.tokenPrices().size() - 1));
    }

    @Test
    void aClosedCorporationLeavesMarketBoardAndPlayersHands() {
        Game g = withTokens();
        Corporation nyc = g.corporation("NYC");
        Player a = g.players().get(0);
        g.setPar(nyc, g.market().parPrices().get(0));
        nyc.share("NYC_0").moveTo(a);
        nyc.setPresident(a);

        g.closeCorporation(nyc);

        assertTrue(nyc.closed());
        assertNull(nyc.sharePrice());
        assertEquals(0, a.percentOf(nyc));
        assertEquals(List.of(), g.board().tokensOf("NYC"));
        assertEquals(0, nyc.cash());
        assertTrue(nyc.trains().isEmpty());
        assertNull(nyc.president());
    }
}
