/**
 * The map subsystem of the engine: the immutable board definition of a title
 * ({@link roundhouse.engine.map.MapDefinition}, loaded from {@code GAME-INF/map.json},
 * {@code GAME-INF/tiles.json} and the shared tile catalogue) and the mutable board of one game
 * ({@link roundhouse.engine.map.Board}: tile lays and upgrades, station tokens, route checks and
 * revenue, {@link roundhouse.api.view.MapView} snapshots).
 *
 * <p>Exported because title bundles may extend {@code Board} to override single map rules
 * (upgrade legality, token relocation, revenue bonuses) through its protected hooks.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("3.3.0")
package roundhouse.engine.map;
