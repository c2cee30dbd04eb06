package roundhouse.analysis.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import roundhouse.api.GameSession;
import roundhouse.api.analysis.AnalysisReport;
import roundhouse.api.analysis.AnalysisTool;

/** Across games: winning worth, length, end reasons and company returns, per game and per title. */
@Component(property = { AnalysisTool.ID + "=stats", AnalysisTool.NAME + "=Statistics across games" })
public class StatsTool implements AnalysisTool {
    @Override
    public AnalysisReport analyze(List<GameSession> games) {
        return Reports.stats(Games.analyzed(games));
    }
}
