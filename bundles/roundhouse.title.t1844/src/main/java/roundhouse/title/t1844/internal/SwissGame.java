package roundhouse.title.t1844.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.GameSetup;
import roundhouse.engine.map.Board;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineOption;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RoundFactory;
import roundhouse.engine.spi.ShareRules;
import roundhouse.engine.spi.StockMarket;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TrainType;

/**
 * The state of an 1844 game: the generic game plus what the Swiss companies add. Capital is a
 * fixed multiple of par paid when a company floats (RB VII-IX: V 2x, H and R 5x par), never the
 * price of the shares sold, which goes to the bank (RB XX "Jeder Handel von Anteilen findet ...
 * zwischen einem Spieler und der Bank statt"). Three FNM shares lie in the bank pool from the
 * start (RB I).
 */
public class SwissGame extends Game implements roundhouse.title.t1844.internal.step.SwissBuyTrain.Debts {
    /** companies.json {@code type} of the five pre-state railways (RB IX). */
    public static final String PRE_SBB = "pre_sbb";
    /** companies.json {@code type} of the six historical companies (RB VII). */
    public static final String HISTORICAL = "historical";
    /** companies.json {@code type} of the three regionals (RB VIII). */
    public static final String REGIONAL = "regional";
    /** companies.json {@code type} of the SBB (RB X): formed, never parred. */
    public static final String SBB = "sbb";
    /** companies.json {@code kind} of a private railway (P1-P7, RB III). */
    static final String PRIVATE = "private";
    /** companies.json {@code kind} of a mountain railway (B1-B5, RB IV). */
    static final String MOUNTAIN_RAILWAY = "mountain_railway";
    /** companies.json {@code kind} of a tunnel company share (T1-T5, RB V). */
    static final String TUNNEL = "tunnel";
    /** The company whose director's certificate comes with P6 (RB III). */
    static final String FNM = "FNM";
    /** FNM shares in the bank pool at the start (RB I). */
    static final int FNM_POOL_SHARES = 3;

    public SwissGame(TitleData data, GameSetup setup, RoundFactory rounds, List<TrainType> trainTypes, Board board,
            StockMarket market, boolean logging, java.util.Map<String, String> mountainBoards,
            java.util.Map<String, String> tunnels) {
        super(data, setup, rounds, trainTypes, board, market, logging);
        this.mountainBoards = mountainBoards;
        this.tunnels = tunnels;
        Corporation fnm = corporation(FNM);
        if (fnm != null) {
            // the first ordinary certificates (18xx.games: FNM_1 to FNM_3 lie in the pool)
            List<Certificate> first = new ArrayList<>();
            for (Certificate c : fnm.shares()) {
                if (!c.president() && first.size() < FNM_POOL_SHARES) {
                    first.add(c);
                }
            }
            for (Certificate c : first) {
                c.moveTo(pool());
            }
        }
        setAsideSpecialTrains();
    }

    /**
     * RB train table, "Sonderloks": two 5H trains are never sold by the bank: EVA, which P7's owner
     * gives to a company (companies.json P7 ability {@code eva}), and the SBB's own train
     * (corporation {@code train}). 18xx.games numbers them 5-1 and 5-2.
     */
    private void setAsideSpecialTrains() {
        for (PrivateCompany p : companies()) {
            roundhouse.engine.spi.Ability eva = p.ability(roundhouse.title.t1844.internal.step.EvaAssignment.ABILITY);
            if (eva != null) {
                setAside(eva.string("train"), eva.string("variant"));
            }
        }
        for (Corporation c : corporations()) {
            if (c.data().get("train") != null) {
                setAside(String.valueOf(c.data().get("train")), (String) c.data().get("train_variant"));
            }
        }
    }

    private void setAside(String trainId, String variant) {
        roundhouse.engine.spi.Train t = depot().train(trainId);
        if (t == null) {
            throw new IllegalStateException("trains.json has no train " + trainId + " to set aside");
        }
        for (TrainType v : t.card().variants()) {
            if (v.name().equals(variant)) {
                t.setVariant(v);
            }
        }
        depot().setAside(t);
    }

    /** Capital is paid when a company floats (RB VII-IX: "erhält ... sofort"), never at the end of the round. */
    @Override
    protected boolean capitalOnFloat() {
        return true;
    }

    /**
     * RB XV "Notfinanzierung": a company that must own a train chooses any train the bank offers
     * (or another company's at most at face value), not only the cheapest; the engine's option for
     * that is part of the rules here, in every game.
     */
    @Override
    public boolean option(EngineOption option) {
        return option == EngineOption.EMERGENCY_ANY_AFFORDABLE_TRAIN || super.option(option);
    }

    @Override
    protected ShareRules createShareRules() {
        return new SwissShareRules(this);
    }

    /** Mountain boards placed (RB IV): hex to board name (XM1...). */
    private final java.util.Map<String, String> mountainBoards;

    /** Mountain boards placed so far, by hex (the stock rounds' placement step writes it). */
    java.util.Map<String, String> mountainBoards() {
        return mountainBoards;
    }

    /** RB XV: interest on a negative account, 50 % rounded up, at once and at the end of every stock round. */
    static final int INTEREST_PERCENT = 50;
    /** What each player owes the bank (RB XV), by player id. */
    private final java.util.Map<String, Integer> debts = new java.util.HashMap<>();

    /** What the player owes the bank. */
    int debt(roundhouse.engine.spi.Player p) {
        return debts.getOrDefault(p.id(), 0);
    }

    /**
     * RB XV "Notfinanzierung": a director who cannot pay the rest of a forced train purchase gets the
     * amount and owes it plus 50 % interest, rounded up. (The rulebook keeps one signed account; the
     * debt is kept apart from the cash here, as 18xx.games does.)
     */
    @Override
    public void borrow(roundhouse.engine.spi.Player president, int amount) {
        transfer(bank(), president, amount);
        int owed = amount + (amount * INTEREST_PERCENT + 99) / 100;
        debts.merge(president.id(), owed, Integer::sum);
        if (logging()) {
            log(SwissText.get("log.borrows", president.name(), format(amount), format(owed)));
        }
    }

    /**
     * What a player cannot pay at the SBB's formation (RB X: his account is overdrawn) is owed
     * without the first 50 % (18xx.games); the interest of every later stock round applies.
     */
    void owe(roundhouse.engine.spi.Player p, int amount) {
        debts.merge(p.id(), amount, Integer::sum);
    }

    /** Whether the first 5/5H has been sold and the SBB forms at the end of this operating round (RB X). */
    private boolean sbbFormationDue;

    void sbbFormationDue() {
        sbbFormationDue = true;
    }

    /** Forms the SBB if it is due (RB X); whether it did. */
    boolean formSbbIfDue() {
        Corporation sbb = corporation("SBB");
        if (!sbbFormationDue || sbb == null || sbb.floated()) {
            return false;
        }
        sbbFormationDue = false;
        new SbbFormation(this, sbb).form();
        return true;
    }

    /** RB XV: at the end of every stock round a further 50 % interest (rounded up) on what is owed. */
    void chargeInterest() {
        for (java.util.Map.Entry<String, Integer> e : debts.entrySet()) {
            if (e.getValue() > 0) {
                e.setValue(e.getValue() + (e.getValue() * INTEREST_PERCENT + 99) / 100);
            }
        }
    }

    /** The player pays back what his cash allows (18xx.games {@code payoff_player_debt}). */
    void payOff(roundhouse.engine.spi.Player p) {
        int pay = Math.min(p.cash(), debt(p));
        if (pay > 0) {
            transfer(p, bank(), pay);
            debts.merge(p.id(), -pay, Integer::sum);
            if (logging()) {
                log(SwissText.get("log.paysDebt", p.name(), format(pay)));
            }
        }
    }

    /** Tunnels built (RB V): hex to the tunnel share that built it (the tunnel step writes it). */
    private final java.util.Map<String, String> tunnels;

    java.util.Map<String, String> tunnels() {
        return tunnels;
    }

    /** RB IV: an active mountain railway pays its owner 40 SFR at the start of every operating round. */
    static final int MOUNTAIN_INCOME = 40;
    /** RB V: an active tunnel share pays its owner 10 SFR at the start of every operating round. */
    static final int TUNNEL_INCOME = 10;
    /** Tunnel shares whose tunnel a train has run through (RB V), by company id. */
    private final java.util.Set<String> activeTunnels = new java.util.HashSet<>();

    /**
     * RB V "erst dividendenberechtigt, wenn das zugehörige Baurecht ausgeübt wurde und eine Lok den
     * Tunnel durchfahren hat": a route through a tunnel's hex activates its tunnel share.
     */
    void ranThrough(java.util.Collection<String> hexes) {
        for (String hex : hexes) {
            String share = tunnels.get(hex);
            if (share != null && activeTunnels.add(share) && logging()) {
                log(SwissText.get("log.tunnelActive", company(share).name()));
            }
        }
    }
    /** Mountain railways a train has visited (RB IV), by company id. */
    private final java.util.Set<String> activeMountains = new java.util.HashSet<>();
    /** Which mountain railway placed the board on a hex (the placement step writes it). */
    private final java.util.Map<String, String> mountainRailwayByHex = new java.util.HashMap<>();

    java.util.Map<String, String> mountainRailwayByHex() {
        return mountainRailwayByHex;
    }

    /** Whether a tunnel share has paid (a train ran through its tunnel, RB V). */
    boolean tunnelActive(PrivateCompany company) {
        return activeTunnels.contains(company.id());
    }

    boolean mountainActive(PrivateCompany company) {
        return activeMountains.contains(company.id());
    }

    /**
     * RB IV "erst dividendenberechtigt, wenn sie zum ersten Mal von einer Lok angefahren wurden": a
     * route that stops on a mountain hex with a board activates its mountain railway.
     */
    void visited(java.util.Collection<String> stopHexes) {
        for (String hex : stopHexes) {
            String railway = mountainRailwayByHex.get(hex);
            if (railway != null && activeMountains.add(railway) && logging()) {
                log(SwissText.get("log.mountainActive", company(railway).name()));
            }
        }
    }

    /** RB III, IV, V: the privates' income, 40 SFR for every active mountain railway, 10 for every active tunnel share. */
    @Override
    public void payoutCompanies() {
        super.payoutCompanies();
        for (PrivateCompany c : companies()) {
            int income = activeMountains.contains(c.id()) ? MOUNTAIN_INCOME : activeTunnels.contains(c.id()) ? TUNNEL_INCOME : 0;
            if (!c.closed() && income > 0 && c.owner() instanceof roundhouse.engine.spi.CashHolder owner) {
                transfer(bank(), owner, income);
                logText("log.collects", c.owner().name(), format(income), c.name());
            }
        }
    }

    /**
     * RB "Spielende": cash (less what the player owes, RB XV) and his shares at the market price;
     * a mountain railway is worth 150 and a tunnel share 50 once it has ever paid (RB IV, V), and
     * nothing before; the company's treasury and trains and the private railways count for nothing.
     */
    @Override
    public int worth(roundhouse.engine.spi.Player player) {
        int w = player.cash() - debt(player);
        for (Certificate c : player.certificates()) {
            w += shareValue(c.corporation(), c.percent());
        }
        for (PrivateCompany c : player.companies()) {
            if (activeMountains.contains(c.id()) || activeTunnels.contains(c.id())) {
                w += c.value();
            }
        }
        return w;
    }

    /** Companies that have reached their destination and received the rest of their capital (RB VI). */
    private final java.util.Set<String> destinated = new java.util.HashSet<>();

    /** RB VI: a company founded after the first 6/6H has no destination (its capital came in full). */
    void waiveDestination(Corporation c) {
        destinated.add(c.id());
    }

    /** Whether the company has reached its destination (and received the rest of its capital). */
    boolean destinated(Corporation c) {
        return destinated.contains(c.id());
    }

    /**
     * RB VI "Anbindungsverpflichtung": a floated company whose home station connects by track to its
     * destination (companies.json {@code destination}), as a train of unlimited length could run
     * it from the home station (its other stations do not count), receives the rest of its capital at once: V 2x, H 5x par (the same as at its float). Asked
     * after every action of an operating round, so a connection made while laying track pays even
     * if a station laid afterwards blocks it again. GB's destination ({@code destination_by_tunnel})
     * is the Gotthard tunnel: met once it is built, by anyone.
     */
    void checkDestinations() {
        if (board() == null) {
            return;
        }
        List<String> reachedNow = new ArrayList<>();
        for (Corporation c : corporations()) {
            Object dest = c.data().get("destination");
            if (dest == null || !c.floated() || c.closed() || destinated.contains(c.id())
                    || board().tokensOf(c.id()).isEmpty()) {
                continue;
            }
            // RB VI: the Gotthardbahn's destination is met once the Gotthard tunnel exists, whoever built it
            boolean reached = Boolean.TRUE.equals(c.data().get("destination_by_tunnel"))
                    ? tunnels.containsKey(String.valueOf(dest))
                    : c.homeHex() != null && board().reach().reachesStopOnFrom(c.id(), c.homeHex(), String.valueOf(dest));
            if (reached) {
                destinated.add(c.id());
                reachedNow.add(c.id());
                int amount = shareRules().capital(c);
                transfer(bank(), c, amount);
                if (logging()) {
                    log(SwissText.get("log.destination", c.id(), format(amount)));
                }
            }
        }
        if (!reachedNow.isEmpty() && option(T1844Title.DESTINATION_CHECK_PASSES)
                && round() != null && round().currentEntity() instanceof Corporation operating) {
            // 18xx.games pays a destination only through this action, which its client sends by itself
            java.util.Map<String, Object> args = new java.util.LinkedHashMap<>();
            args.put("corporations", reachedNow);
            recordAutoAction(new roundhouse.api.Action("destination_connection", operating.id(), "corporation", args));
        }
    }

    /** The kind of a private-like paper: {@link #PRIVATE}, {@link #MOUNTAIN_RAILWAY} or {@link #TUNNEL}. */
    static String kind(PrivateCompany company) {
        Object k = company.data().get("kind");
        return k == null ? PRIVATE : String.valueOf(k);
    }

    /** The private railways P1-P7 in their order of sale (RB II). */
    List<PrivateCompany> privates() {
        List<PrivateCompany> out = new ArrayList<>();
        for (PrivateCompany c : companies()) {
            if (PRIVATE.equals(kind(c))) {
                out.add(c);
            }
        }
        return out;
    }

    /** The type of a company: {@link #PRE_SBB}, {@link #HISTORICAL}, {@link #REGIONAL} or {@link #SBB}. */
    static String type(Corporation corporation) {
        return corporation.kind();
    }
}
