package roundhouse.engine.spi;

import java.io.IOException;
import java.net.URL;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * A title's {@code GAME-INF} on a class path shared with other titles. In OSGi each title bundle's
 * loader sees its own {@code GAME-INF} only; a plain Java program (a library user, a Spark job, a
 * test) puts every title's jar on one class path, where {@code GAME-INF/title.json} names the first
 * jar's and every title would read it. This loader reads {@code GAME-INF/*} from the jar or folder
 * the title's class came from, and everything else as its parent does.
 */
final class GameInfScope extends ClassLoader {
    private static final String PREFIX = "GAME-INF/";
    private final URL base;

    private GameInfScope(ClassLoader parent, URL base) {
        super(parent);
        this.base = base;
    }

    /**
     * The loader to read the title's {@code GAME-INF} through: {@code loader} itself when it sees one
     * {@code GAME-INF} (a bundle's loader) or when the class's origin holds none; else one scoped to it.
     */
    static ClassLoader of(Class<?> title, ClassLoader loader) {
        if (loader == null) {
            return null;
        }
        try {
            List<URL> all = Collections.list(loader.getResources(PREFIX + "title.json"));
            if (all.size() < 2) {
                return loader;
            }
            CodeSource source = title.getProtectionDomain().getCodeSource();
            String origin = source == null || source.getLocation() == null ? null : source.getLocation().toExternalForm();
            for (URL u : all) {
                if (origin != null && origin.equals(originOf(u))) {
                    return new GameInfScope(loader, new URL(u, "./"));
                }
            }
            return loader;
        } catch (IOException | SecurityException e) {
            return loader;
        }
    }

    /** The jar or folder a {@code GAME-INF/title.json} lies in, as a code source names it. */
    private static String originOf(URL titleJson) {
        String s = titleJson.toExternalForm();
        String tail = PREFIX + "title.json";
        if (!s.endsWith(tail)) {
            return null;
        }
        s = s.substring(0, s.length() - tail.length());
        if (s.startsWith("jar:") && s.endsWith("!/")) {
            return s.substring("jar:".length(), s.length() - 2);
        }
        return s;
    }

    @Override
    public URL getResource(String name) {
        if (name.startsWith(PREFIX)) {
            URL own = own(name);
            if (own != null) {
                return own;
            }
        }
        return super.getResource(name);
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        List<URL> out = new ArrayList<>();
        URL own = name.startsWith(PREFIX) ? own(name) : null;
        if (own != null) {
            out.add(own);
        }
        for (URL u : Collections.list(super.getResources(name))) {
            if (own == null || !u.toExternalForm().equals(own.toExternalForm())) {
                out.add(u);
            }
        }
        return Collections.enumeration(out);
    }

    /** The file of this title's {@code GAME-INF}, or null when it has none of that name. */
    private URL own(String name) {
        try {
            URL u = new URL(base, name.substring(PREFIX.length()));
            try (var in = u.openStream()) {
                return u;
            }
        } catch (IOException e) {
            return null;
        }
    }
}
