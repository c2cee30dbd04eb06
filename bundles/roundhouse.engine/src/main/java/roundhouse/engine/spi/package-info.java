/** Service provider interface for title bundles: how a title describes itself to the engine. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("4.11.0")
package roundhouse.engine.spi;
