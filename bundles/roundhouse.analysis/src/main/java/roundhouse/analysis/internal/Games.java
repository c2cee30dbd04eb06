package roundhouse.analysis.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.GameSession;

/** Sessions turned into what the reports read. */
final class Games {
    private Games() {
    }

    static List<AnalyzedGame> analyzed(List<GameSession> sessions) {
        List<AnalyzedGame> games = new ArrayList<>();
        for (GameSession s : sessions) {
            String id = s.toRecord().gameId();
            games.add(new AnalyzedGame(id == null ? s.title().id() + "#" + (games.size() + 1) : id, s.state(), s.history()));
        }
        return games;
    }
}
