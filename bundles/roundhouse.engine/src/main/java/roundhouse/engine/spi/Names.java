package roundhouse.engine.spi;

/**
 * How the log, decision labels and refusals name things: players by name, corporations by their
 * symbol, privates by name, certificates by size and company, trains and tiles by what is printed on
 * them. Never the engine's ids (a player's 18xx.games number, {@code B&O_0}, {@code 2-0}, {@code 57-1}).
 */
public final class Names {
    private Names() {
    }

    /**
     * A player's name, a corporation's symbol, a private's name; "nobody" for {@code null}. A
     * corporation whose symbol players do not say alone (18Mag's minors are numbers), or a private
     * players call otherwise than its name, carries its words in companies.json:
     * {@code "label": "Minor 5", "label_de": "Kleinbahn 5"}.
     */
    public static String of(Entity e) {
        if (e == null) {
            return EngineText.get("name.nobody");
        }
        if (e instanceof Corporation c) {
            return label(c.data(), c.id());
        }
        if (e instanceof PrivateCompany p) {
            // 1854: an auction lot that opens a local railway is said "Lokalbahn 3 (Ybbstalbahn)"
            return label(p.data(), p.name());
        }
        return e.name();
    }

    private static String label(java.util.Map<String, Object> data, String fallback) {
        if (data == null || data.isEmpty()) {
            return fallback;
        }
        Object local = data.get(localLabelKey());
        Object label = local != null ? local : data.get("label");
        return label instanceof String s && !s.isBlank() ? s : fallback;
    }

    /** The language and its data key ("label_de"), kept: every log line names companies. */
    private static volatile String[] localLabel = {"", "label_"};

    private static String localLabelKey() {
        String language = EngineText.locale().getLanguage();
        String[] known = localLabel;
        if (!known[0].equals(language)) {
            known = new String[] {language, "label_" + language};
            localLabel = known;
        }
        return known[1];
    }

    /** E.g. "the 20% president's certificate of B&amp;O" or "a 10% share of NYC". */
    public static String share(Certificate c) {
        return EngineText.get(c.president() ? "name.presidentShare" : "name.share", c.percent(), of(c.corporation()));
    }

    /** E.g. "2-train", "4D-train": the name players read on the card. */
    public static String train(String trainName) {
        return EngineText.get("name.train", trainName);
    }

    /** E.g. "2-trains" (several of one kind). */
    public static String trains(String trainName) {
        return EngineText.get("name.trains", trainName);
    }

    /** A train copy id ({@code 2-0}, as actions name trains) as players read it: "2-train". */
    public static String trainOfId(String trainId) {
        if (trainId == null) {
            return EngineText.get("name.noTrain");
        }
        int dash = trainId.lastIndexOf('-');
        return train(dash > 0 ? trainId.substring(0, dash) : trainId);
    }

    /**
     * A train of the game by its id, named as it runs now (1844: "2H-train" for a 2-card bought as a 2H),
     * else by its id's card.
     */
    public static String trainOf(Game game, String trainId) {
        Train t = trainId == null ? null : game.depot().train(trainId);
        return t == null ? trainOfId(trainId) : train(t.name());
    }

    /** E.g. "a 2-train", "an 8-train". */
    public static String aTrain(String trainName) {
        return EngineText.get("an".equals(article(trainName)) ? "name.anTrain" : "name.aTrain", trainName);
    }

    /** E.g. "#57": a tile as its printed number, from a tile copy id ({@code 57-1}) or a name. */
    public static String tile(String tileIdOrName) {
        int dash = tileIdOrName.lastIndexOf('-');
        String name = dash > 0 && tileIdOrName.substring(dash + 1).chars().allMatch(Character::isDigit)
                ? tileIdOrName.substring(0, dash) : tileIdOrName;
        return "#" + name;
    }

    /** "an" before words said with a leading vowel sound (8, 11, 18, 80...), else "a". */
    static String article(String word) {
        if (word.isEmpty()) {
            return "a";
        }
        char c = Character.toLowerCase(word.charAt(0));
        boolean vowel = "aeiou".indexOf(c) >= 0 || c == '8' || c == '1' && ELEVEN_EIGHTEEN.matcher(word).matches();
        return vowel ? "an" : "a";
    }

    /** Numbers said "eleven", "eighteen" or "eleven/eighteen hundred ...". */
    private static final java.util.regex.Pattern ELEVEN_EIGHTEEN = java.util.regex.Pattern.compile("(11|18)(\\D.*)?|1[18]\\d\\d(\\D.*)?");
}
