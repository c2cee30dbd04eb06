package roundhouse.analysis;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.analysis.internal.GameTablesAccess;
import roundhouse.api.GameSession;

/**
 * The per-game function of the {@code stats} command, for use as a plain Java library (no OSGi
 * framework): one replayed game to the rows of the tidy tables {@code games}, {@code players},
 * {@code company_ors} and {@code price_moves} (columns in the README, section 4b). It keeps no
 * state between games, so a Spark or Beam job can map it over game files on many machines.
 */
public final class GameStatistics {
    private GameStatistics() {
    }

    /** Table names, in the order {@link #rows} returns them. */
    public static List<String> tables() {
        return GameTablesAccess.tableNames();
    }

    /** The columns of one table. */
    public static List<String> columns(String table) {
        return GameTablesAccess.columns(table);
    }

    /**
     * One game's rows per table ({@code label} is the value of each row's {@code game} column, e.g.
     * the file name).
     */
    public static Map<String, List<List<String>>> rows(GameSession game, String label) {
        return new LinkedHashMap<>(GameTablesAccess.rows(game, label));
    }
}
