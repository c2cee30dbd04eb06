package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A share company (or a minor: {@link #kind()} {@code "minor"}). One with a single 100 %
 * certificate has no share price ({@link #priced()}): its holder owns and controls it.
 * As a {@link ShareHolder} it is its own treasury: shares of itself held there (incremental
 * capitalisation titles) or shares of other corporations (1841), which may make it the president
 * of another corporation. A title may subclass it ({@link Game#createCorporation}) to keep its
 * own state in fields.
 */
@org.osgi.annotation.versioning.ProviderType
public class Corporation extends Investor {
    private final String id;
    private final String name;
    private final String kind;
    private final List<Integer> tokenPrices;
    /** The token supply of a new game, for a restart ({@link #restart()}). */
    private final List<Integer> charterTokens;
    private final String homeHex;
    private final int homeCity;
    private final int floatPercent;
    private final Map<String, Object> data;
    private final Ipo ipo = new Ipo(this);
    private final List<ShareHolder> holders = new ArrayList<>();
    private final List<Certificate> shares = new ArrayList<>();
    private final List<Train> trains = new ArrayList<>();
    private final List<PrivateCompany> companies = new ArrayList<>();
    private int cash;
    private SharePrice parPrice;
    private SharePrice sharePrice;
    private boolean floated;
    private boolean closed;
    private int tokensUsed;
    private int operatedCount;
    /** The reaches on which a route was found, remembered ({@code route_available_cached}). */
    private final java.util.EnumSet<roundhouse.engine.map.ReachPurpose> remembered =
            java.util.EnumSet.noneOf(roundhouse.engine.map.ReachPurpose.class);
    private int lastRevenue;
    private ShareHolder president;
    private int shareUnit;
    private final int explicitShareUnit;
    private final int capitalUnits;

    public Corporation(String id, String name, String kind, List<Integer> tokenPrices, String homeHex, int homeCity,
            int floatPercent, Map<String, Object> data) {
        this(id, name, kind, tokenPrices, homeHex, homeCity, floatPercent, 0, 0, data);
    }

    /** A corporation from its companies.json definition (a title's subclass calls it). */
    public Corporation(TitleData.CorporationDef def) {
        this(def.sym(), def.name(), def.kind(), def.tokens(), def.coordinates(), def.city(), def.floatPercent(),
                def.shareUnit(), def.capitalUnits(), def.data());
    }

    /**
     * @param shareUnit percent one share price is quoted for, or 0 for the smallest ordinary certificate
     * @param capitalUnits share units paid as full capital (par x units), or 0 for 100 / share unit
     */
    protected Corporation(String id, String name, String kind, List<Integer> tokenPrices, String homeHex,
            int homeCity, int floatPercent, int shareUnit, int capitalUnits, Map<String, Object> data) {
        this.id = id;
        this.name = name;
        this.kind = kind;
        this.tokenPrices = new ArrayList<>(tokenPrices);
        this.charterTokens = List.copyOf(tokenPrices);
        this.explicitShareUnit = shareUnit;
        this.capitalUnits = capitalUnits;
        this.homeHex = homeHex;
        this.homeCity = homeCity;
        this.floatPercent = floatPercent;
        this.data = data;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String holderId() {
        return id;
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * {@code "minor"} for a minor owned outright (one unpriced certificate: 18Mag), else
     * {@code "corporation"}: a minor with a share price and several certificates (1841) acts as a
     * corporation, as 18xx.games logs it.
     */
    @Override
    public String entityType() {
        return "minor".equals(kind) && !priced() ? "minor" : "corporation";
    }

    /** {@code "major"} or {@code "minor"} (or a title's own kind). */
    public String kind() {
        return kind;
    }

    /** What players call it ({@link Names#of}): its symbol, or its title's words ("Minor 5"). */
    @Override
    public String holderName() {
        return Names.of(this);
    }

    /**
     * The controlling player, found through the chain of presidents (a corporation presided by a
     * corporation...); {@code null} without a president, when the chain ends in the pool, or loops.
     */
    @Override
    public Player controller() {
        ShareHolder h = president;
        for (int depth = 0; h instanceof Corporation c; depth++) {
            if (depth > 64 || c == this) {
                return null;
            }
            h = c.president;
        }
        return h instanceof Player p ? p : null;
    }

    /**
     * The holder that controls this corporation directly: the player or corporation holding its
     * president's certificate (the pool when it lies there, 1841), or {@code null} before anyone does.
     */
    public ShareHolder president() {
        return president;
    }

    public void setPresident(ShareHolder president) {
        this.president = president;
    }

    /**
     * Whether the corporation has a share price: not when its only certificate is 100 % (a minor
     * owned outright); such a corporation is never parred or sold, floats when its certificate
     * leaves the IPO and operates before the priced ones ({@link TurnOrder#operatingComparator()}).
     */
    public boolean priced() {
        return shares.size() > 1;
    }

    @Override
    public int cash() {
        return cash;
    }

    @Override
    public void adjustCash(int delta) {
        cash += delta;
    }

    public Ipo ipo() {
        return ipo;
    }

    /**
     * Every holder that ever held one of its certificates, in the order each first got one (its IPO
     * first). An exchange of all its certificates goes holder by holder in this order, so that new
     * certificates are numbered as 18xx.games numbers them (1844's SBB).
     */
    public List<ShareHolder> holdersInArrivalOrder() {
        return java.util.Collections.unmodifiableList(holders);
    }

    /** Notes a holder receiving one of its certificates ({@link Certificate#moveTo}). */
    void arrived(ShareHolder holder) {
        if (!holders.contains(holder)) {
            holders.add(holder);
        }
    }

    /** All certificates of this corporation in id order. */
    public List<Certificate> shares() {
        return shares;
    }

    public Certificate share(String certificateId) {
        for (Certificate c : shares) {
            if (c.id().equals(certificateId)) {
                return c;
            }
        }
        return null;
    }

    public Certificate presidentsShare() {
        for (Certificate c : shares) {
            if (c.president()) {
                return c;
            }
        }
        return null;
    }

    /**
     * The share unit: the percent one share price is quoted for (companies.json {@code share_unit};
     * default the smallest ordinary certificate). 1854 majors: 10 with a 40 % director's certificate.
     */
    public int sharePercent() {
        if (explicitShareUnit > 0) {
            return explicitShareUnit;
        }
        if (sharePercent > 0) {
            return sharePercent;
        }
        int min = 100;
        for (Certificate c : shares) {
            if (!c.president()) {
                min = Math.min(min, c.percent());
            }
        }
        sharePercent = min;
        return min;
    }

    private int sharePercent;

    /** Forget the cached share unit after certificates were resized (1854 share split). */
    public void certificatesResized() {
        sharePercent = 0;
    }

    /**
     * Number of share units paid as full capital (par x units): companies.json {@code capital_units},
     * default 100 / share unit.
     */
    public int capitalUnits() {
        return capitalUnits > 0 ? capitalUnits : 100 / sharePercent();
    }

    /** Token prices in order of use, the home token first (read-only: {@link #addToken}, {@link #removeToken}). */
    public List<Integer> tokenPrices() {
        return new ReadOnlyList<>(tokenPrices);
    }

    /** Adds a token at the end of the supply (bought tokens: 1841, 1844, 18Mag). */
    public void addToken(int price) {
        tokenPrices.add(price);
    }

    /**
     * Removes the last unused token from the supply; returns its price, or -1 if every token is
     * used (placed tokens are the board's; they leave through the board).
     */
    public int removeToken() {
        if (tokensUsed >= tokenPrices.size()) {
            return -1;
        }
        return tokenPrices.remove(tokenPrices.size() - 1);
    }

    /** Tokens not yet used. */
    public int tokensLeft() {
        return tokenPrices.size() - tokensUsed;
    }

    public int tokensUsed() {
        return tokensUsed;
    }

    public void setTokensUsed(int tokensUsed) {
        this.tokensUsed = tokensUsed;
    }

    /** Price of the next unused token, or -1 if none is left. */
    public int nextTokenPrice() {
        return tokensUsed < tokenPrices.size() ? tokenPrices.get(tokensUsed) : -1;
    }

    public String homeHex() {
        return homeHex;
    }

    /** City index of the home on {@link #homeHex()}, or -1 if the corporation chooses. */
    public int homeCity() {
        return homeCity;
    }

    public int floatPercent() {
        return floatPercent;
    }

    public SharePrice parPrice() {
        return parPrice;
    }

    public void setParPrice(SharePrice parPrice) {
        this.parPrice = parPrice;
    }

    public SharePrice sharePrice() {
        return sharePrice;
    }

    /** Only {@link StockMarket} moves the marker. */
    void setSharePrice(SharePrice sharePrice) {
        this.sharePrice = sharePrice;
    }

    public boolean floated() {
        return floated;
    }

    public void setFloated(boolean floated) {
        this.floated = floated;
    }

    public boolean closed() {
        return closed;
    }

    public void setClosed(boolean closed) {
        this.closed = closed;
    }

    public List<Train> trains() {
        return trains;
    }

    public List<PrivateCompany> companies() {
        return companies;
    }

    public int operatedCount() {
        return operatedCount;
    }

    public void setOperatedCount(int operatedCount) {
        this.operatedCount = operatedCount;
    }

    /** 18xx.games caches "has a route" once true (1830 §11.2 #12): whether a route was found on some reach. */
    public boolean routeEverAvailable() {
        return !remembered.isEmpty();
    }

    /** True: remembers a route on the routes' reach; false: forgets every remembered route. */
    public void setRouteEverAvailable(boolean value) {
        if (value) {
            remembered.add(roundhouse.engine.map.ReachPurpose.ROUTES);
        } else {
            remembered.clear();
        }
    }

    /**
     * Whether a route was found on the reach of a purpose and is remembered ({@link Game#routeAvailable(Corporation,
     * Game.RouteUse)}).
     *
     * @since 4.8
     */
    public boolean routeRemembered(roundhouse.engine.map.ReachPurpose purpose) {
        return remembered.contains(purpose);
    }

    /**
     * Remembers ({@code true}) or forgets a route on the reach of a purpose.
     *
     * @since 4.8
     */
    public void rememberRoute(roundhouse.engine.map.ReachPurpose purpose, boolean value) {
        if (value) {
            remembered.add(purpose);
        } else {
            remembered.remove(purpose);
        }
    }

    public int lastRevenue() {
        return lastRevenue;
    }

    public void setLastRevenue(int lastRevenue) {
        this.lastRevenue = lastRevenue;
    }

    public Map<String, Object> data() {
        return data;
    }

    /**
     * Back to the state of a new game, for {@link Game#restartCorporation}: no par or president, not
     * floated or closed, never operated, the token supply of its definition with none used, its IPO the
     * only holder it has seen. The game has emptied its treasury and moved its certificates, trains and
     * marker first. A title's subclass clears its own fields too, calling this.
     */
    protected void restart() {
        parPrice = null;
        president = null;
        floated = false;
        closed = false;
        operatedCount = 0;
        remembered.clear();
        lastRevenue = 0;
        tokensUsed = 0;
        tokenPrices.clear();
        tokenPrices.addAll(charterTokens);
        holders.clear();
        holders.add(ipo);
    }

    @Override
    public String toString() {
        return id;
    }
}
