package roundhouse.chart.internal;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.batik.dom.GenericDOMImplementation;
import org.apache.batik.svggen.SVGGraphics2D;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.w3c.dom.Document;

/** Writes a chart as PNG or SVG, chosen by the file's extension. */
final class ChartExport {
    static final int WIDTH = 1200;
    static final int HEIGHT = 700;

    private ChartExport() {
    }

    static void write(JFreeChart chart, Path file) throws IOException {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (file.toAbsolutePath().getParent() != null) {
            Files.createDirectories(file.toAbsolutePath().getParent());
        }
        if (name.endsWith(".png")) {
            ChartUtils.saveChartAsPNG(file.toFile(), chart, WIDTH, HEIGHT);
        } else if (name.endsWith(".svg")) {
            try (OutputStream out = Files.newOutputStream(file)) {
                writeSvg(chart, out);
            }
        } else {
            throw new IOException("unknown image type for " + file + " (use .png or .svg)");
        }
    }

    static void writeSvg(JFreeChart chart, OutputStream out) throws IOException {
        Document doc = GenericDOMImplementation.getDOMImplementation().createDocument("http://www.w3.org/2000/svg", "svg",
                null);
        SVGGraphics2D g = new SVGGraphics2D(doc);
        g.setSVGCanvasSize(new java.awt.Dimension(WIDTH, HEIGHT));
        chart.draw(g, new Rectangle2D.Double(0, 0, WIDTH, HEIGHT));
        Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        g.stream(writer, true);
        writer.flush();
    }
}
