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
}
