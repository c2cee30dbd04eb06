package roundhouse.views.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One table of the spreadsheet view as plain data, testable without a display: headings, the rows
 * a player sorts (players, or companies) and the summary rows that stay below them whatever the
 * order, as 18xx.games keeps its IPO, market and price rows under the players.
 *
 * @param headers column headings
 * @param tooltips what each heading stands for in full (a company's name), or "" for none
 * @param body rows that sort when a heading is clicked
 * @param footer rows that stay at the bottom, in this order
 */
record Sheet(List<String> headers, List<String> tooltips, List<List<Cell>> body, List<List<Cell>> footer) {
    Sheet {
        headers = List.copyOf(headers);
        tooltips = List.copyOf(tooltips);
        body = List.copyOf(body);
        footer = List.copyOf(footer);
    }

    /**
     * One cell.
     *
     * @param text what it shows
     * @param number the value it sorts by, or {@code null} to sort by its text
     * @param background fill as {@code #rrggbb}, or {@code null} for the table's
     * @param foreground text colour as {@code #rrggbb}, or {@code null} for the table's
     */
    record Cell(String text, Long number, String background, String foreground) {
        static final Cell EMPTY = new Cell("", null, null, null);

        static Cell text(String text) {
            return new Cell(text, null, null, null);
        }

        static Cell number(String text, long number) {
            return new Cell(text, number, null, null);
        }

        /** A cell in a company's colours, with a readable text colour when the title gives none. */
        static Cell colored(String text, String background, String foreground) {
            return new Cell(text, null, background, foreground != null ? foreground : readableOn(background));
        }

        boolean isEmpty() {
            return text.isEmpty();
        }
    }

    /**
     * The body ordered by one column; empty cells last in either direction, so that sorting by a
     * company puts its holders on top. Ties keep their order (seat order for players).
     */
    Sheet sortedBy(int column, boolean ascending) {
        Comparator<List<Cell>> byValue = (a, b) -> compare(a.get(column), b.get(column));
        if (!ascending) {
            byValue = byValue.reversed();
        }
        Comparator<List<Cell>> emptyLast = Comparator.comparing(r -> r.get(column).isEmpty());
        List<List<Cell>> rows = new ArrayList<>(body);
        rows.sort(emptyLast.thenComparing(byValue));
        return new Sheet(headers, tooltips, rows, footer);
    }

    private static int compare(Cell a, Cell b) {
        if (a.number() != null && b.number() != null) {
            return Long.compare(a.number(), b.number());
        }
        return a.text().compareToIgnoreCase(b.text());
    }

    /** Black or white, whichever reads better on a fill (the relative luminance of sRGB, roughly). */
    static String readableOn(String background) {
        if (background == null || !background.matches("#[0-9a-fA-F]{6}")) {
            return null;
        }
        int rgb = Integer.parseInt(background.substring(1), 16);
        double luminance = 0.2126 * ((rgb >> 16) & 0xff) + 0.7152 * ((rgb >> 8) & 0xff) + 0.0722 * (rgb & 0xff);
        return luminance > 140 ? "#000000" : "#ffffff";
    }
}
