package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Fee;

/**
 * RB VI.3.3: a terrain marker is handed in for the hex whose terrain it pays, so it is never wasted;
 * 18xx.games spends it first and loses it if no lay with terrain follows in the turn (option
 * {@code terrain_token_pending}). Minor 5 starts with three markers (companies.json).
 */
class TerrainMarkerTest {
    private static MagGame game(Set<String> options) {
        return (MagGame) DraftRulesTest.newGame(3, options, 1).game();
    }

    @Test
    void byTheRulebookAnUnusedMarkerIsKept() {
        MagGame g = game(Set.of());
        Corporation minor = g.corporation("5");
        assertEquals(3, g.terrainTokens(minor));
        g.useTerrainToken(minor);
        assertEquals(2, g.terrainTokens(minor));
        assertEquals(0, g.payerPart(Fee.TERRAIN, minor, 30, "H25"), "the marker pays the terrain");
        g.endTerrainTokenTurn();
        assertEquals(3, g.terrainTokens(minor), "handed back: no hex was paid with it");
        assertEquals(30, g.payerPart(Fee.TERRAIN, minor, 30, "H25"));
    }

    @Test
    void with18xxGamesHandlingAnUnusedMarkerIsLost() {
        MagGame g = game(Set.of(T18MagTitle.TERRAIN_TOKEN_PENDING));
        Corporation minor = g.corporation("5");
        g.useTerrainToken(minor);
        g.endTerrainTokenTurn();
        assertEquals(2, g.terrainTokens(minor));
        assertFalse(g.terrainTokenPending());
    }

    @Test
    void aLayWithoutTerrainLeavesTheMarkerWaiting() {
        MagGame g = game(Set.of());
        Corporation minor = g.corporation("5");
        int sik = g.corporation("SIK").cash();
        g.useTerrainToken(minor);
        g.payFee(Fee.TERRAIN, minor, 0, "H27");
        assertEquals(0, g.payerPart(Fee.TERRAIN, minor, 20, "H25"), "still waiting");
        int bank = g.bank().cash();
        g.payFee(Fee.TERRAIN, minor, 20, "H25");
        assertEquals(sik + 20, g.corporation("SIK").cash());
        assertEquals(bank - 20, g.bank().cash());
        assertFalse(g.terrainTokenPending());
        g.endTerrainTokenTurn();
        assertEquals(2, g.terrainTokens(minor), "spent on H25");
    }
}
