/** Analysis tools over one or many games. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package roundhouse.api.analysis;
