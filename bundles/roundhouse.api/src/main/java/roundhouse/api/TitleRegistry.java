package roundhouse.api;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

import org.osgi.annotation.versioning.ConsumerType;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The one door to the installed titles for views, tools and commands: which titles are installed
 * right now, a title by its id, and word when a title comes or goes (its bundle installed, started,
 * stopped or removed while the platform runs). Nothing but this service binds {@link GameTitle}
 * services.
 *
 * <p>Implemented by the engine bundle, registered as an OSGi service; called from any thread. Listing
 * the titles and looking up their {@link TitleInfo} starts no title (they come from the titles'
 * service properties); {@link #title(String)} starts the one title asked for, the first time.
 */
@ProviderType
public interface TitleRegistry {
    /** The titles installed now, sorted by id. Starts no title. */
    List<TitleInfo> titles();

    /** The identity of the installed title with this id, without starting it; empty if none is installed. */
    Optional<TitleInfo> info(String id);

    /**
     * The installed title with this id, started if it was not yet; empty if no title with this id
     * is installed, or if its plugin failed to start (the platform logs why).
     */
    Optional<GameTitle> title(String id);

    /**
     * Tells {@code listener} about every title that comes or goes from now on; the titles installed
     * already are not announced (read {@link #titles()} after adding it).
     */
    void addListener(Listener listener);

    void removeListener(Listener listener);

    /**
     * A registry of exactly these titles, which never change: for tests and for using the engine as
     * a plain Java library, without OSGi. Reads each title's {@link GameTitle#info()} once.
     */
    static TitleRegistry fixed(Collection<? extends GameTitle> titles) {
        return new FixedTitleRegistry(titles);
    }

    /**
     * Told when a title comes or goes. Called on the thread that installed or removed the title's
     * bundle (never the UI thread by itself), without any lock of the registry held; must not block.
     */
    @ConsumerType
    interface Listener {
        /** A title was installed or started: {@link TitleRegistry#title(String)} finds it now. */
        void titleAdded(TitleInfo title);

        /**
         * A title's plugin stopped or was removed: games it created can no longer be played. A title
         * that is replaced (its bundle updated) is removed and added again.
         */
        void titleRemoved(TitleInfo title);
    }
}
