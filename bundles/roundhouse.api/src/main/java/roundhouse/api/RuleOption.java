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
 * @param players the player counts a game with this option may have, in increasing order (18Mag's
 *     supporters: 3 to 6, not the 2-player game); empty for every count the title seats. Never null.
 *     Since 1.11.
 */
public record RuleOption(String id, String name, String description, boolean importDefault, boolean onByDefault,
        java.util.List<String> excludes, java.util.List<Integer> players) {
    public RuleOption {
        excludes = excludes == null ? java.util.List.of() : java.util.List.copyOf(excludes);
        players = players == null ? java.util.List.of()
                : java.util.List.copyOf(new java.util.TreeSet<>(players));
    }

    /**
     * An option for every player count.
     *
     * @since 1.10
     */
    public RuleOption(String id, String name, String description, boolean importDefault, boolean onByDefault,
            java.util.List<String> excludes) {
        this(id, name, description, importDefault, onByDefault, excludes, java.util.List.of());
    }

    /** An option that combines with every other. */
    public RuleOption(String id, String name, String description, boolean importDefault, boolean onByDefault) {
        this(id, name, description, importDefault, onByDefault, java.util.List.of());
    }

    /**
     * Whether a game of {@code playerCount} players may have this option ({@link #players}).
     *
     * @since 1.11
     */
    public boolean allows(int playerCount) {
        return players.isEmpty() || players.contains(playerCount);
    }

    /**
     * The player counts as players read them ({@code "3-6"}, {@code "2, 4"}), or {@code ""} when the
     * option is for every count.
     *
     * @since 1.11
     */
    public String playerRange() {
        if (players.isEmpty()) {
            return "";
        }
        int first = players.get(0);
        int last = players.get(players.size() - 1);
        if (last - first + 1 == players.size()) {
            return first == last ? Integer.toString(first) : first + "-" + last;
        }
        return String.join(", ", players.stream().map(String::valueOf).toList());
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
