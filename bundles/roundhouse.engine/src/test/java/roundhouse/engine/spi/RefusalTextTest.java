package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.engine.spi.step.BuySellParShares;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.StockRound;

/**
 * Refusals of the stock round and the train purchase in the player's language: the same checks give
 * the English text the tests of the titles compare and a German one, naming players and corporations
 * as players do. Every refusal key the engine's steps use has both texts.
 */
class RefusalTextTest {
    private static final GameSetup ANN_AND_BOB = new GameSetup(
            List.of(new PlayerRef("9001", "Ann"), new PlayerRef("9002", "Bob")), Set.of(), 1);

    @AfterEach
    void backToTheDefaultLanguage() {
        EngineText.use(null);
    }

    private static Game mini() {
        return new NamesInTextTest.MiniTitle().createGame(ANN_AND_BOB, false);
    }

    private static BuySellParShares stockTurn(Game g) {
        g.setPriority(g.players().get(0));
        StockRound r = new StockRound(g);
        BuySellParShares step = new BuySellParShares(g, r);
        r.add(step);
        r.start();
        return step;
    }

    @Test
    void stockRoundRefusalsInEnglishAndGerman() {
        Game g = mini();
        Player ann = g.players().get(0);
        Corporation prr = g.corporation("PRR");
        SharePrice par = g.market().parPrices().get(0);
        SharePrice notPar = g.market().cell(0, 0);
        BuySellParShares step = stockTurn(g);
        g.transfer(ann, g.bank(), ann.cash() - 50);

        EngineText.use(Locale.ENGLISH);
        assertEquals("not a par price", step.checkPar(ann, prr, notPar));
        assertEquals("Ann cannot afford 134 F for the president's certificate", step.checkPar(ann, prr, par));
        EngineText.use(Locale.GERMAN);
        assertEquals("kein Nennwert", step.checkPar(ann, prr, notPar));
        assertEquals("Ann kann 134 F f\u00fcr das Direktorzertifikat nicht bezahlen", step.checkPar(ann, prr, par));

        g.setPar(prr, par);
        Certificate share = prr.shares().stream().filter(c -> !c.president()).findFirst().orElseThrow();
        assertEquals("Ann kann 67 F nicht bezahlen", step.checkBuy(ann, List.of(share)));
        assertEquals("PRR hat schon einen Nennwert", step.checkPar(ann, prr, par));
        EngineText.use(Locale.ENGLISH);
        assertEquals("Ann cannot afford 67 F", step.checkBuy(ann, List.of(share)));
        assertEquals("PRR already has a par price", step.checkPar(ann, prr, par));
    }

    /** A title's bundle ({@link EngineText#of}, kept once found) follows the language switched to. */
    @Test
    void aTitlesBundleFollowsTheLanguage() {
        String base = "roundhouse.engine.spi.messages";
        ClassLoader loader = EngineText.class.getClassLoader();
        EngineText.use(Locale.ENGLISH);
        assertEquals("not a par price", EngineText.of(base, loader).get("refuse.par.notPar"));
        EngineText.use(Locale.GERMAN);
        assertEquals("kein Nennwert", EngineText.of(base, loader).get("refuse.par.notPar"));
        EngineText.use(Locale.ENGLISH);
        assertEquals("not a par price", EngineText.of(base, loader).get("refuse.par.notPar"));
    }

    @Test
    void aSaleRefusalNamesTheShareAndTheSeller() {
        Game g = mini();
        Player ann = g.players().get(0);
        Corporation prr = g.corporation("PRR");
        Certificate share = prr.shares().stream().filter(c -> !c.president()).findFirst().orElseThrow();
        g.setPar(prr, g.market().parPrices().get(0));
        EngineText.use(Locale.GERMAN);
        assertEquals("Ann besitzt eine 10%-Aktie der PRR nicht", g.checkSale(ann, List.of(share), 10));
        EngineText.use(Locale.ENGLISH);
        assertEquals("Ann does not hold a 10% share of PRR", g.checkSale(ann, List.of(share), 10));
    }

    @Test
    void aTrainAtTheWrongPriceIsRefusedInGerman() {
        Game g = mini();
        Corporation prr = g.corporation("PRR");
        g.transfer(g.bank(), prr, 2000);
        g.setPar(prr, g.market().parPrices().get(0));
        prr.setFloated(true);
        OperatingRound r = new OperatingRound(g, 1);
        r.add(new BuyTrain(g, r));
        r.start();
        EngineText.use(Locale.GERMAN);
        GameRuleException wrongPrice = assertThrows(GameRuleException.class, () -> r.process(
                new Action("buy_train", "PRR", "corporation", Map.of("train", "2-0", "price", 81L)), prr));
        assertEquals("die Bank verkauft einen 2-Zug f\u00fcr 80 F", wrongPrice.getMessage());
        GameRuleException noSuch = assertThrows(GameRuleException.class, () -> r.process(
                new Action("buy_train", "PRR", "corporation", Map.of("train", "2-99", "price", 80L)), prr));
        assertEquals("kein 2-Zug mit dieser Nummer ist zu kaufen", noSuch.getMessage());
        EngineText.use(Locale.ENGLISH);
        GameRuleException english = assertThrows(GameRuleException.class, () -> r.process(
                new Action("buy_train", "PRR", "corporation", Map.of("train", "2-0", "price", 81L)), prr));
        assertEquals("the bank sells a 2-train for 80 F", english.getMessage());
    }

    /** The title's rule section follows the German text as it follows the English one. */
    @Test
    void aShareRefusalCitesTheSectionInEitherLanguage() {
        Action sale = new Action("sell_shares", "9001", "player", Map.of("shares", List.of("PRR_1"), "percent", 10L));
        EngineText.use(Locale.GERMAN);
        assertEquals("in der ersten Aktienrunde wird nicht verkauft (mini Rule 4.4)", refusedInANewGame(sale));
        EngineText.use(Locale.ENGLISH);
        assertEquals("no sales in the first stock round (mini Rule 4.4)", refusedInANewGame(sale));
    }

    private static String refusedInANewGame(Action a) {
        roundhouse.api.GameSession s = new NamesInTextTest.MiniTitle().newGame(ANN_AND_BOB);
        return assertThrows(roundhouse.api.IllegalActionException.class, () -> s.apply(a)).getMessage();
    }

    /** Every {@code refuse.*} key the engine's code asks for is in both files, and German is not English. */
    @Test
    void everyRefusalKeyInTheCodeHasAGermanText() throws IOException {
        Properties en = load("messages.properties");
        Properties de = load("messages_de.properties");
        Set<String> used = usedRefusalKeys(Path.of("src/main/java/roundhouse/engine/spi"));
        assertTrue(used.size() > 40, "the steps' refusal keys: " + used);
        for (String key : used) {
            assertTrue(en.containsKey(key), key + " has no English text");
            assertTrue(de.containsKey(key), key + " has no German text");
            assertNotEquals(en.getProperty(key), de.getProperty(key), key + " is not translated");
        }
    }

    private static Set<String> usedRefusalKeys(Path root) throws IOException {
        Pattern get = Pattern.compile("EngineText\\.get\\(\\s*\"(refuse\\.[A-Za-z.]+)\"");
        Set<String> keys = new TreeSet<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = get.matcher(Files.readString(f));
                while (m.find()) {
                    keys.add(m.group(1));
                }
            }
        }
        return keys;
    }

    private static Properties load(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = EngineText.class.getResourceAsStream(name)) {
            p.load(new InputStreamReader(in, StandardCharsets.ISO_8859_1));
        }
        return p;
    }
}
