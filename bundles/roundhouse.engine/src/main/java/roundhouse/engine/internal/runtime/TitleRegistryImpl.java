package roundhouse.engine.internal.runtime;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.osgi.framework.ServiceReference;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;
import roundhouse.api.TitleRegistry;

/**
 * The installed titles, as their {@link GameTitle} services come and go: the only component that
 * binds them. It binds service references, not services, so that listing titles starts none; a
 * title is fetched (its component activated) only when {@link #title(String)} asks for it, and
 * released when the title goes. A delayed component: it costs nothing until a command, tool or the
 * workbench uses it.
 */
@Component(service = TitleRegistry.class)
public final class TitleRegistryImpl implements TitleRegistry {
    private static final System.Logger LOG = System.getLogger("roundhouse.engine");
    private final Map<ServiceReference<GameTitle>, TitleInfo> installed = new ConcurrentHashMap<>();
    /** The titles fetched so far; each is fetched once and released when it goes. */
    private final Map<ServiceReference<GameTitle>, GameTitle> fetched = new ConcurrentHashMap<>();
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private volatile BundleContext context;

    @Activate
    void activate(BundleContext ctx) {
        context = ctx;
    }

    @Deactivate
    void deactivate() {
        BundleContext ctx = context;
        context = null;
        for (ServiceReference<GameTitle> ref : fetched.keySet()) {
            release(ctx, ref);
        }
    }

    @Reference(service = GameTitle.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addTitle(ServiceReference<GameTitle> ref) {
        TitleInfo info = info(ref);
        if (info == null) {
            return;
        }
        installed.put(ref, info);
        listeners.forEach(l -> l.titleAdded(info));
    }

    void removeTitle(ServiceReference<GameTitle> ref) {
        TitleInfo info = installed.remove(ref);
        release(context, ref);
        if (info == null) {
            return;
        }
        listeners.forEach(l -> l.titleRemoved(info));
        // another service with the same id (a second version of the title) takes over
        best(info.id()).ifPresent(other -> listeners.forEach(l -> l.titleAdded(installed.get(other))));
    }

    @Override
    public List<TitleInfo> titles() {
        List<TitleInfo> list = new ArrayList<>();
        for (ServiceReference<GameTitle> ref : installed.keySet()) {
            TitleInfo info = installed.get(ref);
            if (info != null && best(info.id()).map(ref::equals).orElse(false)) {
                list.add(info);
            }
        }
        list.sort(Comparator.comparing(TitleInfo::id));
        return list;
    }

    @Override
    public Optional<TitleInfo> info(String id) {
        return best(id).map(installed::get);
    }

    @Override
    public Optional<GameTitle> title(String id) {
        BundleContext ctx = context;
        Optional<ServiceReference<GameTitle>> ref = best(id);
        if (ctx == null || ref.isEmpty()) {
            return Optional.empty();
        }
        // getService is null when the title's component cannot start or its service went just now;
        // computeIfAbsent keeps one use per title however many threads ask at once
        return Optional.ofNullable(fetched.computeIfAbsent(ref.get(), r -> installed.containsKey(r) ? ctx.getService(r) : null));
    }

    private void release(BundleContext ctx, ServiceReference<GameTitle> ref) {
        if (fetched.remove(ref) != null && ctx != null) {
            try {
                ctx.ungetService(ref);
            } catch (IllegalStateException contextGone) {
                // the engine is stopping: the framework releases its services itself
            }
        }
    }

    @Override
    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeListener(Listener listener) {
        listeners.remove(listener);
    }

    /** The service that answers for an id: the highest ranked, then the oldest (the framework's order). */
    private Optional<ServiceReference<GameTitle>> best(String id) {
        ServiceReference<GameTitle> best = null;
        for (Map.Entry<ServiceReference<GameTitle>, TitleInfo> e : installed.entrySet()) {
            if (e.getValue().id().equals(id) && (best == null || e.getKey().compareTo(best) > 0)) {
                best = e.getKey();
            }
        }
        return Optional.ofNullable(best);
    }

    /** The title's identity from its service properties, or null (logged) if they are unusable. */
    private static TitleInfo info(ServiceReference<GameTitle> ref) {
        try {
            return TitleProperties.info(ref::getProperty);
        } catch (IllegalArgumentException e) {
            LOG.log(System.Logger.Level.ERROR, "Title service of " + (ref.getBundle() == null ? "?" : ref.getBundle().getSymbolicName())
                    + " has bad properties and is not listed: " + e.getMessage());
            return null;
        }
    }
}
