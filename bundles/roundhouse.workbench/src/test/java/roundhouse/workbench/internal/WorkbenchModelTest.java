package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;

class WorkbenchModelTest {
    @Test
    void titlesAppearSortedAndDisappearWithTheirService() {
        WorkbenchModel model = new WorkbenchModel();
        List<String> events = new ArrayList<>();
        model.addListener(new WorkbenchModel.Listener() {
            @Override
            public void titlesChanged() {
                events.add("titles:" + model.titles().size());
            }

            @Override
            public void viewAdded(WorkbenchModel.ViewEntry view) {
            }

            @Override
            public void viewRemoved(WorkbenchModel.ViewEntry view) {
            }
        });
        model.addTitle(new WorkbenchModel.TitleEntry(7, new TitleInfo("1841", "1841", 3, 8), () -> null));
        model.addTitle(new WorkbenchModel.TitleEntry(5, new TitleInfo("1830", "1830", 2, 6), () -> null));
        assertEquals(List.of("1830", "1841"), model.titles().stream().map(t -> t.info().id()).toList());
        model.removeTitle(7);
        model.removeTitle(99);
        assertEquals(List.of("1830"), model.titles().stream().map(t -> t.info().id()).toList());
        assertEquals(List.of("titles:1", "titles:2", "titles:1"), events);
    }

    @Test
    void titleInfoToleratesStringPlayerCounts() {
        TitleInfo info = WorkbenchModel.titleInfo(Map.of(GameTitle.ID, "1830", GameTitle.NAME, "1830",
                GameTitle.MIN_PLAYERS, "2", GameTitle.MAX_PLAYERS, 6));
        assertEquals("2-6", info.playerRange());
    }
}
