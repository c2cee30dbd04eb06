package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.engine.spi.step.Round;

/**
 * The {@code titles/cards} test title (train cards with variants, phases on several cards, no map)
 * with rounds that finish at once, so a game runs through its sequence on {@link Game#start()}
 * and every round is recorded by name.
 */
class CardsTitle extends EngineTitle {
    /** A round without entities: over as soon as it starts. */
    static final class Instant extends Round {
        private final RoundKind kind;
        private final String name;

        Instant(Game game, RoundKind kind, String name) {
            super(game);
            this.kind = kind;
            this.name = name;
        }

        @Override
        public RoundKind roundKind() {
            return kind;
        }

        @Override
        public String name() {
            return name;
        }
    }

    static ClassLoader loader() {
        return TestTitles.loader("cards");
    }

    static final GameSetup TWO = new GameSetup(List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B")), Set.of(), 1);
    static final GameSetup THREE = new GameSetup(
            List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B"), new PlayerRef("3", "C")), Set.of(), 1);

    final List<String> played = new ArrayList<>();
    /** Ends the game at the end of the round in which the turn reaches this. */
    int lastTurn = 3;

    CardsTitle() {
        super(loader());
    }

    Round record(Round r) {
        played.add(r.name());
        return r;
    }

    @Override
    public Round initialRound(Game game) {
        return record(new Instant(game, RoundKind.AUCTION, "auction"));
    }

    @Override
    public Round stockRound(Game game) {
        return record(new Instant(game, RoundKind.STOCK, "SR " + game.turn()));
    }

    @Override
    public Round operatingRound(Game game, int number) {
        return record(new Instant(game, RoundKind.OPERATING, "OR " + game.turn() + "." + number));
    }

    @Override
    public GameEnd createGameEnd(Game game) {
        List<GameEnd.Trigger> triggers = new ArrayList<>(GameEnd.fromRules(game.rules()));
        triggers.add(GameEnd.trigger("final_round", GameEnd.Timing.CURRENT_ROUND, g -> g.turn() >= lastTurn));
        return new GameEnd(triggers);
    }
}
