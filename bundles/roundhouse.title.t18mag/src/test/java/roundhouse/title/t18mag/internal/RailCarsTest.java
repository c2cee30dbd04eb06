package roundhouse.title.t18mag.internal;

import roundhouse.testsupport.RecordedPosition;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.IllegalActionException;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;

/**
 * RB VI.3.7 and Table 6 (rail cars and mines), VI.3.6 (plus trains), on positions of the recorded
 * 3-player game {@code hs_puhjabag_1762198060} (yellow phase, OR 1.1 and 2.1); the numbers worked
 * out from the rulebook.
 */
class RailCarsTest {
    private static final String GAME = "hs_puhjabag_1762198060";

    private static Action buy(String minor, String description, int cost) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("description", description);
        args.put("cost", cost);
        return new Action("special_buy", minor, "minor", args);
    }

    /** The recorded run with the revenue of its first route replaced. */
    @SuppressWarnings("unchecked")
    private static Action withRevenue(Action run, int revenue) {
        Map<String, Object> args = new LinkedHashMap<>(run.args());
        List<Object> routes = new ArrayList<>((List<Object>) args.get("routes"));
        Map<String, Object> first = new LinkedHashMap<>((Map<String, Object>) routes.get(0));
        first.put("revenue", revenue);
        routes.set(0, first);
        args.put("routes", routes);
        return new Action(run.type(), run.entity(), run.entityType(), args);
    }

    /**
     * Table 6, yellow: 10 for the first car of a turn, 20 for the second, 30 for a third, each paid to
     * the car's company; one car of each kind a turn, none beyond the treasury.
     */
    @Test
    void carsCostMoreWithEachCarOfTheTurnAndGoToTheirCompanies() throws Exception {
        EngineSession before = RecordedPosition.of(new T18MagTitle(), java.nio.file.Path.of("src/test/resources/fixtures/18mag/"), GAME).before(133); // minor 6 about to run, OR 2.1, 30 Ft
        EngineSession s = RecordedPosition.of(new T18MagTitle(), java.nio.file.Path.of("src/test/resources/fixtures/18mag/"), GAME).before(133);
        assertEquals(30, s.game().corporation("6").cash());
        IllegalActionException wrongPrice = assertThrows(IllegalActionException.class, () -> s.apply(buy("6", "Mine Access [SNW]", 20)));
        assertTrue(wrongPrice.getMessage().contains("10"), wrongPrice.getMessage());
        s.apply(buy("6", "Mine Access [SNW]", 10));
        IllegalActionException twice = assertThrows(IllegalActionException.class, () -> s.apply(buy("6", "Mine Access [SNW]", 20)));
        assertTrue(twice.getMessage().contains("VI.3.7"), twice.getMessage());
        s.apply(buy("6", "+20 Offboard Bonus [RABA]", 20));
        IllegalActionException tooDear = assertThrows(IllegalActionException.class, () -> s.apply(buy("6", "Plus Train Upgrade [G&C]", 30)));
        assertTrue(tooDear.getMessage().contains("30"), tooDear.getMessage());
        Game g = s.game(); // a refused action leaves the game as it was, possibly as a new object
        assertEquals(0, g.corporation("6").cash());
        assertEquals(10, g.corporation("SNW").cash() - before.game().corporation("SNW").cash());
        assertEquals(20, g.corporation("RABA").cash() - before.game().corporation("RABA").cash());
        assertEquals(0, g.corporation("G&C").cash() - before.game().corporation("G&C").cash());
    }

    /**
     * RB VI.3.3: a terrain marker pays the terrain of a hex: minor 6 hands one in and lays in B19
     * (30 Ft of terrain), which the bank pays to SIK; its next lay in B21 it pays itself (30 to SIK,
     * and 10 to SKEV for the second lay).
     */
    @Test
    void aTerrainMarkerHasTheBankPayTheTerrain() throws Exception {
        RecordedPosition p = RecordedPosition.of(new T18MagTitle(), java.nio.file.Path.of("src/test/resources/fixtures/18mag/"), GAME);
        EngineSession s = p.before(129);
        Game g0 = s.game();
        int minor = g0.corporation("6").cash();
        int sik = g0.corporation("SIK").cash();
        int bank = g0.bank().cash();
        s.apply(p.action(129));
        s.apply(p.action(130));
        Game g = s.game();
        assertEquals(minor, g.corporation("6").cash());
        assertEquals(sik + 30, g.corporation("SIK").cash());
        assertEquals(bank - 30, g.bank().cash());
        s.apply(p.action(131));
        assertEquals(minor - 40, s.game().corporation("6").cash());
    }

    /** RB VI.3.7: a route may visit a mine only with SNW's car. */
    @Test
    void aMineNeedsMineAccess() throws Exception {
        RecordedPosition p = RecordedPosition.of(new T18MagTitle(), java.nio.file.Path.of("src/test/resources/fixtures/18mag/"), GAME);
        EngineSession s = p.before(52);
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(p.action(53)));
        assertTrue(e.getMessage().contains("mine"), e.getMessage());
    }

    /**
     * RB VI.3.7 (the rulebook's example of minor 6): with mine access, A18 (mine) - Kassa - Miskolc pays
     * 20 + 20 = 40 revenue; the mine costs no reach of the 2-train and its 30 Ft (yellow) go to the
     * minor's treasury. The minor keeps half the revenue plus the mine, the owner gets the other half.
     */
    @Test
    void theMineRidesFreeAndPaysTheTreasury() throws Exception {
        RecordedPosition p = RecordedPosition.of(new T18MagTitle(), java.nio.file.Path.of("src/test/resources/fixtures/18mag/"), GAME);
        EngineSession s = p.before(53);
        Game g = s.game();
        Corporation minor = g.corporation("6");
        Player owner = (Player) minor.president();
        int minorCash = minor.cash();
        int ownerCash = owner.cash();
        s.apply(p.action(53));
        assertEquals(minorCash + 20 + 30, minor.cash());
        assertEquals(ownerCash + 20, owner.cash());
    }

    /** RB VI.3.7: RÁBA's car adds 20 (yellow) to the route to an offboard: Nagyszeben - Isztambul pays 40, with the car 60. */
    @Test
    void rabasCarAddsTheOffboardBonus() throws Exception {
        RecordedPosition p = RecordedPosition.of(new T18MagTitle(), java.nio.file.Path.of("src/test/resources/fixtures/18mag/"), GAME);
        EngineSession without = p.before(87);
        without.apply(withRevenue(p.action(88), 40));
        assertEquals(40, without.game().corporation("12").lastRevenue());
        EngineSession with = p.before(88);
        with.apply(p.action(88));
        assertEquals(60, with.game().corporation("12").lastRevenue());
        assertEquals(10, with.game().corporation("RABA").cash() - without.game().corporation("RABA").cash());
    }

    /** RB VI.3.6-VI.3.7: a 2-train reaches two stops; with G&amp;C's car it runs as 2+2, the extra stops towns. */
    @Test
    void gcMakesThePlusTrain() throws Exception {
        RecordedPosition p = RecordedPosition.of(new T18MagTitle(), java.nio.file.Path.of("src/test/resources/fixtures/18mag/"), GAME);
        EngineSession without = p.before(100);
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> without.apply(p.action(101)));
        assertTrue(e.getMessage().contains("2"), e.getMessage());
        EngineSession with = p.before(101);
        with.apply(p.action(101));
        assertEquals(60, with.game().corporation("1").lastRevenue());
    }

    /**
     * RB VI.3.7: a minor runs for the most it can earn. Minor 5 ran for 90 in OR 5.2 where 100 was
     * possible: 18xx.games accepted it ({@code free_route_revenue}), the rulebook does not.
     */
    @Test
    void byTheRulebookAMinorRunsForTheMost() throws Exception {
        RecordedPosition p = RecordedPosition.of(new T18MagTitle(), java.nio.file.Path.of("src/test/resources/fixtures/18mag/"), GAME);
        EngineSession imported = p.before(459);
        imported.apply(p.action(459));
        EngineSession rulebook = p.before(459, T18MagTitle.FREE_ROUTE_REVENUE);
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> rulebook.apply(p.action(459)));
        assertTrue(e.getMessage().contains("100") && e.getMessage().contains("VI.3.7"), e.getMessage());
    }

    /**
     * RB VI.3.7: the player chooses the towns of a plus train: beside the best run, runs that leave
     * out one of its towns are offered, each one legal, named by its stops.
     */
    @Test
    void thePlayerChoosesThePlusTrainsTowns() throws Exception {
        RecordedPosition p = RecordedPosition.of(new T18MagTitle(), java.nio.file.Path.of("src/test/resources/fixtures/18mag/"), GAME);

        EngineSession s = p.before(562); // minor 3 bought G&C's car, about to run its 2- and 3-train (OR 6.1)
        List<roundhouse.api.LegalAction> runs = s.legalActions().stream().filter(l -> l.action().type().equals("run_routes")).toList();
        assertTrue(runs.size() >= 2, "the best run and at least one other choice of towns: " + runs);
        for (roundhouse.api.LegalAction run : runs.subList(1, runs.size())) {
            assertTrue(run.label().matches(".*\\d\\+\\d-train: .*"), run.label());
            EngineSession again = p.before(562);
            again.apply(run.action());
        }
    }
    /**
     * RB VI.3.7 with 18xx.games' {@code railcars_must_be_used}: a car is offered only where a run can use
     * it. In OR 1.1 minor 6's track reaches a mine and no offboard: SNW's car is offered, RÁBA's (the
     * offboard bonus) is not; minor 5, whose track reaches an offboard, is offered RÁBA's.
     */
    @Test
    void aCarIsOfferedOnlyWhereTheMinorsTrackReachesWhatItIsFor() throws Exception {
        RecordedPosition p = RecordedPosition.of(new T18MagTitle(), java.nio.file.Path.of("src/test/resources/fixtures/18mag/"), GAME);
        EngineSession six = p.before(52); // minor 6 has laid its track, about to buy SNW's car
        assertEquals(List.of(), offboards(six, "6"), "minor 6 reaches no offboard");
        assertEquals(List.of("Mine Access [SNW]", "Plus Train Upgrade [G&C]"), carsOffered(six, "6"));
        EngineSession five = p.before(46); // minor 5 has laid its track, about to buy RÁBA's car
        assertTrue(!offboards(five, "5").isEmpty(), "minor 5 reaches an offboard");
        assertEquals(List.of("+20 Offboard Bonus [RABA]", "Plus Train Upgrade [G&C]"), carsOffered(five, "5"));
    }

    private static List<String> carsOffered(EngineSession s, String minor) {
        return s.legalActions().stream().map(roundhouse.api.LegalAction::action)
                .filter(a -> a.type().equals("special_buy") && a.entity().equals(minor))
                .map(a -> a.string("description")).sorted().toList();
    }

    private static List<String> offboards(EngineSession s, String minor) {
        Game g = s.game();
        roundhouse.engine.map.RouteRules rules = new roundhouse.engine.map.RouteRules(g.phase().tiles(), g.phase().offboardColor());
        return g.board().routeGraph(minor, rules).stops().stream().filter(st -> "offboard".equals(st.kind()))
                .map(st -> st.toString()).toList();
    }
}
