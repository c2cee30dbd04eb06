package roundhouse.analysis.internal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.GameSession;

/** What {@link roundhouse.analysis.GameStatistics} exposes of the internal tables. */
public final class GameTablesAccess {
    private GameTablesAccess() {
    }

    public static List<String> tableNames() {
        return GameTables.TABLES.stream().map(GameTables.Table::name).toList();
    }

    public static List<String> columns(String table) {
        return GameTables.TABLES.stream().filter(t -> t.name().equals(table)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no table " + table + "; tables: " + tableNames()))
                .columns();
    }

    public static Map<String, List<List<String>>> rows(GameSession game, String label) {
        GameTables t = GameTables.of(new AnalyzedGame(label, game.state(), game.history()));
        Map<String, List<List<String>>> out = new LinkedHashMap<>();
        for (int i = 0; i < GameTables.TABLES.size(); i++) {
            out.put(GameTables.TABLES.get(i).name(), t.tables().get(i));
        }
        return out;
    }
}
