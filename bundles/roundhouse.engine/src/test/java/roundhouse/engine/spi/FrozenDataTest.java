package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.engine.internal.copy.GraphCopier;

/** Title data is frozen deeply, keeps its order and is shared, not copied, by copies of a game. */
class FrozenDataTest {
    @Test
    void frozenDataKeepsItsOrderRefusesChangesAndIsShared() {
        Map<String, Object> revenue = new LinkedHashMap<>();
        revenue.put("yellow", 20L);
        revenue.put("brown", 40L);
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("sym", "PRR");
        data.put("revenue", revenue);
        data.put("hexes", new ArrayList<>(Arrays.asList("H12", null, "G13")));

        Map<String, Object> frozen = FrozenData.map(data);
        assertEquals(data, frozen);
        assertEquals(List.of("sym", "revenue", "hexes"), List.copyOf(frozen.keySet()));
        assertEquals(List.of("yellow", "brown"), List.copyOf(((Map<?, ?>) frozen.get("revenue")).keySet()));
        assertThrows(UnsupportedOperationException.class, () -> frozen.put("x", 1));
        @SuppressWarnings("unchecked")
        Map<String, Object> inner = (Map<String, Object>) frozen.get("revenue");
        assertThrows(UnsupportedOperationException.class, () -> inner.put("gray", 60L));
        @SuppressWarnings("unchecked")
        List<Object> hexes = (List<Object>) frozen.get("hexes");
        assertThrows(UnsupportedOperationException.class, () -> hexes.set(0, "A1"));
        assertEquals(null, hexes.get(1));
        revenue.put("gray", 60L);
        assertEquals(2, inner.size(), "a frozen copy, not a view of the parsed data");

        assertSame(frozen, FrozenData.map(frozen));
        assertSame(frozen, GraphCopier.copy(frozen), "copies of a game share the title's data");
        Ability a = new Ability("blocks_hexes", data);
        assertSame(a.fields(), GraphCopier.copy(new ArrayList<>(List.of(a.fields()))).get(0));
    }
}
