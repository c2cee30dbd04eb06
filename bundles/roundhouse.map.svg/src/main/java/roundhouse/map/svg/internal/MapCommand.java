package roundhouse.map.svg.internal;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameTitle;
import roundhouse.api.command.Command;
import roundhouse.api.map.MapRenderer;

/**
 * {@code map FILE [--action N] --out OUT.svg|OUT.png}: the map of a recorded game at its end or
 * just after its first N effective actions. Uses whichever codec, titles and best-ranked renderer
 * are installed, and names what is missing.
 */
@Component(service = Command.class, property = { Command.NAME + "=map",
        Command.SUMMARY + "=map FILE [--action N] [--scale S] [--coords] --out OUT.svg|OUT.png draws a recorded game's map" })
public class MapCommand implements Command {
    private final Map<String, GameTitle> titles = new ConcurrentHashMap<>();
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

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addTitle(GameTitle title, Map<String, Object> props) {
        titles.put(String.valueOf(props.getOrDefault(GameTitle.ID, title.info().id())), title);
    }

    void removeTitle(GameTitle title, Map<String, Object> props) {
        titles.remove(String.valueOf(props.getOrDefault(GameTitle.ID, title.info().id())), title);
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        return new MapExport(() -> codec, titles::get, () -> renderer).run(args, out, err);
    }
}
