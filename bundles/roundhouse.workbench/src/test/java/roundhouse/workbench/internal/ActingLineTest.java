package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.view.ActingEntity;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;
import roundhouse.api.view.RoundView;

/**
 * The acting line of each title's shapes of a turn: the player who decides, and the company he
 * decides for by the name players use (the engine's own answer is checked per title by the titles'
 * ActingEntitiesTest; the UI test AustriaUiIT reads the line at every decision of an 1854 opening).
 */
class ActingLineTest {
    private static final List<PlayerView> SEATS = List.of(player("1", "Ann"), player("2", "Ben"), player("3", "Cat"),
            player("4", "Dan"));

    private static PlayerView player(String id, String name) {
        return new PlayerView(id, name, 400, 400, false, List.of(), List.of(), 0, 16, false);
    }

    private static CompanyView company(String id, CompanyView.Kind kind, String owner, String label) {
        return new CompanyView(id, label, kind, null, null, owner, 0, 0, 0, 0, 0, true, false, List.of(), 0, 0, Map.of(), 0,
                -1, label);
    }

    private static GameState state(List<CompanyView> companies, List<ActingEntity> acting) {
        return new GameState("t", 10, new RoundView("operating", "Operating 1.1", 1, 1), null,
                acting.stream().map(ActingEntity::entity).toList(), 0, SEATS, companies, null, null, List.of(), List.of(),
                false, null, Map.of(), "%s G", acting);
    }

    @Test
    void aPlayerActsForHimself() {
        assertEquals("Cat", ActingLine.of(state(List.of(), List.of(new ActingEntity("3", "player", "3")))));
    }

    /** 1854: Local 1 is no seat 1; the seat that won it decides. */
    @Test
    void aLocalNumberedLikeASeatNamesTheSeatThatOwnsIt() {
        GameState s = state(List.of(company("1", CompanyView.Kind.MINOR, "2", "Local 1")),
                List.of(new ActingEntity("1", "minor", "2")));
        assertEquals("Ben for Local 1", ActingLine.of(s));
    }

    /** 18Mag: never "6". */
    @Test
    void aMinorNamesItsOwnerAndItsName() {
        GameState s = state(List.of(company("6", CompanyView.Kind.MINOR, "4", "Minor 6")),
                List.of(new ActingEntity("6", "minor", "4")));
        assertEquals("Dan for Minor 6", ActingLine.of(s));
    }

    /** 1844: never "NOB" alone. */
    @Test
    void aCorporationNamesItsDirector() {
        GameState s = state(List.of(company("NOB", CompanyView.Kind.CORPORATION, "1", "NOB")),
                List.of(new ActingEntity("NOB", "corporation", "1")));
        assertEquals("Ann for NOB", ActingLine.of(s));
    }

    /** A corporation presided by a corporation: the engine names the player at the top of the chain. */
    @Test
    void aCompanyControlledThroughAnotherNamesThePlayerAtTheTop() {
        GameState s = state(List.of(company("A", CompanyView.Kind.CORPORATION, "B", "A"),
                company("B", CompanyView.Kind.CORPORATION, "3", "B")), List.of(new ActingEntity("A", "corporation", "3")));
        assertEquals("Cat for A", ActingLine.of(s));
    }

    @Test
    void aCompanyNoPlayerControlsSaysSo() {
        GameState s = state(List.of(company("SBB", CompanyView.Kind.CORPORATION, null, "SBB")),
                List.of(new ActingEntity("SBB", "corporation", null)));
        assertEquals(Messages.get("game.actingUncontrolled", "SBB"), ActingLine.of(s));
    }

    /** A snapshot built from ids alone (older callers): a company's owner chain is followed. */
    @Test
    void aSnapshotWithoutActingEntitiesDerivesThemFromTheOwners() {
        GameState s = new GameState("t", 10, new RoundView("operating", "Operating 1.1", 1, 1), null, List.of("M"), 0, SEATS,
                List.of(company("M", CompanyView.Kind.MINOR, "2", "Minor M")), null, null, List.of(), List.of(), false, null,
                Map.of());
        assertEquals(List.of(new ActingEntity("M", "minor", "2")), s.actingEntities());
        assertEquals("Ben for Minor M", ActingLine.of(s));
    }
}
