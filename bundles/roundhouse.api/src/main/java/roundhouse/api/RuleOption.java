package roundhouse.api;

/**
 * An optional rule of a title that a game may switch on.
 *
 * @param id the id used in game records ({@code settings.optional_rules} of 18xx.games files)
 * @param name short display name
 * @param description what changes when it is on
 * @param importDefault whether files imported from 18xx.games switch it on even if they do not
 *     list it (used for the places where 18xx.games departs from the printed rules)
 * @param onByDefault a new game starts with it switched on (the players may switch it off): a variant
 *     that switches an option of the title it extends on
 * @param excludes the ids of the title's options that a game cannot have together with this one (18Mag's
 *     two ways of adding minors); the exclusion holds both ways, whichever option names it. Never null.
 *     Since 1.10.
 */
public record RuleOption(String id, String name, String description, boolean importDefault, boolean onByDefault,
        java.util.List<String> excludes) {
    public RuleOption {
        excludes = excludes == null ? java.util.List.of() : java.util.List.copyOf(excludes);
    }

    /** An option that combines with every other. */
    public RuleOption(String id, String name, String description, boolean importDefault, boolean onByDefault) {
        this(id, name, description, importDefault, onByDefault, java.util.List.of());
    }

    /**
     * Whether a game cannot have both options: either names the other in its {@link #excludes}.
     *
     * @since 1.10
     */
    public boolean excludes(RuleOption other) {
        return excludes.contains(other.id()) || other.excludes().contains(id);
    }

    /** An option that a new game starts with switched off. */
    public RuleOption(String id, String name, String description, boolean importDefault) {
        this(id, name, description, importDefault, false);
    }
}
