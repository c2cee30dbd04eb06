/** Core rules API: game titles, sessions, actions and game records. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.11.0")
package roundhouse.api;
