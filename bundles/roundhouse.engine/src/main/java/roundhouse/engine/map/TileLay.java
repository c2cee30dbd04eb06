package roundhouse.engine.map;

import java.util.Objects;

/**
 * One tile lay as the 18xx.games {@code lay_tile} action gives it.
 *
 * @param hex the hex coordinate, e.g. {@code "E19"}
 * @param tileId the supply tile id {@code "<name>-<copy index>"}, e.g. {@code "57-0"}
 * @param rotation 0-5 as 18xx.games numbers them: each edge e of the definition goes to (e + rotation) mod 6
 */
public record TileLay(String hex, String tileId, int rotation) {
    public TileLay {
        Objects.requireNonNull(hex, "hex");
        Objects.requireNonNull(tileId, "tileId");
    }

    /** The tile name part of {@link #tileId()}, e.g. {@code "57"} for {@code "57-0"}. */
    public String tileName() {
        int dash = tileId.lastIndexOf('-');
        return dash < 0 ? tileId : tileId.substring(0, dash);
    }
}
