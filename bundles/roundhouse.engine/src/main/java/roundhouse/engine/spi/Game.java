package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.engine.map.Board;
import roundhouse.engine.map.ReachPurpose;
import roundhouse.engine.spi.step.Round;

/**
 * The mutable state of one game and the rule operations every title shares: money transfers and
 * fees, train purchases with phase changes and rusting, private payouts, game end and scores. Share
 * rules (transfers, presidency, sales, limits, float and capital) are {@link ShareRules}, the order
 * of play and the operating order {@link TurnOrder}: rule areas a title replaces through
 * {@link #createShareRules()} and {@link #createTurnOrder()}; the methods of the same names here delegate.
 *
 * <p>Created by the engine's session for one game; confined to one thread. Steps (in
 * {@link roundhouse.engine.spi.step}) call these operations after validating an action, so an
 * operation here may assume its preconditions were checked.
 */
@org.osgi.annotation.versioning.ConsumerType
public class Game {
    private final TitleData data;
    private final Rules rules;
    private final Set<String> options;
    private final RoundFactory rounds;
    private final Bank bank;
    private final SharePool pool = new SharePool();
    private final List<Player> players = new ArrayList<>();
    private final Map<String, Player> playersById = new HashMap<>();
    private final List<PrivateCompany> companies = new ArrayList<>();
    private final Map<String, PrivateCompany> companiesById = new HashMap<>();
    private final List<Corporation> corporations = new ArrayList<>();
    private final Map<String, Corporation> corporationsById = new HashMap<>();
    private final StockMarket market;
    private final Depot depot;
    private final List<TrainType> trainTypes;
    private final Board board;
    /**
     * The log, strings and {@link LogLine}s filled in when read: lists a copy of the game shares rather
     * than copies (a copy costs the same early and late).
     */
    private final List<Object> log = new ChunkedList<>();
    private final List<Integer> logActions = new ChunkedList<>();
    private final Map<String, Integer> abilityUses = new HashMap<>();
    private final int certLimit;
    private final int startingBank;
    private int phaseIndex;
    private Round round;
    private final RoundCounters counters = new RoundCounters();
    private final TrainRules trainRules;
    private final DividendRules dividends;
    private final GameEnd gameEnd;
    private int actionIndex = -1;
    private boolean finished;
    private String gameEndReason;
    private ShareRules shareRules;
    private TurnOrder turnOrder;
    private final boolean logging;

    /**
     * Builds a game in its initial state (before the first round starts; call {@link #start()}).
     *
     * @param trainTypes the train types of this game (a title may adapt them to options)
     * @param board the map of this game, or {@code null} for titles/tests without a map
     * @param logging whether to keep the text log (replays for benchmarks switch it off)
     */
    public Game(TitleData data, GameSetup setup, RoundFactory rounds, List<TrainType> trainTypes, Board board,
            boolean logging) {
        this(data, setup, rounds, trainTypes, board, new StockMarket(data.marketLayout(), StockMarket.cells(data.market())),
                logging);
    }

    /**
     * Builds a game in its initial state on the given market ({@link EngineTitle#createMarket()}: a
     * fresh one per game, it holds the corporations' markers).
     */
    public Game(TitleData data, GameSetup setup, RoundFactory rounds, List<TrainType> trainTypes, Board board,
            StockMarket market, boolean logging) {
        this.data = data;
        this.rules = data.rules();
        this.options = setup.optionalRules();
        this.rounds = rounds;
        this.board = board;
        this.logging = logging;
        this.trainTypes = List.copyOf(trainTypes);
        int n = setup.players().size();
        Integer cash = data.startingCash().get(n);
        Integer limit = data.certLimit().get(n);
        if (cash == null || limit == null) {
            throw new IllegalArgumentException(data.info().id() + " is not for " + n + " players (allowed "
                    + data.info().playerRange() + ")");
        }
        this.certLimit = limit;
        this.startingBank = data.bank();
        this.bank = new Bank(data.bank());
        int seat = 0;
        for (PlayerRef ref : setup.players()) {
            Player p = createPlayer(ref, seat++);
            if (playersById.put(p.id(), p) != null) {
                throw new IllegalArgumentException("player id " + ref.id() + " appears twice");
            }
            players.add(p);
            transfer(bank, p, cash);
        }
        for (TitleData.CompanyDef d : data.companies()) {
            PrivateCompany c = createCompany(d);
            companies.add(c);
            companiesById.put(c.id(), c);
        }
        for (TitleData.CorporationDef d : data.corporations()) {
            Corporation c = createCorporation(d);
            int i = 0;
            for (int percent : d.shares()) {
                Certificate cert = new Certificate(c.id() + "_" + i, c, i, percent, i == 0);
                c.shares().add(cert);
                cert.moveTo(c.ipo());
                i++;
            }
            corporations.add(c);
            corporationsById.put(c.id(), c);
        }
        this.market = market;
        this.depot = new Depot(this.trainTypes, new TrainMaker(this));
        this.shareRules = createShareRules();
        this.turnOrder = createTurnOrder();
        this.trainRules = rounds.createTrainRules(this);
        this.dividends = rounds.createDividendRules(this);
        this.gameEnd = rounds.createGameEnd(this);
        if (board != null) {
            // map.json phase_borders follow the game's phase (here, so a title's own createGame needs no call)
            board.usePhases(data.phases().stream().map(Phase::name).toList(), new PhaseName(this));
            board.useRuleCiter((rule, message) -> RuleSections.text(data, rule, message));
        }
    }

    /*
     * The game's hooks as the depot and the board call them: named classes rather than lambdas, so
     * that a copy of the game (GameSession.fork) gives its copies of them its own game.
     */

    /** Makes the depot's trains through {@link #createTrain}. */
    private static final class TrainMaker implements Depot.TrainFactory {
        private final Game game;

        TrainMaker(Game game) {
            this.game = game;
        }

        @Override
        public Train create(String id, TrainType type) {
            return game.createTrain(id, type);
        }
    }

    /** The name of the game's current phase, for the board's phase borders. */
    private static final class PhaseName implements java.util.function.Supplier<String> {
        private final Game game;

        PhaseName(Game game) {
            this.game = game;
        }

        @Override
        public String get() {
            return game.phase().name();
        }
    }

    // ------------------------------------------------------------------ entity factories

    /*
     * Hooks for a title's own entity classes (title state lives in their fields). They run inside
     * the constructor: use the arguments only, not fields of the Game subclass.
     */

    /** Hook: a player of this game. */
    protected Player createPlayer(PlayerRef ref, int seat) {
        return new Player(ref.id(), ref.name(), seat);
    }

    /** Hook: a private company from its definition. */
    protected PrivateCompany createCompany(TitleData.CompanyDef def) {
        return new PrivateCompany(def.sym(), def.name(), def.value(), def.revenue(), def.abilities(), def.data());
    }

    /** Hook: a corporation from its definition (the game adds its certificates afterwards). */
    protected Corporation createCorporation(TitleData.CorporationDef def) {
        return new Corporation(def);
    }

    /** Hook: one physical train (the depot calls it for every train it makes). */
    protected Train createTrain(String id, TrainType type) {
        return new Train(id, type);
    }

    /** Starts the first round. */
    public void start() {
        turnOrder.setPriority(turnOrder.players().get(0));
        round = rounds.initialRound(this);
        round.start();
        advance();
    }

    /**
     * Hook: takes an action that belongs to no step of a round, whatever round and turn it is (1841:
     * 18xx.games' record of the off-board areas a turn's track connected, written after the lay that may
     * also end the turn or the round). Default: none.
     *
     * @return whether the game took the action
     */
    public boolean processOutsideRounds(roundhouse.api.Action action, Entity entity) {
        return false;
    }

    /**
     * Rounds that may start and end in a row, nobody acting, before the game counts as stalled
     * ({@link GameEnd#STALLED}); more than any game stopped at a turn limit can pass so.
     */
    static final int STALLED_ROUNDS = 1000;

    /** Moves on to the next round(s) while the current one is over; a game where nobody can act any more ends. */
    public void advance() {
        int rounds = 0;
        while (!finished && round.finished()) {
            if (++rounds > STALLED_ROUNDS) {
                endGame(GameEnd.STALLED);
                return;
            }
            nextRound();
        }
    }

    // ------------------------------------------------------------------ accessors

    public TitleData data() {
        return data;
    }

    public Rules rules() {
        return rules;
    }

    /** Whether one of the engine's rule options is switched on. */
    public boolean option(EngineOption option) {
        return options.contains(option.id());
    }

    /**
     * Whether an option is switched on, by id: for the options a title reads in its own code
     * (passed to {@link EngineTitle#EngineTitle(ClassLoader, Set)}); the engine's own are
     * {@link #option(EngineOption)}.
     */
    public boolean option(String id) {
        return options.contains(id);
    }

    public Set<String> options() {
        return options;
    }

    public Bank bank() {
        return bank;
    }

    public int startingBank() {
        return startingBank;
    }

    public SharePool pool() {
        return pool;
    }

    /** Players in seat order. */
    public List<Player> players() {
        return players;
    }

    public Player player(String id) {
        return playersById.get(id);
    }

    public List<PrivateCompany> companies() {
        return companies;
    }

    public PrivateCompany company(String id) {
        return companiesById.get(id);
    }

    public List<Corporation> corporations() {
        return corporations;
    }

    public Corporation corporation(String id) {
        return corporationsById.get(id);
    }

    /** The entity an action names, or {@code null}. */
    public Entity entity(String type, String id) {
        if (id == null) {
            return null;
        }
        if (type == null || type.equals("player")) {
            Player p = playersById.get(id);
            if (p != null || type != null) {
                return p;
            }
        }
        if (type == null || type.equals("corporation") || type.equals("minor")) {
            Corporation c = corporationsById.get(id);
            if (c != null || type != null) {
                return c;
            }
        }
        return companiesById.get(id);
    }

    public StockMarket market() {
        return market;
    }

    public Depot depot() {
        return depot;
    }

    public List<TrainType> trainTypes() {
        return trainTypes;
    }

    /** The map of this game, or {@code null} if the title has none loaded. */
    public Board board() {
        return board;
    }

    public Phase phase() {
        return data.phases().get(phaseIndex);
    }

    public int phaseIndex() {
        return phaseIndex;
    }

    public int phaseIndexOf(String name) {
        for (int i = 0; i < data.phases().size(); i++) {
            if (data.phases().get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    public Round round() {
        return round;
    }

    /** The stock-round count, 1-based (18xx.games {@code turn}). */
    public int turn() {
        return counters.turn();
    }

    public int operatingRoundNumber() {
        return counters.operatingRoundNumber();
    }

    public int operatingRoundsInSet() {
        return counters.operatingRoundsInSet();
    }

    public boolean finished() {
        return finished;
    }

    public String gameEndReason() {
        return gameEndReason;
    }

    /** Index of the effective action being processed (for the log). */
    public int actionIndex() {
        return actionIndex;
    }

    public void setActionIndex(int actionIndex) {
        this.actionIndex = actionIndex;
    }

    /** Actions the rules took on their own during the current action, to be recorded with it. */
    private final List<roundhouse.api.Action> autoActions = new ArrayList<>();

    /**
     * Records an action the rules took on their own while processing the current one (1844: a
     * destination reached), to be written with it as 18xx.games writes {@code auto_actions}, so that
     * another engine replaying the file takes it too. Replaying the file, the recorded one is then
     * processed after its action like any other.
     */
    public void recordAutoAction(roundhouse.api.Action action) {
        autoActions.add(action);
    }

    /** The actions recorded by {@link #recordAutoAction} since the last call, and forgets them. */
    public List<roundhouse.api.Action> takeAutoActions() {
        List<roundhouse.api.Action> out = List.copyOf(autoActions);
        autoActions.clear();
        return out;
    }

    /** Whether this game is a copy made to try a move ({@link Trials}): its steps offer without trying. */
    private transient boolean trial;

    public boolean trial() {
        return trial;
    }

    void markTrial() {
        trial = true;
    }

    /** Whether the engine replays a record into this game ({@link #followRecord}). */
    private transient boolean followingRecord;

    /**
     * Whether the steps try what a move sets off before they offer or take it ({@link Trials}): not on a
     * trial's copy, which is itself the try, nor while the engine replays a record, whose later actions
     * show whether a move got through (a step that takes a move so owes its way through: {@link #oweWayThrough}).
     */
    public boolean triesMoves() {
        return !trial && !followingRecord;
    }

    /**
     * While following a record: by move taken untried, what its trial would have asked to hold at the end of
     * its way ({@link #oweWayThrough}), until a later position of the record shows it.
     */
    private transient List<java.util.function.Predicate<Game>> waysOwed;

    /**
     * A step takes a move without trying it because the game follows a record ({@link #triesMoves}): the
     * record must go on to a position where {@code settled} holds (or the game ends), as the move's trial
     * would have found ({@link Trials#pathThrough}); else the engine replays the record again trying every move.
     */
    public void oweWayThrough(java.util.function.Predicate<Game> settled) {
        if (followingRecord) {
            if (waysOwed == null) {
                waysOwed = new ArrayList<>(2);
            }
            waysOwed.add(settled);
        }
    }

    /** Drops the ways owed that this position shows got through; the engine calls it after each action. */
    public void settleWaysOwed() {
        if (waysOwed != null && !waysOwed.isEmpty()) {
            waysOwed.removeIf(settled -> finished() || settled.test(this));
        }
    }

    /** Whether a move taken untried has not yet been shown to get through ({@link #oweWayThrough}). */
    public boolean owesWayThrough() {
        return waysOwed != null && !waysOwed.isEmpty();
    }

    /** The engine replays a record into this game ({@code true}), or takes moves as they come; titles need not call it. */
    public void followRecord(boolean on) {
        followingRecord = on;
        if (round() != null) {
            round().touch(); // what the steps found without trying is not what they find trying
        }
    }

    /** How many moves were begun on this game: {@link #moves()}. */
    private long moves;

    /**
     * A count that grows as each move begins (an action applied, a round's process): what was found
     * true of the position right after one move holds while the count stays (a trial's way onward,
     * {@link Trials#pathThrough}).
     */
    public long moves() {
        return moves;
    }

    /** Notes that a move begins ({@link #moves()}); the engine calls it, titles need not. */
    public void moveBegins() {
        moves++;
    }

    /** The rest of a trial's way through from where the move being made leads ({@link #carryWay}). */
    private transient List<roundhouse.api.Action> wayOn;
    private transient long wayOnAt = -1;

    /**
     * Notes the rest of the way a trial found through from the position the move being made leads to
     * ({@link Trials#pathThrough}, settled): the choices along it are known to get through while the game
     * follows it, so the steps asking them need not try them again. Empty: nothing known.
     */
    public void carryWay(List<roundhouse.api.Action> rest) {
        wayOn = rest.isEmpty() ? null : List.copyOf(rest);
        wayOnAt = moves;
    }

    /** The way {@link #carryWay carried} by the move last begun, while no other move began since; else {@code null}. */
    public List<roundhouse.api.Action> wayCarried() {
        return wayOnAt == moves ? wayOn : null;
    }

    // ------------------------------------------------------------------ log

    public boolean logging() {
        return logging;
    }

    /** Adds a line to the game log (ignored when logging is off). */
    public void log(String text) {
        if (logging) {
            log.add(text);
            logActions.add(actionIndex);
        }
    }

    /**
     * Adds a line from the engine's text ({@link EngineText}) in the player's language; the text is
     * only formatted when logging is on (replays for benchmarks switch it off).
     */
    public void logText(String key, Object... args) {
        if (logging) {
            log.add(LogLine.of(key, args));
            logActions.add(actionIndex);
        }
    }

    /** The log lines, oldest first; the log only grows ({@link #log}), so a reader may keep a prefix of it. */
    public List<String> logLines() {
        return new LogLines(log);
    }

    /** The log's elements as their texts. */
    private static final class LogLines extends java.util.AbstractList<String> implements java.util.RandomAccess {
        private final List<Object> elements;

        LogLines(List<Object> elements) {
            this.elements = elements;
        }

        @Override
        public String get(int i) {
            return LogLine.text(elements.get(i));
        }

        @Override
        public int size() {
            return elements.size();
        }
    }

    /** For each log line, the index of the effective action it came from; grows with {@link #logLines()}. */
    public List<Integer> logActionIndexes() {
        return logActions;
    }

    public String format(int amount) {
        return data.format(amount);
    }

    // ------------------------------------------------------------------ money

    /** Told of every payment (the history recorder listens); called inside {@link #transfer}. */
    @FunctionalInterface
    public interface TransferListener {
        void transferred(CashHolder from, CashHolder to, int amount);
    }

    private TransferListener transferListener;

    /** Sets the one listener told of every payment, or {@code null} for none (the replay hot path). */
    public void setTransferListener(TransferListener listener) {
        this.transferListener = listener;
    }

    /** Moves money; a bank that pays more than it holds becomes broken (1830 §9). */
    public void transfer(CashHolder from, CashHolder to, int amount) {
        if (amount == 0) {
            return;
        }
        from.adjustCash(-amount);
        to.adjustCash(amount);
        if (transferListener != null) {
            transferListener.transferred(from, to, amount);
        }
    }

    // ------------------------------------------------------------------ fees

    /**
     * Pays a fee (terrain, token) to its payee, {@link #feePayee}; a title that splits one fee
     * between payees (18Mag: half of a token to a company, half to the bank) overrides this.
     *
     * @param where the hex or city the fee is for
     */
    public void payFee(Fee fee, CashHolder payer, int amount, String where) {
        transfer(payer, feePayee(fee, payer, where), amount);
    }

    /**
     * Hook: the part of a fee the payer itself must hold and pays ({@link #payFee} pays the rest from
     * elsewhere); all of it by default (18Mag: a terrain token has the bank pay the terrain).
     */
    public int payerPart(Fee fee, CashHolder payer, int amount, String where) {
        return amount;
    }

    /** Hook: who receives a fee; the bank by default (18Mag: the company providing the service). */
    protected CashHolder feePayee(Fee fee, CashHolder payer, String where) {
        return bank;
    }

    // ------------------------------------------------------------------ abilities

    /** Times an ability of a private was used this game. */
    public int abilityUses(PrivateCompany company, String type) {
        return abilityUses.getOrDefault(company.id() + "/" + type, 0);
    }

    public void useAbility(PrivateCompany company, String type) {
        abilityUses.merge(company.id() + "/" + type, 1, Integer::sum);
    }

    // ------------------------------------------------------------------ shares (ShareRules)

    /** The share rules of this game ({@link #createShareRules()}). */
    public ShareRules shareRules() {
        return shareRules;
    }

    /**
     * Hook: the share rules of this game; a title returns its subclass. Called once, at the end of
     * the constructor (the players, corporations and pool exist; a subclass's own fields do not yet).
     */
    protected ShareRules createShareRules() {
        return new ShareRules(this);
    }

    /** The certificate limit of a player for this player count (title.json {@code cert_limit}). */
    public int certLimit() {
        return certLimit;
    }

    /** {@link ShareRules#certificateCount}. */
    public int certificateCount(ShareHolder holder) {
        return shareRules.certificateCount(holder);
    }

    /** {@link ShareRules#holdingOk}. */
    public boolean holdingOk(ShareHolder holder, Corporation corporation, int extraPercent) {
        return shareRules.holdingOk(holder, corporation, extraPercent);
    }

    /** {@link ShareRules#overLimits}. */
    public boolean overLimits(ShareHolder holder) {
        return shareRules.overLimits(holder);
    }

    /** {@link ShareRules#playerPercent}. */
    public int playerPercent(Corporation corporation) {
        return shareRules.playerPercent(corporation);
    }

    /** {@link ShareRules#shareValue}. */
    public int shareValue(Corporation corporation, int percent) {
        return shareRules.shareValue(corporation, percent);
    }

    /** {@link ShareRules#transferShares}. */
    public void transferShares(List<Certificate> certs, ShareHolder to, int percent, boolean allowPresidentChange) {
        shareRules.transferShares(certs, to, percent, allowPresidentChange);
    }

    /** {@link ShareRules#settlePresidency}. */
    public void settlePresidency(Corporation corporation, ShareHolder previous) {
        shareRules.settlePresidency(corporation, previous);
    }

    /** {@link ShareRules#checkFloat}. */
    public void checkFloat(Corporation corporation) {
        shareRules.checkFloat(corporation);
    }

    /**
     * Whether full capital is paid when the corporation floats (18xx.games) rather than at the end
     * of the stock round (1830 rulebook). Titles override to read their rule option.
     */
    protected boolean capitalOnFloat() {
        return option(EngineOption.CAPITAL_ON_FLOAT);
    }

    /** {@link ShareRules#payCapital}. */
    public void payCapital(Corporation corporation) {
        shareRules.payCapital(corporation);
    }

    /** Corporations that have received their capital (written by {@link ShareRules#payCapital}). */
    final java.util.Set<String> capitalPaid = new java.util.HashSet<>();

    /**
     * Records that the corporation's capital came another way and the bank owes it none (1854: a Lokalbahn
     * AG's treasury is the merged locals' treasuries).
     */
    public void capitalSettled(Corporation corporation) {
        capitalPaid.add(corporation.id());
    }

    /** Whether the corporation has received its capital (for end-of-SR capitalisation). */
    public boolean capitalPaid(Corporation corporation) {
        return capitalPaid.contains(corporation.id());
    }

    /** {@link ShareRules#checkSale}. */
    public String checkSale(ShareHolder seller, List<Certificate> certs, int percent) {
        return shareRules.checkSale(seller, certs, percent, true);
    }

    /** {@link ShareRules#checkSale(ShareHolder, List, int, boolean)}. */
    public String checkSale(ShareHolder seller, List<Certificate> certs, int percent, boolean explain) {
        return shareRules.checkSale(seller, certs, percent, explain);
    }

    /** The refusal of a check asked not to explain itself. */
    public static final String NO = "no";

    /** {@link ShareRules#sellShares}. */
    public void sellShares(ShareHolder seller, List<Certificate> certs, int percent) {
        shareRules.sellShares(seller, certs, percent);
    }

    /** {@link ShareRules#saleBundles}. */
    public List<List<Certificate>> saleBundles(ShareHolder seller, Corporation corporation, List<Integer> percents) {
        return shareRules.saleBundles(seller, corporation, percents);
    }

    /** {@link ShareRules#setPar}. */
    public void setPar(Corporation corporation, SharePrice par) {
        shareRules.setPar(corporation, par);
    }

    // ------------------------------------------------------------------ turn order (TurnOrder)

    /** The order of play and the operating order of this game ({@link #createTurnOrder()}). */
    public TurnOrder turnOrder() {
        return turnOrder;
    }

    /** Hook: the turn order of this game; a title returns its subclass (called as {@link #createShareRules()}). */
    protected TurnOrder createTurnOrder() {
        return new TurnOrder(this);
    }

    /** Players in the order of play (starts as the seating; a title may re-seat, {@link TurnOrder#reorder}). */
    public List<Player> playerOrder() {
        return turnOrder.players();
    }

    /** The player who holds the priority deal (acts first in the next stock round). */
    public Player priority() {
        return turnOrder.priority();
    }

    public void setPriority(Player priority) {
        turnOrder.setPriority(priority);
    }

    /** The next non-bankrupt player after the given one in the order of play. */
    public Player nextPlayer(Player p) {
        return turnOrder.nextPlayer(p);
    }

    /** Players from the given one on, cyclic in the order of play. */
    public List<Player> playersFrom(Player first) {
        return turnOrder.playersFrom(first);
    }

    /** Floated, open corporations in operating order ({@link TurnOrder#operatingOrder()}). */
    public List<Corporation> operatingOrder() {
        return turnOrder.operatingOrder();
    }

    /** {@link TurnOrder#operatingComparator()}. */
    public Comparator<Corporation> operatingComparator() {
        return turnOrder.operatingComparator();
    }

    // ------------------------------------------------------------------ privates

    /** Every open, owned private pays its revenue from the bank (1830 §5.1). */
    public void payoutCompanies() {
        for (PrivateCompany c : companies) {
            if (!c.closed() && c.owner() instanceof CashHolder owner && c.revenue() > 0) {
                transfer(bank, owner, c.revenue());
                logText("log.collects", owner instanceof Entity e ? Names.of(e) : owner.id(), format(c.revenue()), c.name());
            }
        }
    }

    /** Moves a private to a new owner (player or corporation); updates blockers. */
    public void transferCompany(PrivateCompany company, Entity newOwner) {
        Entity old = company.owner();
        if (old instanceof Player p) {
            p.companies().remove(company);
        } else if (old instanceof Corporation c) {
            c.companies().remove(company);
        }
        company.setOwner(newOwner);
        if (newOwner instanceof Player p) {
            p.companies().add(company);
        } else if (newOwner instanceof Corporation c) {
            c.companies().add(company);
        }
        updateBlocker(company);
    }

    public void closeCompany(PrivateCompany company) {
        if (company.closed()) {
            return;
        }
        Entity old = company.owner();
        if (old instanceof Player p) {
            p.companies().remove(company);
        } else if (old instanceof Corporation c) {
            c.companies().remove(company);
        }
        company.setClosed(true);
        updateBlocker(company);
        logText("log.closes", company.name());
    }

    /**
     * After a corporation's run (its dividend decided): every open private with the ability
     * {@code {"type": "close", "when": "ran_train", "corporation": <id>}} closes (1844: the MSME
     * closes when the FNM runs a train for the first time, 18xx.games {@code ran_train}).
     */
    public void closeOnRun(Corporation corporation) {
        for (PrivateCompany c : companies) {
            Ability close = c.ability("close");
            if (!c.closed() && close != null && "ran_train".equals(close.string("when"))
                    && corporation.id().equals(close.string("corporation"))) {
                closeCompany(c);
            }
        }
    }

    /** A private blocks its hexes only while a player owns it and it is open (1830 §2.1). */
    protected void updateBlocker(PrivateCompany company) {
        if (board == null || company.ability("blocks_hexes") == null) {
            return;
        }
        board.setBlockerActive(company.id(), !company.closed() && company.owner() instanceof Player);
    }

    // ------------------------------------------------------------------ trains (rules: TrainRules)

    /** The depot and phase rules of this game ({@link RoundFactory#createTrainRules}). */
    public TrainRules trainRules() {
        return trainRules;
    }

    /** The train limit of a corporation in the current phase. */
    public int trainLimit(Corporation corporation) {
        return trainRules.trainLimit(corporation);
    }

    /** Trains the depot offers now ({@link TrainRules#depotTrains()}). */
    public List<Train> depotTrains() {
        return trainRules.depotTrains();
    }

    /** Pool trains on offer ({@link TrainRules#poolTrains()}). */
    public List<Train> poolTrains() {
        return trainRules.poolTrains();
    }

    /** The cheapest price at which the bank (depot or pool) sells a train now, or -1. */
    public int cheapestBankTrainPrice() {
        return trainRules.cheapestBankTrainPrice();
    }

    /** Buys a train as its current variant ({@link TrainRules#buyTrain}). */
    public void buyTrain(Corporation buyer, Train train, int price, CashHolder seller, Train exchange) {
        trainRules.buyTrain(buyer, train, null, price, seller, exchange);
    }

    /** Buys a train as the chosen variant, {@code null} to keep its own ({@link TrainRules#buyTrain}). */
    public void buyTrain(Corporation buyer, Train train, TrainType variant, int price, CashHolder seller,
            Train exchange) {
        trainRules.buyTrain(buyer, train, variant, price, seller, exchange);
    }

    /** Phase changes, rusting and events when a card is bought from the depot for the first time. */
    protected void onTrainBoughtFromDepot(Train train) {
        trainRules.boughtFromDepot(train);
    }

    /**
     * Starts the phase at {@code index} (a later one): by a train purchase, or by a title's event
     * (18Mag's "no train bought" rule). Logs it and calls {@link #onPhaseChange}.
     */
    public void enterPhase(int index) {
        phaseIndex = index;
        logText("log.phase", phase().name());
        onPhaseChange(phase());
    }

    /** Hook: a new phase started. Closes privates when the title's rule says so. */
    protected void onPhaseChange(Phase phase) {
    }

    /** Hook: a train event; the engine's own are {@link TrainRules#event}. */
    protected void onTrainEvent(String event, Train train) {
        trainRules.event(event, train);
    }

    /** Removes every train whose card rusts on the given card (1830 §5.7). */
    public void rust(String typeName) {
        trainRules.rust(typeName);
    }

    /** Corporations over their train limit, in the title's list order (1830 §5.7). */
    public List<Corporation> crowdedCorporations() {
        return trainRules.crowdedCorporations();
    }

    /** Returns a train to the pool without compensation. */
    public void discardTrain(Corporation corporation, Train train) {
        trainRules.discardTrain(corporation, train);
    }

    /**
     * Whether the corporation has a route (1830 §5.5): asks the map; 18xx.games caches a true
     * answer for the rest of the game (§11.2 #12, rule option {@code route_available_cached}).
     */
    public boolean routeAvailable(Corporation corporation) {
        return routeAvailable(corporation, RouteUse.RUN);
    }

    /** What a corporation's route is asked for. @since 4.8 */
    public enum RouteUse {
        /** Whether the route step has a run to take. */
        RUN,
        /** Whether a corporation without a train must buy one (rules' {@code mustBuyTrain} {@code ROUTE}). */
        FORCED_PURCHASE
    }

    /**
     * Whether the corporation has a route for a use, on the reach {@link #routePurpose} names for it. With
     * {@code route_available_cached} a route once found on a reach is remembered until {@link #forgetRoutes}.
     *
     * @since 4.8
     */
    public boolean routeAvailable(Corporation corporation, RouteUse use) {
        ReachPurpose purpose = routePurpose(use);
        boolean cached = option(EngineOption.ROUTE_AVAILABLE_CACHED);
        if (cached && corporation.routeRemembered(purpose)) {
            return true;
        }
        boolean r = board != null && board.routeAvailable(corporation.id(), purpose);
        if (r) {
            corporation.rememberRoute(purpose, true);
        }
        return r;
    }

    /**
     * Hook: the reach that decides whether a corporation has a route for a use; default the routes' own,
     * for both uses.
     *
     * @since 4.8
     */
    protected ReachPurpose routePurpose(RouteUse use) {
        return ReachPurpose.ROUTES;
    }

    /**
     * Forgets the routes remembered on the reach of a purpose ({@code route_available_cached}): of one
     * corporation, or of all with {@code null} (where a title's event may have cut a route).
     *
     * @since 4.8
     */
    public void forgetRoutes(ReachPurpose purpose, Corporation corporation) {
        for (Corporation c : corporation == null ? corporations() : List.of(corporation)) {
            c.rememberRoute(purpose, false);
        }
    }

    // ------------------------------------------------------------------ rounds and end (sequence: RoundFactory)

    /** The round counters the title's sequence moves ({@link RoundFactory#nextRound}). */
    public RoundCounters counters() {
        return counters;
    }

    /** The game-end rules of this game ({@link RoundFactory#createGameEnd}). */
    public GameEnd gameEnd() {
        return gameEnd;
    }

    /** The dividend rules of this game ({@link RoundFactory#createDividendRules}). */
    public DividendRules dividends() {
        return dividends;
    }

    // ------------------------------------------------------------------ mergers and closures

    /**
     * Folds a corporation's assets into another: its treasury, trains, tokens (one at
     * {@code tokenPrice} for each of its own) and stations.
     *
     * @return the cities where a token of {@code from} was removed rather than taken over
     * @deprecated a merger is a {@link Merger}: assets, certificates held, exchange and restart in one
     *     place; this is its {@link Merger#moveAssets} without an exchange
     */
    @Deprecated
    public List<String> mergeAssets(Corporation from, Corporation into, int tokenPrice) {
        return new Merger(this, List.of(from), into, new MergerTerms() {
            @Override
            protected void exchange(Merger merger, ShareHolder holder, List<Certificate> held) {
                // the caller exchanges the certificates
            }

            @Override
            protected int tokenPrice(Merger merger, Corporation merging) {
                return tokenPrice;
            }
        }).moveAssets(from).droppedStations();
    }

    /**
     * Closes a corporation (mergers, 1844 RB X): it leaves the market and the board, its
     * certificates leave the game (back to its own IPO, worth nothing to anyone), its treasury goes
     * to the bank and its trains leave the game. It never operates again.
     */
    public void closeCorporation(Corporation c) {
        if (c.closed()) {
            return;
        }
        market.remove(c);
        if (board != null) {
            board.removeCompany(c.id());
        }
        for (Certificate cert : new ArrayList<>(c.shares())) {
            if (cert.holder() != c.ipo()) {
                cert.moveTo(c.ipo());
            }
        }
        if (c.cash() > 0) {
            transfer(c, bank, c.cash());
        }
        for (Train t : new ArrayList<>(c.trains())) {
            c.trains().remove(t);
            t.setOwner(null);
            t.setRusted(true);
        }
        c.setPresident(null);
        c.setClosed(true);
        logText("log.closes", Names.of(c));
    }

    /**
     * Puts a corporation that merged away back among those not yet started, so that it can be parred
     * again (1841: a non-historical corporation after a merger or a transformation): its marker leaves
     * the market and its stations the board (a fixed home is reserved again), all its certificates go
     * back to its IPO in their order, its treasury to the bank, its trains leave the game, and its token
     * supply, flags and president are those of a new game ({@link Corporation#restart()}). Certificates it
     * holds of others and privates it owns are a merger's to move first ({@link Merger#moveAssets}).
     */
    public void restartCorporation(Corporation c) {
        market.remove(c);
        if (board != null) {
            board.removeCompany(c.id());
            if (c.homeHex() != null) {
                board.reserve(c.id(), c.homeHex(), c.homeCity());
            }
        }
        for (Certificate cert : new ArrayList<>(c.shares())) {
            cert.moveTo(c.ipo()); // all of them, so the IPO lists them in certificate order as in a new game
        }
        if (c.cash() > 0) {
            transfer(c, bank, c.cash());
        }
        for (Train t : new ArrayList<>(c.trains())) {
            c.trains().remove(t);
            t.setOwner(null);
            t.setRusted(true);
        }
        capitalPaid.remove(c.id());
        c.restart();
        logText("log.restarts", Names.of(c));
    }

    /** Called when a round is over: ends the game if a trigger's time has come, else asks the title for the next round. */
    public void nextRound() {
        Round current = round;
        if (current instanceof roundhouse.engine.spi.step.SurplusTrainsRound surplus) {
            // an interlude: the end was looked at when the round before it ended
            round = surplus.after();
            round.start();
            return;
        }
        if (gameEnd.endsAfterRound(this, current)) {
            return;
        }
        Round next = rounds.nextRound(this, current);
        if (gameEnd.endsBeforeRound(this)) {
            return; // a shortened game's last turn is over: the finished round stays the game's last
        }
        round = next;
        round.start();
    }

    /** After every action: an immediate end trigger ends the game, others are noted ({@link GameEnd}). */
    public void checkGameEnd() {
        gameEnd.afterAction(this);
    }

    /** After every action, once the round has moved on: {@link GameEnd#afterRoundMovedOn}. */
    public void checkGameEndOnceMovedOn() {
        gameEnd.afterRoundMovedOn(this);
    }

    /** Ends the game now and computes the result. */
    public void endGame(String reason) {
        if (finished) {
            return;
        }
        finished = true;
        gameEndReason = reason;
        logText("log.gameOver", gameEndText());
    }

    /**
     * Why the game ended as players read it ({@code end.<reason>} of the engine's text; every reason of
     * {@link GameEnd} has one), the reason itself for one the engine does not know; {@code null} while
     * the game goes on.
     */
    public String gameEndText() {
        if (gameEndReason == null) {
            return null;
        }
        String key = "end." + gameEndReason;
        return EngineText.has(key) ? EngineText.get(key) : gameEndReason;
    }

    /** Marks the game to end, as a broken bank does, at the end of the current OR set. */
    public void setGameEndPending() {
        gameEnd.reach(this, GameEnd.bankBroken(GameEnd.Timing.FULL_OR));
    }

    /** Worth of a player: cash + shares at market (president's certificate by its size) + own privates at face. */
    public int worth(Player player) {
        int w = player.cash();
        for (Certificate c : player.certificates()) {
            w += shareValue(c.corporation(), c.percent());
        }
        for (PrivateCompany c : player.companies()) {
            w += c.value();
        }
        return w;
    }

    /** Final scores by player id, best first (ties in seat order). */
    public Map<String, Integer> result() {
        List<Player> sorted = new ArrayList<>(players);
        sorted.sort(Comparator.comparingInt((Player p) -> -worth(p)).thenComparingInt(Player::seat));
        Map<String, Integer> out = new LinkedHashMap<>();
        for (Player p : sorted) {
            out.put(p.id(), worth(p));
        }
        return out;
    }

    /** Total cash in the game: bank + players + corporations; constant (1830 §1). */
    public int totalCash() {
        int sum = bank.cash();
        for (Player p : players) {
            sum += p.cash();
        }
        for (Corporation c : corporations) {
            sum += c.cash();
        }
        return sum;
    }
}
