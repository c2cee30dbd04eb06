package roundhouse.map.svg.internal;

/**
 * A small SVG text builder: numbers with one decimal (no {@code String.format}, which dominates a
 * map build otherwise) and escaped text.
 */
final class Svg {
    final StringBuilder out;

    Svg(int capacity) {
        out = new StringBuilder(capacity);
    }

    Svg raw(String s) {
        out.append(s);
        return this;
    }

    Svg num(double v) {
        long t = Math.round(v * 10);
        if (t < 0) {
            out.append('-');
            t = -t;
        }
        out.append(t / 10);
        if (t % 10 != 0) {
            out.append('.').append(t % 10);
        }
        return this;
    }

    /** {@code name="value"} with a leading space, value a number. */
    Svg attr(String name, double value) {
        out.append(' ').append(name).append("=\"");
        num(value);
        out.append('"');
        return this;
    }

    /** {@code name="value"} with a leading space, value escaped. */
    Svg attr(String name, String value) {
        out.append(' ').append(name).append("=\"");
        text(value);
        out.append('"');
        return this;
    }

    /** Escaped character data. */
    Svg text(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                default -> {
                    // control characters are not allowed in XML 1.0
                    if (c >= 0x20 || c == '\t' || c == '\n' || c == '\r') {
                        out.append(c);
                    }
                }
            }
        }
        return this;
    }

    /** A point pair {@code x,y} followed by a space. */
    Svg pt(double x, double y) {
        num(x);
        out.append(',');
        num(y);
        out.append(' ');
        return this;
    }

    /**
     * A text element centred on {@code (x, y)}. The baseline is placed by hand: renderers differ in
     * their support of {@code dominant-baseline}.
     */
    Svg label(double x, double y, double size, String weight, String fill, String s) {
        out.append("<text");
        attr("x", x).attr("y", y + 0.36 * size).attr("font-size", size);
        if (weight != null) {
            attr("font-weight", weight);
        }
        if (fill != null) {
            attr("fill", fill);
        }
        out.append(" text-anchor=\"middle\">");
        text(s);
        out.append("</text>");
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
