package roundhouse.api.ui;

/**
 * The state of one installed plugin bundle after an install.
 *
 * @param symbolicName the bundle's symbolic name
 * @param state {@code "ACTIVE"}, {@code "RESOLVED"}, {@code "INSTALLED"}, ...
 * @param problem why it does not work, in one line, or {@code null} if it does
 */
public record PluginStatus(String symbolicName, String state, String problem) {
}
