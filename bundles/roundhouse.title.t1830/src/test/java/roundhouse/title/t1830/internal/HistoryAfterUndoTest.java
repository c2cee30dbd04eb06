package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.api.view.GameHistory;

/** The history follows the game through undo: another action after an undo gives another history. */
class HistoryAfterUndoTest {
    @Test
    void historyAfterUndoAndAnotherActionIsTheNewGames() throws Exception {
        GameSession game = new T1830Title().newGame(new GameSetup(List.of(new PlayerRef("1", "Ann"),
                new PlayerRef("2", "Ben"), new PlayerRef("3", "Cat")), Set.of(), 1));
        List<LegalAction> first = game.legalActions();
        LegalAction a = first.get(0);
        game.apply(a.amount() == null ? a.action() : a.withAmount(a.amount().min()));
        GameHistory before = game.history();
        game.undo();
        LegalAction b = first.get(first.size() - 1);
        game.apply(b.amount() == null ? b.action() : b.withAmount(b.amount().max()));
        GameHistory after = game.history();
        assertEquals(before.points().size(), after.points().size(), "same number of actions");
        // the cash after the action reflects the second choice, not the undone one
        assertEquals(game.state().players().stream().collect(java.util.stream.Collectors.toMap(p -> p.id(), p -> p.cash())),
                after.points().get(after.points().size() - 1).playerCash());
    }
}
