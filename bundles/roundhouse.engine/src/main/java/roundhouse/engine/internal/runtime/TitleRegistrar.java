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

    // No lock is held while registering: the framework calls service listeners (the workbench) from
    // registerService, and they may call back into the registry.
    @Activate
    void activate(BundleContext ctx) {
        context = ctx;
        for (EngineTitle title : pending.keySet()) {
            if (pending.remove(title) != null) {
                publish(ctx, title);
            }
        }
    }

    @Deactivate
    void deactivate() {
        context = null;
        registered.keySet().forEach(this::removeTitle);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addTitle(EngineTitle title) {
        BundleContext ctx = context;
        if (ctx == null) {
            pending.put(title, Boolean.TRUE); // bound before activation: published by activate
        } else {
            publish(ctx, title);
        }
    }

    void removeTitle(EngineTitle title) {
        pending.remove(title);
        ServiceRegistration<GameTitle> r = registered.remove(title);
        if (r != null) {
            unregister(r);
        }
    }

    private void publish(BundleContext ctx, EngineTitle title) {
        ServiceRegistration<GameTitle> old = registered.put(title,
                ctx.registerService(GameTitle.class, title, properties(title.info())));
        if (old != null) {
            unregister(old);
        }
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
