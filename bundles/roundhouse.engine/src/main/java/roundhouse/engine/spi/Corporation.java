package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A share company (or a minor: {@link #kind()} {@code "minor"}, a single 100 % certificate).
 * As a {@link ShareHolder} it is its own treasury: shares of itself held there (incremental
 * capitalisation titles) or shares of other corporations (1841).
 */
public final class Corporation extends ShareHolder implements Entity, CashHolder {
    private final String id;
    private final String name;
    private final String kind;
    private final List<Integer> tokenPrices;
    private final String homeHex;
    private final int homeCity;
    private final int floatPercent;
    private final Map<String, Object> data;
    private final Ipo ipo = new Ipo(this);
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
    private boolean routeEverAvailable;
    private int lastRevenue;
    private Player president;

    public Corporation(String id, String name, String kind, List<Integer> tokenPrices, String homeHex, int homeCity,
            int floatPercent, Map<String, Object> data) {
        this.id = id;
        this.name = name;
        this.kind = kind;
        this.tokenPrices = List.copyOf(tokenPrices);
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

    @Override
    public String entityType() {
        return "minor".equals(kind) ? "minor" : "corporation";
    }

    /** {@code "major"} or {@code "minor"} (or a title's own kind). */
    public String kind() {
        return kind;
    }

    @Override
    public Player controller() {
        return president;
    }

    public Player president() {
        return president;
    }

    public void setPresident(Player president) {
        this.president = president;
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

    /** Percent of the smallest ordinary certificate: the unit that share prices are quoted for. */
    public int sharePercent() {
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

    public List<Integer> tokenPrices() {
        return tokenPrices;
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

    /** 18xx.games caches "has a route" once true (1830 §11.2 #12). */
    public boolean routeEverAvailable() {
        return routeEverAvailable;
    }

    public void setRouteEverAvailable(boolean value) {
        this.routeEverAvailable = value;
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

    @Override
    public String toString() {
        return id;
    }
}
