package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;
import roundhouse.api.TitleRegistry;

class WorkbenchModelTest {
    /** A registry whose titles the test adds and removes, telling its listeners as the engine's does. */
    private static final class ChangingRegistry implements TitleRegistry {
        final Map<String, TitleInfo> titles = new java.util.TreeMap<>();
        final List<Listener> listeners = new CopyOnWriteArrayList<>();

        void add(TitleInfo t) {
            titles.put(t.id(), t);
            listeners.forEach(l -> l.titleAdded(t));
        }

        void remove(String id) {
            TitleInfo t = titles.remove(id);
            listeners.forEach(l -> l.titleRemoved(t));
        }

        @Override
        public List<TitleInfo> titles() {
            return List.copyOf(titles.values());
        }

        @Override
        public Optional<TitleInfo> info(String id) {
            return Optional.ofNullable(titles.get(id));
        }

        @Override
        public Optional<GameTitle> title(String id) {
            return Optional.empty();
        }

        @Override
        public void addListener(Listener l) {
            listeners.add(l);
        }

        @Override
        public void removeListener(Listener l) {
            listeners.remove(l);
        }
    }

    @Test
    void titlesFollowTheRegistryAndGoWithIt() {
        WorkbenchModel model = new WorkbenchModel();
        List<String> events = new ArrayList<>();
        model.addListener(new WorkbenchModel.Listener() {
            @Override
            public void titleAdded(TitleInfo title) {
                events.add("+" + title.id());
            }

            @Override
            public void titleRemoved(TitleInfo title) {
                events.add("-" + title.id());
            }

            @Override
            public void viewAdded(WorkbenchModel.ViewEntry view) {
            }

            @Override
            public void viewRemoved(WorkbenchModel.ViewEntry view) {
            }
        });
        ChangingRegistry registry = new ChangingRegistry();
        registry.add(new TitleInfo("1841", "1841", 3, 8));
        model.setRegistry(registry);
        registry.add(new TitleInfo("1830", "1830", 2, 6));
        assertEquals(List.of("1830", "1841"), model.titles().stream().map(TitleInfo::id).toList());
        registry.remove("1841");
        assertEquals(List.of("1830"), model.titles().stream().map(TitleInfo::id).toList());
        model.unsetRegistry(registry);
        assertEquals(List.of(), model.titles());
        registry.add(new TitleInfo("1844", "1844", 3, 7));
        assertEquals(List.of("+1841", "+1830", "-1841", "-1830"), events, "nothing is heard from a registry that went");
    }
}
