package roundhouse.engine.internal.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;

class TitlePropertiesTest {
    @Test
    void playerCountsWrittenAsStringsAreRead() {
        TitleInfo info = TitleProperties.info(Map.<String, Object>of(GameTitle.ID, "1830", GameTitle.NAME, "1830",
                GameTitle.MIN_PLAYERS, " 2", GameTitle.MAX_PLAYERS, 6)::get);
        assertEquals("2-6", info.playerRange());
    }

    @Test
    void aTitleWithoutNameIsCalledByItsId() {
        assertEquals("1841", TitleProperties.info(Map.<String, Object>of(GameTitle.ID, "1841", GameTitle.MIN_PLAYERS, 3,
                GameTitle.MAX_PLAYERS, 8)::get).name());
    }

    @Test
    void noIdOrAnEmptyPlayerRangeIsNoTitle() {
        assertThrows(IllegalArgumentException.class, () -> TitleProperties.info(Map.<String, Object>of()::get));
        assertThrows(IllegalArgumentException.class, () -> TitleProperties.info(Map.<String, Object>of(GameTitle.ID, "x",
                GameTitle.MIN_PLAYERS, 4, GameTitle.MAX_PLAYERS, 2)::get));
    }
}
