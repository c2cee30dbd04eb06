package roundhouse.title.t1841.internal;

/**
 * Log lines that count tokens, in the singular for one and without a number for none ("buys 1 more
 * token", "buys no more tokens", "removes 1 to 2 stations"), in English and German.
 */
final class TokenTexts {
    private TokenTexts() {
    }

    /** The secession's purchase at L.100 a token (RB 4.8): {@code n} tokens for {@code cost}. */
    static String moreTokens(String corporation, int n, String cost) {
        String key = n == 0 ? "log.moreTokens0" : n == 1 ? "log.moreToken1" : "log.moreTokens";
        return ItalianText.get(key, corporation, n, cost);
    }

    /** A transformed corporation's further tokens. */
    static String furtherTokens(String corporation, int n, String cost) {
        return ItalianText.get(n == 1 ? "log.transform.token1" : "log.transform.tokens", corporation, n, cost);
    }

    /** A merged corporation keeps {@code count} tokens and its director removes {@code min} to {@code max} stations. */
    static String mergerTokens(String corporation, int count, int min, int max) {
        String keeps = ItalianText.get(count == 1 ? "log.merger.keeps1" : "log.merger.keeps", corporation, count);
        String removes;
        if (min == max) {
            removes = ItalianText.get(min == 1 ? "log.merger.removes1" : "log.merger.removes", min);
        } else if (min == 0) {
            removes = ItalianText.get(max == 1 ? "log.merger.removesUpTo1" : "log.merger.removesUpTo", max);
        } else {
            removes = ItalianText.get("log.merger.removesRange", min, max);
        }
        return keeps + " " + removes;
    }
}
