package roundhouse.api.view;

import java.util.List;
import java.util.Map;

/**
 * A read-only snapshot of a whole game after some number of actions.
 *
 * @param titleId the title
 * @param actionCount effective actions applied so far
 * @param round the current round
 * @param phase the current phase
 * @param acting ids of the entities whose decision the game waits for (empty when finished)
 * @param bankCash money left in the bank
 * @param players players in seat order
 * @param companies privates, minors and corporations, in the title's order
 * @param market the stock market with its tokens
 * @param map the map with laid tiles and tokens
 * @param depot trains still available from the bank, in order
 * @param log the game log, oldest first
 * @param finished whether the game has ended
 * @param gameEndReason why it ended ({@code "bank"}, {@code "bankrupt"}, ...) or {@code null}
 * @param result final worth per player id, empty until the game has ended
 * @param currency how the title writes money, {@code %s} for the amount ({@code "$%s"}, {@code "%s Ft"})
 * @param actingEntities the entities of {@code acting} in the same order, each with its type and the
 *        player who decides for it (since 1.6); when {@code null}, derived from the ids (a player's
 *        id names the player, else a company's owner chain is followed)
 * @param gameEndText why it ended as players read it, in the language in use ("the bank is broken",
 *        "die Bank ist gesprengt"), or {@code null}; when not given, the reason itself (since 1.8)
 */
public record GameState(String titleId, int actionCount, RoundView round, PhaseView phase, List<String> acting,
        int bankCash, List<PlayerView> players, List<CompanyView> companies, MarketView market, MapView map,
        List<TrainView> depot, List<LogEntry> log, boolean finished, String gameEndReason,
        Map<String, Integer> result, String currency, List<ActingEntity> actingEntities, String gameEndText) {
    /** Dollars, as in 1830. */
    public static final String DOLLARS = "$%s";

    public GameState {
        currency = currency == null || !currency.contains("%s") ? DOLLARS : currency;
        actingEntities = actingEntities != null ? List.copyOf(actingEntities)
                : ActingEntities.derive(acting, players, companies);
        gameEndText = gameEndText != null ? gameEndText : gameEndReason;
    }

    /** A snapshot whose end reason players read as it is coded. */
    public GameState(String titleId, int actionCount, RoundView round, PhaseView phase, List<String> acting,
            int bankCash, List<PlayerView> players, List<CompanyView> companies, MarketView market, MapView map,
            List<TrainView> depot, List<LogEntry> log, boolean finished, String gameEndReason,
            Map<String, Integer> result, String currency, List<ActingEntity> actingEntities) {
        this(titleId, actionCount, round, phase, acting, bankCash, players, companies, market, map, depot, log, finished,
                gameEndReason, result, currency, actingEntities, null);
    }

    /** A snapshot whose acting entities are derived from their ids (ambiguous where a company's id is a player's). */
    public GameState(String titleId, int actionCount, RoundView round, PhaseView phase, List<String> acting,
            int bankCash, List<PlayerView> players, List<CompanyView> companies, MarketView market, MapView map,
            List<TrainView> depot, List<LogEntry> log, boolean finished, String gameEndReason,
            Map<String, Integer> result, String currency) {
        this(titleId, actionCount, round, phase, acting, bankCash, players, companies, market, map, depot, log, finished,
                gameEndReason, result, currency, null);
    }

    /** A snapshot of a title that writes money in dollars. */
    public GameState(String titleId, int actionCount, RoundView round, PhaseView phase, List<String> acting,
            int bankCash, List<PlayerView> players, List<CompanyView> companies, MarketView market, MapView map,
            List<TrainView> depot, List<LogEntry> log, boolean finished, String gameEndReason,
            Map<String, Integer> result) {
        this(titleId, actionCount, round, phase, acting, bankCash, players, companies, market, map, depot, log, finished,
                gameEndReason, result, DOLLARS, null);
    }

    /**
     * The player who decides now: the one of the first acting entity; {@code null} when the game is
     * finished or no player controls the entity.
     *
     * @since 1.6
     */
    public String decidingPlayer() {
        return actingEntities.isEmpty() ? null : actingEntities.get(0).player();
    }

    /** An amount as the title writes it ({@code "$120"}, {@code "120 Ft"}). */
    public String money(int amount) {
        return currency.replace("%s", Integer.toString(amount));
    }
}
