package roundhouse.title.t18mag.internal;

/**
 * RB V Table 5: how many minors and shares one player may pick in the draft, and what is left when
 * it ends (every player then holds exactly his maximum). 18xx.games adds the CIWL share
 * ({@code new_major}) and the supporter cards ({@code supporters}) with their own counts, and with
 * {@code new_minors_challenge} (16 minors) other minor counts.
 */
record DraftLimits(int minors, int shares, int supporters, int leftoverMinors, int leftoverShares,
        int leftoverSupporters) {

    /** RB X: two players draft three minors and one share each; one minor and two shares are left. */
    static final DraftLimits TWO_PLAYERS = new DraftLimits(3, 1, 0, 1, 2, 0);

    static DraftLimits of(int players, boolean newMajor, boolean supporters, boolean sixteenMinors) {
        if (players == 2) {
            return TWO_PLAYERS;
        }
        int minors = switch (players) {
            case 3 -> sixteenMinors ? 5 : 4;
            case 4 -> sixteenMinors ? 4 : 3;
            case 5 -> sixteenMinors ? 3 : 2;
            default -> 2;
        };
        int shares = players == 4 ? 1 : 2;
        int leftMinors = sixteenMinors ? switch (players) {
            case 4 -> 0;
            case 6 -> 4;
            default -> 1;
        } : players == 5 ? 3 : 1;
        int leftShares = switch (players) {
            case 3 -> newMajor ? 2 : 1;
            case 4 -> newMajor ? 4 : 3;
            case 5 -> newMajor ? 6 : 4;
            default -> newMajor ? 4 : 2;
        };
        int sup = !supporters ? 0 : players == 3 ? 2 : 1;
        int leftSup = !supporters ? 0 : switch (players) {
            case 4 -> 2;
            case 5 -> 1;
            default -> 0;
        };
        if (players < 3 || players > 6) {
            throw new IllegalArgumentException("the 18Mag draft is for 2 to 6 players");
        }
        return new DraftLimits(minors, shares, sup, leftMinors, leftShares, leftSup);
    }
}
