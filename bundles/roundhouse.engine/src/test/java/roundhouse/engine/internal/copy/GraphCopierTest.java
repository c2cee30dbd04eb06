package roundhouse.engine.internal.copy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Shared;
import roundhouse.engine.spi.SharedElements;

/** The graph copy behind forks: what it copies, what it shares, and what it refuses by name. */
class GraphCopierTest {
    @Shared
    static final class Table {
        final List<String> rows = new ArrayList<>(List.of("a", "b"));
    }

    static class Node {
        String name;
        int count;
        Node next;
        final List<Node> children = new ArrayList<>();
        final Map<String, Node> byName = new LinkedHashMap<>();
        Table table;
        transient Map<String, Integer> cache;
    }

    static final class Child extends Node {
        long extra;
    }

    record Pair(String label, Node node) {
    }

    static final class Holder {
        Object value;

        Holder(Object value) {
            this.value = value;
        }
    }

    @Test
    void copiesStateKeepsCyclesAndSharesWhatIsShared() {
        Node a = new Node();
        a.name = "a";
        a.count = 3;
        Child b = new Child();
        b.name = "b";
        b.extra = 7;
        b.next = a; // a cycle
        a.next = b;
        a.children.add(b);
        a.children.add(b);
        a.byName.put("b", b);
        a.table = new Table();
        a.cache = new HashMap<>(Map.of("x", 1));

        Node c = GraphCopier.copy(a);
        assertNotSame(a, c);
        assertEquals("a", c.name);
        assertEquals(3, c.count);
        Child cb = (Child) c.next;
        assertNotSame(b, cb);
        assertEquals(7, cb.extra);
        assertSame(c, cb.next);
        assertSame(cb, c.children.get(0));
        assertSame(cb, c.children.get(1));
        assertSame(cb, c.byName.get("b"));
        assertSame(a.table, c.table, "a @Shared instance is the same in the copy");
        assertEquals(null, c.cache, "a transient cache is left empty");

        c.children.clear();
        cb.name = "changed";
        assertEquals(2, a.children.size());
        assertEquals("b", b.name);
    }

    @Test
    void recordsAreRebuiltOnlyWhenTheyHoldState() {
        Pair value = new Pair("x", null);
        assertSame(value, GraphCopier.copy(new Holder(value)).value);
        Pair withState = new Pair("y", new Node());
        Pair copied = (Pair) GraphCopier.copy(new Holder(withState)).value;
        assertNotSame(withState, copied);
        assertNotSame(withState.node(), copied.node());
        assertEquals("y", copied.label());
    }

    @Test
    void hashOrderIsKeptEvenAfterTheTableGrew() {
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i < 200; i++) {
            m.put("k" + i, i);
        }
        for (int i = 0; i < 195; i++) {
            m.remove("k" + i); // the table keeps its size: the remaining keys iterate by it
        }
        Set<String> s = new HashSet<>(m.keySet());
        for (int i = 0; i < 100; i++) {
            s.add("s" + i);
        }
        s.removeIf(k -> k.startsWith("s"));
        @SuppressWarnings("unchecked")
        Map<String, Integer> cm = (Map<String, Integer>) GraphCopier.copy(new Holder(m)).value;
        @SuppressWarnings("unchecked")
        Set<String> cs = (Set<String>) GraphCopier.copy(new Holder(s)).value;
        assertEquals(List.copyOf(m.keySet()), List.copyOf(cm.keySet()));
        assertEquals(List.copyOf(s), List.copyOf(cs));
        TreeMap<String, Integer> t = new TreeMap<>(java.util.Comparator.reverseOrder());
        t.putAll(Map.of("a", 1, "b", 2));
        assertEquals(List.of("b", "a"), List.copyOf(((TreeMap<?, ?>) GraphCopier.copy(new Holder(t)).value).keySet()));
    }

    @Test
    void immutableCollectionsAndEmptyArraysAreSharedWhenTheirContentsAre() {
        List<String> values = List.of("a", "b");
        assertSame(values, GraphCopier.copy(new Holder(values)).value);
        String[] none = new String[0];
        assertSame(none, GraphCopier.copy(new Holder(none)).value);
        List<Node> nodes = List.of(new Node());
        List<?> copied = (List<?>) GraphCopier.copy(new Holder(nodes)).value;
        assertNotSame(nodes.get(0), copied.get(0));
        List<Node> withNull = java.util.stream.Stream.of(new Node(), (Node) null).toList();
        assertEquals(2, ((List<?>) GraphCopier.copy(new Holder(withNull)).value).size());
    }

    @Test
    void lambdasAreSharedUnlessTheyCapturedState() {
        Supplier<String> constant = () -> "x";
        assertSame(constant, GraphCopier.copy(new Holder(constant)).value);
        Node n = new Node();
        Supplier<String> capturing = () -> n.name;
        CopyException e = assertThrows(CopyException.class, () -> GraphCopier.copy(new Holder(capturing)));
        assertTrue(e.getMessage().contains("lambda") && e.getMessage().contains(Node.class.getName())
                && e.getMessage().contains("Holder.value"), e.getMessage());
    }

    @Test
    void refusesWhatItCannotCopyNamingIt() {
        CopyException view = assertThrows(CopyException.class,
                () -> GraphCopier.copy(new Holder(java.util.Collections.unmodifiableList(new ArrayList<>()))));
        assertTrue(view.getMessage().contains("java.util.Collections$UnmodifiableRandomAccessList"), view.getMessage());
        CopyException jdk = assertThrows(CopyException.class, () -> GraphCopier.copy(new Holder(new Random(1))));
        assertTrue(jdk.getMessage().contains("java.util.Random") && jdk.getMessage().contains("Holder.value"),
                jdk.getMessage());
        CopyException sub = assertThrows(CopyException.class, () -> GraphCopier.copy(new Holder(new Thread())));
        assertTrue(sub.getMessage().contains("java.lang.Thread"), sub.getMessage());
    }

    static final class FinalCache {
        final transient Map<String, String> cache = new HashMap<>();
    }

    static final class OwnList extends java.util.ArrayList<String> {
        private static final long serialVersionUID = 1L;
    }

    @Test
    void refusesFinalCachesAndSubclassesOfJdkCollections() {
        CopyException cache = assertThrows(CopyException.class, () -> GraphCopier.copy(new Holder(new FinalCache())));
        assertTrue(cache.getMessage().contains("FinalCache.cache"), cache.getMessage());
        CopyException list = assertThrows(CopyException.class, () -> GraphCopier.copy(new Holder(new OwnList())));
        assertTrue(list.getMessage().contains(OwnList.class.getName()) && list.getMessage().contains("java.util.ArrayList"),
                list.getMessage());
    }

    static final class PerHex {
        @SharedElements
        String[][] tokens = {{"PRR"}, {}};
        String[][] copied = {{"NYC"}};
        @SharedElements
        String[][] alias = tokens;
    }

    static final class NotAnArray {
        @SharedElements
        List<String> items = new ArrayList<>();
    }

    @Test
    void arraysOfSharedElementsAreClonedOnceAndTheirElementsShared() {
        PerHex original = new PerHex();
        PerHex copy = GraphCopier.copy(original);
        assertNotSame(original.tokens, copy.tokens);
        assertSame(original.tokens[0], copy.tokens[0]);
        assertSame(copy.tokens, copy.alias, "one array, one clone");
        assertNotSame(original.copied[0], copy.copied[0], "an unmarked array's elements are copied");
        copy.tokens[1] = new String[] {"B&O"};
        assertEquals(0, original.tokens[1].length, "replacing an element of the copy leaves the original alone");
        CopyException e = assertThrows(CopyException.class, () -> GraphCopier.copy(new Holder(new NotAnArray())));
        assertTrue(e.getMessage().contains("NotAnArray.items"), e.getMessage());
    }
}
