package org.hexbench.ui.interop.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.interop.InteropException;
import org.hexbench.interop.tiled.TiledExport;
import org.hexbench.scenario.Scenario;

/** File &gt; Export &gt; Hexbench &gt; Tiled Map: a scenario's map as {@code .tmx} or {@code .tmj}. */
public final class TiledExportWizard extends ScenarioExportWizard {

    /** Creates the wizard. */
    public TiledExportWizard() {
        super("Export Tiled Map");
    }

    @Override
    List<Format> formats() {
        return List.of(new Format("TMX (XML)", "tmx"), new Format("JSON", "tmj"));
    }

    @Override
    String description() {
        return "Write the map as a Tiled map: terrain as tile layers, units, owned sites and home sites as objects.";
    }

    @Override
    List<String> notes(Scenario scenario) throws InteropException {
        List<String> notes = new ArrayList<>();
        TiledExport.toTiled(scenario, notes);
        return notes;
    }

    @Override
    void write(Scenario scenario, Path target, Format format) throws IOException {
        TiledExport.write(scenario, target);
    }
}
