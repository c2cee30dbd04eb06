package roundhouse.api;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** {@link TitleRegistry#fixed}: titles given once, by id; nothing comes or goes, so listeners are never told. */
final class FixedTitleRegistry implements TitleRegistry {
    private final Map<String, GameTitle> titles = new TreeMap<>();
    private final Map<String, TitleInfo> infos = new TreeMap<>();

    FixedTitleRegistry(Collection<? extends GameTitle> given) {
        for (GameTitle t : given) {
            TitleInfo info = t.info();
            titles.put(info.id(), t);
            infos.put(info.id(), info);
        }
    }

    @Override
    public List<TitleInfo> titles() {
        return List.copyOf(infos.values());
    }

    @Override
    public Optional<TitleInfo> info(String id) {
        return Optional.ofNullable(infos.get(id));
    }

    @Override
    public Optional<GameTitle> title(String id) {
        return Optional.ofNullable(titles.get(id));
    }

    @Override
    public void addListener(Listener listener) {
        // nothing ever changes
    }

    @Override
    public void removeListener(Listener listener) {
        // nothing ever changes
    }
}
