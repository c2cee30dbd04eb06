package roundhouse.api.plugin;

/**
 * What an install or uninstall did to one bundle.
 *
 * @param symbolicName the bundle's symbolic name
 * @param previousVersion the version it had before ({@code null} if it was not installed)
 * @param version its version now ({@code null} once uninstalled)
 * @param state {@code "ACTIVE"}, {@code "RESOLVED"}, {@code "INSTALLED"}, {@code "UNINSTALLED"}
 * @param problem why it does not work, in one line, or {@code null} if it does
 */
public record PluginChange(String symbolicName, String previousVersion, String version, String state, String problem) {
    /** Whether an installed bundle was replaced by the file's (an update, or the same version rebuilt). */
    public boolean isUpdate() {
        return previousVersion != null && version != null;
    }

    /** "1.0.0 -> 1.1.0" for an update, else the version alone (or the previous one once uninstalled). */
    public String versionChange() {
        if (isUpdate()) {
            return previousVersion + " -> " + version;
        }
        return version != null ? version : String.valueOf(previousVersion);
    }
}
