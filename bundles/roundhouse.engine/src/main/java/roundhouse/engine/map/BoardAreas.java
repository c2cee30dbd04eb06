package roundhouse.engine.map;

/**
 * Makes the rule areas of a board. A title that changes one area returns its subclass from the
 * matching method (and {@code EngineTitle.createBoardAreas()} returns this factory); every board and
 * every copy of it gets fresh area objects from here.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface BoardAreas {
    /** The engine's areas. */
    BoardAreas DEFAULT = new BoardAreas() {
    };

    /** Tile lays and upgrades. */
    default TileLays lays(Board board) {
        return new TileLays(board);
    }

    /** What a company's network reaches. */
    default Reach reach(Board board) {
        return new Reach(board);
    }

    /** The check and pricing of recorded and offered runs. */
    default RouteCheck routeCheck(Board board) {
        return new RouteCheck(board);
    }

    /** The graph the route optimiser searches. */
    default RouteGraphBuilder routeGraph(Board board) {
        return new RouteGraphBuilder(board);
    }
}
