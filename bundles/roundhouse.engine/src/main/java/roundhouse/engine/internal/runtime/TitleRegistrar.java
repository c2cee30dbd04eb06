package roundhouse.engine.internal.runtime;

import java.util.Dictionary;
import java.util.Hashtable;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;
import roundhouse.engine.spi.EngineTitle;

/**
 * Publishes every {@link EngineTitle} service a title bundle registers as a {@link GameTitle}
 * service whose properties (id, name, player range) come from the title's {@code title.json}, so a
 * title declares them once. The GameTitle goes when the title's service goes (bundle stopped or
 * uninstalled) and comes back with it.
 */
@Component(immediate = true)
public final class TitleRegistrar {
    private final Map<EngineTitle, ServiceRegistration<GameTitle>> registered = new ConcurrentHashMap<>();
    private final Map<EngineTitle, Boolean> pending = new ConcurrentHashMap<>();
    private volatile BundleContext context;

    @Activate
    void activate(BundleContext ctx) {
        synchronized (this) {
            context = ctx;
            pending.keySet().forEach(this::publish);
            pending.clear();
        }
    }

    @Deactivate
    void deactivate() {
        synchronized (this) {
            registered.values().forEach(TitleRegistrar::unregister);
            registered.clear();
            context = null;
        }
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addTitle(EngineTitle title) {
        synchronized (this) {
            if (context == null) {
                pending.put(title, Boolean.TRUE);
            } else {
                publish(title);
            }
        }
    }

    void removeTitle(EngineTitle title) {
        synchronized (this) {
            pending.remove(title);
            ServiceRegistration<GameTitle> r = registered.remove(title);
            if (r != null) {
                unregister(r);
            }
        }
    }

    private void publish(EngineTitle title) {
        registered.put(title, context.registerService(GameTitle.class, title, properties(title.info())));
    }

    /** The GameTitle service properties, from title.json as the title loaded it. */
    static Dictionary<String, Object> properties(TitleInfo info) {
        Hashtable<String, Object> p = new Hashtable<>();
        p.put(GameTitle.ID, info.id());
        p.put(GameTitle.NAME, info.name());
        p.put(GameTitle.MIN_PLAYERS, info.minPlayers());
        p.put(GameTitle.MAX_PLAYERS, info.maxPlayers());
        return p;
    }

    private static void unregister(ServiceRegistration<GameTitle> r) {
        try {
            r.unregister();
        } catch (IllegalStateException alreadyGone) {
            // the framework unregistered it while stopping the engine
        }
    }
}
