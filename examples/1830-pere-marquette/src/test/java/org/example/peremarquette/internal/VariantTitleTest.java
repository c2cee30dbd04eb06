package org.example.peremarquette.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.GameTitle;
import roundhouse.api.LegalAction;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.HexView;
import roundhouse.api.view.StopView;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.command.Replay;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TitleData.CorporationDef;
import roundhouse.testsupport.RandomGames;

/**
 * The Pere Marquette variant reads its own data over 1830's, and seeded random players that pick only
 * among the legal actions play whole games of it to their end, from two to seven players, with the
 * invariants of {@link RandomGames} kept after every action (money conserved, certificates add up,
 * the certificate limit, undo, the saved game reloads) and the variant's own: the Pere Marquette's
 * first station is its home on E5. One game is written as a file and replayed as {@code replay} does.
 * Games: {@code -Droundhouse.randomGames=N} (default 10).
 */
class VariantTitleTest {
    private static final VariantTitle TITLE = new VariantTitle();

    /*
     * 1830's own data is compared as facts: on a test's flat class path the 1830 title class would read
     * the first GAME-INF/title.json the class path has, which is this variant's.
     */
    @Test
    void readsItsOwnDataOver1830s() {
        TitleData data = TITLE.data();
        assertEquals("1830-pere-marquette", data.info().id());
        assertEquals("1830: Pere Marquette", data.info().name());
        assertEquals(2, data.info().minPlayers());
        assertEquals(7, data.info().maxPlayers());
        assertEquals(Map.of(2, 1200, 3, 800, 4, 600, 5, 480, 6, 400, 7, 360), data.startingCash());
        assertEquals(Map.of(2, 32, 3, 22, 4, 17, 5, 14, 6, 12, 7, 11), data.certLimit());
        assertEquals(3, data.trainType("6").count(), "three 6-trains, 1830 has two");

        // 1830's eight corporations, then the Pere Marquette, last in the tie order
        assertEquals(List.of("PRR", "NYC", "CPR", "B&O", "C&O", "ERIE", "NYNH", "B&M", "PM"),
                data.corporations().stream().map(CorporationDef::sym).toList());
        CorporationDef pm = data.corporations().get(8);
        assertEquals("Pere Marquette Railway", pm.name());
        assertEquals(List.of(0, 40, 100), pm.tokens());
        assertEquals("E5", pm.coordinates());
        assertEquals(-1, pm.city(), "either city of the Detroit & Windsor hex, as Erie's on E11");

        // the rest is 1830's: bank, privates, trains, options
        assertEquals(12000, data.bank());
        assertEquals(List.of("SV", "CS", "DH", "MH", "CA", "BO"), data.companies().stream().map(c -> c.sym()).toList());
        assertEquals(List.of(6, 5, 4, 3, 3, 6), data.trains().stream().map(t -> t.count()).toList());
        assertEquals(-1, TITLE.data(Set.of("unlimited_diesels")).trainType("D").count(), "1830's options apply to the variant");
        assertTrue(TITLE.ruleOptions().stream().anyMatch(o -> o.id().equals("optional_6_train")));
    }

    @Test
    void sevenPlayersStartWith360EachFromTheBank() {
        Game g = TITLE.createGame(new GameSetup(RandomGames.players(7), Set.of(), 1), false);
        assertEquals(12000 - 7 * 360, g.bank().cash());
    }

    @Test
    void seededRandomGamesEnd() {
        int games = Integer.getInteger("roundhouse.randomGames", 10);
        for (long seed = 1; seed <= games; seed++) {
            Random rnd = new Random(seed);
            // every player count from 2 to 7 in the first six seeds
            int players = 2 + (int) ((seed - 1) % 6);
            // the options 18xx.games plays 1830 with (those title.json marks import_default) in every other game
            Set<String> options = seed % 2 == 0 ? TITLE.importOptions(Set.of()) : Set.of();
            GameSetup setup = new GameSetup(RandomGames.players(players), options, seed);
            String end = RandomGames.play(TITLE, setup, rnd, VariantTitleTest::pick, (s, game, action) -> { });
            assertTrue(end.equals("bank") || end.equals("bankrupt"), "seed " + seed + " ended by " + end);
        }
    }

    /**
     * A seven-player game played to its end, checking after every action that the Pere Marquette's
     * first station is on E5; written as a file, which names the variant and the title it extends,
     * reads back to the same game and replays (the {@code replay} command with the variant installed).
     */
    @Test
    void aSeededGameEndsWithPereMarquetteAtHomeAndItsFileReplays(@TempDir Path dir) throws Exception {
        long seed = 7;
        GameSession game = TITLE.newGame(new GameSetup(RandomGames.players(7), TITLE.importOptions(Set.of()), seed));
        Random rnd = new Random(seed);
        boolean pmStationed = false;
        while (!game.state().finished()) {
            assertTrue(game.actions().size() < RandomGames.MAX_ACTIONS, "seed " + seed + ": no end");
            LegalAction choice = pick(rnd, game.legalActions());
            game.apply(choice.amount() == null ? choice.action() : choice.withAmount(RandomGames.amount(rnd, choice.amount())));
            GameState state = game.state();
            CompanyView pm = state.companies().stream().filter(c -> c.id().equals("PM")).findFirst().orElseThrow();
            if (pm.tokensPlaced() > 0 && !pmStationed) {
                assertEquals(1, pm.tokensPlaced(), "seed " + seed + ": the home station comes first");
                assertEquals(List.of("E5"), stationHexes(state, "PM"), "seed " + seed + ": the Pere Marquette's home");
                pmStationed = true;
            }
        }
        assertTrue(pmStationed, "seed " + seed + ": the Pere Marquette never ran (choose a seed where it floats)");

        GsonRecordCodec codec = new GsonRecordCodec();
        String json = codec.format(game.toRecord());
        GameRecord reread = codec.parse(json, "pere-marquette.json");
        assertEquals("1830-pere-marquette", reread.titleId());
        assertEquals("1830", reread.extendsTitle());
        GameSession again = TITLE.load(reread);
        assertTrue(again.state().finished());
        assertEquals(game.state().result(), again.state().result());
        assertEquals(game.state().companies(), again.state().companies());

        Path file = Files.writeString(dir.resolve("pere-marquette.json"), json);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Map<String, GameTitle> installed = Map.of("1830-pere-marquette", TITLE);
        int code = new Replay(codec, installed::get).run(List.of(file.toString()), new PrintStream(out), new PrintStream(err));
        assertEquals(0, code, err.toString());
        assertTrue(out.toString().startsWith("OK "), out.toString());
    }

    /** The hexes where a corporation has a station. */
    private static List<String> stationHexes(GameState state, String corporation) {
        List<String> hexes = new ArrayList<>();
        for (HexView hex : state.map().hexes()) {
            for (StopView stop : hex.stops()) {
                if (stop.tokens().contains(corporation)) {
                    hexes.add(hex.coord());
                }
            }
        }
        return hexes;
    }

    /** Mostly act rather than pass (so corporations float and trains get bought), and finish auctions. */
    private static LegalAction pick(Random rnd, List<LegalAction> legal) {
        List<LegalAction> active = new ArrayList<>();
        LegalAction pass = null;
        for (LegalAction a : legal) {
            String type = a.action().type();
            if (type.equals("bid") && a.amount() == null && rnd.nextInt(3) == 0) {
                return a;
            }
            if (type.equals("pass")) {
                pass = a;
            } else if (!type.equals("buy_company") || !a.action().entityType().equals("player") || rnd.nextInt(20) == 0) {
                // private trades between players could go round forever: kept rare
                active.add(a);
            }
        }
        if (!active.isEmpty() && (pass == null || rnd.nextInt(100) < 75)) {
            return active.get(rnd.nextInt(active.size()));
        }
        return pass != null ? pass : legal.get(rnd.nextInt(legal.size()));
    }
}
