package roundhouse.api.analysis;

import java.util.List;

import org.osgi.annotation.versioning.ConsumerType;

import roundhouse.api.GameSession;

/**
 * Computes a table from one or more games. Registered as a service with {@link #ID} and
 * {@link #NAME} by analysis bundles; called by the workbench (off the UI thread) and commands.
 */
@ConsumerType
public interface AnalysisTool {
    /** Service property (String): tool id, e.g. {@code "summary"}. */
    String ID = "roundhouse.analysis.id";
    /** Service property (String): display name. */
    String NAME = "roundhouse.analysis.name";

    /** Analyses the games; may block. */
    AnalysisReport analyze(List<GameSession> games);
}
