package roundhouse.testsupport;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.view.ActingEntity;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.engine.spi.EngineTitle;

/**
 * Checks who the snapshot says decides ({@link GameState#actingEntities()}) against what the
 * snapshot shows of the companies: at every position of a seeded random game, an acting player
 * decides for himself, and an acting company is decided by the player at the top of its owners
 * (a private's or minor's owner, a corporation's president, up through companies that own
 * companies). The seats are "1".."N", so that companies numbered like seats (1854's locals, 18Mag's
 * minors) cannot pass for players. Failures are {@link AssertionError}s naming seed and position.
 */
public final class ActingChecks {
    private ActingChecks() {
    }

    /** What a game showed: positions checked, and those where a company acted. */
    public record Report(int positions, int companyTurns, Set<String> companyTypes) {
    }

    /** Seats "1".."n" named "Seat 1".."Seat n". */
    public static List<roundhouse.api.PlayerRef> seats(int n) {
        java.util.List<roundhouse.api.PlayerRef> out = new java.util.ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(new roundhouse.api.PlayerRef(String.valueOf(i), "Seat " + i));
        }
        return out;
    }

    /** Plays up to {@code maxActions} random legal actions, checking every position. */
    public static Report play(EngineTitle title, GameSetup setup, Random rnd, RandomGames.Picker picker, int maxActions) {
        GameSession s = title.newGame(setup);
        int positions = 0;
        int companyTurns = 0;
        Set<String> types = new HashSet<>();
        for (int n = 0; n < maxActions; n++) {
            GameState state = s.state();
            List<LegalAction> legal = s.legalActions();
            String where = "seed " + setup.seed() + ", after " + n + " actions (" + state.round().name() + ")";
            companyTurns += check(state, legal, where, types);
            positions++;
            if (legal.isEmpty()) {
                break;
            }
            LegalAction choice = picker.pick(rnd, legal);
            Action action = choice.amount() == null ? choice.action()
                    : choice.withAmount(RandomGames.amount(rnd, choice.amount()));
            try {
                s.apply(action);
            } catch (IllegalActionException e) {
                throw new AssertionError(where + ": legal action refused: " + action + ": " + e.getMessage());
            }
        }
        return new Report(positions, companyTurns, types);
    }

    /**
     * Checks one position; returns 1 when a company acts.
     *
     * @param where names the position in a failure
     */
    public static int check(GameState state, List<LegalAction> legal, String where, Set<String> companyTypes) {
        if (!state.acting().equals(state.actingEntities().stream().map(ActingEntity::entity).toList())) {
            throw new AssertionError(where + ": acting " + state.acting() + " but acting entities " + state.actingEntities());
        }
        Set<String> players = new HashSet<>();
        state.players().forEach(p -> players.add(p.id()));
        Map<String, CompanyView> companies = new HashMap<>();
        state.companies().forEach(c -> companies.put(c.id(), c));
        int companyActs = 0;
        for (ActingEntity a : state.actingEntities()) {
            if (a.isPlayer()) {
                if (!players.contains(a.entity()) || !a.entity().equals(a.player())) {
                    throw new AssertionError(where + ": player " + a.entity() + " decided by " + a.player());
                }
                continue;
            }
            CompanyView c = companies.get(a.entity());
            if (c == null) {
                throw new AssertionError(where + ": " + a + " is neither a player nor a company of the snapshot");
            }
            String top = topOwner(c, players, companies);
            if (!java.util.Objects.equals(top, a.player())) {
                throw new AssertionError(where + ": " + c.label() + " is owned by " + c.owner() + " (player " + top
                        + ") but decided by " + a.player());
            }
            companyActs = 1;
            companyTypes.add(a.entityType());
        }
        // the engine's choices are the acting entity's (or a private's its player owns)
        if (!legal.isEmpty() && !state.actingEntities().isEmpty()) {
            Action first = legal.get(0).action();
            boolean acting = state.actingEntities().stream()
                    .anyMatch(a -> a.entity().equals(first.entity()) && a.entityType().equals(first.entityType()));
            if (!acting && !"company".equals(first.entityType())) {
                throw new AssertionError(where + ": the first choice is " + first.entityType() + " " + first.entity()
                        + "'s, who is not among " + state.actingEntities());
            }
        }
        return companyActs;
    }

    /** Up the owners to a player (an owner id is a player's where one has it), or {@code null}. */
    private static String topOwner(CompanyView c, Set<String> players, Map<String, CompanyView> companies) {
        String owner = c.owner();
        for (int depth = 0; owner != null && depth < 16; depth++) {
            if (players.contains(owner)) {
                return owner;
            }
            CompanyView next = companies.get(owner);
            owner = next == null ? null : next.owner();
        }
        return null;
    }
}
