package roundhouse.title.t1854.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.engine.spi.EngineTitle;

/**
 * 1854 Austria (rulebook: German, 3-6 players): mountain railways and local railways are auctioned
 * with an operating round after every auction round that leaves some unsold ("Die Auktionsrunde"),
 * the locals run plus trains on their own board and split their revenue, the majors are priced per
 * 10 % on a hex market and split their shares once past the red line ("Aktiensplit"). The data is
 * under {@code GAME-INF/}; the rulebook's choices where it is silent are in the bundle's README.
 *
 * <p>Locals, their mergers and the Lokalbahn AGs: {@link TwoBoardsReach}, {@link MergerWindows}, {@link AgHome},
 * {@link AustrianTrack}, {@link AustrianToken}.
 *
 * <p>Registered as an {@link EngineTitle} service; tests construct it directly. The rules are
 * {@link roundhouse.title.t1854.T1854Rules}, which variants extend.
 */
@Component(service = EngineTitle.class)
public class T1854Title extends roundhouse.title.t1854.T1854Rules {
    public T1854Title() {
        super();
    }
}
