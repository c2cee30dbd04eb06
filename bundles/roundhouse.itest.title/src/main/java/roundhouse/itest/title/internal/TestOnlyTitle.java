package roundhouse.itest.title.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.GameTitle;
import roundhouse.api.RuleOption;
import roundhouse.api.TitleInfo;

/** TEST ONLY: a title that plays no games; it exists to be installed and removed by the itests. */
@Component(property = { GameTitle.ID + "=itest", GameTitle.NAME + "=Integration-test title (test only)",
        GameTitle.MIN_PLAYERS + ":Integer=2", GameTitle.MAX_PLAYERS + ":Integer=3" })
public class TestOnlyTitle implements GameTitle {
    @Override
    public TitleInfo info() {
        return new TitleInfo("itest", "Integration-test title (test only)", 2, 3);
    }

    @Override
    public List<RuleOption> ruleOptions() {
        return List.of();
    }

    @Override
    public GameSession newGame(GameSetup setup) {
        throw new IllegalArgumentException("the integration-test title plays no games");
    }

    @Override
    public GameSession load(GameRecord record) throws GameLoadException {
        throw new GameLoadException("the integration-test title plays no games", -1);
    }
}
