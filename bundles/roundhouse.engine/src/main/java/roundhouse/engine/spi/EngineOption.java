package roundhouse.engine.spi;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Every rule option the generic engine reads, by its {@code title.json} {@code optional_rules}
 * {@code sym}. A title that wants one of these behaviours declares the same {@code sym} in its
 * {@code title.json}; code asks {@link Game#option(EngineOption)}. Options a title reads in its own
 * code are passed to {@link EngineTitle#EngineTitle(ClassLoader, Set)}; loading fails on a declared
 * option that neither knows. The ids are stored in saved games: never rename one.
 *
 * <p>Each is a place where 18xx.games' generic engine departs from a printed rule of a generic step
 * (the share turn, the forced train purchase, bankruptcy, discards, capital), so any title whose
 * files come from 18xx.games may declare it {@code import_default}: 1830 declares them all, 1844
 * {@code emergency_sale_sets_train_minimum} and {@code bankrupt_early_sells_nothing}. The rule sections
 * cited are the 1830 rulebook's (R) and digest's, where the difference was first found. Options of a
 * title's own rules live with the title: 1830's auction options ({@code auction_pass_final},
 * {@code auction_resume_after_last_passer}) are read by its waterfall auction, not here.
 */
public enum EngineOption {
    /** 18xx.games: full capital is paid the moment a corporation floats (rulebook R 5.3: at the end of the stock round); {@code Game.capitalOnFloat}. */
    CAPITAL_ON_FLOAT("capital_on_float"),
    /** 18xx.games: crowded corporations discard in the title's list order (rulebook R 6.6.1: operating order); {@code DiscardTrain}. */
    DISCARD_IN_LIST_ORDER("discard_in_list_order"),
    /**
     * 18xx.games ({@code DISCARDED_TRAINS = :remove}): a train a corporation gives up above its limit
     * leaves the game (1844 rulebook: it goes to the bank pool, buyable by everyone); {@code TrainRules.discardTrain}.
     */
    DISCARDED_TRAINS_LEAVE_GAME("discarded_trains_leave_game"),
    /** 18xx.games: once a corporation had a route it counts as having one for the forced purchase (digest §11.2 #12); {@code Game.routeAvailable}. */
    ROUTE_AVAILABLE_CACHED("route_available_cached"),
    /** 18xx.games: a forced buyer that can pay from its treasury may buy any train (rulebook R 6.6.2: the cheapest; digest §11.2 #14); {@code BuyTrain}. */
    EMERGENCY_ANY_AFFORDABLE_TRAIN("emergency_any_affordable_train"),
    /** 18xx.games: after the president's emergency sale another corporation's train must cost more than the cash without the last sale (rulebook R 6.6.3 limits only the sale); {@code BuyTrain}. */
    EMERGENCY_SALE_SETS_TRAIN_MINIMUM("emergency_sale_sets_train_minimum"),
    /** 18xx.games: a private with the {@code no_buy} ability cannot be sold to another player either (rulebook R 3.1: only not to a corporation); {@code BuySellParShares}. */
    NO_BUY_BETWEEN_PLAYERS("no_buy_between_players"),
    /** 18xx.games: the buyer of a private with a {@code shares} ability from another player also receives the share; the sale is refused while a player holds it; {@code BuySellParShares}. */
    SHARES_ABILITY_ON_RESALE("shares_ability_on_resale"),
    /**
     * 18xx.games: the free station after a teleport lay (1830 DH) is the corporation's station of the
     * turn (rulebook: only the tile counts as the turn's track; digest: the DH token does not count);
     * {@code SpecialToken}.
     */
    TELEPORT_TOKEN_IS_TURNS_TOKEN("teleport_token_is_turns_token"),
    /** 18xx.games: a player may buy a private from another player at the certificate limit (rulebook R 4.1: privates count); {@code BuySellParShares}. */
    PRIVATE_TRADE_IGNORES_CERT_LIMIT("private_trade_ignores_cert_limit"),
    /** 18xx.games: buying a private from a player does not end brown-zone purchases in that turn (rulebook R 4.4); {@code BuySellParShares}. */
    BROWN_AFTER_PRIVATE_BUY("brown_after_private_buy"),
    /** 18xx.games optional rule: further brown-zone purchases may come from the IPO (rulebook R 4.4: pool only); {@code BuySellParShares}. */
    MULTIPLE_BROWN_FROM_IPO("multiple_brown_from_ipo"),
    /** 18xx.games: a player may sell the same corporation again later in his turn (rulebook R 4.2: one sale per corporation per turn); {@code BuySellParShares}. */
    SPLIT_SALES("split_sales"),
    /** 18xx.games: bankruptcy declared before the buy-trains step sells none of the president's shares (rulebook R 6.6.2: he sells what he can); {@code Bankrupt}. */
    BANKRUPT_EARLY_SELLS_NOTHING("bankrupt_early_sells_nothing"),
    /**
     * 18xx.games: a corporation left over its train limit between operating rounds (1844: a train exported at
     * the end of a set changes the phase) discards at the start of the next operating round (rulebook: the
     * surplus goes at the phase change, before the next round); {@code step.SurplusTrainsRound}.
     */
    DISCARD_AT_NEXT_OPERATING_ROUND("discard_at_next_operating_round");

    private final String id;

    EngineOption(String id) {
        this.id = id;
    }

    /** The {@code sym} in {@code title.json} and in saved games. */
    public String id() {
        return id;
    }

    /** Every id the engine understands. */
    public static Set<String> ids() {
        Set<String> out = new LinkedHashSet<>();
        for (EngineOption o : values()) {
            out.add(o.id);
        }
        return out;
    }
}
