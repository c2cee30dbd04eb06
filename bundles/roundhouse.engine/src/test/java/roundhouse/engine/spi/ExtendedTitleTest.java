package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.RuleOption;

/**
 * A title that extends another: {@code titles/minivariant} extends {@code titles/mini}, replacing
 * rules.json, changing the bank in title.json, one train count by patch.json and switching the
 * parent's split sales on by default.
 */
class ExtendedTitleTest {
    private static ClassLoader dir(String... titles) {
        URL[] urls = new URL[titles.length];
        for (int i = 0; i < titles.length; i++) {
            urls[i] = ExtendedTitleTest.class.getClassLoader().getResource("titles/" + titles[i] + "/");
        }
        return new URLClassLoader(urls, null);
    }

    /** What a variant bundle does: its own loader, then the loader of the title class it extends. */
    private static EngineTitle title(ClassLoader... loaders) {
        return new EngineTitle(List.of(loaders), Set.of()) {
        };
    }

    private static final EngineTitle MINI = title(dir("mini"));
    private static final EngineTitle VARIANT = title(dir("minivariant"), dir("mini"));

    @Test
    void theVariantHasItsOwnIdAndNameAndTheParentsPlayerCounts() {
        assertEquals("mini_big", VARIANT.info().id());
        assertEquals("Mini Big: a variant of the loader test title", VARIANT.info().name());
        assertEquals(2, VARIANT.info().minPlayers());
        assertEquals(3, VARIANT.info().maxPlayers());
        assertEquals("mini_big", VARIANT.data().info().id());
    }

    @Test
    void aFileTheVariantShipsReplacesTheParents() {
        assertEquals(40, MINI.data().rules().floatPercent());
        assertEquals(60, VARIANT.data().rules().floatPercent());
    }

    @Test
    void aTitleJsonKeyReplacesTheParentsAndTheRestIsKept() {
        assertEquals(5000, MINI.data().bank());
        assertEquals(7000, VARIANT.data().bank());
        assertEquals(MINI.data().startingCash(), VARIANT.data().startingCash());
        assertEquals("%s F", VARIANT.data().format(10).replace("10", "%s"));
    }

    @Test
    void aPatchChangesOneValueAndLeavesTheOthers() {
        assertEquals(2, MINI.data().trains().get(2).count());
        assertEquals(3, VARIANT.data().trains().get(2).count());
        assertEquals(MINI.data().trains().get(0).count(), VARIANT.data().trains().get(0).count());
        assertEquals(MINI.data().companies().size(), VARIANT.data().companies().size());
        assertEquals(MINI.data().market(), VARIANT.data().market());
    }

    @Test
    void optionsOnAreTheParentsOptionsOnByDefault() {
        RuleOption parent = MINI.ruleOptions().get(0);
        RuleOption variant = VARIANT.ruleOptions().get(0);
        assertEquals("split_sales", variant.id());
        assertFalse(parent.onByDefault());
        assertTrue(variant.onByDefault());
        assertEquals(parent.importDefault(), variant.importDefault());
    }

    /**
     * A variant's optional_rules add its own options (read by its own code) to the parent's, and one
     * of the same sym replaces the parent's in place, so a variant never copies the parent's list.
     */
    @Test
    void aVariantsOptionsJoinTheParents() throws Exception {
        java.nio.file.Path tmp = java.nio.file.Files.createTempDirectory("variant");
        java.nio.file.Path gi = java.nio.file.Files.createDirectories(tmp.resolve("GAME-INF"));
        java.nio.file.Files.writeString(gi.resolve("title.json"), "{\"id\": \"v\", \"name\": \"V\", \"extends\": \"mini\","
                + " \"optional_rules\": [{\"sym\": \"short_game\", \"short_name\": \"Short game\", \"desc\": \"ends early\"},"
                + " {\"sym\": \"split_sales\", \"short_name\": \"Split sales (variant)\"}],"
                + " \"options_on\": [\"short_game\"]}");
        ClassLoader own = new URLClassLoader(new URL[] { tmp.toUri().toURL() }, null);
        EngineTitle v = new EngineTitle(List.of(own, dir("mini")), Set.of("short_game")) {
        };
        List<String> parent = MINI.ruleOptions().stream().map(RuleOption::id).toList();
        List<String> ids = v.ruleOptions().stream().map(RuleOption::id).toList();
        assertEquals(parent.size() + 1, ids.size(), "the parent's options and one more: " + ids);
        assertEquals(parent, ids.subList(0, parent.size()), "the parent's in their order");
        assertEquals("short_game", ids.get(ids.size() - 1));
        assertEquals("Split sales (variant)", v.ruleOptions().get(ids.indexOf("split_sales")).name());
        assertTrue(v.ruleOptions().get(ids.indexOf("short_game")).onByDefault());
        assertTrue(v.data().options().stream().anyMatch(o -> o.id().equals("short_game")));
        // the option must be one the variant's code reads
        EngineTitle unread = title(own, dir("mini"));
        IllegalStateException e = assertThrows(IllegalStateException.class, unread::data);
        assertTrue(e.getMessage().contains("short_game"), e.getMessage());
    }

    @Test
    void anOptionsOnThatTheParentLacksFailsNamingIt() throws Exception {
        java.nio.file.Path tmp = java.nio.file.Files.createTempDirectory("variant");
        java.nio.file.Path gi = java.nio.file.Files.createDirectories(tmp.resolve("GAME-INF"));
        java.nio.file.Files.writeString(gi.resolve("title.json"),
                "{\"id\": \"v\", \"name\": \"V\", \"extends\": \"mini\", \"options_on\": [\"turbo\"]}");
        EngineTitle v = title(new URLClassLoader(new URL[] { tmp.toUri().toURL() }, null), dir("mini"));
        IllegalStateException e = assertThrows(IllegalStateException.class, v::data);
        assertEquals("the title v cannot read its data: v title.json: $.options_on[0]: turbo is not an option of the title",
                e.getMessage());
    }

    @Test
    void onAFlatClassPathTheParentIsFoundByItsId() {
        // a variant's own tests see its GAME-INF and the parent's through one class loader
        ClassLoader both = dir("minivariant", "mini");
        EngineTitle flat = title(both, both);
        assertEquals("mini_big", flat.info().id());
        assertEquals(7000, flat.data().bank());
        assertEquals(3, flat.data().trains().get(2).count());
        assertEquals(60, flat.data().rules().floatPercent());
    }

    @Test
    void anUnknownParentFailsNamingIt() {
        // the title is made (its component starts), says why it cannot be offered, and fails on use
        EngineTitle orphan = title(dir("badparent"), dir("mini"));
        String why = "title.json: $.extends: orphan extends 1899, but the title 1899 is not there: install the plugin"
                + " of 1899 and make the title class of orphan extend the title class of 1899";
        assertEquals(why, orphan.loadProblem());
        IllegalStateException e = assertThrows(IllegalStateException.class, orphan::info);
        assertEquals(why, e.getMessage());
    }

    @Test
    void aPatchOfAPathTheParentLacksFailsWithFileAndPath() throws Exception {
        java.nio.file.Path tmp = java.nio.file.Files.createTempDirectory("variant");
        java.nio.file.Path gi = java.nio.file.Files.createDirectories(tmp.resolve("GAME-INF"));
        java.nio.file.Files.writeString(gi.resolve("title.json"),
                "{\"id\": \"v\", \"name\": \"V\", \"extends\": \"mini\"}");
        java.nio.file.Files.writeString(gi.resolve("patch.json"), "{\"trains.json\": {\"$[9].num\": 1}}");
        EngineTitle v = title(new URLClassLoader(new URL[] { tmp.toUri().toURL() }, null), dir("mini"));
        IllegalStateException e = assertThrows(IllegalStateException.class, v::data);
        assertEquals("the title v cannot read its data: v patch.json: $.trains.json \"$[9].num\": trains.json has no $[9]",
                e.getMessage());
    }
}
