package roundhouse.title.t1841;

import java.util.List;
import java.util.Set;

import org.osgi.annotation.versioning.ConsumerType;

import roundhouse.api.GameSetup;
import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.spi.DividendRules;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameEnd;
import roundhouse.engine.spi.StockMarket;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t1841.internal.Italy;

/**
 * 1841 Northern Italy's rules, for 1841 and the titles that extend it: the concession round,
 * corporations that hold and preside over corporations, province borders, mergers, transformations,
 * the secession and the Tuscan merge. A variant reuses them by subclassing this class, and 1841's data
 * by declaring {@code "extends": "1841"} in its {@code GAME-INF/title.json}:
 *
 * <pre>
 * &#64;Component(service = EngineTitle.class)
 * public class BigBank1841 extends T1841Rules {
 *     public BigBank1841() {
 *         super(BigBank1841.class.getClassLoader());
 *     }
 * }
 * </pre>
 *
 * The variant's {@code GAME-INF} files replace 1841's, its {@code patch.json} changes parts of them (see
 * the engine's README, "Titles that extend titles"). A rule of the variant overrides one of the methods
 * below and calls {@code super} for the rest.
 */
@ConsumerType
public abstract class T1841Rules extends EngineTitle {
    /** 1841 itself: its data is this bundle's {@code GAME-INF}. */
    protected T1841Rules() {
        super(T1841Rules.class.getClassLoader(), Italy.OPTIONS);
    }

    /**
     * A variant of 1841 whose own {@code GAME-INF} the loader reads (pass
     * {@code getClass().getClassLoader()}), layered over 1841's.
     */
    protected T1841Rules(ClassLoader variant) {
        this(List.of(variant));
    }

    /**
     * A title further down a chain of variants: its loaders, then those of the variants between it and
     * 1841 ({@link EngineTitle#over}).
     */
    protected T1841Rules(List<ClassLoader> variants) {
        super(over(variants, T1841Rules.class), Italy.OPTIONS);
    }

    /**
     * A variant whose own code reads rule options of its own: {@code variantOptions}, which its
     * {@code title.json} declares in {@code optional_rules} (they join 1841's options there).
     *
     * @since 1.1
     */
    protected T1841Rules(ClassLoader variant, Set<String> variantOptions) {
        this(List.of(variant), variantOptions);
    }

    /**
     * A chain of variants ({@link #T1841Rules(List)}) whose code reads the options {@code variantOptions}
     * besides 1841's.
     *
     * @since 1.1
     */
    protected T1841Rules(List<ClassLoader> variants, Set<String> variantOptions) {
        super(over(variants, T1841Rules.class), joined(Italy.OPTIONS, variantOptions));
    }

    /** A file plays its edition: version 2 unless it lists {@code version_1}; player trades only with {@code p2p_purchases}. */
    @Override
    public Set<String> importOptions(Set<String> fileOptions) {
        return Italy.importOptions(super.importOptions(fileOptions), fileOptions);
    }

    /** A file names the edition and the trades as 18xx.games does: {@code version_1}, {@code p2p_purchases}. */
    @Override
    public Set<String> fileOptions(Set<String> options) {
        return Italy.fileOptions(super.fileOptions(options));
    }

    @Override
    public Game createGame(GameSetup setup, boolean logging) {
        TitleData gameData = data(setup);
        MapDefinition map = map(dataKeys(setup));
        Board board = map == null ? null : createBoard(map, gameData, Italy.areas(setup.optionalRules()));
        return Italy.game(this, setup, logging, gameData, board, trainTypes(dataKeys(setup)), createMarket(gameData));
    }

    /** 1841's board: stations in token order, passes, and the railheads of a turn. */
    @Override
    protected Board newBoard(MapDefinition map, BoardAreas areas) {
        return Italy.board(map, areas);
    }

    /** The board of a game by the rulebook's route rules (a game's own options are read in {@link #createGame}). */
    @Override
    protected BoardAreas createBoardAreas() {
        return Italy.areas(Set.of());
    }

    @Override
    protected StockMarket createMarket() {
        return createMarket(data());
    }

    @Override
    protected StockMarket createMarket(TitleData gameData) {
        return Italy.market(gameData);
    }

    /** The concession round: sealed bids (RB 2), or the second edition's open auction. */
    @Override
    public Round initialRound(Game game) {
        return Italy.initialRound(game);
    }

    /** RB 3: sell, then buy a share or a concession, start a corporation. */
    @Override
    public Round stockRound(Game game) {
        return Italy.stockRound(game);
    }

    /** RB 4: track, station, run, dividend, trains, share dealings, mergers and transformations. */
    @Override
    public Round operatingRound(Game game, int number) {
        return Italy.operatingRound(game, number);
    }

    @Override
    public DividendRules createDividendRules(Game game) {
        return Italy.dividendRules(game);
    }

    @Override
    public GameEnd createGameEnd(Game game) {
        return Italy.gameEnd(game);
    }
}
