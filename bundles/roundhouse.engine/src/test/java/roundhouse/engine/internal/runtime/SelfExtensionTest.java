package roundhouse.engine.internal.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** A variant given the id of the title it extends is refused in one line, before its component starts. */
class SelfExtensionTest {
    @Test
    void aTitleThatExtendsItsOwnIdIsNamed() {
        assertEquals("its title is not offered: GAME-INF/title.json gives it the id 1830 of the title it extends; a variant"
                + " needs an id of its own (e.g. 1830-myvariant)",
                TitleRegistrar.selfExtension("{\"id\": \"1830\", \"extends\": \"1830\", \"max_players\": 7}"));
    }

    @Test
    void otherTitlesPass() {
        assertNull(TitleRegistrar.selfExtension("{\"id\": \"1830-pm\", \"extends\": \"1830\"}"));
        assertNull(TitleRegistrar.selfExtension("{\"id\": \"1830\", \"name\": \"1830\"}"));
        assertNull(TitleRegistrar.selfExtension("not json {"), "a file the title's own loading reports");
        assertNull(TitleRegistrar.selfExtension("[1, 2]"));
    }
}
