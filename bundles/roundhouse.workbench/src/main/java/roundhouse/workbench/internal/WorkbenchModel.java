package roundhouse.workbench.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;
import roundhouse.api.ui.WorkbenchView;

/**
 * What the workbench currently offers: titles and views, as their services come and go.
 * Thread-safe: service callbacks arrive on any thread; listeners are told on that thread and
 * must hop to the UI thread themselves.
 */
final class WorkbenchModel {
    /** A title known from its service properties; the service itself is fetched on demand. */
    record TitleEntry(long serviceId, TitleInfo info, Supplier<GameTitle> service) {
    }

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
        void titlesChanged();

        void viewAdded(ViewEntry view);

        void viewRemoved(ViewEntry view);
    }

    private final Map<Long, TitleEntry> titles = new ConcurrentSkipListMap<>();
    private final Map<Long, ViewEntry> views = new ConcurrentSkipListMap<>();
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();

    void addListener(Listener l) {
        listeners.add(l);
    }

    void removeListener(Listener l) {
        listeners.remove(l);
    }

    void addTitle(TitleEntry entry) {
        titles.put(entry.serviceId(), entry);
        listeners.forEach(Listener::titlesChanged);
    }

    void removeTitle(long serviceId) {
        if (titles.remove(serviceId) != null) {
            listeners.forEach(Listener::titlesChanged);
        }
    }

    List<TitleEntry> titles() {
        List<TitleEntry> list = new ArrayList<>(titles.values());
        list.sort(Comparator.comparing((TitleEntry t) -> t.info().id()).thenComparing(TitleEntry::serviceId));
        return list;
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

    /** Builds title info from service properties, tolerating a plugin that declares them sloppily. */
    static TitleInfo titleInfo(Map<String, ?> props) {
        String id = String.valueOf(props.get(GameTitle.ID));
        Object name = props.get(GameTitle.NAME);
        return new TitleInfo(id, name == null ? id : name.toString(), intProperty(props.get(GameTitle.MIN_PLAYERS), 1),
                intProperty(props.get(GameTitle.MAX_PLAYERS), 1));
    }

    private static int intProperty(Object value, int fallback) {
        if (value instanceof Number n) {
            return n.intValue();
        }
        try {
            return value == null ? fallback : Integer.parseInt(value.toString().trim());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }
}
