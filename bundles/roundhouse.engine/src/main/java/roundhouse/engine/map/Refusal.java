package roundhouse.engine.map;

import java.util.function.Supplier;

/**
 * Why a rule refuses a lay, an overlay or a token, written in the player's words only when someone
 * reads it. Lists of legal actions and bots try many candidates that a rule refuses and drop them
 * unread; writing each refusal's text (a localised, formatted sentence citing the rulebook) cost a
 * quarter of a bot game. A check returns {@code null} for "allowed", else a refusal.
 */
public final class Refusal {
    private final Supplier<String> writer;
    private String text;

    private Refusal(Supplier<String> writer, String text) {
        this.writer = writer;
        this.text = text;
    }

    /** A refusal whose text {@code writer} writes when it is first read. */
    public static Refusal of(Supplier<String> writer) {
        return new Refusal(writer, null);
    }

    /** A refusal of a text already written; {@code null} (no refusal) stays {@code null}. */
    public static Refusal written(String text) {
        return text == null ? null : new Refusal(null, text);
    }

    /** The text of {@code refusal}, or {@code null} when there is none (the thing is allowed). */
    public static String textOf(Refusal refusal) {
        return refusal == null ? null : refusal.text();
    }

    /** This refusal with {@code prefix} written before its text (both written when read). */
    public Refusal after(Supplier<String> prefix) {
        return of(() -> prefix.get() + text());
    }

    /** The player's text, written on the first call. */
    public String text() {
        String t = text;
        if (t == null) {
            t = writer.get();
            text = t;
        }
        return t;
    }

    @Override
    public String toString() {
        return text();
    }
}
