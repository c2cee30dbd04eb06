package org.example.tableextras.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * Who leads: the players of a game by worth (cash, shares at market, privates), the richest first;
 * equal worth keeps the seat order. What the command, the analysis and the view of this bundle show,
 * read from the game's state alone ({@link GameState}, the exported view of a position).
 */
final class Standings {
    /** One player's line: place (1 for the richest; equal worth, equal place), name, worth and cash. */
    record Row(int place, String player, int worth, int cash) {
    }

    private Standings() {
    }

    static List<Row> of(GameState state) {
        List<PlayerView> players = new ArrayList<>(state.players());
        players.sort(Comparator.comparingInt((PlayerView p) -> -p.worth())); // stable: seat order on ties
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            PlayerView p = players.get(i);
            int place = i > 0 && players.get(i - 1).worth() == p.worth() ? rows.get(i - 1).place() : i + 1;
            rows.add(new Row(place, p.name(), p.worth(), p.cash()));
        }
        return rows;
    }
}
