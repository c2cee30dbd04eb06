package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

import org.osgi.annotation.versioning.ConsumerType;

import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.GameTitle;
import roundhouse.api.RuleOption;
import roundhouse.api.TitleInfo;
import roundhouse.engine.map.Board;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.spi.step.Bankrupt;
import roundhouse.engine.spi.step.BuySellParShares;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.DiscardTrain;
import roundhouse.engine.spi.step.Dividend;
import roundhouse.engine.spi.step.HomeToken;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Route;
import roundhouse.engine.spi.step.StockRound;
import roundhouse.engine.spi.step.Token;
import roundhouse.engine.spi.step.Track;

/**
 * Base class of a title: loads the title's GAME-INF data once, starts and loads games, and
 * composes the rounds from generic steps. The defaults are neutral: the game opens with a stock
 * round, and the rounds hold only the steps every title shares; a title states its own first round
 * and composition by overriding {@link #initialRound}, {@link #stockRound} and
 * {@link #operatingRound} (1830's waterfall auction and private steps are the 1830 title's). A
 * title bundle subclasses it and registers the subclass as an {@code EngineTitle} service
 * ({@code @Component(service = EngineTitle.class)}); the engine publishes it as the title's
 * {@link GameTitle} service, with the service properties taken from {@code title.json}. It is a {@link GameTitle} itself, so tests construct it and use it directly,
 * without OSGi.
 *
 * <p>Thread-safe: holds only immutable title data (and a cache of it per option set).
 */
@ConsumerType
@Shared
public abstract class EngineTitle implements GameTitle, RoundFactory {
    /** The title's own GAME-INF first, then those of the titles it extends. */
    private final List<ClassLoader> loaders;
    private final Set<String> titleOptions;
    /** From title.json alone: what a list of titles shows, read when the title starts. */
    private final TitleInfo info;
    /** Why title.json could not be read, or null ({@link #loadProblem()}). */
    private final String loadProblem;
    /** The whole GAME-INF data and map, read at the first use (a title that is only listed costs nothing more). */
    private volatile Loaded loaded;
    /** Per-game data by the set of options that have overrides (usually empty: the base data). */
    private final Map<Set<String>, TitleData> byOptions = new ConcurrentHashMap<>();
    /** Maps of games whose options change map.json or tiles.json ({@link #map(Set)}), by those options. */
    private final Map<Set<String>, MapDefinition> mapsByOptions = new ConcurrentHashMap<>();

    private record Loaded(TitleData data, MapDefinition map) {
    }

    /**
     * Loads {@code GAME-INF/*} through the class loader of the title bundle, for a title whose code
     * reads no options of its own: every option {@code title.json} declares must be an
     * {@link EngineOption}.
     */
    protected EngineTitle(ClassLoader loader) {
        this(loader, Set.of());
    }

    /**
     * Reads {@code GAME-INF/title.json} through the class loader of the title bundle (pass
     * {@code getClass().getClassLoader()}); the other files are read and checked at the first use of
     * the title's data ({@link #data()}), so that starting with many titles installed stays quick.
     *
     * @param titleOptions ids of the options this title's own code reads (1830: its waterfall
     *     auction's {@code auction_pass_final}, {@code auction_resume_after_last_passer});
     *     {@code title.json} may declare only these, the {@link EngineOption}s and the options its
     *     {@code overrides.json}, {@code map.json} or {@code tiles.json} change, anything else fails the load
     */
    protected EngineTitle(ClassLoader loader, Set<String> titleOptions) {
        this(List.of(loader), titleOptions);
    }

    /**
     * A title that extends another (title.json {@code "extends": "1830"}) and reuses its code by
     * subclassing its title class: {@code loaders.get(0)} reads the variant's own {@code GAME-INF},
     * each later loader the {@code GAME-INF} of a title an earlier one extends. The title a variant
     * extends offers a protected constructor that appends its own loader, e.g.
     * {@code protected T1830Rules(List<ClassLoader> variant) { super(over(variant, T1830Rules.class), OPTIONS); }}.
     * The variant's files replace the parent's, its {@code patch.json} changes parts of them.
     *
     * @param titleOptions ids of the options the code (of this class and the classes it extends) reads
     */
    protected EngineTitle(List<ClassLoader> loaders, Set<String> titleOptions) {
        if (loaders.isEmpty()) {
            throw new IllegalArgumentException("a title needs the class loader of its GAME-INF");
        }
        List<ClassLoader> scoped = new java.util.ArrayList<>(loaders);
        // its own GAME-INF, where a plain class path holds other titles' too (loaders.get(0) is this class's)
        scoped.set(0, GameInfScope.of(getClass(), loaders.get(0)));
        this.loaders = List.copyOf(scoped);
        this.titleOptions = Set.copyOf(titleOptions);
        TitleInfo read = null;
        String problem = null;
        try {
            read = EngineRuntime.get().info(this.loaders);
        } catch (RuntimeException e) {
            // kept, not thrown: a component that fails to construct makes the framework print a stack
            // trace on every start; the title registry tells this one line and offers the title nowhere
            problem = e.getMessage() == null ? e.toString() : e.getMessage();
        }
        this.info = read;
        this.loadProblem = problem;
    }

    /**
     * Why this title's {@code title.json} could not be read (the title is then offered nowhere), or
     * {@code null}.
     *
     * @since 4.2
     */
    public final String loadProblem() {
        return loadProblem;
    }

    /**
     * The loaders of a variant followed by the loader of the class it extends: what a title that
     * may be extended passes to {@link #EngineTitle(List, Set)}.
     */
    protected static List<ClassLoader> over(List<ClassLoader> variant, Class<? extends EngineTitle> extended) {
        List<ClassLoader> out = new java.util.ArrayList<>(variant);
        out.add(GameInfScope.of(extended, extended.getClassLoader()));
        return out;
    }

    /**
     * The options a title's code reads and those its variant's code reads, as one set: what a title
     * that may be extended passes to {@link #EngineTitle(List, Set)} for a variant with options of its own.
     *
     * @since 4.5
     */
    protected static Set<String> joined(Set<String> titleOptions, Set<String> variantOptions) {
        Set<String> out = new java.util.LinkedHashSet<>(titleOptions);
        out.addAll(variantOptions);
        return out;
    }

    private Loaded loaded() {
        Loaded l = loaded;
        if (l == null) {
            synchronized (this) {
                l = loaded;
                if (l == null) {
                    loaded = l = load();
                }
            }
        }
        return l;
    }

    private Loaded load() {
        TitleData data;
        MapDefinition map;
        try {
            data = EngineRuntime.get().load(loaders, titleOptions);
            map = data.raw().containsKey("map.json.text")
                    ? MapDefinition.load(data.info().id(), (String) data.raw().get("map.json.text"),
                            (String) data.raw().get("tiles.json.text"))
                    : null;
            if (map != null) {
                EngineRuntime.get().checkBlockers(data, map.blockers());
                checkMapOptions(data, map);
            }
        } catch (RuntimeException e) {
            throw new IllegalStateException("the title " + info.id() + " cannot read its data: " + e.getMessage(), e);
        }
        return new Loaded(data, map);
    }

    /**
     * The options map.json and tiles.json change must be the title's, and each option's map must load
     * on its own (as overrides.json is checked).
     */
    private static void checkMapOptions(TitleData data, MapDefinition map) {
        Set<String> declared = new HashSet<>();
        data.options().forEach(o -> declared.add(o.id()));
        for (String option : map.options()) {
            if (!declared.contains(option)) {
                throw new IllegalStateException("map.json or tiles.json: $.options." + option + ": unknown option " + option
                        + " (not in title.json optional_rules)");
            }
            try {
                loadMap(data, Set.of(option));
            } catch (RuntimeException e) {
                throw new IllegalStateException("with option " + option + ": " + e.getMessage(), e);
            }
        }
    }

    private static MapDefinition loadMap(TitleData data, Set<String> options) {
        return MapDefinition.load(data.info().id(), (String) data.raw().get("map.json.text"),
                (String) data.raw().get("tiles.json.text"), options);
    }

    /** The title's data as its files say, without any option's overrides. */
    public TitleData data() {
        return loaded().data();
    }

    /**
     * The data a game with these options plays with: the base data with the
     * {@code GAME-INF/overrides.json} entries of every option that is on applied, in the order that
     * file lists the options. Built once per set of overriding options.
     */
    public TitleData data(Set<String> options) {
        TitleData data = data();
        if (options.isEmpty() || data.overriddenOptions().isEmpty()) {
            return data;
        }
        Set<String> overriding = new TreeSet<>(options);
        overriding.retainAll(data.overriddenOptions());
        if (overriding.isEmpty()) {
            return data;
        }
        return byOptions.computeIfAbsent(Set.copyOf(overriding), k -> EngineRuntime.get().forOptions(data, k));
    }

    /**
     * The data keys of a game: its rule options and {@code players=N} (overrides.json may hold the
     * data of a player count under that key, as for an option).
     */
    public static Set<String> dataKeys(GameSetup setup) {
        Set<String> keys = new TreeSet<>(setup.optionalRules());
        keys.add("players=" + setup.players().size());
        return keys;
    }

    /** The data a game with this setup plays with: {@link #data(Set)} of its {@link #dataKeys}. */
    public TitleData data(GameSetup setup) {
        return data(dataKeys(setup));
    }

    /**
     * The id of the title this one extends (title.json {@code "extends"}), or {@code null}: a variant's
     * game files name it, so that a file whose variant is not installed says what it is a variant of.
     */
    public String extendsTitle() {
        Object title = data().raw().get("title.json");
        return title instanceof Map<?, ?> m && m.get("extends") != null ? String.valueOf(m.get("extends")) : null;
    }

    /** The map definition, or {@code null} if the title ships no map. */
    public MapDefinition map() {
        return loaded().map();
    }

    /**
     * The map a game with these options (or {@link #dataKeys}) plays on: {@link #map()} with the
     * {@code options} entries of map.json and tiles.json of every option that is on (1841 {@code lite}).
     * Built once per set of options that change the map; {@link #map()} itself when none does.
     */
    public MapDefinition map(Set<String> options) {
        MapDefinition base = map();
        if (base == null || base.options().isEmpty()) {
            return base;
        }
        Set<String> on = new TreeSet<>(options);
        on.retainAll(base.options());
        if (on.isEmpty()) {
            return base;
        }
        return mapsByOptions.computeIfAbsent(Set.copyOf(on), k -> loadMap(data(), k));
    }

    /** @throws IllegalStateException naming the problem if title.json could not be read ({@link #loadProblem()}) */
    @Override
    public TitleInfo info() {
        if (info == null) {
            throw new IllegalStateException(loadProblem);
        }
        return info;
    }

    @Override
    public List<RuleOption> ruleOptions() {
        return data().options();
    }

    @Override
    public GameSession newGame(GameSetup setup) {
        checkSetup(setup);
        return EngineRuntime.get().newGame(this, setup);
    }

    @Override
    public GameSession load(GameRecord record) throws GameLoadException {
        return EngineRuntime.get().load(this, record);
    }

    /**
     * Refuses unknown options, options that exclude each other, bad player counts and options not for
     * the game's player count, each with a one-line reason.
     */
    public void checkSetup(GameSetup setup) {
        int n = setup.players().size();
        if (n < info().minPlayers() || n > info().maxPlayers()) {
            throw new IllegalArgumentException(info().id() + " is for " + info().playerRange() + " players, not " + n);
        }
        Set<String> known = new HashSet<>();
        data().options().forEach(o -> known.add(o.id()));
        for (String o : setup.optionalRules()) {
            if (!known.contains(o)) {
                throw new IllegalArgumentException("unknown optional rule " + o + " for " + info().id());
            }
        }
        // in the title's order, so that the same pair is named alike whatever order the setup holds them in
        List<RuleOption> chosen = new ArrayList<>();
        for (RuleOption option : data().options()) {
            if (!setup.optionalRules().contains(option.id())) {
                continue;
            }
            if (!option.allows(n)) {
                throw new IllegalArgumentException("the optional rule " + option.id() + " of " + info().id() + " is for "
                        + option.playerRange() + " players, not " + n);
            }
            for (RuleOption before : chosen) {
                if (option.excludes(before)) {
                    throw new IllegalArgumentException("the optional rules " + before.id() + " and " + option.id()
                            + " of " + info().id() + " exclude each other: a game has one of them at most");
                }
            }
            chosen.add(option);
        }
    }

    /**
     * The options a game imported from 18xx.games runs with: those the file lists (known to this
     * title) plus every option marked {@link RuleOption#importDefault()}.
     */
    public Set<String> importOptions(Set<String> fileOptions) {
        Set<String> out = new LinkedHashSet<>();
        for (RuleOption o : data().options()) {
            if (o.importDefault() || fileOptions.contains(o.id())) {
                out.add(o.id());
            }
        }
        return out;
    }

    /**
     * The optional rules a file of a game with these options lists for 18xx.games to play it by (its
     * {@code settings.optional_rules}): the inverse of {@link #importOptions}. Roundhouse reads its
     * own files by their exact rules; this is for the other engine. Default: the options themselves.
     *
     * @since 4.8
     */
    public Set<String> fileOptions(Set<String> options) {
        return options;
    }

    /** Creates the mutable state of a new game; titles with their own {@link Game} subclass override. */
    public Game createGame(GameSetup setup, boolean logging) {
        TitleData gameData = data(setup);
        MapDefinition map = map(dataKeys(setup));
        Game game = new Game(gameData, setup, this, trainTypes(dataKeys(setup)),
                map == map() ? createBoard() : createBoard(map, gameData),
                gameData == data() ? createMarket() : createMarket(gameData), logging);
        return game;
    }

    /**
     * Train types of a game: those of {@link #data(Set)}; override to adapt counts to options in code
     * (1830: Diesels, 6-trains) where {@code overrides.json} cannot say it.
     */
    protected List<TrainType> trainTypes(Set<String> options) {
        return data(options).trains();
    }

    /**
     * A fresh stock market for one game from market.json: {@link #createMarket(TitleData)} with the
     * title's data. Override that one to return a {@link StockMarket} subclass with other moves (1854's
     * hex market); it serves games with and without options that change market.json.
     */
    protected StockMarket createMarket() {
        return createMarket(data());
    }

    /**
     * A fresh stock market from the data of a game ({@link #data(Set)}: market.json as its options
     * leave it), e.g. {@code new HexMarket(gameData.marketLayout(), StockMarket.cells(gameData.market()))}.
     */
    protected StockMarket createMarket(TitleData gameData) {
        return new StockMarket(gameData.marketLayout(), StockMarket.cells(gameData.market()));
    }

    /** A fresh board with every corporation's home reserved, or {@code null} without a map. */
    protected Board createBoard() {
        return createBoard(map(), data());
    }

    /**
     * A fresh board of this map with the homes of these corporations reserved, or {@code null} without
     * a map (a title whose board depends on the player count passes that count's map and data).
     */
    protected Board createBoard(MapDefinition map, TitleData data) {
        return createBoard(map, data, createBoardAreas());
    }

    /** A fresh board with these rule areas (a title whose rules depend on the game's options passes them). */
    protected Board createBoard(MapDefinition map, TitleData data, roundhouse.engine.map.BoardAreas areas) {
        if (map == null) {
            return null;
        }
        Board board = newBoard(map, areas);
        for (TitleData.CorporationDef c : data.corporations()) {
            if (c.coordinates() != null) {
                board.reserve(c.sym(), c.coordinates(), c.city());
            }
        }
        return board;
    }

    /** An empty board of this map; a title whose board keeps more state returns its subclass. */
    protected Board newBoard(MapDefinition map, roundhouse.engine.map.BoardAreas areas) {
        return new Board(map, areas);
    }

    /**
     * The board's rule areas (lays and upgrades, reach, route check, optimiser graph); override and
     * return a {@link roundhouse.engine.map.BoardAreas} whose methods return your subclasses.
     */
    protected roundhouse.engine.map.BoardAreas createBoardAreas() {
        return roundhouse.engine.map.BoardAreas.DEFAULT;
    }

    // ------------------------------------------------------------------ round composition

    /**
     * The round that opens the game. Default: a stock round ({@link #stockRound}), for a title that
     * says nothing else. A title whose game opens otherwise returns its own round: 1830 its waterfall
     * auction of the privates, 1844 its private auction, 1854 its auction rounds, 18Mag its draft,
     * 1841 its concession round.
     */
    @Override
    public Round initialRound(Game game) {
        return stockRound(game);
    }

    /**
     * A stock round of the engine's generic steps: trains over the limit are discarded, then each
     * player sells, buys and pars ({@code DiscardTrain}, {@code BuySellParShares}). A title adds its
     * own steps in its rule order (1830: {@code Exchange} of a private's {@code exchange} ability before
     * the share turn) or composes the round anew.
     */
    @Override
    public Round stockRound(Game game) {
        StockRound r = new StockRound(game);
        r.add(new DiscardTrain(game, r));
        r.add(new BuySellParShares(game, r));
        return r;
    }

    /**
     * An operating round of the engine's generic steps, in the order every title so far runs them:
     * bankruptcy, the home token, track, a token, the run, the dividend, discards, trains
     * ({@code Bankrupt}, {@code HomeToken}, {@code Track}, {@code Token}, {@code Route},
     * {@code Dividend}, {@code DiscardTrain}, {@code BuyTrain}). The steps of privates' abilities and
     * of privates bought by corporations ({@code Exchange}, {@code SpecialTrack},
     * {@code SpecialToken}, {@code BuyCompany}) are building blocks a title adds where its rules
     * put them (1830 composes its round of all of them).
     */
    @Override
    public Round operatingRound(Game game, int number) {
        OperatingRound r = new OperatingRound(game, number);
        BuyTrain buyTrain = new BuyTrain(game, r);
        r.add(new Bankrupt(game, r, buyTrain));
        r.add(new HomeToken(game, r));
        r.add(new Track(game, r));
        r.add(new Token(game, r));
        r.add(new Route(game, r));
        r.add(new Dividend(game, r));
        r.add(new DiscardTrain(game, r));
        r.add(buyTrain);
        return r;
    }
}
