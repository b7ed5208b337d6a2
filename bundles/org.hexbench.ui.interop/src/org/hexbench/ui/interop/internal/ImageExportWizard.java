package org.hexbench.ui.interop.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.interop.InteropException;
import org.hexbench.interop.image.SvgMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.ui.interop.MapPicture;

/**
 * File &gt; Export &gt; Hexbench &gt; Map Image (PNG/SVG): a picture of a scenario's map, PNG from the map renderer
 * ({@link MapPicture}) or SVG vector graphics ({@link SvgMap}).
 */
public final class ImageExportWizard extends ScenarioExportWizard {

    /** Creates the wizard. */
    public ImageExportWizard() {
        super("Export Map Image");
    }

    @Override
    List<Format> formats() {
        return List.of(new Format("PNG", "png"), new Format("SVG", "svg"));
    }

    @Override
    String description() {
        return "Write a picture of the map at 100 %: PNG as the map editor draws it, or SVG vector graphics.";
    }

    @Override
    List<String> notes(Scenario scenario) throws InteropException {
        if (scenario.getAreas() == null || scenario.getAreas().getMap() == null) {
            throw new InteropException("scenario", "the scenario has no map");
        }
        String problem = MapGeometry.problem(scenario.getAreas().getMap());
        if (problem != null) {
            throw new InteropException("scenario", problem);
        }
        return List.of();
    }

    @Override
    void write(Scenario scenario, Path target, Format format) throws IOException {
        if (format.extension().equals("svg")) {
            SvgMap.write(scenario, target);
        } else {
            MapPicture.writePng(scenario, target);
        }
    }
}
