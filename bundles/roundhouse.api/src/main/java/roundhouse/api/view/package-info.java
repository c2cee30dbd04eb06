/** Read-only snapshots of a game's state, for views, renderers and tools. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.9.0")
package roundhouse.api.view;
