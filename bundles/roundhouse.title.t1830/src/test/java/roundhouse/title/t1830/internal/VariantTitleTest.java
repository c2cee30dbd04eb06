package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.GameTitle;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.command.Replay;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.TitleData;
import roundhouse.testsupport.RandomGames;
import roundhouse.title.t1830.T1830Rules;

/**
 * A variant of 1830 that is data only ({@code variants/1830_bigbank}: title.json {@code "extends":
 * "1830"} with a $15,000 bank, patch.json a third 6-train), built as a variant bundle would be: a
 * subclass of the exported {@link T1830Rules} whose own class loader sees only its GAME-INF.
 */
class VariantTitleTest {
    static final class BigBank1830 extends T1830Rules {
        BigBank1830() {
            super(new URLClassLoader(new URL[] { VariantTitleTest.class.getClassLoader().getResource("variants/1830_bigbank/") },
                    null));
        }
    }

    private static final T1830Title PARENT = new T1830Title();
    private static final BigBank1830 VARIANT = new BigBank1830();

    @Test
    void theVariantChangesTheBankAndTheSixTrainsAndKeepsTheRestOf1830() {
        TitleData base = PARENT.data();
        TitleData variant = VARIANT.data();
        assertEquals("1830_bigbank", VARIANT.info().id());
        assertEquals(2, VARIANT.info().minPlayers());
        assertEquals(6, VARIANT.info().maxPlayers());
        assertEquals(12000, base.bank());
        assertEquals(15000, variant.bank());
        assertEquals(2, base.trainType("6").count());
        assertEquals(3, variant.trainType("6").count());
        assertEquals(base.corporations().size(), variant.corporations().size());
        assertEquals(base.market(), variant.market());
        assertEquals(PARENT.ruleOptions(), VARIANT.ruleOptions());
        assertEquals(PARENT.map().hexes().size(), VARIANT.map().hexes().size());
    }

    @Test
    void anOptionOf1830StillAppliesToTheVariantsData() {
        assertEquals(6, VARIANT.data().trainType("D").count());
        assertEquals(-1, VARIANT.data(Set.of("unlimited_diesels")).trainType("D").count());
        assertEquals(15000, VARIANT.data(Set.of("unlimited_diesels")).bank());
    }

    @Test
    void aGameOfTheVariantStartsWithItsBankAndItsTrains() {
        Game g = VARIANT.createGame(new GameSetup(RandomGames.players(4), Set.of(), 3), false);
        assertEquals(15000 - 4 * 600, g.bank().cash());
        assertEquals(3, g.depot().upcoming().stream().filter(t -> t.name().equals("6")).count());
    }

    @Test
    void seededBotGamesOfTheVariantEndAndReload() {
        for (long seed = 1; seed <= 8; seed++) {
            Random rnd = new Random(seed);
            Set<String> options = seed % 2 == 0 ? VARIANT.importOptions(Set.of()) : Set.of();
            String end = RandomGames.play(VARIANT, new GameSetup(RandomGames.players(3 + (int) (seed % 4)), options, seed),
                    rnd, RandomPlayerTest::pick, RandomPlayerTest::check);
            assertTrue(end.equals("bank") || end.equals("bankrupt"), "seed " + seed + " ended by " + end);
        }
    }

    @Test
    void aFileOfAVariantGameNamesTheVariantAndReplays() throws Exception {
        GameSession game = VARIANT.newGame(new GameSetup(RandomGames.players(4), Set.of(), 11));
        Random rnd = new Random(11);
        while (!game.state().finished()) {
            LegalAction choice = RandomPlayerTest.pick(rnd, game.legalActions());
            Action action = choice.amount() == null ? choice.action()
                    : choice.withAmount(RandomGames.amount(rnd, choice.amount()));
            game.apply(action);
        }
        GsonRecordCodec codec = new GsonRecordCodec();
        String json = codec.format(game.toRecord());
        GameRecord reread = codec.parse(json, "bigbank.json");
        assertEquals("1830_bigbank", reread.titleId());
        assertTrue(json.contains("\"extends\": \"1830\""), "the file says which title the variant extends");
        assertEquals("1830", reread.extendsTitle());
        GameSession again = VARIANT.load(reread);
        assertTrue(again.state().finished());
        assertEquals(game.actions().size(), again.actions().size());
        assertEquals(game.state().players(), again.state().players());
        assertEquals(game.state().companies(), again.state().companies());

        Path file = Files.createTempFile("bigbank", ".json");
        Files.writeString(file, json);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Map<String, GameTitle> installed = Map.of("1830", PARENT, "1830_bigbank", VARIANT);
        assertEquals(0, new Replay(codec, installed::get).run(List.of(file.toString()), new PrintStream(out), new PrintStream(err)),
                err.toString());
        err.reset();
        new Replay(codec, id -> id.equals("1830") ? PARENT : null).run(List.of(file.toString()), new PrintStream(out),
                new PrintStream(err));
        assertTrue(err.toString().contains("unknown title \"1830_bigbank\" (no such title installed) It is a variant of 1830."),
                err.toString());
        Files.delete(file);
    }
}
