package roundhouse.engine.internal.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceFactory;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;
import roundhouse.engine.internal.load.TitleLoader;
import roundhouse.engine.spi.EngineTitle;

/**
 * Publishes every {@link EngineTitle} service a title bundle registers as a {@link GameTitle}
 * service whose properties (id, name, player range) come from the title's {@code title.json}, so a
 * title declares them once. The GameTitle goes when the title's service goes (bundle stopped or
 * uninstalled) and comes back with it.
 * <p>
 * A title is listed without being started: the properties are read from the title bundle's
 * {@code GAME-INF/title.json} entry, and the GameTitle service is a factory that fetches the
 * title's own EngineTitle (activating its component, loading its classes) only when a bundle uses
 * the service. So listing the installed titles ({@code titles}, a command that looks a title up by
 * its id) costs no title's code. A title.json this cannot read from the bundle entry is left to the
 * title's component, started at once as before: it lists the title, or SCR reports why it fails.
 */
@Component(immediate = true)
public final class TitleRegistrar {
    private static final String TITLE_JSON = "GAME-INF/title.json";

    private final Map<ServiceReference<EngineTitle>, ServiceRegistration<GameTitle>> registered = new ConcurrentHashMap<>();
    private final Map<ServiceReference<EngineTitle>, Boolean> pending = new ConcurrentHashMap<>();
    private volatile BundleContext context;
    /** The problems told so far in this process: a start may activate the registrar more than once. */
    private static final java.util.Set<String> TOLD = ConcurrentHashMap.newKeySet();

    // No lock is held while registering: the framework calls service listeners (the workbench) from
    // registerService, and they may call back into the registry.
    @Activate
    void activate(BundleContext ctx) {
        context = ctx;
        for (ServiceReference<EngineTitle> title : pending.keySet()) {
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

    @Reference(service = EngineTitle.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addTitle(ServiceReference<EngineTitle> title) {
        BundleContext ctx = context;
        if (ctx == null) {
            pending.put(title, Boolean.TRUE); // bound before activation: published by activate
        } else {
            publish(ctx, title);
        }
    }

    void removeTitle(ServiceReference<EngineTitle> title) {
        pending.remove(title);
        ServiceRegistration<GameTitle> r = registered.remove(title);
        if (r != null) {
            unregister(r);
        }
    }

    private void publish(BundleContext ctx, ServiceReference<EngineTitle> title) {
        String json = titleJson(title);
        String problem = json == null ? null : selfExtension(json);
        if (problem != null) {
            // refused here in one line: started, its component would fail with SCR's stack trace on every start
            tell(title, problem);
            return;
        }
        TitleInfo info = info(json);
        if (info == null) {
            // The title's own component reads it (through its class loader): if that fails too, SCR
            // reports why the component cannot start and the title is not listed.
            EngineTitle started = ctx.getService(title);
            if (started == null) {
                return;
            }
            String unread = started.loadProblem();
            info = unread == null ? started.info() : null;
            ctx.ungetService(title);
            if (unread != null) {
                tell(title, "its title is not offered: " + unread);
                return;
            }
        }
        ServiceRegistration<GameTitle> old = registered.put(title,
                ctx.registerService(GameTitle.class, new TitleService(ctx, title), properties(info)));
        if (old != null) {
            unregister(old);
        }
    }

    /** Tells a title's problem in one line on stderr, once per process. */
    private static void tell(ServiceReference<EngineTitle> title, String problem) {
        Bundle b = title.getBundle();
        String line = "roundhouse: plugin " + (b == null ? "?" : b.getSymbolicName() + " " + b.getVersion()) + ": " + problem;
        // the launcher's priming start (a fresh cache) runs no application: the next start tells
        if (!Boolean.getBoolean("roundhouse.priming") && TOLD.add(line)) {
            System.err.println(line);
        }
    }

    /** The text of the title.json a title's bundle ships, or null if it has none or it cannot be read. */
    private static String titleJson(ServiceReference<EngineTitle> title) {
        Bundle bundle = title.getBundle();
        URL entry = bundle == null ? null : bundle.getEntry(TITLE_JSON);
        if (entry == null) {
            return null;
        }
        try (InputStream in = entry.openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        }
    }

    /** The title's identity from its title.json, or null if there is none or it is not complete or valid. */
    private static TitleInfo info(String json) {
        if (json == null) {
            return null;
        }
        try {
            return TitleLoader.info(json);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * The problem of a title that extends its own id (a variant given its parent's id), or null: its
     * data would extend itself, so it could never be loaded.
     */
    static String selfExtension(String titleJson) {
        com.google.gson.JsonElement root;
        try {
            root = com.google.gson.JsonParser.parseString(titleJson);
        } catch (RuntimeException e) {
            return null; // the title's component reports a file it cannot read
        }
        if (!root.isJsonObject()) {
            return null;
        }
        com.google.gson.JsonObject o = root.getAsJsonObject();
        com.google.gson.JsonElement id = o.get("id");
        com.google.gson.JsonElement parent = o.get("extends");
        if (id == null || parent == null || !id.isJsonPrimitive() || !parent.isJsonPrimitive()
                || !id.getAsString().equals(parent.getAsString())) {
            return null;
        }
        return "its title is not offered: GAME-INF/title.json gives it the id " + id.getAsString()
                + " of the title it extends; a variant needs an id of its own (e.g. " + id.getAsString() + "-myvariant)";
    }

    /** The GameTitle service properties, from title.json. */
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

    /** Hands each bundle that uses a title's GameTitle the title's own EngineTitle, fetched then. */
    private record TitleService(BundleContext context, ServiceReference<EngineTitle> title)
            implements ServiceFactory<GameTitle> {
        @Override
        public GameTitle getService(Bundle bundle, ServiceRegistration<GameTitle> registration) {
            return context.getService(title);
        }

        @Override
        public void ungetService(Bundle bundle, ServiceRegistration<GameTitle> registration, GameTitle service) {
            try {
                context.ungetService(title);
            } catch (IllegalStateException engineStopped) {
                // the engine's context is gone, and with it its use of the title
            }
        }
    }
}
