package roundhouse.engine.map;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Test access to the real 1830 map data of the title bundle (read from its source tree). */
final class Maps1830 {
    static final Path TITLE = Path.of("../roundhouse.title.t1830/src/main/resources/GAME-INF");
    /** The recorded 1830 games kept in the repository (the title module's test resources). */
    static final Path FIXTURES = Path.of("../roundhouse.title.t1830/src/test/resources/fixtures/1830");
    static final Set<String> YELLOW = Set.of("yellow");
    static final Set<String> GREEN = Set.of("yellow", "green");
    static final Set<String> BROWN = Set.of("yellow", "green", "brown");
    static final RouteRules PHASE2 = new RouteRules(List.of("yellow"));
    static final RouteRules PHASE5 = new RouteRules(List.of("yellow", "green", "brown"));

    /** Home (hex, city; -1 = whole hex) of each 1830 corporation (1830 §2.2). */
    static final Map<String, Object[]> HOMES = new LinkedHashMap<>();
    static {
        HOMES.put("PRR", new Object[] {"H12", 0});
        HOMES.put("NYC", new Object[] {"E19", 0});
        HOMES.put("CPR", new Object[] {"A19", 0});
        HOMES.put("B&O", new Object[] {"I15", 0});
        HOMES.put("C&O", new Object[] {"F6", 0});
        HOMES.put("ERIE", new Object[] {"E11", -1});
        HOMES.put("NYNH", new Object[] {"G19", 0});
        HOMES.put("B&M", new Object[] {"E23", 0});
    }

    private static MapDefinition definition;

    static synchronized MapDefinition definition() {
        if (definition == null) {
            definition = MapDefinition.load("1830", read(TITLE.resolve("map.json")), read(TITLE.resolve("tiles.json")));
        }
        return definition;
    }

    /** A fresh 1830 board with every home reserved. */
    static Board board() {
        Board b = new Board(definition());
        HOMES.forEach((corp, home) -> b.reserve(corp, (String) home[0], (Integer) home[1]));
        return b;
    }

    static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private Maps1830() {
    }
}
