package roundhouse.workbench.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * The final standings of a finished game, a line per player, highest first: "1. Ann 2,212" with the
 * game's money, tied players sharing their rank ("2." twice, then "4."). Shown where the choices were,
 * so that a table of six reads every score, which the four-line info line cut short.
 */
final class Standings {
    private Standings() {
    }

    static List<String> lines(GameState state) {
        List<PlayerView> order = new ArrayList<>(state.players());
        // stable: ties keep their seat order, as the game's result does
        order.sort(Comparator.comparingInt((PlayerView p) -> score(state, p)).reversed());
        List<String> out = new ArrayList<>();
        int rank = 0;
        int last = Integer.MIN_VALUE;
        for (int i = 0; i < order.size(); i++) {
            PlayerView p = order.get(i);
            int score = score(state, p);
            if (i == 0 || score != last) {
                rank = i + 1;
                last = score;
            }
            out.add(Messages.get("game.standing", rank, p.name(), state.money(score)));
        }
        return out;
    }

    /** The result's score, or the player's worth where the result leaves him out. */
    private static int score(GameState state, PlayerView p) {
        return state.result().getOrDefault(p.id(), p.worth());
    }
}
