package roundhouse.title.t1841.internal;

import org.junit.jupiter.api.Test;

class ScratchCountTest {
    @Test
    void buckets() throws Exception {
        if (System.getProperty("probe.buckets") == null) {
            return;
        }
        roundhouse.engine.spi.Game g = roundhouse.testsupport.RecordedPosition.class.getName().isEmpty() ? null
                : ((roundhouse.engine.internal.session.EngineSession) roundhouse.engine.internal.session.EngineSession.load(new T1841Title(),
                        new roundhouse.engine.internal.codec.GsonRecordCodec().read(java.nio.file.Path.of("/work/shared/fixtures/1841/1841_game_end_bank.json")))).game();
        Object def = g.board().definition();
        java.lang.reflect.Field f = def.getClass().getDeclaredField("byCoord");
        f.setAccessible(true);
        java.util.HashMap<?, ?> m = (java.util.HashMap<?, ?>) f.get(def);
        java.lang.reflect.Field t = java.util.HashMap.class.getDeclaredField("table");
        t.setAccessible(true);
        Object[] table = (Object[]) t.get(m);
        int trees = 0;
        for (Object o : table) {
            if (o != null && o.getClass().getName().contains("TreeNode")) {
                trees++;
            }
        }
        System.out.println("BUCKETS size=" + m.size() + " table=" + table.length + " trees=" + trees + " keys=" + m.keySet().stream().limit(20).toList());
    }
}
