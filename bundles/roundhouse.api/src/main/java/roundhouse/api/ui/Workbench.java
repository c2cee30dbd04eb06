package roundhouse.api.ui;

import java.nio.file.Path;
import java.util.List;

import org.osgi.annotation.versioning.ProviderType;

import roundhouse.api.TitleInfo;

/**
 * The desktop window. Registered as a service by the workbench bundle; called once by the
 * launcher on the JVM's main thread when no command word was given and a display is available.
 */
@ProviderType
public interface Workbench {
    /**
     * Opens the main window with the given game files (may be empty) and runs the UI event loop
     * on the calling thread until the window is closed.
     *
     * @return the process exit code
     */
    int open(List<Path> gameFiles);

    /**
     * The titles the workbench offers for new games right now, sorted by id. Follows title
     * bundles as they come and go; callable from any thread, with or without a window.
     */
    List<TitleInfo> availableTitles();

    /**
     * Installs and starts a plugin: a bundle ({@code .jar}) or a feature (a {@code .zip} of bundles,
     * as {@code features/*} build them). Where the user's {@link roundhouse.api.plugin.PluginStore}
     * runs, the plugin is kept for every later start and a jar of a bundle installed already
     * updates it. A bundle that cannot start stays installed and its problem is reported; the
     * workbench keeps running. Callable from any thread.
     *
     * @return the state of each bundle of the file
     * @throws java.io.IOException if the file cannot be read or is not a bundle or feature
     */
    List<PluginStatus> install(Path file) throws java.io.IOException;

    /** Ids of the views the workbench shows right now (or would show once open), sorted. */
    List<String> availableViews();
}
