package roundhouse.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;

/**
 * Makes the framework's installed bundles equal the profile's list. A reused cache already holds
 * them, so nothing is copied; a fresh one gets each nested jar streamed in once, its entries stored
 * rather than deflated ({@link StoredJar}).
 */
final class BundleSync {
    private static final String LOCATION_PREFIX = "roundhouse:";

    private BundleSync() {
    }

    static void sync(BundleContext context, List<String> entries) throws BundleException, IOException {
        Map<String, Bundle> installed = new HashMap<>();
        for (Bundle b : context.getBundles()) {
            // the user's plugins are UserPlugins' business
            if (b.getBundleId() != 0 && !UserPlugins.isPlugin(b.getLocation())) {
                installed.put(b.getLocation(), b);
            }
        }
        for (String entry : entries) {
            if (installed.remove(LOCATION_PREFIX + entry) == null) {
                try (InputStream in = Main.class.getResourceAsStream("/" + entry)) {
                    if (in == null) {
                        throw new IOException("bundle " + entry + " missing from the product jar");
                    }
                    context.installBundle(LOCATION_PREFIX + entry, StoredJar.of(in));
                }
            }
        }
        for (Bundle extra : installed.values()) {
            extra.uninstall();
        }
    }

    /** Whether a bundle is one of the product's own (nested in the product jar), not a user's plugin. */
    static boolean isProduct(Bundle b) {
        return b.getLocation().startsWith(LOCATION_PREFIX);
    }

    /**
     * Starts every bundle that is not a fragment (bundles of a reused cache are mostly started
     * already). A user's plugin that does not start is reported on stderr, and the start goes on
     * (the workbench's Plugins dialog and the commands report unresolved bundles); with
     * {@code quietPlugins}, one that does not resolve is passed over in silence: a headless start
     * lacks SWT, which a plugin that draws needs.
     *
     * @return the first of the product's own bundles that did not start, with why, or {@code null}
     */
    static String startAll(BundleContext context, boolean quietPlugins) {
        String productProblem = null;
        for (Bundle b : context.getBundles()) {
            // the state first: getHeaders() looks for each bundle's localization files
            if (b.getBundleId() == 0 || b.getState() == Bundle.ACTIVE
                    || b.getHeaders("").get(Constants.FRAGMENT_HOST) != null) {
                continue;
            }
            try {
                b.start();
            } catch (BundleException e) {
                if (isProduct(b)) {
                    if (productProblem == null) {
                        productProblem = "bundle " + Main.name(b) + " did not start: " + e.getMessage();
                    }
                    continue;
                }
                if (quietPlugins && e.getType() == BundleException.RESOLVE_ERROR) {
                    continue;
                }
                System.err.println("roundhouse: bundle " + Main.name(b) + " did not start: " + e.getMessage());
            }
        }
        return productProblem;
    }
}
