package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The six moves of a hex market on 1854's printed market (rulebook "Aktientableau"; x = column - row/2),
 * with the rulebook's own examples: Laura sells two KT shares at 104 (104, 97, 91); VB pays out at 91 (95).
 */
class HexMarketTest {
    private static final List<List<String>> ROWS = List.of(
            List.of("86", "89", "93p", "97", "101", "106", "112", "119", "127", "136", "146", "158", "170", "185", "210",
                    "230", "250", "275", "300"),
            List.of("81", "84", "87p", "91", "95", "99", "104", "110", "117", "125", "134", "143", "153", "165", "180", "200"),
            List.of("76", "79", "82p", "85", "89", "93", "97", "102", "108", "115", "123"),
            List.of("71", "74", "77p", "80", "83", "87", "91", "95", "100"),
            List.of("66", "69", "72p", "75", "78", "81", "85", "89"),
            List.of("61y", "64", "67p", "70", "73", "76y", "79y"),
            List.of("56y", "59y", "62", "65", "68y", "71y"),
            List.of("", "54y", "57y", "60y", "63y"));

    private final StockMarket market = new StockMarket(StockMarket.Layout.HEX, StockMarket.cells(ROWS));
    private final Corporation kt = new Corporation("KT", "Kärntner Bahn", "major", List.of(0), null, 0, 50, Map.of());

    private int at(int row, int column) {
        market.place(kt, market.cell(row, column));
        return kt.sharePrice().price();
    }

    @Test
    void aSaleMovesDownLeftPerCertificate() {
        at(1, 6);
        market.moveDown(kt);
        assertEquals(97, kt.sharePrice().price());
        market.moveDown(kt);
        assertEquals(91, kt.sharePrice().price(), "Laura's example: 104, 97, 91");
    }

    @Test
    void aPayoutMovesRightAndUpRightAtTheRightEdge() {
        at(1, 3);
        market.moveRight(kt);
        assertEquals(95, kt.sharePrice().price(), "VB's example: 91 to 95");
        market.remove(kt);
        at(1, 15);
        market.moveRight(kt);
        assertEquals(230, kt.sharePrice().price(), "200 is the end of its row: up-right to 230");
        market.remove(kt);
        at(0, 18);
        market.moveRight(kt);
        assertEquals(300, kt.sharePrice().price(), "the top right corner stays");
    }

    @Test
    void withholdingMovesLeftAndDownLeftAtTheLeftEdge() {
        at(3, 0);
        market.moveLeft(kt);
        assertEquals(66, kt.sharePrice().price(), "71 has no cell to its left: down-left to 66");
        market.remove(kt);
        at(6, 0);
        market.moveLeft(kt);
        assertEquals(56, kt.sharePrice().price(), "56 has no cell left or below-left");
    }

    @Test
    void soldOutMovesUpRight() {
        at(5, 2);
        market.moveUp(kt);
        assertEquals(72, kt.sharePrice().price());
        market.remove(kt);
        at(0, 4);
        market.moveUp(kt);
        assertEquals(101, kt.sharePrice().price(), "the top row stays");
    }

    @Test
    void aTrainTradeMovesTheBuyerUpLeftAndTheSellerDownRight() {
        at(2, 4);
        market.moveUpLeft(kt);
        assertEquals(91, kt.sharePrice().price(), "89 (row 2) up-left: 91 (row 1, column 3)");
        market.moveDownRight(kt);
        assertEquals(89, kt.sharePrice().price());
        market.remove(kt);
        at(0, 0);
        market.moveUpLeft(kt);
        assertEquals(86, kt.sharePrice().price(), "row 0 stays");
        market.remove(kt);
        at(7, 1);
        market.moveDownRight(kt);
        assertEquals(54, kt.sharePrice().price(), "the bottom row stays");
    }

    @Test
    void aSaleAtTheBottomEdgeStays() {
        at(1, 11);
        market.moveDown(kt);
        assertEquals(143, kt.sharePrice().price(), "143 has no cell below-left (A-31)");
    }
}
