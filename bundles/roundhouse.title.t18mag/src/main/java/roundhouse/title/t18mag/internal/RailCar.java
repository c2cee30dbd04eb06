package roundhouse.title.t18mag.internal;

import java.util.Locale;

/**
 * The three rail cars a minor may buy for its run (RB VI.3.7, Table 6): each from its company, once
 * a turn, for one train; the money goes to the company. The grant is the name the route check reads
 * ({@code RouteRules#grants}).
 */
public enum RailCar {
    /** RÁBA: one route to an offboard earns +20 (+30 from brown). */
    OFFBOARD_BONUS("RABA", "railcar.raba"),
    /** Ganz &amp; Cie: one train runs as an N+N plus train, the extra stops towns only. */
    PLUS_UPGRADE("G&C", "railcar.gc"),
    /** Schlick-Nicholson: one route may visit one mine; its value goes to the minor's treasury. */
    MINE_ACCESS("SNW", "railcar.snw");

    /** RB Table 6: base price 10 in yellow and green, 20 from brown; each further car of a turn 10 more. */
    static final int BASE_PRICE = 10;
    static final int LATE_BASE_PRICE = 20;
    static final int PRICE_STEP = 10;
    /** RB VI.3.7: RÁBA's offboard bonus, 20 in yellow and green, 30 from brown. */
    static final int OFFBOARD_BONUS_EARLY = 20;
    static final int OFFBOARD_BONUS_LATE = 30;

    private final String company;
    private final String textKey;

    RailCar(String company, String textKey) {
        this.company = company;
        this.textKey = textKey;
    }

    /** The corporation selling the car. */
    public String company() {
        return company;
    }

    /** The grant the route check reads. */
    public String grant() {
        return name().toLowerCase(Locale.ROOT);
    }

    String textKey() {
        return textKey;
    }

    /** The price of a car when {@code boughtThisTurn} cars were bought before it in the turn. */
    static int price(boolean late, int boughtThisTurn) {
        return (late ? LATE_BASE_PRICE : BASE_PRICE) + PRICE_STEP * boughtThisTurn;
    }

    static int offboardBonus(boolean late) {
        return late ? OFFBOARD_BONUS_LATE : OFFBOARD_BONUS_EARLY;
    }

    /**
     * How 18xx.games writes the car in a {@code special_buy}'s {@code description}
     * ({@code "+20 Offboard Bonus [RABA]"}, {@code "Plus Train Upgrade [G&C]"}, {@code "Mine Access [SNW]"}).
     */
    String description(boolean late) {
        return switch (this) {
            case OFFBOARD_BONUS -> "+" + offboardBonus(late) + " Offboard Bonus [" + company + "]";
            case PLUS_UPGRADE -> "Plus Train Upgrade [" + company + "]";
            case MINE_ACCESS -> "Mine Access [" + company + "]";
        };
    }

    /** The car a description names by its bracketed company ({@code "... [RABA]"}), or {@code null}. */
    public static RailCar fromDescription(String description) {
        if (description == null) {
            return null;
        }
        int open = description.lastIndexOf('[');
        int close = description.lastIndexOf(']');
        if (open < 0 || close < open) {
            return null;
        }
        String tag = description.substring(open + 1, close);
        for (RailCar car : values()) {
            if (car.company.equals(tag)) {
                return car;
            }
        }
        return null;
    }
}
