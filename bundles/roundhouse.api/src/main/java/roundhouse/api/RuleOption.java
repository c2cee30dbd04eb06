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
 */
public record RuleOption(String id, String name, String description, boolean importDefault, boolean onByDefault) {
    /** An option that a new game starts with switched off. */
    public RuleOption(String id, String name, String description, boolean importDefault) {
        this(id, name, description, importDefault, false);
    }
}
