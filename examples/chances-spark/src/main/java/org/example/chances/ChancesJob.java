package org.example.chances;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;
import roundhouse.api.TitleRegistry;
import roundhouse.api.bot.ChanceEstimator;

/**
 * Each player's chance to win at every round of many recorded games: one Spark task per game file,
 * Roundhouse used as a plain library through its contract alone.
 *
 * <pre>
 * spark-submit --class org.example.chances.ChancesJob --jars "$(echo target/lib/*.jar | tr ' ' ,)" \
 *     target/chances-spark-1.0.0.jar GAMES_DIR OUT_DIR [PLAYOUTS]
 * </pre>
 */
public final class ChancesJob {
    /** The table's columns: one row per game, position and player. */
    public static final StructType SCHEMA = new StructType()
            .add("game", DataTypes.StringType)
            .add("position", DataTypes.IntegerType)
            .add("round", DataTypes.StringType)
            .add("player", DataTypes.StringType)
            .add("chance", DataTypes.DoubleType)
            .add("low", DataTypes.DoubleType)
            .add("high", DataTypes.DoubleType)
            .add("playouts", DataTypes.IntegerType);

    private ChancesJob() {
    }

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: ChancesJob GAMES_DIR OUT_DIR [PLAYOUTS]");
            System.exit(2);
        }
        int playouts = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        SparkSession spark = SparkSession.builder().appName("roundhouse-chances").getOrCreate();
        chances(spark, args[0], playouts).write().mode("overwrite").parquet(args[1]);
        spark.stop();
    }

    /** The chances of every game file under {@code dir} (any Hadoop file system Spark reads). */
    public static Dataset<Row> chances(SparkSession spark, String dir, int playouts) {
        JavaRDD<Row> rows = JavaSparkContext.fromSparkContext(spark.sparkContext()).binaryFiles(dir)
                .flatMap(file -> rowsOf(name(file._1()), file._2().toArray(), playouts).iterator());
        return spark.createDataFrame(rows, SCHEMA);
    }

    /**
     * One game's rows: the file read and replayed, then the chances at every round, {@code playouts}
     * playouts each on the task's cores. Keeps nothing between games.
     */
    public static List<Row> rowsOf(String name, byte[] json, int playouts) {
        GameRecordCodec codec = ServiceLoader.load(GameRecordCodec.class).findFirst().orElseThrow();
        List<GameTitle> titles = new ArrayList<>();
        ServiceLoader.load(GameTitle.class).forEach(titles::add);
        ChanceEstimator estimator = ServiceLoader.load(ChanceEstimator.class).findFirst().orElseThrow();
        ExecutorService pool = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
        try {
            GameRecord record = codec.parse(new String(json, java.nio.charset.StandardCharsets.UTF_8), name);
            GameTitle title = TitleRegistry.fixed(titles).title(record.titleId())
                    .orElseThrow(() -> new IllegalArgumentException(name + ": no title " + record.titleId() + " on the class path"));
            GameSession game = title.load(record);
            List<Row> out = new ArrayList<>();
            for (ChanceEstimator.Position p : estimator.positions(game, false)) {
                for (ChanceEstimator.Estimate e : estimator.estimate(game, p, playouts, 1, pool, () -> false)) {
                    out.add(RowFactory.create(name, p.actions(), p.round(), e.player(), e.chance(), e.low(), e.high(),
                            e.playouts()));
                }
            }
            return out;
        } catch (Exception e) {
            throw new IllegalStateException(name + ": " + e.getMessage(), e);
        } finally {
            pool.shutdownNow();
        }
    }

    private static String name(String uri) {
        return uri.substring(uri.lastIndexOf('/') + 1);
    }

    /** Reads a local file for {@link #rowsOf} (tests, a single machine). */
    static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
