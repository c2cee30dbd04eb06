package roundhouse.engine.spi;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The engine's test titles, the directories under {@code src/test/resources/titles/}: each holds a
 * {@code GAME-INF} as a title bundle does, and is read through a class loader of its own, as a bundle's
 * is, so that one title's files never hide another's.
 */
public final class TestTitles {
    private TestTitles() {
    }

    /** The class loader of {@code titles/DIR/} alone. */
    public static ClassLoader loader(String dir) {
        URL root = TestTitles.class.getClassLoader().getResource("titles/" + dir + "/");
        if (root == null) {
            throw new IllegalArgumentException("no test title titles/" + dir + "/ in the test resources");
        }
        return new URLClassLoader(new URL[] {root}, null);
    }

    /**
     * A title read from {@code dirs}, the first the title and each next one the title it extends (a
     * variant bundle's loader, then its parent's), with none of its options switched on by the title.
     */
    public static EngineTitle title(String... dirs) {
        List<ClassLoader> loaders = new ArrayList<>();
        for (String dir : dirs) {
            loaders.add(loader(dir));
        }
        return new EngineTitle(loaders, Set.of()) {
        };
    }
}
