/**
 * The exact route optimiser: the best assignment of routes to a company's trains on a
 * {@link roundhouse.engine.map.RouteGraph}, proven optimal unless cancelled.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package roundhouse.engine.map.route;
