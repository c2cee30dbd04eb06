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
import roundhouse.engine.spi.step.Round;

/**
 * The mutable state of one game and the rule operations every title shares: money transfers,
 * share transfers with presidency changes, floating, market moves, train purchases with phase
 * changes and rusting, private payouts, game end and scores.
 *
 * <p>Created by the engine's session for one game; confined to one thread. Steps (in
 * {@link roundhouse.engine.spi.step}) call these operations after validating an action, so an
 * operation here may assume its preconditions were checked.
 */
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
    private final List<String> log = new ArrayList<>();
    private final List<Integer> logActions = new ArrayList<>();
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
    private Player priority;
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
            Player p = new Player(ref.id(), ref.name(), seat++);
            if (playersById.put(p.id(), p) != null) {
                throw new IllegalArgumentException("player id " + ref.id() + " appears twice");
            }
            players.add(p);
            transfer(bank, p, cash);
        }
        for (TitleData.CompanyDef d : data.companies()) {
            PrivateCompany c = new PrivateCompany(d.sym(), d.name(), d.value(), d.revenue(), d.abilities(), d.data());
            companies.add(c);
            companiesById.put(c.id(), c);
        }
        for (TitleData.CorporationDef d : data.corporations()) {
            Corporation c = new Corporation(d.sym(), d.name(), d.kind(), d.tokens(), d.coordinates(), d.city(),
                    d.floatPercent(), d.data());
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
        this.depot = new Depot(this.trainTypes);
        this.trainRules = rounds.createTrainRules(this);
        this.dividends = rounds.createDividendRules(this);
        this.gameEnd = rounds.createGameEnd(this);
    }

    /** Starts the first round. */
    public void start() {
        priority = players.get(0);
        round = rounds.initialRound(this);
        round.start();
        advance();
    }

    /** Moves on to the next round(s) while the current one is over. */
    public void advance() {
        while (!finished && round.finished()) {
            nextRound();
        }
    }

    /** The player who holds the priority deal (acts first in the next stock round). */
    public Player priority() {
        return priority;
    }

    public void setPriority(Player priority) {
        this.priority = priority;
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

    public int certLimit() {
        return certLimit;
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

    public List<String> logLines() {
        return log;
    }

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

    // ------------------------------------------------------------------ abilities

    /** Times an ability of a private was used this game. */
    public int abilityUses(PrivateCompany company, String type) {
        return abilityUses.getOrDefault(company.id() + "/" + type, 0);
    }

    public void useAbility(PrivateCompany company, String type) {
        abilityUses.merge(company.id() + "/" + type, 1, Integer::sum);
    }

    // ------------------------------------------------------------------ certificates

    /** Certificates counting toward the limit: shares of corporations outside yellow/orange/brown, plus privates. */
    public int certificateCount(Player player) {
        int n = 0;
        for (Certificate c : player.certificates()) {
            SharePrice price = c.corporation().sharePrice();
            if (price == null || price.countsForCertLimit()) {
                n++;
            }
        }
        return n + player.companies().size();
    }

    /** The percent one player may hold of a corporation at its current price. */
    public boolean holdingOk(Player player, Corporation corporation, int extraPercent) {
        SharePrice price = corporation.sharePrice();
        if (price != null && !price.holdingLimitApplies()) {
            return true;
        }
        return player.percentOf(corporation) + extraPercent <= rules.holdingLimit();
    }

    /** Whether a player is over the certificate limit or a holding limit (must sell, 1830 §4.8). */
    public boolean overLimits(Player player) {
        if (certificateCount(player) > certLimit) {
            return true;
        }
        for (Corporation c : corporations) {
            if (!holdingOk(player, c, 0)) {
                return true;
            }
        }
        return false;
    }

    /** Percent of a corporation in players' hands. */
    public int playerPercent(Corporation corporation) {
        int sum = 0;
        for (Player p : players) {
            sum += p.percentOf(corporation);
        }
        return sum;
    }

    /** Value of certificates at the current price: price x percent / share unit. */
    public int shareValue(Corporation corporation, int percent) {
        SharePrice price = corporation.sharePrice();
        return price == null ? 0 : price.price() * percent / corporation.sharePercent();
    }

    /**
     * Moves certificates of one corporation and settles the presidency (1830 §4.5): the
     * certificates move first in the listed order; if another player now holds strictly more than
     * the president (the first such player in seat order after him), the presidency changes: the
     * new president's first ordinary certificates worth the president's certificate go to the old
     * president if he still holds at least that much, else to the pool, and the president's
     * certificate goes to the new president. A partial sale (the listed certificates exceed
     * {@code percent}) then takes the pool's first certificates of that corporation back to the seller.
     *
     * @param percent the percent really transferred (the sum of {@code certs} unless partial)
     */
    public void transferShares(List<Certificate> certs, ShareHolder to, int percent, boolean allowPresidentChange) {
        Corporation corporation = certs.get(0).corporation();
        ShareHolder from = certs.get(0).holder();
        int certSum = 0;
        for (Certificate c : certs) {
            certSum += c.percent();
            c.moveTo(to);
        }
        Certificate presCert = corporation.presidentsShare();
        Player previous = corporation.president();
        if (previous == null) {
            if (presCert.holder() instanceof Player p) {
                corporation.setPresident(p);
            }
        } else if (allowPresidentChange) {
            settlePresidency(corporation, previous);
        }
        int back = certSum - percent;
        while (back > 0) {
            Certificate first = null;
            for (Certificate c : pool.certificates()) {
                if (c.corporation() == corporation && !c.president()) {
                    first = c;
                    break;
                }
            }
            if (first == null) {
                break;
            }
            first.moveTo(from);
            back -= first.percent();
        }
    }

    /** Re-checks who is president after holdings changed; swaps certificates if it changed. */
    public void settlePresidency(Corporation corporation, Player previous) {
        Certificate presCert = corporation.presidentsShare();
        int prevPercent = previous.percentOf(corporation);
        int max = prevPercent;
        Player best = null;
        int n = players.size();
        for (int k = 1; k < n; k++) {
            Player p = players.get((previous.seat() + k) % n);
            int pc = p.percentOf(corporation);
            if (pc > max && pc >= presCert.percent()) {
                max = pc;
                best = p;
            }
        }
        if (best == null) {
            return;
        }
        ShareHolder swapTo = prevPercent >= presCert.percent() ? previous : pool;
        int need = presCert.percent();
        for (Certificate c : best.certificatesOf(corporation)) {
            if (need <= 0) {
                break;
            }
            if (!c.president()) {
                c.moveTo(swapTo);
                need -= c.percent();
            }
        }
        presCert.moveTo(best);
        corporation.setPresident(best);
        log(best.name() + " becomes the president of " + corporation.id());
    }

    /** Floats the corporation if enough has left the IPO (1830 §2.2); pays capital per the rules. */
    public void checkFloat(Corporation corporation) {
        if (corporation.floated() || corporation.parPrice() == null) {
            return;
        }
        int inIpo = corporation.ipo().percentOf(corporation);
        if (100 - inIpo >= corporation.floatPercent()) {
            corporation.setFloated(true);
            log(corporation.id() + " floats");
            if (rules.capitalization() == Rules.Capitalization.FULL && capitalOnFloat()) {
                payCapital(corporation);
            }
        }
    }

    /**
     * Whether full capital is paid when the corporation floats (18xx.games) rather than at the end
     * of the stock round (1830 rulebook). Titles override to read their rule option.
     */
    protected boolean capitalOnFloat() {
        return option(EngineOption.CAPITAL_ON_FLOAT);
    }

    /** Pays full capitalisation: par x number of share units, from the bank. */
    public void payCapital(Corporation corporation) {
        int amount = corporation.parPrice().price() * (100 / corporation.sharePercent());
        transfer(bank, corporation, amount);
        capitalPaid.add(corporation.id());
        log(corporation.id() + " receives " + format(amount));
    }

    private final java.util.Set<String> capitalPaid = new java.util.HashSet<>();

    /** Whether the corporation has received its capital (for end-of-SR capitalisation). */
    public boolean capitalPaid(Corporation corporation) {
        return capitalPaid.contains(corporation.id());
    }

    /**
     * Checks a sale of certificates by a player to the pool (1830 §4.4, §4.5).
     *
     * @return {@code null} if legal, else the reason naming the rule
     */
    public String checkSale(Player seller, List<Certificate> certs, int percent) {
        return checkSale(seller, certs, percent, true);
    }

    /** As {@link #checkSale(Player, List, int)}; without {@code explain} a refusal is just non-null (no message built). */
    public String checkSale(Player seller, List<Certificate> certs, int percent, boolean explain) {
        if (certs.isEmpty()) {
            return explain ? "no certificates to sell" : NO;
        }
        Corporation corporation = certs.get(0).corporation();
        int certSum = 0;
        boolean president = false;
        for (Certificate c : certs) {
            if (c.corporation() != corporation) {
                return explain ? "one sale covers one corporation (1830 §4.4)" : NO;
            }
            if (c.holder() != seller) {
                return seller.name() + " does not hold " + c.id();
            }
            certSum += c.percent();
            president |= c.president();
        }
        if (corporation.sharePrice() == null) {
            return corporation.id() + " has no par price yet; its shares cannot be sold (1830 §2.1)";
        }
        int unit = corporation.sharePercent();
        if (percent <= 0 || percent % unit != 0 || percent > certSum) {
            return explain ? "cannot sell " + percent + "% with certificates worth " + certSum + "%" : NO;
        }
        if (percent < certSum) {
            Certificate pres = corporation.presidentsShare();
            if (!president || certSum - percent >= pres.percent()) {
                return explain ? "a sale may only split the president's certificate (1830 §4.5)" : NO;
            }
        }
        if (pool.percentOf(corporation) + percent > rules.poolShareLimit()) {
            return explain ? "the pool may hold at most " + rules.poolShareLimit() + "% of " + corporation.id() + " (1830 §4.4)" : NO;
        }
        if (president) {
            int remaining = seller.percentOf(corporation) - percent;
            boolean other = false;
            for (Player p : players) {
                if (p != seller && p.percentOf(corporation) >= corporation.presidentsShare().percent()
                        && p.percentOf(corporation) > remaining) {
                    other = true;
                }
            }
            if (!other) {
                return explain ? "the president's certificate of " + corporation.id()
                        + " can only be sold if another player takes over the presidency (1830 §4.4)" : NO;
            }
        }
        return null;
    }

    /** The refusal of a check asked not to explain itself. */
    public static final String NO = "no";

    /** Sells certificates to the pool: the bank pays at the price before the sale, then the price drops. */
    public void sellShares(Player seller, List<Certificate> certs, int percent) {
        Corporation corporation = certs.get(0).corporation();
        int value = shareValue(corporation, percent);
        transferShares(certs, pool, percent, true);
        transfer(bank, seller, value);
        log(seller.name() + " sells " + percent + "% of " + corporation.id() + " for " + format(value));
        dropPrice(corporation, percent);
    }

    /** Price movement after a sale, per {@link Rules#sellMovement()}. */
    protected void dropPrice(Corporation corporation, int percent) {
        int units = percent / corporation.sharePercent();
        switch (rules.sellMovement()) {
            case LEFT_SHARE -> {
                for (int i = 0; i < units; i++) {
                    market.moveLeft(corporation);
                }
            }
            case DOWN_BLOCK -> market.moveDown(corporation);
            case NONE -> {
            }
            case DOWN_SHARE -> {
                for (int i = 0; i < units; i++) {
                    market.moveDown(corporation);
                }
            }
        }
    }

    /**
     * Every legal sale of one corporation by a player, smallest first: k units built from his
     * ordinary certificates, then the president's certificate (partially when needed).
     */
    public List<List<Certificate>> saleBundles(Player seller, Corporation corporation, List<Integer> percents) {
        List<List<Certificate>> out = new ArrayList<>();
        if (corporation.sharePrice() == null) {
            return out;
        }
        List<Certificate> ordinary = new ArrayList<>();
        Certificate pres = null;
        for (Certificate c : seller.certificatesOf(corporation)) {
            if (c.president()) {
                pres = c;
            } else {
                ordinary.add(c);
            }
        }
        int unit = corporation.sharePercent();
        List<Certificate> acc = new ArrayList<>();
        int sum = 0;
        for (Certificate c : ordinary) {
            acc.add(c);
            sum += c.percent();
            if (checkSale(seller, acc, sum, false) == null) {
                out.add(new ArrayList<>(acc));
                percents.add(sum);
            }
        }
        if (pres != null) {
            // the president sells his ordinary certificates first; beyond them the president's
            // certificate goes, split when the amount needs it (1830 §4.5)
            List<Certificate> all = new ArrayList<>(ordinary);
            all.add(pres);
            for (int pct = sum + unit; pct <= sum + pres.percent(); pct += unit) {
                if (checkSale(seller, all, pct, false) == null) {
                    out.add(all);
                    percents.add(pct);
                }
            }
        }
        return out;
    }

    /** Sets a corporation's par price and puts its marker on the market. */
    public void setPar(Corporation corporation, SharePrice par) {
        corporation.setParPrice(par);
        market.place(corporation, par);
    }

    // ------------------------------------------------------------------ operating order

    /** Floated, open corporations by price, column (right first), row (top first), stack order (1830 §5.1). */
    public List<Corporation> operatingOrder() {
        List<Corporation> out = new ArrayList<>();
        for (Corporation c : corporations) {
            if (c.floated() && !c.closed()) {
                out.add(c);
            }
        }
        out.sort(operatingComparator());
        return out;
    }

    public Comparator<Corporation> operatingComparator() {
        return Comparator.<Corporation>comparingInt(c -> -c.sharePrice().price())
                .thenComparingInt(c -> -c.sharePrice().column())
                .thenComparingInt(c -> c.sharePrice().row())
                .thenComparingInt(c -> c.sharePrice().stack().indexOf(c));
    }

    // ------------------------------------------------------------------ privates

    /** Every open, owned private pays its revenue from the bank (1830 §5.1). */
    public void payoutCompanies() {
        for (PrivateCompany c : companies) {
            if (!c.closed() && c.owner() instanceof CashHolder owner && c.revenue() > 0) {
                transfer(bank, owner, c.revenue());
                log(owner.id() + " collects " + format(c.revenue()) + " from " + c.id());
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
        log(company.name() + " closes");
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
        log("-- Phase " + phase().name() + " --");
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
        if (corporation.routeEverAvailable() && option(EngineOption.ROUTE_AVAILABLE_CACHED)) {
            return true;
        }
        boolean r = board != null && board.routeAvailable(corporation.id());
        if (r) {
            corporation.setRouteEverAvailable(true);
        }
        return r;
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

    /** Called when a round is over: ends the game if a trigger's time has come, else asks the title for the next round. */
    public void nextRound() {
        Round current = round;
        if (gameEnd.endsAfterRound(this, current)) {
            return;
        }
        round = rounds.nextRound(this, current);
        round.start();
    }

    /** After every action: an immediate end trigger ends the game, others are noted ({@link GameEnd}). */
    public void checkGameEnd() {
        gameEnd.afterAction(this);
    }

    /** The next non-bankrupt player after the given one in seat order. */
    public Player nextPlayer(Player p) {
        int n = players.size();
        for (int k = 1; k <= n; k++) {
            Player q = players.get((p.seat() + k) % n);
            if (!q.bankrupt()) {
                return q;
            }
        }
        return p;
    }

    /** Ends the game now and computes the result. */
    public void endGame(String reason) {
        if (finished) {
            return;
        }
        finished = true;
        gameEndReason = reason;
        log("-- Game over: " + reason + " --");
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

    /** Players from the given one on, cyclic in seat order. */
    public List<Player> playersFrom(Player first) {
        List<Player> out = new ArrayList<>(players.size());
        int n = players.size();
        for (int k = 0; k < n; k++) {
            out.add(players.get((first.seat() + k) % n));
        }
        return out;
    }
}
