package roundhouse.title.t1841.internal;

/** 1841's own rule keys, cited through GAME-INF/rule_sections.json like the engine's {@code RuleKey}s. */
final class ItalianRuleKey {
    /** RB 3.4: a historical corporation is started by the holder of its concession, before phase 4. */
    static final String START_HISTORICAL = "start.historical";
    /** RB 3.4: the other corporations from phase 3 on. */
    static final String START_NON_HISTORICAL = "start.non_historical";
    /** RB 3.4: minors start at L.68, 100 or 144 only. */
    static final String START_MINOR_PAR = "start.minor_par";
    /** RB 3.3: no sale of a corporation before it has operated. */
    static final String SELL_BEFORE_OPERATING = "sell.before_operating";
    /** RB 3.2: the president's certificate of a historical corporation moves only with its concession before phase 4. */
    static final String PRESIDENCY_LOCKED = "presidency.locked";
    /** RB 3.4: tokens bought when a corporation starts. */
    static final String TOKENS = "tokens.purchase";

    /** RB 2.2: a sheet of bids, one per concession, 0 or at least L.20, within the player's cash. */
    static final String SHEET = "concession.sheet";

    /** RB 4.4: a token place bought from another corporation. */
    static final String BUY_TOKEN = "token.buy_place";

    /** RB 2.3, 3.2: concessions from the bank at L.50 from the second stock round, or from another player. */
    static final String CONCESSION = "concession.purchase";

    /** RB 3.2: shares bought from another player at an agreed price. */
    static final String TRADE = "share.player_trade";
    /** RB 3.5.4, 4.7.2: a corporation holds no shares of a corporation that controls it. */
    static final String CONTROLLER_SHARES = "share.controller";

    /** RB 4.7.4, 4.7.5: two corporations of one type merge into a free non-historical major. */
    static final String MERGER = "merger.form";
    /** RB 4.1.2: each further tile of a turn is laid from another station. */
    static final String RAILHEAD = "track.railhead";

    /** RB 4.7.6: a minor becomes a free non-historical major. */
    static final String TRANSFORM = "merger.transform";

    private ItalianRuleKey() {
    }
}
