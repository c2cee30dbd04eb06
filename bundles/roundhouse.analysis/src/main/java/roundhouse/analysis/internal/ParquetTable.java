package roundhouse.analysis.internal;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One tidy table as an Apache Parquet file, written as rows come: every column optional (an empty
 * cell is null), text as UTF-8 strings, whole numbers as INT64; plain encoding, no compression,
 * one data page per column and row group, a row group every {@link #ROWS_PER_GROUP} rows, so memory
 * stays flat whatever the number of games. Only what the tables need of the format
 * (parquet-format's PageHeader and FileMetaData), checked by reading the files back with DuckDB.
 */
final class ParquetTable implements Closeable {
    /** Column types: Parquet physical types with their logical meaning. */
    enum Type { INT64, STRING }

    record Column(String name, Type type) {
    }

    static final int ROWS_PER_GROUP = 65_536;
    private static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
    // parquet-format enum values
    private static final int PHYSICAL_INT64 = 2;
    private static final int PHYSICAL_BYTE_ARRAY = 6;
    private static final int OPTIONAL = 1;
    private static final int CONVERTED_UTF8 = 0;
    private static final int ENCODING_PLAIN = 0;
    private static final int ENCODING_RLE = 3;
    private static final int CODEC_UNCOMPRESSED = 0;
    private static final int PAGE_DATA = 0;

    private final OutputStream out;
    private final List<Column> columns;
    private final List<List<String>> pending = new ArrayList<>();
    /** Per finished row group: its rows and, per column, {offset, size, values}. */
    private final List<long[][]> groups = new ArrayList<>();
    private final List<Long> groupRows = new ArrayList<>();
    private long position;

    ParquetTable(Path file, List<Column> columns) throws IOException {
        this.out = new BufferedOutputStream(Files.newOutputStream(file));
        this.columns = List.copyOf(columns);
        write(MAGIC);
    }

    /** One row, a cell per column (as text, in the CSV's form); a row group goes out every {@link #ROWS_PER_GROUP} rows. */
    void add(List<String> row) throws IOException {
        if (row.size() != columns.size()) {
            throw new IllegalArgumentException(row.size() + " cells for " + columns.size() + " columns");
        }
        pending.add(row);
        if (pending.size() >= ROWS_PER_GROUP) {
            flush();
        }
    }

    private void flush() throws IOException {
        if (pending.isEmpty()) {
            return;
        }
        long[][] chunks = new long[columns.size()][];
        for (int c = 0; c < columns.size(); c++) {
            byte[] page = page(c);
            chunks[c] = new long[] {position, page.length, pending.size()};
            write(page);
        }
        groups.add(chunks);
        groupRows.add((long) pending.size());
        pending.clear();
    }

    /** The column's data page: header, then definition levels (1 = a value, 0 = null), then the values. */
    private byte[] page(int c) throws IOException {
        ByteArrayOutputStream levels = new ByteArrayOutputStream();
        ByteArrayOutputStream values = new ByteArrayOutputStream();
        int run = 0;
        int runLevel = -1;
        for (List<String> row : pending) {
            String cell = row.get(c);
            int level = value(columns.get(c).type(), cell, values) ? 1 : 0;
            if (level != runLevel && run > 0) {
                rleRun(levels, run, runLevel);
                run = 0;
            }
            runLevel = level;
            run++;
        }
        if (run > 0) {
            rleRun(levels, run, runLevel);
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        int n = levels.size();
        body.write(new byte[] {(byte) n, (byte) (n >>> 8), (byte) (n >>> 16), (byte) (n >>> 24)});
        levels.writeTo(body);
        values.writeTo(body);
        byte[] header = new CompactThrift().beginStruct()
                .i32(1, PAGE_DATA)
                .i32(2, body.size())
                .i32(3, body.size())
                .struct(5)
                .i32(1, pending.size())
                .i32(2, ENCODING_PLAIN)
                .i32(3, ENCODING_RLE)
                .i32(4, ENCODING_RLE)
                .endStruct()
                .endStruct().bytes();
        ByteArrayOutputStream page = new ByteArrayOutputStream(header.length + body.size());
        page.write(header);
        body.writeTo(page);
        return page.toByteArray();
    }

    /** Writes a non-empty cell's value in plain encoding; false for a null (empty, or not a whole number). */
    private static boolean value(Type type, String cell, ByteArrayOutputStream values) {
        if (cell == null || cell.isEmpty()) {
            return false;
        }
        if (type == Type.INT64) {
            long v;
            try {
                v = Long.parseLong(cell);
            } catch (NumberFormatException e) {
                return false;
            }
            for (int i = 0; i < 8; i++) {
                values.write((int) (v >>> (8 * i)));
            }
            return true;
        }
        byte[] b = cell.getBytes(StandardCharsets.UTF_8);
        int n = b.length;
        values.write(n);
        values.write(n >>> 8);
        values.write(n >>> 16);
        values.write(n >>> 24);
        values.write(b, 0, n);
        return true;
    }

    /** One run of the RLE/bit-packing hybrid with bit width 1: ULEB128(count << 1), then the level in one byte. */
    private static void rleRun(ByteArrayOutputStream out, int count, int level) {
        long header = (long) count << 1;
        while ((header & ~0x7FL) != 0) {
            out.write((int) ((header & 0x7F) | 0x80));
            header >>>= 7;
        }
        out.write((int) header);
        out.write(level);
    }

    @Override
    public void close() throws IOException {
        try {
            flush();
            byte[] footer = footer();
            write(footer);
            int n = footer.length;
            write(new byte[] {(byte) n, (byte) (n >>> 8), (byte) (n >>> 16), (byte) (n >>> 24)});
            write(MAGIC);
        } finally {
            out.close();
        }
    }

    private byte[] footer() {
        long rows = groupRows.stream().mapToLong(Long::longValue).sum();
        CompactThrift t = new CompactThrift().beginStruct().i32(1, 1);
        t.list(2, CompactThrift.STRUCT, columns.size() + 1);
        t.beginStruct().string(4, "schema").i32(5, columns.size()).endStruct();
        for (Column col : columns) {
            t.beginStruct().i32(1, physical(col.type())).i32(3, OPTIONAL).string(4, col.name());
            if (col.type() == Type.STRING) {
                t.i32(6, CONVERTED_UTF8);
            }
            t.endStruct();
        }
        t.i64(3, rows);
        t.list(4, CompactThrift.STRUCT, groups.size());
        for (int g = 0; g < groups.size(); g++) {
            long[][] chunks = groups.get(g);
            long bytes = 0;
            for (long[] ch : chunks) {
                bytes += ch[1];
            }
            t.beginStruct().list(1, CompactThrift.STRUCT, columns.size());
            for (int c = 0; c < columns.size(); c++) {
                long[] ch = chunks[c];
                t.beginStruct().i64(2, ch[0]).struct(3)
                        .i32(1, physical(columns.get(c).type()))
                        .list(2, CompactThrift.I32, 2).elementI32(ENCODING_PLAIN).elementI32(ENCODING_RLE)
                        .list(3, CompactThrift.BINARY, 1).elementString(columns.get(c).name())
                        .i32(4, CODEC_UNCOMPRESSED)
                        .i64(5, ch[2])
                        .i64(6, ch[1])
                        .i64(7, ch[1])
                        .i64(9, ch[0])
                        .endStruct().endStruct();
            }
            t.i64(2, bytes).i64(3, groupRows.get(g)).endStruct();
        }
        t.string(6, "roundhouse stats");
        return t.endStruct().bytes();
    }

    private static int physical(Type type) {
        return type == Type.INT64 ? PHYSICAL_INT64 : PHYSICAL_BYTE_ARRAY;
    }

    private void write(byte[] b) throws IOException {
        out.write(b);
        position += b.length;
    }
}
