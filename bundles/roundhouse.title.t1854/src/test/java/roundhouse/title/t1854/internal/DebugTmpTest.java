package roundhouse.title.t1854.internal;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;
import roundhouse.testsupport.RandomGames;

class DebugTmpTest {
    @Test
    void debug() {
        Deque<String> last = new ArrayDeque<>();
        long seed = Long.getLong("dbg.seed", 1L);
        int n = 3 + (int) Math.floorMod(seed, 4L);
        roundhouse.engine.spi.Game[] game = new roundhouse.engine.spi.Game[1];
        try {
            RandomGames.play(new T1854Title(), new GameSetup(RandomGames.players(n), Set.of(), seed), new Random(seed),
                    RandomGames.mostlyActing(60, Set.of("discard_train")), (s, g, a) -> {
                        game[0] = g;
                        StringBuilder b = new StringBuilder(g.round().name() + " ph" + g.phase().name() + " " + a + " bank=" + g.bank().cash());
                        for (Player p : g.players()) {
                            b.append(" ").append(p.id()).append(":").append(g.certificateCount(p)).append("/").append(p.cash());
                        }
                        last.add(b.toString());
                        if (last.size() > Integer.getInteger("dbg.n", 25)) {
                            last.removeFirst();
                        }
                    });
        } catch (AssertionError e) {
            last.forEach(System.out::println);
            System.out.println(e.getMessage());
            roundhouse.engine.spi.Game g = game[0];
            for (Corporation c : g.corporations()) {
                System.out.println(c.id() + " floated=" + c.floated() + " cash=" + c.cash() + " trains=" + c.trains() + " price=" + c.sharePrice()
                        + " pres=" + (c.president() == null ? null : c.president().holderId()));
            }
            System.out.println("depot " + g.depotTrains() + " pool " + g.poolTrains() + " upcoming " + g.depot().upcoming().size());
            System.out.println(g.round().getClass() + " " + g.round().activeStep());
        }
    }
}
