package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;
import roundhouse.api.view.RoundView;

/** The standings a finished game shows where its choices were: every player, highest first, ties sharing a rank. */
class StandingsTest {
    private static PlayerView player(String id, String name, int worth) {
        return new PlayerView(id, name, 0, worth, false, List.of(), List.of(), 0, 16, false);
    }

    private static GameState finished(List<PlayerView> players, Map<String, Integer> result) {
        return new GameState("t", 10, new RoundView("operating", "Operating 9.1", 9, 1), null, List.of(), 0, players,
                List.of(), null, null, List.of(), List.of(), true, "bank", result, "%s G", List.of(), "the bank broke");
    }

    @Test
    void everyPlayerHighestFirstTiesShareTheirRankInSeatOrder() {
        List<PlayerView> seats = List.of(player("1", "Ann", 0), player("2", "Ben", 0), player("3", "Cat", 0),
                player("4", "Dan", 0), player("5", "Eve", 0), player("6", "Fay", 0));
        GameState s = finished(seats, Map.of("1", 900, "2", 1200, "3", 900, "4", 300, "5", 1500, "6", 900));
        assertEquals(List.of(line(1, "Eve", "1500 G"), line(2, "Ben", "1200 G"), line(3, "Ann", "900 G"), line(3, "Cat", "900 G"),
                line(3, "Fay", "900 G"), line(6, "Dan", "300 G")), Standings.lines(s));
    }

    @Test
    void aPlayerTheResultLeavesOutCountsWithHisWorth() {
        GameState s = finished(List.of(player("1", "Ann", 700), player("2", "Ben", 500)), Map.of("2", 800));
        assertEquals(List.of(line(1, "Ben", "800 G"), line(2, "Ann", "700 G")), Standings.lines(s));
    }

    private static String line(int rank, String name, String money) {
        return Messages.get("game.standing", rank, name, money);
    }
}
