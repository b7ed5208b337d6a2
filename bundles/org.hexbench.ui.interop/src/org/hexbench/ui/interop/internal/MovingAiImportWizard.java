package org.hexbench.ui.interop.internal;

import java.io.IOException;
import java.nio.file.Path;
import org.hexbench.interop.Imported;
import org.hexbench.interop.movingai.MovingAiImport;

/** File &gt; Import &gt; Hexbench &gt; Moving AI Map: a scenario from a Moving AI Lab {@code .map} grid. */
public final class MovingAiImportWizard extends MapImportWizard {

    /** Creates the wizard. */
    public MovingAiImportWizard() {
        super("Import Moving AI Map");
    }

    @Override
    Imported read(Path file) throws IOException {
        return MovingAiImport.read(file);
    }

    @Override
    String[] filterExtensions() {
        return new String[] {"*.map", "*.*"};
    }

    @Override
    String description() {
        return "Create a scenario from a Moving AI grid: 8-neighbour squares; ground and swamp passable; water, trees"
                + " and out of bounds impassable.";
    }
}
