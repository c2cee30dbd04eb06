package roundhouse.title.t1841.internal;

import org.junit.jupiter.api.Test;

import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.Step;
import roundhouse.testsupport.RecordedPosition;

class ScratchProbeTest {
    @Test
    void probe() throws Exception {
        String name = System.getProperty("probe.game", "1841_game_end_bank");
        long id = Long.getLong("probe.id", 67);
        EngineSession s = RecordedPosition.of(new T1841Title(), java.nio.file.Path.of("src/test/resources/fixtures/1841/"), name).before(id);
        Game g = s.game();
        System.out.println("PROBE round " + g.round().name() + " phase " + g.phase().name() + " acting " + g.round().actingEntities());
        for (Step st : g.round().steps()) {
            System.out.println("PROBE  " + st.getClass().getSimpleName() + " active=" + st.active() + " blocking=" + st.blocking()
                    + " actions=" + (g.round().currentEntity() == null ? "-" : st.actions(g.round().currentEntity())));
        }
        String corp = System.getProperty("probe.corp");
        if (corp != null) {
            Corporation c = g.corporation(corp);
            for (String hex : new String[] {"K11", "L12", "K13", "L14", "K15"}) {
                if (g.board().definition().hasHex(hex)) {
                    System.out.println("PROBE " + hex + " " + g.board().tokenRefusal(c.id(), g.board().cityRef(hex, 0), false));
                }
            }
            System.out.println("PROBE tokens " + g.board().tokensOf(corp) + " cash " + c.cash() + " trains " + c.trains());
        }
        int n = g.logLines().size();
        for (String l : g.logLines().subList(Math.max(0, n - 12), n)) {
            System.out.println("PROBE log " + l);
        }
    }
}
