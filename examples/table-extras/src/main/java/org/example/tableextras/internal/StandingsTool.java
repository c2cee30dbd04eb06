package org.example.tableextras.internal;

import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;

import roundhouse.api.GameSession;
import roundhouse.api.analysis.AnalysisReport;
import roundhouse.api.analysis.AnalysisTool;
import roundhouse.api.view.GameState;

/**
 * The standings of each game analysed, one row per player: the table the workbench's Analysis menu
 * shows and {@code AnalysisReport#toCsv} writes.
 */
@Component(property = { AnalysisTool.ID + "=standings", AnalysisTool.NAME + "=Standings" })
public class StandingsTool implements AnalysisTool {
    static final List<String> COLUMNS = List.of("Game", "Title", "Actions", "Place", "Player", "Worth", "Cash");

    @Override
    public AnalysisReport analyze(List<GameSession> games) {
        List<List<String>> rows = new ArrayList<>();
        for (int g = 0; g < games.size(); g++) {
            GameState state = games.get(g).state();
            for (Standings.Row r : Standings.of(state)) {
                rows.add(List.of(String.valueOf(g + 1), state.titleId(), String.valueOf(state.actionCount()),
                        String.valueOf(r.place()), r.player(), state.money(r.worth()), state.money(r.cash())));
            }
        }
        return new AnalysisReport("Standings", COLUMNS, rows);
    }
}
