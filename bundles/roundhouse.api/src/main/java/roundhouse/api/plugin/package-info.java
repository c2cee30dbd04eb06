/**
 * Plugins a user installs: kept in the user's Roundhouse directory and started again at every
 * start, by the workbench and by every headless command.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package roundhouse.api.plugin;
