package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.engine.map.Board;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Token;

/**
 * The token step. SFMA's home hex, Firenze, is kept for it until it has placed its home; 18xx.games
 * does not count that in deciding whether a corporation may place a token, so it asks for the step while
 * a free place in Firenze is in the corporation's network and it can pay, and records the pass that is
 * then the only answer ({@link T1841Title#RECORDED_PASSES}). With {@link T1841Title#TOKEN_LOOK_REMEMBERED}
 * whether the network has a place is 18xx.games' remembered look: a step it asks where the place has gone
 * since (seed 63124: SFLP's home in Pisa, placed at its start, took the place SSFL's network last had) is
 * answered by a pass, and where one has come since without a look it is not asked.
 */
final class ItalianToken extends Token {
    static final String SFMA = "SFMA";
    static final String FIRENZE = "R14";

    private final ItalianGame italy;

    ItalianToken(ItalianGame game, Round round) {
        super(game, round);
        this.italy = game;
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        if (c != null && entity == c && italy.option(T1841Title.TOKEN_LOOK_REMEMBERED)) {
            return rememberedActions(c);
        }
        List<String> out = super.actions(entity);
        if (out.isEmpty() && entity instanceof Corporation o && o == c && onlyFirenzeKept(o)) {
            return List.of("pass");
        }
        return out;
    }

    /** 18xx.games' order: a token left and the money for it, then its remembered look for a place. */
    private List<String> rememberedActions(Corporation c) {
        int price = c.nextTokenPrice();
        if (price < 0 || price > c.cash() || game.board() == null || !italy.tokenLook(c, () -> look(c))) {
            return List.of();
        }
        return super.actions(c).isEmpty() ? List.of("pass") : List.of("place_token", "pass");
    }

    /**
     * 18xx.games' look for a place: it walks the corporation's network for tokens and stops at the first
     * place; where it finds none it has walked the whole network and keeps a route found on it
     * ({@code route_available_cached}), which its route step in phase 2 reads (seed 65008: SFTG's H4 and J6,
     * joined when it passed its first token step, still make a route after SFTC bought J6).
     */
    private boolean look(Corporation c) {
        boolean place = game.board().anyTokenCity(c.id(), true) || firenzeOpen(c);
        if (!place && italy.option(roundhouse.engine.spi.EngineOption.ROUTE_AVAILABLE_CACHED)
                && game.board().routeAvailable(c.id(), roundhouse.engine.map.ReachPurpose.TOKENS)) {
            c.rememberRoute(roundhouse.engine.map.ReachPurpose.TOKENS, true);
        }
        return place;
    }

    /**
     * A station on a pass may cut another corporation's route through it: 18xx.games forgets every route it
     * remembered ({@code route_available_cached}) on the routes' network.
     */
    @Override
    public void process(roundhouse.api.Action action, Entity entity) {
        String city = action.type().equals("pass") ? null : action.string("city");
        super.process(action, entity);
        if (city != null) {
            italy.forgetTokenLooks();
        }
        if (city != null && game.board().isPass(city)) {
            game.forgetRoutes(roundhouse.engine.map.ReachPurpose.ROUTES, null);
        }
    }

    /** Whether a place in Firenze, which SFMA's home keeps, is the only one {@code c} could take. */
    private boolean onlyFirenzeKept(Corporation c) {
        int price = c.nextTokenPrice();
        return italy.option(T1841Title.RECORDED_PASSES) && price >= 0 && price <= c.cash() && game.board() != null
                && firenzeOpen(c);
    }

    /**
     * Whether {@code c}'s network reaches a free place in Firenze that only SFMA's home keeps from it: in the
     * second edition's full game, where 18xx.games keeps Firenze by a rule of its token step, not by a
     * reservation its look would see (seed 65310: the first edition's SSFL is not asked).
     */
    private boolean firenzeOpen(Corporation c) {
        Board board = game.board();
        if (!italy.option(T1841Title.VERSION_2) || italy.option(T1841Title.LITE) || c.id().equals(SFMA)
                || board.hasTokenOnHex(c.id(), FIRENZE) || board.cityCount(FIRENZE) == 0
                || board.checkToken(c.id(), board.cityRef(FIRENZE, 0), false) == null) {
            return false;
        }
        boolean reached = false;
        for (int k = 0; k < board.cityCount(FIRENZE) && !reached; k++) {
            reached = board.reachesCity(c.id(), board.cityRef(FIRENZE, k), roundhouse.engine.map.ReachPurpose.TOKENS);
        }
        if (!reached) {
            return false; // a reservation does not change where a network reaches: the copy would find no place there
        }
        Board open = board.copy();
        open.unreserve(SFMA);
        for (String city : open.legalTokenCities(c.id())) {
            if (open.hexOfCity(city).equals(FIRENZE)) {
                return true;
            }
        }
        return false;
    }
}
