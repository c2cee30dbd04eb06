package roundhouse.map.svg.internal;

import java.io.PrintStream;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameTitle;
import roundhouse.api.TitleRegistry;
import roundhouse.api.command.Command;
import roundhouse.api.command.DeclaredCommand;
import roundhouse.api.map.MapRenderer;

/**
 * {@code map FILE [--action N] --out OUT.svg|OUT.png}: the map of a recorded game at its end or
 * just after its first N effective actions. Uses whichever codec, titles and best-ranked renderer
 * are installed, and names what is missing.
 */
@Component(service = Command.class, property = { Command.NAME + "=map",
        Command.SUMMARY + "=map FILE [--action N] [--scale S] [--coords] --out OUT.svg|OUT.png draws a recorded game's map" })
public class MapCommand implements DeclaredCommand<MapExport.Options> {
    private volatile TitleRegistry titles;
    private volatile GameRecordCodec codec;
    private volatile MapRenderer renderer;

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void setCodec(GameRecordCodec c) {
        codec = c;
    }

    void unsetCodec(GameRecordCodec c) {
        if (codec == c) {
            codec = null;
        }
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void setRenderer(MapRenderer r) {
        renderer = r;
    }

    void unsetRenderer(MapRenderer r) {
        if (renderer == r) {
            renderer = null;
        }
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void setTitles(TitleRegistry r) {
        titles = r;
    }

    void unsetTitles(TitleRegistry r) {
        if (titles == r) {
            titles = null;
        }
    }

    @Override
    public MapExport.Options declaration() {
        return new MapExport.Options();
    }

    @Override
    public int run(MapExport.Options options, PrintStream out, PrintStream err) {
        return new MapExport(() -> codec, this::title, () -> renderer).run(options, out, err);
    }

    /** The installed title with this id (started now), or null: then the export names the missing title. */
    private GameTitle title(String id) {
        TitleRegistry r = titles;
        return r == null ? null : r.title(id).orElse(null);
    }
}
