package org.example.tableextras.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.view.ActingEntity;
import roundhouse.api.view.GameState;

/**
 * A bot that spends little: every amount at the lowest the rules allow (a bid, a price, a dividend),
 * and when it acts, the cheapest of its choices. A seeded coin decides between acting and passing
 * (half the time each, where it may pass) and between equally cheap choices; a bot that always
 * passed would stall the game. It decides only for its own seat: the choices of an entity whose
 * chain of control ends at that player ({@link ActingEntity#player()}). Deterministic: the same seed
 * and position give the same move, never the wall clock.
 */
final class ThriftyBot implements roundhouse.api.bot.Bot {
    private final long seed;

    ThriftyBot(long seed) {
        this.seed = seed;
    }

    @Override
    public Action choose(GameSession session, String seat) {
        List<LegalAction> own = own(session.state(), session.legalActions(), seat);
        // the position's length joins the seed, so that the coin differs from move to move; SplittableRandom
        // mixes its seed (java.util.Random's first draws from nearby seeds are alike)
        SplittableRandom coin = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + session.actions().size());
        LegalAction pass = null;
        List<LegalAction> cheapest = new ArrayList<>();
        int least = Integer.MAX_VALUE;
        for (LegalAction a : own) {
            if (a.action().type().equals("pass")) {
                pass = a;
                continue;
            }
            int cost = cost(a);
            if (cost < least) {
                least = cost;
                cheapest.clear();
            }
            if (cost == least) {
                cheapest.add(a);
            }
        }
        LegalAction pick = cheapest.isEmpty() || (pass != null && coin.nextBoolean()) ? pass
                : cheapest.get(coin.nextInt(cheapest.size()));
        return pick.amount() == null ? pick.action() : pick.withAmount(pick.amount().min());
    }

    /** What a choice costs its taker: its price, else the lowest amount it may be taken with, else nothing. */
    static int cost(LegalAction a) {
        if (a.cost() != null) {
            return a.cost();
        }
        return a.amount() != null ? Math.max(0, a.amount().min()) : 0;
    }

    /** The choices of the entities the seat's player decides for; all of them when none is his. */
    static List<LegalAction> own(GameState state, List<LegalAction> legal, String seat) {
        List<LegalAction> out = new ArrayList<>();
        for (LegalAction a : legal) {
            for (ActingEntity e : state.actingEntities()) {
                if (e.entity().equals(a.action().entity()) && seat.equals(e.player())) {
                    out.add(a);
                    break;
                }
            }
        }
        return out.isEmpty() ? legal : out;
    }
}
