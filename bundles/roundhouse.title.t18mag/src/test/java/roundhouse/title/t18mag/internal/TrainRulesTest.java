package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.Round;

/** RB VI.3.5 (scrapping), VI.3.8 (buying trains, Table 7) and VI.3.9 (phase changes). */
class TrainRulesTest {
    private static Action buyTrain(String minor, String train, int price) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("train", train);
        args.put("price", price);
        args.put("variant", train.substring(0, train.indexOf('-')));
        return new Action("buy_train", minor, "minor", args);
    }

    /** Table 7: the first 3-train costs 120, 60 to MAVAG and 60 to the bank, and starts the green phase. */
    @Test
    void aDepotTrainPaysItsBuilderHalfAndANewTypeStartsTheNextPhase() throws Exception {
        EngineSession s = DividendRulesTest.draftedThreePlayers();
        Game g = s.game();
        Corporation minor = g.corporation("1");
        assertEquals(minor, g.round().actingEntities().get(0));
        assertEquals(0, g.corporation("LdStEG").cash(), "the drafted 2-trains are free: nobody is paid");
        g.transfer(g.bank(), minor, 100);
        g.round().touch();
        int bank = g.bank().cash();
        s.apply(new Action("pass", "1", "minor", null)); // lays no track
        s.apply(new Action("pass", "1", "minor", null)); // keeps its train (RB VI.3.5)
        s.apply(buyTrain("1", "3-0", 120));
        assertEquals(30, minor.cash());
        assertEquals(60, g.corporation("MAVAG").cash());
        assertEquals(bank + 60, g.bank().cash());
        assertEquals("Green", g.phase().name());
        assertEquals("3-1", g.depot().upcoming().stream().filter(t -> t.cardName().equals("3")).findFirst()
                .orElseThrow().id(), "a new 3-train takes the sold one's place");
    }

    /** RB III.3.2: trains are traded between minors at any price from 1 Ft; only the seller is paid. */
    @Test
    void aMinorBuysAnotherMinorsTrainForOneForint() throws Exception {
        EngineSession s = DividendRulesTest.draftedThreePlayers();
        Game g = s.game();
        s.apply(new Action("pass", "1", "minor", null)); // lays no track
        s.apply(new Action("pass", "1", "minor", null)); // keeps its train
        s.apply(buyTrain("1", "2-1", 1));
        // RB III.3.2: minor 2 belongs to another player, who agrees (TradeConsentTest)
        String owner = ((roundhouse.engine.spi.Player) g.corporation("2").president()).id();
        s.apply(new Action("accept_trade", owner, "player", null));
        assertEquals(List.of("2-0", "2-1"), g.corporation("1").trains().stream().map(Train::id).toList());
        assertEquals(49, g.corporation("1").cash());
        assertEquals(51, g.corporation("2").cash());
        assertEquals(0, g.corporation("LdStEG").cash(), "a trade pays no builder");
        assertEquals("Yellow", g.phase().name());
    }

    /** RB VI.3.9: the first purchase of each new type advances one phase, never two. */
    @Test
    void eachNewTypeAdvancesOnePhase() throws Exception {
        Game g = DividendRulesTest.draftedThreePlayers().game();
        MagTrainRules rules = (MagTrainRules) g.trainRules();
        rules.boughtFromDepot(g.depot().train("6-0"));
        assertEquals("Green", g.phase().name());
        rules.boughtFromDepot(g.depot().train("4-0"));
        assertEquals("Brown", g.phase().name());
        rules.boughtFromDepot(g.depot().train("4-0"));
        assertEquals("Brown", g.phase().name(), "a type bought before changes nothing");
    }

    /** RB VI.3.5: a scrapped train goes back to the front of the depot and is the next one sold. */
    @Test
    void aScrappedTrainGoesToTheFrontOfTheDepot() throws Exception {
        Game g = DividendRulesTest.draftedThreePlayers().game();
        Corporation minor = g.corporation("2");
        Train train = minor.trains().get(0);
        g.discardTrain(minor, train);
        assertEquals(train, g.depot().upcoming().get(0));
        assertEquals(List.of(), minor.trains());
    }

    /** RB VI.3.5: in its turn, before running, a minor scraps a train with {@code discard_train}. */
    @Test
    void aMinorScrapsATrainInItsTurn() throws Exception {
        EngineSession s = DividendRulesTest.draftedThreePlayers();
        Game g = s.game();
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("train", "2-0");
        s.apply(new Action("pass", "1", "minor", null)); // lays no track
        s.apply(new Action("discard_train", "1", "minor", args));
        assertEquals(List.of(), g.corporation("1").trains());
        assertEquals("2-0", g.depot().upcoming().get(0).id());
        assertEquals(50, g.corporation("1").cash(), "no compensation");
    }

    /** RB VI.3.9: after an OR in which a phase began, a stock round follows although the set is not over. */
    @Test
    void aPhaseChangeEndsTheOperatingSet() throws Exception {
        T18MagTitle title = new T18MagTitle();
        Game g = DividendRulesTest.draftedThreePlayers().game();
        g.counters().startOperatingSet(2);
        Round quiet = title.operatingRound(g, 1);
        assertEquals(RoundKind.OPERATING, title.nextRound(g, quiet).roundKind());
        g.counters().startOperatingSet(2);
        Round changing = title.operatingRound(g, 1);
        g.enterPhase(1);
        assertEquals(RoundKind.STOCK, title.nextRound(g, changing).roundKind());
    }
}
