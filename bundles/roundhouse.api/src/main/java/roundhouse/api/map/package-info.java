/** Map renderers: turn a map snapshot into SVG or pixels. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package roundhouse.api.map;
