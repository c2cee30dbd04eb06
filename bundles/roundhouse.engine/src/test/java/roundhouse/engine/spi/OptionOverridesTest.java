package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;

/** Data that varies by rule option: {@code titles/options} with its {@code GAME-INF/overrides.json}. */
class OptionOverridesTest {
    static final class OptionsTitle extends EngineTitle {
        OptionsTitle() {
            super(TestTitles.loader("options"), Set.of("lite", "big_bank"));
        }
    }

    private static final OptionsTitle TITLE = new OptionsTitle();

    private static GameSetup setup(String... options) {
        return new GameSetup(List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B")), Set.of(options), 1);
    }

    @Test
    void withoutOverridingOptionsAGameUsesTheBaseData() {
        assertSame(TITLE.data(), TITLE.data(Set.of()));
        assertSame(TITLE.data(), TITLE.data(Set.of("split_sales")), "an option without overrides changes no data");
        assertEquals(5000, TITLE.data().bank());
        assertEquals(4, TITLE.data().trains().size());
    }

    @Test
    void anOptionsOverridesChangeThatGamesData() {
        TitleData lite = TITLE.data(Set.of("lite"));
        assertEquals(3000, lite.bank());
        assertEquals(List.of("2", "3+1", "4"), lite.trains().stream().map(TrainType::name).toList());
        assertEquals(2, lite.trainType("2").count());
        assertEquals(List.of("PRR"), lite.corporations().stream().map(TitleData.CorporationDef::sym).toList());
        assertSame(lite, TITLE.data(Set.of("lite", "split_sales")), "cached per set of overriding options");
        assertEquals(5000, TITLE.data().bank(), "the base data is untouched");
    }

    @Test
    void optionsApplyInFileOrderAndMayAppend() {
        TitleData both = TITLE.data(Set.of("big_bank", "lite"));
        assertEquals(9000, both.bank(), "big_bank comes after lite in overrides.json");
        assertEquals(List.of("PRR", "B&O"), both.corporations().stream().map(TitleData.CorporationDef::sym).toList());
    }

    @Test
    void aGameWithTheOptionPlaysWithItsData() {
        Game lite = TITLE.createGame(setup("lite"), false);
        assertEquals(3000, lite.data().bank());
        assertEquals(70, lite.market().parPrices().get(0).price(), "market.json overridden too");
        Game plain = TITLE.createGame(setup(), false);
        assertEquals(67, plain.market().parPrices().get(0).price());
    }
}
