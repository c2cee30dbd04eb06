package roundhouse.api.analysis;

import java.util.List;

/**
 * A table of results.
 *
 * @param title what the table shows
 * @param columns column headings
 * @param rows rows of cells, each as long as {@code columns}
 */
public record AnalysisReport(String title, List<String> columns, List<List<String>> rows) {
    public AnalysisReport {
        columns = List.copyOf(columns);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<String> row : rows) {
            if (row.size() != columns.size()) {
                throw new IllegalArgumentException("row has " + row.size() + " cells, expected " + columns.size());
            }
        }
    }

    /** The table as RFC 4180 CSV: a header line, then the rows; cells with commas, quotes or newlines quoted. */
    public String toCsv() {
        StringBuilder out = new StringBuilder();
        appendCsvLine(out, columns);
        for (List<String> row : rows) {
            appendCsvLine(out, row);
        }
        return out.toString();
    }

    private static void appendCsvLine(StringBuilder out, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i) == null ? "" : cells.get(i);
            if (i > 0) {
                out.append(',');
            }
            if (c.contains(",") || c.contains("\"") || c.contains("\n")) {
                out.append('"').append(c.replace("\"", "\"\"")).append('"');
            } else {
                out.append(c);
            }
        }
        out.append('\n');
    }
}
