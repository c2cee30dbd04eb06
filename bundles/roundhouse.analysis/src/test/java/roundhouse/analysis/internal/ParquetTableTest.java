package roundhouse.analysis.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Parquet files as written, read back by another implementation (DuckDB): types, nulls, text, several row groups. */
class ParquetTableTest {
    @TempDir
    Path dir;

    private static Connection duckdb() throws Exception {
        return new org.duckdb.DuckDBDriver().connect("jdbc:duckdb:", new Properties());
    }

    @Test
    void duckdbReadsEveryRowTypeAndNullBack() throws Exception {
        Path file = dir.resolve("t.parquet");
        int rows = ParquetTable.ROWS_PER_GROUP * 2 + 17; // three row groups
        List<List<String>> written = new ArrayList<>();
        try (ParquetTable t = new ParquetTable(file, List.of(new ParquetTable.Column("game", ParquetTable.Type.STRING),
                new ParquetTable.Column("revenue", ParquetTable.Type.INT64)))) {
            for (int i = 0; i < rows; i++) {
                List<String> row = List.of(i % 5 == 0 ? "" : i % 7 == 0 ? "Magyarország, \"B&O\" " + i : "g" + i,
                        i % 3 == 0 ? "" : Long.toString(i * 10L - 5_000_000_000L));
                written.add(row);
                t.add(row);
            }
        }
        try (Connection c = duckdb(); Statement s = c.createStatement()) {
            try (ResultSet r = s.executeQuery("SELECT column_name, column_type FROM (DESCRIBE SELECT * FROM '" + file + "')")) {
                List<String> types = new ArrayList<>();
                while (r.next()) {
                    types.add(r.getString(1) + " " + r.getString(2));
                }
                assertEquals(List.of("game VARCHAR", "revenue BIGINT"), types);
            }
            try (ResultSet r = s.executeQuery("SELECT game, revenue FROM '" + file + "'")) {
                int i = 0;
                while (r.next()) {
                    List<String> row = written.get(i++);
                    assertEquals(row.get(0).isEmpty() ? null : row.get(0), r.getString(1), "row " + i);
                    long v = r.getLong(2);
                    assertEquals(row.get(1).isEmpty() ? null : row.get(1), r.wasNull() ? null : Long.toString(v), "row " + i);
                }
                assertEquals(rows, i);
            }
        }
    }

    @Test
    void anEmptyTableIsAValidFile() throws Exception {
        Path file = dir.resolve("empty.parquet");
        new ParquetTable(file, List.of(new ParquetTable.Column("game", ParquetTable.Type.STRING))).close();
        try (Connection c = duckdb(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT count(*) FROM '" + file + "'")) {
            r.next();
            assertEquals(0, r.getLong(1));
        }
    }
}
