package roundhouse.analysis.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import roundhouse.api.GameSession;
import roundhouse.api.analysis.AnalysisReport;
import roundhouse.api.analysis.AnalysisTool;

/** Per player and company of each game: dividends, trading result, worth; revenue, payouts, trains. */
@Component(property = { AnalysisTool.ID + "=summary", AnalysisTool.NAME + "=Game summary" })
public class SummaryTool implements AnalysisTool {
    @Override
    public AnalysisReport analyze(List<GameSession> games) {
        return Reports.summary(Games.analyzed(games));
    }
}
