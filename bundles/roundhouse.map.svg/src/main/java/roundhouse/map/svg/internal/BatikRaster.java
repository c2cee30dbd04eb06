package roundhouse.map.svg.internal;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;

import org.apache.batik.anim.dom.SAXSVGDocumentFactory;
import org.apache.batik.bridge.BridgeContext;
import org.apache.batik.bridge.DocumentLoader;
import org.apache.batik.bridge.GVTBuilder;
import org.apache.batik.bridge.UserAgentAdapter;
import org.apache.batik.gvt.GraphicsNode;
import org.apache.batik.util.XMLResourceDescriptor;
import org.w3c.dom.svg.SVGDocument;

import roundhouse.api.map.RasterImage;

/**
 * One SVG document turned into Batik's graphics tree, painted at any scale. Parsing and building
 * the tree is the expensive part; painting again at another zoom reuses the tree.
 *
 * <p>Batik's tree is not safe for concurrent painting: callers serialise {@link #paint} (the
 * renderer does, under its lock).
 */
final class BatikRaster {
    private final GraphicsNode root;
    final double width;
    final double height;

    BatikRaster(String svg, double width, double height) {
        this.width = width;
        this.height = height;
        // a static document: no scripts, no animation, no event listeners
        SAXSVGDocumentFactory factory = new SAXSVGDocumentFactory(XMLResourceDescriptor.getXMLParserClassName());
        SVGDocument doc;
        try {
            doc = factory.createSVGDocument("file:/roundhouse-map.svg", new StringReader(svg));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot parse the map SVG: " + e.getMessage(), e);
        }
        UserAgentAdapter agent = new UserAgentAdapter();
        BridgeContext ctx = new BridgeContext(agent, new DocumentLoader(agent));
        ctx.setDynamicState(BridgeContext.STATIC);
        try {
            root = new GVTBuilder().build(ctx, doc);
        } finally {
            ctx.dispose();
        }
    }

    /** The picture at {@code scale} (1.0 = natural size), as ARGB pixels. */
    RasterImage paint(double scale) {
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new IllegalArgumentException("scale must be positive, not " + scale);
        }
        int w = Math.max(1, (int) Math.ceil(width * scale));
        int h = Math.max(1, (int) Math.ceil(height * scale));
        if ((long) w * h > 64L * 1024 * 1024) {
            throw new IllegalArgumentException("scale " + scale + " gives a " + w + "x" + h + " image, too large");
        }
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            g.scale(scale, scale);
            root.paint(g);
        } finally {
            g.dispose();
        }
        // TYPE_INT_ARGB stores exactly RasterImage's layout: non-premultiplied ARGB, row by row
        int[] argb = ((DataBufferInt) img.getRaster().getDataBuffer()).getData();
        return new RasterImage(w, h, argb);
    }
}
