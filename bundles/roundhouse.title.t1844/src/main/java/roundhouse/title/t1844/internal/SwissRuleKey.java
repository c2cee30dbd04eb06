package roundhouse.title.t1844.internal;

/** 1844's own rule keys, cited through GAME-INF/rule_sections.json like the engine's {@code RuleKey}s. */
public final class SwissRuleKey {
    /** RB IV: one mountain railway per player and stock round. */
    public static final String MOUNTAIN_ONE_PER_ROUND = "mountain.one_per_round";
    /** RB V: one tunnel share per player and stock round. */
    public static final String TUNNEL_ONE_PER_ROUND = "tunnel.one_per_round";

    private SwissRuleKey() {
    }
}
