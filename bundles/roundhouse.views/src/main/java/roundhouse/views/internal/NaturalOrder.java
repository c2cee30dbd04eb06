package roundhouse.views.internal;

import java.util.Comparator;

/**
 * Names in the order players count them: a run of digits compares by its number, so "Minor 7" comes
 * before "Minor 10"; letters compare case-blind, ties broken as written.
 */
final class NaturalOrder implements Comparator<String> {
    static final NaturalOrder INSTANCE = new NaturalOrder();

    private NaturalOrder() {
    }

    @Override
    public int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char ca = a.charAt(i);
            char cb = b.charAt(j);
            if (Character.isDigit(ca) && Character.isDigit(cb)) {
                int endA = digitsEnd(a, i);
                int endB = digitsEnd(b, j);
                int byNumber = compareNumbers(a.substring(i, endA), b.substring(j, endB));
                if (byNumber != 0) {
                    return byNumber;
                }
                i = endA;
                j = endB;
            } else {
                int byLetter = Character.compare(Character.toLowerCase(ca), Character.toLowerCase(cb));
                if (byLetter != 0) {
                    return byLetter;
                }
                i++;
                j++;
            }
        }
        int byLength = Integer.compare(a.length() - i, b.length() - j);
        return byLength != 0 ? byLength : a.compareTo(b);
    }

    private static int digitsEnd(String s, int from) {
        int end = from;
        while (end < s.length() && Character.isDigit(s.charAt(end))) {
            end++;
        }
        return end;
    }

    /** Digits of any length, without overflowing: fewer significant digits is smaller. */
    private static int compareNumbers(String a, String b) {
        String x = a.replaceFirst("^0+(?=.)", "");
        String y = b.replaceFirst("^0+(?=.)", "");
        return x.length() != y.length() ? Integer.compare(x.length(), y.length()) : x.compareTo(y);
    }
}
