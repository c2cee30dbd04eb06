package roundhouse.analysis.internal;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Writes Thrift's compact protocol, the encoding of Parquet's page headers and file footer: just
 * the parts those need (structs, i32, i64, strings, lists of i32, strings and structs).
 */
final class CompactThrift {
    static final int I32 = 5;
    static final int I64 = 6;
    static final int BINARY = 8;
    static final int LIST = 9;
    static final int STRUCT = 12;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    /** The last field id written in each open struct (field headers carry the delta). */
    private final Deque<Integer> lastField = new ArrayDeque<>();
    private int last;

    byte[] bytes() {
        return out.toByteArray();
    }

    CompactThrift beginStruct() {
        lastField.push(last);
        last = 0;
        return this;
    }

    CompactThrift endStruct() {
        out.write(0); // stop
        last = lastField.pop();
        return this;
    }

    private void field(int id, int type) {
        int delta = id - last;
        if (delta > 0 && delta <= 15) {
            out.write((delta << 4) | type);
        } else {
            out.write(type);
            varint(zigzag(id));
        }
        last = id;
    }

    CompactThrift i32(int id, int value) {
        field(id, I32);
        varint(zigzag(value));
        return this;
    }

    CompactThrift i64(int id, long value) {
        field(id, I64);
        varint(zigzag(value));
        return this;
    }

    CompactThrift string(int id, String value) {
        field(id, BINARY);
        binary(value);
        return this;
    }

    /** Opens a struct-valued field; close it with {@link #endStruct()}. */
    CompactThrift struct(int id) {
        field(id, STRUCT);
        return beginStruct();
    }

    /** A list field's header; then write {@code size} elements with the element methods below. */
    CompactThrift list(int id, int elementType, int size) {
        field(id, LIST);
        if (size < 15) {
            out.write((size << 4) | elementType);
        } else {
            out.write(0xF0 | elementType);
            varint(size);
        }
        return this;
    }

    CompactThrift elementI32(int value) {
        varint(zigzag(value));
        return this;
    }

    CompactThrift elementString(String value) {
        binary(value);
        return this;
    }

    private void binary(String value) {
        byte[] b = value.getBytes(StandardCharsets.UTF_8);
        varint(b.length);
        out.write(b, 0, b.length);
    }

    private static long zigzag(long v) {
        return (v << 1) ^ (v >> 63);
    }

    private void varint(long v) {
        while ((v & ~0x7FL) != 0) {
            out.write((int) ((v & 0x7F) | 0x80));
            v >>>= 7;
        }
        out.write((int) v);
    }
}
