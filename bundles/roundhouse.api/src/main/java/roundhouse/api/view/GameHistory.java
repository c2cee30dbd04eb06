package roundhouse.api.view;

import java.util.List;
import java.util.Map;

/**
 * How a game's numbers moved: one point per effective action, every share-price move with its
 * cause, and every company's revenue per operating round. Recorded by the engine as the game is
 * played or replayed; read by charts and analysis tools.
 *
 * @param points the state after each effective action, in order ({@code points.get(i).actionIndex() == i})
 * @param priceMoves every change of a share price, in order
 * @param revenues every operating-round revenue decision, in order
 * @param cashFlows every movement of money, in order: the game's ledger
 */
public record GameHistory(List<Point> points, List<PriceMove> priceMoves, List<Revenue> revenues,
        List<CashFlow> cashFlows) {
    public GameHistory {
        points = List.copyOf(points);
        priceMoves = List.copyOf(priceMoves);
        revenues = List.copyOf(revenues);
        cashFlows = List.copyOf(cashFlows);
    }

    /**
     * Money moving from one holder to another.
     *
     * @param actionIndex the action during which it moved
     * @param from payer id: a player, company, {@code "bank"} or {@code "pool"}
     * @param to payee id, as {@code from}
     * @param amount how much (positive)
     * @param kind why: {@code "dividend"}, {@code "share_buy"}, {@code "share_sale"}, {@code "par"},
     *     {@code "private_revenue"}, {@code "private_buy"}, {@code "auction"}, {@code "capital"},
     *     {@code "train"}, {@code "tile"}, {@code "token"}, {@code "withhold"}, {@code "emergency"},
     *     {@code "bankruptcy"} or a title's own kind
     */
    public record CashFlow(int actionIndex, String from, String to, int amount, String kind) {
    }

    /**
     * The numbers after one action.
     *
     * @param actionIndex index of the effective action (0-based)
     * @param round round name, e.g. {@code "SR 2"} or {@code "OR 2.1"}
     * @param roundKind {@code "auction"}, {@code "stock"}, {@code "operating"}, ...
     * @param sharePrices current share price per company id (parred companies only)
     * @param playerCash cash per player id
     * @param playerWorth worth per player id (cash, shares at market, privates at face value)
     */
    public record Point(int actionIndex, String round, String roundKind, Map<String, Integer> sharePrices,
            Map<String, Integer> playerCash, Map<String, Integer> playerWorth) {
    }

    /**
     * A share-price move.
     *
     * @param actionIndex the action that caused it (or ended the round that caused it)
     * @param company company id
     * @param from price before
     * @param to price after
     * @param cause why it moved
     */
    public record PriceMove(int actionIndex, String company, int from, int to, Cause cause) {
    }

    /** Why a share price moved. */
    public enum Cause {
        /** the company started at this price */
        PAR,
        /** the company paid a dividend */
        DIVIDEND,
        /** the company withheld its revenue (or had none) */
        WITHHELD,
        /** shares were sold into the pool */
        SALE,
        /** all shares were in players' hands at the end of a stock round */
        SOLD_OUT,
        /** a title-specific reason */
        OTHER
    }

    /**
     * One operating-round revenue of a company.
     *
     * @param actionIndex the dividend decision's action
     * @param company company id
     * @param round round name, e.g. {@code "OR 3.2"}
     * @param revenue the revenue its trains earned
     * @param kind {@code "payout"}, {@code "withhold"}, {@code "half"}, ...
     */
    public record Revenue(int actionIndex, String company, String round, int revenue, String kind) {
    }
}
