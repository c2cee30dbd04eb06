package roundhouse.title.t1854.internal;

import java.util.LinkedHashMap;
import java.util.Map;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;

/**
 * "Postbeförderungsverträge": six small (100 G) and six large (200 G) mail contracts. A major or an AG
 * buys at most one in the last step of its turn, from its treasury, keeps it to the end of the game,
 * and collects its income at the start of each later turn, by the colour of the phase: small 10/20/30/40,
 * large 30/40/50/60 (the rulebook's "Phase 8" column is the grey phase 7, README A-3).
 */
final class MailContracts {
    /** A contract size: price, how many, income in yellow, green, brown, grey phases. */
    enum Size {
        SMALL(100, 6, 10, 20, 30, 40), LARGE(200, 6, 30, 40, 50, 60);

        final int price;
        final int count;
        private final int[] income;

        Size(int price, int count, int... income) {
            this.price = price;
            this.count = count;
            this.income = income;
        }

        /** The income in a phase of this colour (yellow, green, brown, gray). */
        int income(String color) {
            return switch (color) {
                case "yellow" -> income[0];
                case "green" -> income[1];
                case "brown" -> income[2];
                default -> income[3];
            };
        }

        String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        static Size of(String id) {
            for (Size s : values()) {
                if (s.id().equals(id)) {
                    return s;
                }
            }
            return null;
        }
    }

    private final Map<String, Size> owned = new LinkedHashMap<>();

    /** The contract of a company, or {@code null}. */
    Size of(Corporation c) {
        return owned.get(c.id());
    }

    /** Contracts of this size still to be had. */
    int left(Size size) {
        return size.count - (int) owned.values().stream().filter(s -> s == size).count();
    }

    void buy(Corporation c, Size size) {
        owned.put(c.id(), size);
    }

    /** Step 1 of a turn: the bank pays the contract's income to the company. */
    void payIncome(Game game, Corporation c) {
        Size size = owned.get(c.id());
        if (size == null) {
            return;
        }
        int amount = size.income(game.phase().offboardColor());
        game.transfer(game.bank(), c, amount);
        AustrianText.log(game, "log.mailIncome", c.id(), game.format(amount));
    }
}
