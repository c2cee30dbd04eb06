package roundhouse.plugins.internal;

import java.nio.file.Path;

/**
 * The user's Roundhouse directory: {@code -Droundhouse.home} (the product's launcher sets it, from
 * the same sources as here), else {@code $ROUNDHOUSE_HOME}, else {@code ~/.roundhouse}.
 */
final class UserDirectory {
    static final String PROPERTY = "roundhouse.home";

    private UserDirectory() {
    }

    static Path get() {
        String explicit = System.getProperty(PROPERTY);
        if (explicit == null || explicit.isBlank()) {
            explicit = System.getenv("ROUNDHOUSE_HOME");
        }
        if (explicit != null && !explicit.isBlank()) {
            return Path.of(explicit).toAbsolutePath();
        }
        return Path.of(System.getProperty("user.home"), ".roundhouse");
    }
}
