package roundhouse.engine.internal.runtime;

import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.engine.internal.load.TitleLoader;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineRuntime;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.TitleData;
import roundhouse.api.TitleInfo;

/** The engine's side of {@link EngineRuntime}: the loaders and sessions behind the SPI. */
public final class EngineRuntimeImpl implements EngineRuntime {
    @Override
    public TitleData load(ClassLoader loader, Set<String> titleOptions) {
        return TitleLoader.load(loader, titleOptions);
    }

    @Override
    public TitleData load(List<ClassLoader> loaders, Set<String> titleOptions) {
        return TitleLoader.load(loaders, titleOptions);
    }

    @Override
    public TitleInfo info(List<ClassLoader> loaders) {
        return TitleLoader.info(loaders);
    }

    @Override
    public TitleInfo info(ClassLoader loader) {
        return TitleLoader.info(loader);
    }

    @Override
    public TitleData forOptions(TitleData base, Set<String> options) {
        return TitleLoader.forOptions(base, options);
    }

    @Override
    public void checkBlockers(TitleData data, Map<String, List<String>> mapBlockers) {
        TitleLoader.checkBlockers(data, mapBlockers);
    }

    @Override
    public GameSession newGame(EngineTitle title, GameSetup setup) {
        return new EngineSession(title, setup, null);
    }

    @Override
    public roundhouse.engine.spi.Game copy(roundhouse.engine.spi.Game game) {
        return roundhouse.engine.internal.copy.GraphCopier.copy(game);
    }

    @Override
    public void apply(roundhouse.engine.spi.Game game, roundhouse.api.Action action) {
        roundhouse.engine.internal.session.Replayer.apply(game, action);
    }

    @Override
    public GameSession load(EngineTitle title, GameRecord record) throws GameLoadException {
        return EngineSession.load(title, record);
    }
}
