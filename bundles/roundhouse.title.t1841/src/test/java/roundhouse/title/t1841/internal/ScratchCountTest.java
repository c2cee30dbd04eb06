package roundhouse.title.t1841.internal;

import org.junit.jupiter.api.Test;

class ScratchCountTest {
    @Test
    @SuppressWarnings("unchecked")
    void objects() throws Exception {
        if (System.getProperty("probe.objects") == null) {
            return;
        }
        roundhouse.engine.spi.Game g = ((roundhouse.engine.internal.session.EngineSession) roundhouse.engine.internal.session.EngineSession.load(new T1841Title(),
                new roundhouse.engine.internal.codec.GsonRecordCodec().read(java.nio.file.Path.of("/work/shared/fixtures/1841/1841_game_end_bank.json")))).game();
        java.lang.reflect.Constructor<roundhouse.engine.internal.copy.GraphCopier> k = roundhouse.engine.internal.copy.GraphCopier.class.getDeclaredConstructor();
        k.setAccessible(true);
        roundhouse.engine.internal.copy.GraphCopier c = k.newInstance();
        java.lang.reflect.Method of = roundhouse.engine.internal.copy.GraphCopier.class.getDeclaredMethod("of", Object.class);
        of.setAccessible(true);
        of.invoke(c, g);
        java.lang.reflect.Field f = roundhouse.engine.internal.copy.GraphCopier.class.getDeclaredField("copies");
        f.setAccessible(true);
        java.util.Map<Object, Object> copies = (java.util.Map<Object, Object>) f.get(c);
        java.util.Map<String, Integer> by = new java.util.TreeMap<>();
        copies.forEach((a, b) -> { if (a != b) by.merge(a.getClass().getName(), 1, Integer::sum); });
        by.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).limit(25).forEach(e -> System.out.println("OBJ " + e.getValue() + " " + e.getKey()));
        System.out.println("OBJ total " + by.values().stream().mapToInt(Integer::intValue).sum());
    }

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
