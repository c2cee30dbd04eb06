package roundhouse.api.plugin;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.osgi.annotation.versioning.ProviderType;

/**
 * The user's plugins: bundles installed from a file, kept in the user's Roundhouse directory
 * ({@link #directory()}) and installed again by the launcher at every start. Registered as a
 * service; callable from any thread.
 */
@ProviderType
public interface PluginStore {
    /**
     * Installs a bundle ({@code .jar}) or a feature (a {@code .zip} of bundles) for good: its jars
     * are copied into {@link #directory()} and installed and started. A jar of a bundle already
     * installed (the same symbolic name) updates it to the file's code. A bundle that cannot start
     * stays installed and its problem is reported.
     *
     * @return what happened to each bundle of the file
     * @throws IOException if the file cannot be read, is not a bundle or feature, or would replace
     *     a bundle of Roundhouse itself
     */
    List<PluginChange> install(Path file) throws IOException;

    /**
     * Uninstalls one of the user's plugins for good: from the running framework and from
     * {@link #directory()}.
     *
     * @throws IOException if no plugin of that name is kept here, or its file cannot be removed
     */
    PluginChange uninstall(String symbolicName) throws IOException;

    /** Whether the bundle of that symbolic name is one of the user's kept plugins. */
    boolean isKept(String symbolicName);

    /** The user's kept plugins, as installed now (state, problem), sorted by symbolic name. */
    List<PluginChange> kept();

    /** Where the plugins are kept: {@code <user's Roundhouse directory>/plugins}. */
    Path directory();

    /**
     * One line in the player's language for a game whose title is not installed: which title and
     * plugin it needs (as far as they are known here) and how to get it back.
     *
     * @param titleId the title id the game file names
     */
    String missingTitle(String titleId);
}
