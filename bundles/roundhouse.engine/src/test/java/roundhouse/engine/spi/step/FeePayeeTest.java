package roundhouse.engine.spi.step;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Fee;
import roundhouse.engine.spi.Game;

/** Terrain costs go to the payee a title names ({@code Game.feePayee}); the owners test title's mountain costs 80. */
class FeePayeeTest {
    private static int layOnTheMountain(Game g) {
        Corporation a = g.corporation("A");
        g.transfer(g.bank(), a, 200);
        g.board().placeHomeToken("A", "A1", 0);
        LayRules rules = LayRules.normal(Set.of("yellow"));
        TileLay lay = g.board().legalLays("A", rules).stream().filter(l -> l.hex().equals("A3")).findFirst()
                .orElseThrow();
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("hex", lay.hex());
        args.put("tile", lay.tileId());
        args.put("rotation", (long) lay.rotation());
        int total = g.totalCash();
        Track.lay(g, null, a, a, new Action("lay_tile", "A", "corporation", args), rules);
        assertEquals(total, g.totalCash(), "money is conserved");
        return a.cash();
    }

    @Test
    void terrainCostGoesToTheBankByDefault() {
        Game g = new roundhouse.engine.spi.OwnersTitleAccess().game(2);
        int bank = g.bank().cash();
        assertEquals(120, layOnTheMountain(g));
        assertEquals(bank - 200 + 80, g.bank().cash());
    }

    @Test
    void aTitleHookPaysTheTerrainCostToACorporation() {
        roundhouse.engine.spi.OwnersTitleAccess title = new roundhouse.engine.spi.OwnersTitleAccess();
        title.payTo("B", Fee.TERRAIN);
        Game g = title.game(2);
        int bank = g.bank().cash();
        assertEquals(120, layOnTheMountain(g));
        assertEquals(80, g.corporation("B").cash(), "B provided the service");
        assertEquals(bank - 200, g.bank().cash());
    }
}
