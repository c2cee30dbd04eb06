package ${package}.internal;

import java.util.Set;

import org.osgi.service.component.annotations.Component;

import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameEnd;
import roundhouse.title.t${parent.toLowerCase()}.T${parent}Rules;

/**
 * ${titleName}: a variant of ${parent}. It plays by ${parent}'s rules (the exported {@link T${parent}Rules}) with
 * ${parent}'s data, changed by this bundle's {@code GAME-INF}: {@code title.json} declares
 * {@code "extends": "${parent}"} and replaces the keys it gives, {@code patch.json} changes parts of
 * ${parent}'s data files, and any data file placed there replaces ${parent}'s whole. A rule data cannot
 * say is a method of {@link T${parent}Rules} overridden here, calling {@code super} for the rest: this
 * variant's own rule option {@value #SHORT_GAME} shortens the game ({@link #createGameEnd}).
 */
@Component(service = EngineTitle.class)
public class VariantTitle extends T${parent}Rules {
    /**
     * This variant's own rule option, which its code reads: {@code title.json} declares it in
     * {@code optional_rules} (beside ${parent}'s options) and a new game starts with it switched on.
     */
    static final String SHORT_GAME = "short_game";
    /** The turn (a stock round and the operating rounds after it) after which a short game ends. */
    static final int LAST_TURN = #if( $parent == "1841" )3#{else}5#end;

    public VariantTitle() {
        super(VariantTitle.class.getClassLoader(), Set.of(SHORT_GAME));
    }

    /**
     * A rule no data file can say: with {@value #SHORT_GAME} on, the game also ends once turn
     * {@value #LAST_TURN} is over (its stock round and the operating rounds after it), and the richest
     * player wins. ${parent}'s own ends still hold and may come first.
     */
    @Override
    public GameEnd createGameEnd(Game game) {
        GameEnd end = super.createGameEnd(game);
        return game.option(SHORT_GAME) ? end.withLastTurn(LAST_TURN) : end;
    }
}
