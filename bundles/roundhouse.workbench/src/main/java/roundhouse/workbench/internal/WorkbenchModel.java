package roundhouse.workbench.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CopyOnWriteArrayList;

import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;
import roundhouse.api.TitleRegistry;
import roundhouse.api.ui.WorkbenchView;

/**
 * What the workbench currently offers: titles (through the engine's {@link TitleRegistry}, the
 * workbench's one door to them), views, tools and bots, as their services come and go.
 * Thread-safe: service callbacks arrive on any thread; listeners are told on that thread and
 * must hop to the UI thread themselves.
 */
final class WorkbenchModel {
    /** A view contribution. */
    record ViewEntry(long serviceId, String id, String label, WorkbenchView view) {
    }

    /** An analysis tool. */
    record ToolEntry(long serviceId, String id, String name, roundhouse.api.analysis.AnalysisTool tool) {
    }

    /** A kind of bot a seat may be given. */
    record BotEntry(long serviceId, String id, String name, roundhouse.api.bot.BotFactory factory) {
    }

    private final Map<Long, ToolEntry> tools = new ConcurrentSkipListMap<>();
    private final Map<Long, BotEntry> bots = new ConcurrentSkipListMap<>();

    void addBot(BotEntry entry) {
        bots.put(entry.serviceId(), entry);
    }

    void removeBot(long serviceId) {
        bots.remove(serviceId);
    }

    /** The bots installed now, by name. */
    List<BotEntry> bots() {
        List<BotEntry> list = new ArrayList<>(bots.values());
        list.sort(Comparator.comparing(BotEntry::name));
        return list;
    }

    void addTool(ToolEntry entry) {
        tools.put(entry.serviceId(), entry);
    }

    void removeTool(long serviceId) {
        tools.remove(serviceId);
    }

    /** The analysis tools installed now, by name. */
    List<ToolEntry> tools() {
        List<ToolEntry> list = new ArrayList<>(tools.values());
        list.sort(Comparator.comparing(ToolEntry::name));
        return list;
    }

    /** Told about changes, on the thread that made them. */
    interface Listener {
        /** A title was installed or started: offer it. */
        void titleAdded(TitleInfo title);

        /** A title's plugin stopped or was removed (or the engine went): its games can no longer be played. */
        void titleRemoved(TitleInfo title);

        void viewAdded(ViewEntry view);

        void viewRemoved(ViewEntry view);
    }

    private final Map<Long, ViewEntry> views = new ConcurrentSkipListMap<>();
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    /** The registry of the installed titles; {@code null} while no engine is installed. */
    private volatile TitleRegistry registry;
    /** The titles the listeners were told about, by id: what goes with the registry is told as removed. */
    private final Map<String, TitleInfo> announced = new ConcurrentHashMap<>();
    private final TitleRegistry.Listener registryListener = new TitleRegistry.Listener() {
        @Override
        public void titleAdded(TitleInfo title) {
            announced.put(title.id(), title);
            listeners.forEach(l -> l.titleAdded(title));
        }

        @Override
        public void titleRemoved(TitleInfo title) {
            announced.remove(title.id(), title);
            listeners.forEach(l -> l.titleRemoved(title));
        }
    };

    void addListener(Listener l) {
        listeners.add(l);
    }

    void removeListener(Listener l) {
        listeners.remove(l);
    }

    /** The engine's title registry arrived: its titles are announced. */
    void setRegistry(TitleRegistry r) {
        registry = r;
        r.addListener(registryListener);
        for (TitleInfo t : r.titles()) {
            if (!t.equals(announced.put(t.id(), t))) {
                listeners.forEach(l -> l.titleAdded(t));
            }
        }
    }

    /** The registry went (the engine stopped): every title it had goes with it. */
    void unsetRegistry(TitleRegistry r) {
        r.removeListener(registryListener);
        if (registry != r) {
            return;
        }
        registry = null;
        for (TitleInfo t : List.copyOf(announced.values())) {
            if (announced.remove(t.id(), t)) {
                listeners.forEach(l -> l.titleRemoved(t));
            }
        }
    }

    /** The titles installed now, by id; none without an engine. */
    List<TitleInfo> titles() {
        TitleRegistry r = registry;
        return r == null ? List.of() : r.titles();
    }

    /** The installed title with this id, started now if it was not yet; empty if it is not installed. */
    Optional<GameTitle> title(String id) {
        TitleRegistry r = registry;
        return r == null ? Optional.empty() : r.title(id);
    }

    void addView(ViewEntry entry) {
        views.put(entry.serviceId(), entry);
        listeners.forEach(l -> l.viewAdded(entry));
    }

    void removeView(long serviceId) {
        ViewEntry gone = views.remove(serviceId);
        if (gone != null) {
            listeners.forEach(l -> l.viewRemoved(gone));
        }
    }

    List<ViewEntry> views() {
        List<ViewEntry> list = new ArrayList<>(views.values());
        list.sort(Comparator.comparing(ViewEntry::id).thenComparing(ViewEntry::serviceId));
        return list;
    }
}
