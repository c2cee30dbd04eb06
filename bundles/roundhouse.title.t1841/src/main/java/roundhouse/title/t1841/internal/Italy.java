package roundhouse.title.t1841.internal;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import roundhouse.api.GameSetup;
import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.StockMarket;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TrainType;
import roundhouse.engine.spi.step.Round;

/**
 * 1841's rules behind the exported {@link roundhouse.title.t1841.T1841Rules}: its game, board, market
 * and rounds, made here so that the classes they use stay internal to this bundle.
 */
public final class Italy {
    private Italy() {
    }

    /** The rule options 1841's own code reads, beside the engine's. */
    public static final Set<String> OPTIONS = Set.of(T1841Title.VERSION_2, T1841Title.LITE, T1841Title.SFLI_RUN_VARIANT,
            T1841Title.BANK_14400, T1841Title.NO_PLAYER_TRADES, T1841Title.CONCESSIONS_SCORE_50, T1841Title.TIES_IN_TURN_ORDER,
            T1841Title.HALF_PRICE_ROUNDS_UP, T1841Title.IDENTICAL_SHEETS_LATER_FIRST, T1841Title.SELLER_KEEPS_CITY_TOKEN,
            T1841Title.RECORDED_PASSES, T1841Title.TRADES_WITHOUT_CONSENT, T1841Title.SECESSION_UNLESS_CONNECTED,
            T1841Title.SECESSION_PRESIDENTS_BY_PAIRS, T1841Title.SECESSION_SHARE_OFFERS, T1841Title.MERGER_PRESIDENT_UPGRADE,
            T1841Title.MERGE_PARTNERS_BY_REGION, T1841Title.MERGER_WITHOUT_CONSENT, T1841Title.TRANSFORM_ANY_COLUMN,
            T1841Title.EMERGENCY_CHOSEN_BUNDLES, T1841Title.FROZEN_CHAIN, T1841Title.OWN_IPO_AFTER_OPERATING,
            ItalianRouteCheck.TOWNS_MAKE_ROUTES, ItalianRouteCheck.PASS_TOKENS, ItalianRouteCheck.SAME_HEX_CITIES,
            OffboardAreas.BY_NETWORK, ItalianGameEnd.STOP_AFTER_TURN_100, ItalianBankrupt.ANY_STEP, T1841Title.TREASURY_LOOK,
            T1841Title.RAILHEADS_IN_TOKEN_ORDER, T1841Title.POOL_PRESIDENCY_FROM_PHASE_4,
            T1841Title.MERGER_TAKES_LOCKED_PRESIDENCY, T1841Title.BANKRUPTCY_TAKES_LOCKED_PRESIDENCY, T1841Title.TOKEN_SALES_AFTER_PURCHASE,
            T1841Title.TRANSFORM_NEEDS_TOKEN_MONEY, T1841Title.NOMINATION_NEEDS_A_RIVAL, T1841Title.CIRCLES_UNCHECKED,
            T1841Title.SHARED_TILE_STATION_TAKEN_TWICE, T1841Title.FROZEN_FLAGS_AT_DEALS,
            T1841Title.SECESSION_DECIDER_BUYS_NO_TOKENS, T1841Title.FROZEN_CORPORATIONS_DISCARD, T1841Title.SECESSION_LEAVES_STATIONS,
            T1841Title.SECESSION_MISSED_KEEP_SHARES, T1841Title.MERGER_MISSED_KEEP_SHARES,
            T1841Title.PHASE_2_ROUTES_WITHIN_PROVINCES,
            T1841Title.NETWORKS_FROM_CITY_STATIONS, T1841Title.TRAIN_STEP_ENDS_UNABLE, T1841Title.TOKEN_LOOK_REMEMBERED,
            T1841Title.TRADE_LOOK_COUNTS_PRESIDENCIES);

    /**
     * An 18xx.games file plays its edition: version 2 unless it lists {@code version_1}, and trades
     * between players only if it lists {@code p2p_purchases}; its other departures as the title declares
     * ({@code declared}).
     */
    public static Set<String> importOptions(Set<String> declared, Set<String> fileOptions) {
        Set<String> out = new LinkedHashSet<>(declared);
        if (fileOptions.contains(T1841Title.FILE_VERSION_1)) {
            out.remove(T1841Title.VERSION_2);
        }
        if (fileOptions.contains(T1841Title.FILE_P2P)) {
            out.remove(T1841Title.NO_PLAYER_TRADES);
        }
        return out;
    }

    /**
     * The options a file lists for 18xx.games, the inverse of {@link #importOptions}: {@code version_1}
     * for a first-edition game, {@code p2p_purchases} where players may trade.
     */
    public static Set<String> fileOptions(Set<String> options) {
        Set<String> out = new java.util.TreeSet<>(options);
        if (!options.contains(T1841Title.VERSION_2)) {
            out.add(T1841Title.FILE_VERSION_1);
        }
        if (!options.contains(T1841Title.NO_PLAYER_TRADES)) {
            out.add(T1841Title.FILE_P2P);
        }
        return out;
    }

    /** The board's areas for a game's options: 1841's route rules. */
    public static BoardAreas areas(Set<String> options) {
        return ItalianRouteCheck.areas(options);
    }

    /** 1841's board: stations in token order, passes, and the railheads of a turn. */
    public static Board board(MapDefinition map, BoardAreas areas) {
        return new ItalianBoard(map, areas);
    }

    /** A game of 1841 (or of a variant) on {@code board}, the second homes of IRSFF and SFTG kept for them. */
    public static Game game(EngineTitle title, GameSetup setup, boolean logging, TitleData gameData, Board board,
            List<TrainType> trains, StockMarket market) {
        if (board != null) {
            reserveSecondHomes(board, gameData);
        }
        return new ItalianGame(gameData, setup, title, trains, board, market, logging);
    }

    /** IRSFF and SFTG have a second printed home (companies.json {@code homes}), kept for them like the first. */
    private static void reserveSecondHomes(Board board, TitleData data) {
        for (TitleData.CorporationDef c : data.corporations()) {
            if (c.data().get("homes") instanceof java.util.List<?> homes) {
                for (int i = 0; i < homes.size(); i++) {
                    if (i > 0 || c.coordinates() == null) {
                        board.reserve(c.sym(), String.valueOf(homes.get(i)), i == 0 ? Math.max(c.city(), 0) : 0);
                    }
                }
            }
        }
    }

    public static StockMarket market(TitleData data) {
        return new ItalianMarket(data.marketLayout(), StockMarket.cells(data.market()));
    }

    /** The concession round: sealed bids (RB 2), or the second edition's open auction. */
    public static Round initialRound(Game game) {
        ItalianGame italy = (ItalianGame) game;
        return game.option(T1841Title.VERSION_2) ? new ConcessionAuction(italy) : new BlindBids(italy);
    }

    public static Round stockRound(Game game) {
        return new ItalianStockRound((ItalianGame) game);
    }

    public static Round operatingRound(Game game, int number) {
        return ItalianOperatingRound.compose((ItalianGame) game, number);
    }

    public static roundhouse.engine.spi.DividendRules dividendRules(Game game) {
        return new ItalianDividendRules(game);
    }

    public static roundhouse.engine.spi.GameEnd gameEnd(Game game) {
        return ItalianGameEnd.of((ItalianGame) game);
    }
}
