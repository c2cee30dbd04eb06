package roundhouse.bots.internal;

import java.util.List;
import java.util.Random;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.bot.Bot;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * The greedy bot that now and then takes another of the moves a player weighs ({@link Candidates}):
 * with probability {@code explore} at each stock, train or dividend decision. Playouts for chances
 * use it: greedy bots alone, seeded apart, agree on almost every move, so their playouts would all
 * end alike and a chance would read as a certainty.
 */
final class ExploringBot implements Bot {
    private final long seed;
    private final double explore;
    private final GreedyBot greedy;

    ExploringBot(long seed, double explore, int trials) {
        this.seed = seed;
        this.explore = explore;
        this.greedy = new GreedyBot(seed, trials);
    }

    @Override
    public Action choose(GameSession session, String seat) {
        Action base = greedy.choose(session, seat);
        Random rnd = Choices.random(seed ^ 0x5DEECE66DL, session);
        if (rnd.nextDouble() >= explore) {
            return base;
        }
        GameState state = session.state();
        PlayerView me = GreedyBot.player(state, seat);
        if (me == null) {
            return base;
        }
        List<Action> moves = Candidates.of(state, me, GreedyBot.forActingEntity(session), base);
        return moves.get(rnd.nextInt(moves.size()));
    }
}
