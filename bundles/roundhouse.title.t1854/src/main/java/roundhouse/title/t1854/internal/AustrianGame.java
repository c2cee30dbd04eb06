package roundhouse.title.t1854.internal;

import java.util.List;
import java.util.Map;

import roundhouse.api.GameSetup;
import roundhouse.engine.map.Board;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RoundFactory;
import roundhouse.engine.spi.StockMarket;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TrainType;

/**
 * The state of an 1854 game: the generic game plus what Austria adds. The certificate limit grows
 * with the number of majors that have split ("Aktienlimit"), read from title.json
 * {@code cert_limits_by_splits}.
 */
public class AustrianGame extends Game {
    /** companies.json {@code type} of the eight majors ("Große Eisenbahngesellschaften"). */
    static final String MAJOR = "major";
    /** companies.json {@code type} of the six local railways ("Lokalbahnen 1 bis 6"). */
    static final String LOCAL = "local";
    /** companies.json {@code type} of the Lokalbahn AGs A-C, formed by merging locals. */
    static final String AG = "ag";

    private final List<Integer> certLimits;
    private final java.util.Set<String> split = new java.util.LinkedHashSet<>();
    private final Options options = new Options();
    private final MailContracts mailContracts = new MailContracts();
    /** "Die Auktionsrunde": true while the operating round between two auction rounds is played. */
    private boolean betweenAuctions;

    public AustrianGame(TitleData data, GameSetup setup, RoundFactory rounds, List<TrainType> trainTypes, Board board,
            StockMarket market, boolean logging) {
        super(data, setup, rounds, trainTypes, board, market, logging);
        this.certLimits = certLimits(data, setup.players().size());
        if (market instanceof AustrianMarket m) {
            m.tell(this);
        }
    }

    /** "Aktiensplit": a major splits its shares the first time its marker crosses the red line. */
    void crossedRedLine(Corporation c) {
        if (isMajor(c) && !hasSplit(c)) {
            ShareSplit.split(this, c);
        }
    }

    @Override
    protected roundhouse.engine.spi.ShareRules createShareRules() {
        return new AustrianShareRules(this);
    }

    /** "Inbetriebnahme": the bank pays 10 x par the moment 50 % are in players' hands. */
    @Override
    protected boolean capitalOnFloat() {
        return true;
    }

    /** Terrain is paid less on a mountain railway's own hex and with P1 ({@link MountainRailways#terrain}). */
    @Override
    public int payerPart(roundhouse.engine.spi.Fee fee, roundhouse.engine.spi.CashHolder payer, int amount, String where) {
        return terrainCosts.payerPart(fee, payer, amount, where);
    }

    @Override
    public void payFee(roundhouse.engine.spi.Fee fee, roundhouse.engine.spi.CashHolder payer, int amount, String where) {
        super.payFee(fee, payer, terrainCosts.charge(fee, payer, amount, where), where);
    }

    private final TerrainCosts terrainCosts = new TerrainCosts(this);

    /** The mail contracts ("Postbeförderungsverträge") bought so far. */
    MailContracts mailContracts() {
        return mailContracts;
    }

    /** The option markers ("Vorkaufsmarker") of all players. */
    Options optionMarkers() {
        return options;
    }

    @SuppressWarnings("unchecked")
    private static List<Integer> certLimits(TitleData data, int players) {
        Map<String, Object> title = (Map<String, Object>) data.raw().get("title.json");
        Map<String, Object> bySplits = (Map<String, Object>) title.get("cert_limits_by_splits");
        List<Object> row = bySplits == null ? null : (List<Object>) bySplits.get(String.valueOf(players));
        if (row == null) {
            throw new IllegalStateException("title.json: cert_limits_by_splits has no row for " + players + " players");
        }
        return row.stream().map(o -> ((Number) o).intValue()).toList();
    }

    /** "Aktienlimit": by the number of players and of majors that have split so far. */
    @Override
    public int certLimit() {
        return certLimits == null ? 0 : certLimits.get(Math.min(split.size(), certLimits.size() - 1));
    }

    /** Whether a major has split its shares. */
    public boolean hasSplit(Corporation c) {
        return split.contains(c.id());
    }

    void countSplit(Corporation c) {
        split.add(c.id());
    }

    /**
     * "Endabrechnung": cash plus certificates at the market price (an optioned share as its 10 %). Where the
     * rulebook is silent (README, A-24): a director's certificate of a company not yet floated counts at par,
     * mountain railways and locals count nothing.
     */
    @Override
    public int worth(roundhouse.engine.spi.Player player) {
        int w = player.cash();
        for (roundhouse.engine.spi.Certificate c : player.certificates()) {
            Corporation corp = c.corporation();
            if (corp.sharePrice() != null) {
                w += shareValue(corp, c.percent());
            } else if (corp.parPrice() != null) {
                w += corp.parPrice().price() * c.percent() / corp.sharePercent();
            }
        }
        return w;
    }

    boolean betweenAuctions() {
        return betweenAuctions;
    }

    void setBetweenAuctions(boolean betweenAuctions) {
        this.betweenAuctions = betweenAuctions;
    }

    static boolean isMajor(Corporation c) {
        return MAJOR.equals(c.kind());
    }

    static boolean isLocal(Corporation c) {
        return LOCAL.equals(c.kind());
    }

    static boolean isAg(Corporation c) {
        return AG.equals(c.kind());
    }
}
