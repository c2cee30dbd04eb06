package roundhouse.engine.map;

/**
 * Bad map data: the message names the file and the JSON path (e.g.
 * {@code map.json: $.hexes.white[3].code: unknown part "cty"}).
 */
@org.osgi.annotation.versioning.ProviderType
public class MapDataException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public MapDataException(String message) {
        super(message);
    }

    public MapDataException(String message, Throwable cause) {
        super(message, cause);
    }
}
