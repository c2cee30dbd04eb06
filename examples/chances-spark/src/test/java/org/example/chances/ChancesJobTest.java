package org.example.chances;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

/** The job in Spark's local mode on two recorded 1830 games, two playouts per round. */
class ChancesJobTest {
    @Test
    void everyGameGetsItsChancesAtEveryRound() {
        SparkSession spark = SparkSession.builder().master("local[2]").appName("chances-test")
                .config("spark.ui.enabled", "false").getOrCreate();
        try {
            Path games = Path.of("src/test/resources/games").toAbsolutePath();
            Dataset<Row> chances = ChancesJob.chances(spark, games.toUri().toString(), 2).cache();
            List<Row> perGame = chances.groupBy("game").count().orderBy("game").collectAsList();
            assertEquals(2, perGame.size(), perGame.toString());
            assertEquals("1830_game_end_bank.json", perGame.get(0).getString(0));
            assertEquals("26855.json", perGame.get(1).getString(0));
            // four players, one row each at every position
            assertEquals(0, perGame.get(1).getLong(1) % 4);
            assertTrue(perGame.get(1).getLong(1) >= 4 * 10, perGame.toString());
            // at each position the players' chances add up to one
            List<Row> sums = chances.groupBy("game", "position").sum("chance").collectAsList();
            for (Row r : sums) {
                assertEquals(1.0, r.getDouble(2), 1e-9, r.toString());
            }
        } finally {
            spark.stop();
        }
    }

    @Test
    void oneGameIsAPlainFunction() {
        List<Row> rows = ChancesJob.rowsOf("26855.json", ChancesJob.read(Path.of("src/test/resources/games/26855.json")), 1);
        assertEquals("26855.json", rows.get(0).getString(0));
        assertEquals(0, rows.get(0).getInt(1), "the first position is the game's start");
    }
}
