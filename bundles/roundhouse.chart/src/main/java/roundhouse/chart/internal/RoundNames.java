package roundhouse.chart.internal;

import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A round as the player's language writes it. The history keys the engine's own rounds the same in
 * every language ("SR 3", "OR 2.1", "Auction 1": data, not display); a title's own rounds ("SBB
 * formation 7", "SBB-Gründung 7") come already in the language in use and stay as they are.
 */
final class RoundNames {
    private static final Pattern KEYED = Pattern.compile("(SR|OR|Auction) (\\d+(?:\\.\\d+)?)");

    private RoundNames() {
    }

    /** The round in the language of {@link Texts}: German "AR 3", "BR 2.1", "Versteigerung 1". */
    static String label(String round) {
        return label(round, Texts::get);
    }

    /** The round through the given text source, for tests in either language. */
    static String label(String round, BiFunction<String, Object[], String> text) {
        Matcher m = KEYED.matcher(round);
        if (!m.matches()) {
            return round;
        }
        String key = switch (m.group(1)) {
            case "SR" -> "chart.stockRound";
            case "OR" -> "chart.operatingRound";
            default -> "chart.auction";
        };
        return text.apply(key, new Object[] { m.group(2) });
    }

    /** Whether the history key names a stock round: those are marked stronger on the chart. */
    static boolean stock(String round) {
        return round.startsWith("SR ");
    }
}
