package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.TestTitles;

/**
 * A title's board as the engine builds it for a game ({@code titles/minimap}: the mini title with a
 * map): the areas come from {@code EngineTitle.createBoardAreas}, and phase borders follow the game's
 * phase (H12|G13 closed until phase 3, G15|G13 closed from phase 3; the game starts in phase 2).
 */
class TitleBoardWiringTest {
    static final class TitleLays extends TileLays {
        TitleLays(Board board) {
            super(board);
        }
    }

    static final class MiniMapTitle extends EngineTitle {
        MiniMapTitle() {
            super(TestTitles.loader("minimap"));
        }

        @Override
        protected BoardAreas createBoardAreas() {
            return new BoardAreas() {
                @Override
                public TileLays lays(Board board) {
                    return new TitleLays(board);
                }
            };
        }
    }

    @Test
    void theGamesBoardUsesTheTitlesAreasAndPhase() {
        Game game = new MiniMapTitle().createGame(
                new GameSetup(List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B")), Set.of(), 1), false);
        Board board = game.board();
        assertTrue(board.lays() instanceof TitleLays);
        assertTrue(board.copy().lays() instanceof TitleLays);
        assertEquals("2", game.phase().name());
        assertTrue(board.isImpassable("H12", 3));
        assertTrue(board.isImpassable("G13", 0), "mirrored onto the neighbour");
        assertFalse(board.isImpassable("G15", 1));
    }
}
