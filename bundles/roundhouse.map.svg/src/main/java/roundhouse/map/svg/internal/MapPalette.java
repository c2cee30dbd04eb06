package roundhouse.map.svg.internal;

import java.util.Locale;
import java.util.Map;

import roundhouse.api.map.MapStyle;

/** Colours of a rendered map: hex and phase colours as printed 18xx maps use them, company colours from the style. */
final class MapPalette {
    private static final Map<String, String> HEX = Map.of(
            "white", "#eae0c8",
            "yellow", "#fde900",
            "green", "#71bf44",
            "brown", "#cb7745",
            "gray", "#bcbdc0",
            "red", "#ec232a",
            "blue", "#35a7ff");
    private static final String[] ROUTES = {"#e6194b", "#0082c8", "#f58231", "#911eb4", "#3cb44b", "#008080",
        "#aa6e28", "#000080"};

    private final MapStyle style;

    MapPalette(MapStyle style) {
        this.style = style;
    }

    /** An amount as the title writes it (terrain costs). */
    String money(int amount) {
        return style.money(amount);
    }

    boolean showCoordinates() {
        return style.showCoordinates();
    }

    String hexFill(String color) {
        return HEX.getOrDefault(color == null ? "" : color.toLowerCase(Locale.ROOT), "#dddddd");
    }

    /** Background of an offboard value for a phase colour. */
    String phaseFill(String phase) {
        String c = HEX.get(phase == null ? "" : phase.toLowerCase(Locale.ROOT));
        return c == null ? "#ffffff" : c;
    }

    String routeColor(int i) {
        return ROUTES[i % ROUTES.length];
    }

    /**
     * A company's token colour: the style's if given and well formed, otherwise a colour derived
     * from the id alone, so the same company always looks the same.
     */
    String companyColor(String company) {
        String c = style.companyColors().get(company);
        if (c != null && c.matches("#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3}")) {
            return c;
        }
        int h = 0;
        for (int i = 0; i < company.length(); i++) {
            h = h * 31 + company.charAt(i);
        }
        float hue = Math.floorMod(h * 0x9E3779B9, 360) / 360f;
        int rgb = java.awt.Color.HSBtoRGB(hue, 0.65f, 0.75f) & 0xffffff;
        return String.format(Locale.ROOT, "#%06x", rgb);
    }

    /** Black or white, whichever reads better on {@code fill} ({@code #rrggbb} or {@code #rgb}). */
    static String textOn(String fill) {
        int[] rgb = parse(fill);
        double lum = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2];
        return lum > 140 ? "#000" : "#fff";
    }

    private static int[] parse(String c) {
        try {
            if (c.length() == 4) {
                return new int[] {Integer.parseInt(c.substring(1, 2), 16) * 17, Integer.parseInt(c.substring(2, 3), 16) * 17,
                    Integer.parseInt(c.substring(3, 4), 16) * 17};
            }
            return new int[] {Integer.parseInt(c.substring(1, 3), 16), Integer.parseInt(c.substring(3, 5), 16),
                Integer.parseInt(c.substring(5, 7), 16)};
        } catch (RuntimeException e) {
            return new int[] {255, 255, 255};
        }
    }
}
