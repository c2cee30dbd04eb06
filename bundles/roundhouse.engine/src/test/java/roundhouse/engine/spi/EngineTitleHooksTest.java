package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;

/** The hooks a title overrides, on the {@code titles/mini} test title (no map). */
class EngineTitleHooksTest {
    /** Stands in for a title's market with its own moves (1854 hex market). */
    static final class StickyMarket extends StockMarket {
        StickyMarket(Layout layout, SharePrice[][] cells) {
            super(layout, cells);
        }
    }

    static ClassLoader mini() {
        return TestTitles.loader("mini");
    }

    static final class MiniTitle extends EngineTitle {
        MiniTitle() {
            super(mini());
        }

        @Override
        protected StockMarket createMarket() {
            return new StickyMarket(data().marketLayout(), StockMarket.cells(data().market()));
        }
    }

    private static final GameSetup SETUP = new GameSetup(List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B")),
            Set.of(), 1);

    @Test
    void aTitleMarketSubclassIsTheGamesMarket() {
        MiniTitle title = new MiniTitle();
        Game a = title.createGame(SETUP, false);
        Game b = title.createGame(SETUP, false);
        assertTrue(a.market() instanceof StickyMarket);
        assertTrue(a.market() != b.market(), "each game gets a fresh market");
        assertEquals(3, a.market().rows());
        assertEquals(67, a.market().parPrices().get(0).price());
    }

    /** One override serves every game: the market of a game's data is also the market of the title's own. */
    @Test
    void aMarketForAGamesDataIsAlsoTheTitlesMarket() {
        EngineTitle title = new EngineTitle(mini()) {
            @Override
            protected StockMarket createMarket(TitleData gameData) {
                return new StickyMarket(gameData.marketLayout(), StockMarket.cells(gameData.market()));
            }
        };
        assertTrue(title.createGame(SETUP, false).market() instanceof StickyMarket);
    }

    @Test
    void defaultMarketIsBuiltFromTheData() {
        EngineTitle plain = new EngineTitle(mini()) {
        };
        Game g = plain.createGame(SETUP, false);
        assertSame(StockMarket.class, g.market().getClass());
        assertEquals(StockMarket.Layout.GRID, g.market().layout());
    }
}
