package roundhouse.analysis.internal;

import roundhouse.api.view.GameHistory;
import roundhouse.api.view.GameState;

/**
 * A game ready for analysis.
 *
 * @param label how reports name it (file name or game id)
 * @param state its final state
 * @param history its history
 */
record AnalyzedGame(String label, GameState state, GameHistory history) {
}
