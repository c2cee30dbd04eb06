package roundhouse.title.t1844.internal;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.Refusal;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.map.TileLays;

/**
 * 1844's track rules on top of the generic ones. A tunnel (an overlay of narrow track, RB V) runs
 * under the hex: its ends may not leave the hex where track of the hex already leaves it, and may not
 * lead into another tunnel hex (the purple hexes; RB XII: track ends in a tunnel hex only at its
 * printed portals).
 */
final class SwissTileLays extends TileLays {
    /** The printed colour of the tunnel hexes. */
    static final String TUNNEL_HEX_COLOR = "purple";

    SwissTileLays(Board board) {
        super(board);
    }

    @Override
    protected Refusal overlayRule(String company, TileLay overlay) {
        int h = hexIndex(overlay.hex());
        int ends = tileEdges(overlay.tileName(), overlay.rotation());
        if ((ends & trackEdges(h)) != 0) {
            return Refusal.of(() -> SwissText.get("refuse.tunnelOnTrack", overlay.hex()));
        }
        for (int e = 0; e < 6; e++) {
            int nb = neighbor(h, e);
            if ((ends & (1 << e)) != 0 && nb >= 0 && TUNNEL_HEX_COLOR.equals(printedColor(nb))) {
                return Refusal.of(() -> SwissText.get("refuse.tunnelIntoTunnelHex", overlay.hex(), coord(nb)));
            }
        }
        return null;
    }
}
