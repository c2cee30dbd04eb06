package roundhouse.engine.internal.codec;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Stops reading past a byte limit: a file that grows while it is read cannot exhaust memory. */
final class LimitedInputStream extends FilterInputStream {
    /** Thrown when more than the limit would be read. */
    static final class TooLarge extends IOException {
        private static final long serialVersionUID = 1L;

        TooLarge(long limit) {
            super("more than " + limit + " bytes");
        }
    }

    private final long limit;
    private long read;

    LimitedInputStream(InputStream in, long limit) {
        super(in);
        this.limit = limit;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            count(1);
        }
        return b;
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
        int n = super.read(buf, off, len);
        if (n > 0) {
            count(n);
        }
        return n;
    }

    private void count(int n) throws TooLarge {
        read += n;
        if (read > limit) {
            throw new TooLarge(limit);
        }
    }
}
