package roundhouse.analysis.internal;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The tidy tables in one directory, each as CSV ({@code games.csv}, ...) and as Parquet
 * ({@code games.parquet}, ...), written row by row.
 */
final class CsvTables implements Closeable {
    private final List<BufferedWriter> writers = new ArrayList<>();
    private final List<ParquetTable> parquet = new ArrayList<>();

    CsvTables(Path dir) throws IOException {
        Files.createDirectories(dir);
        for (GameTables.Table t : GameTables.TABLES) {
            BufferedWriter w = Files.newBufferedWriter(dir.resolve(t.name() + ".csv"), StandardCharsets.UTF_8);
            writers.add(w);
            line(w, t.columns());
            List<ParquetTable.Column> columns = t.columns().stream().map(c -> new ParquetTable.Column(c,
                    GameTables.INTEGER_COLUMNS.contains(c) ? ParquetTable.Type.INT64 : ParquetTable.Type.STRING)).toList();
            parquet.add(new ParquetTable(dir.resolve(t.name() + ".parquet"), columns));
        }
    }

    void write(GameTables game) throws IOException {
        for (int i = 0; i < writers.size(); i++) {
            for (List<String> row : game.tables().get(i)) {
                line(writers.get(i), row);
                parquet.get(i).add(row);
            }
        }
    }

    /** One RFC 4180 line: cells with commas, quotes or line breaks quoted. */
    static void line(Appendable out, List<String> cells) throws IOException {
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i) == null ? "" : cells.get(i);
            if (i > 0) {
                out.append(',');
            }
            if (c.indexOf(',') >= 0 || c.indexOf('"') >= 0 || c.indexOf('\n') >= 0 || c.indexOf('\r') >= 0) {
                out.append('"').append(c.replace("\"", "\"\"")).append('"');
            } else {
                out.append(c);
            }
        }
        out.append('\n');
    }

    @Override
    public void close() throws IOException {
        IOException first = null;
        List<Closeable> all = new ArrayList<>(writers);
        all.addAll(parquet);
        for (Closeable w : all) {
            try {
                w.close();
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
