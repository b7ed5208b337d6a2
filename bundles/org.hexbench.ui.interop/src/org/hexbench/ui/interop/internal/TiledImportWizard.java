package org.hexbench.ui.interop.internal;

import java.io.IOException;
import java.nio.file.Path;
import org.hexbench.interop.Imported;
import org.hexbench.interop.tiled.TiledImport;

/** File &gt; Import &gt; Hexbench &gt; Tiled Map: a scenario from a {@code .tmx} or {@code .tmj} file. */
public final class TiledImportWizard extends MapImportWizard {

    /** Creates the wizard. */
    public TiledImportWizard() {
        super("Import Tiled Map");
    }

    @Override
    Imported read(Path file) throws IOException {
        return TiledImport.read(file);
    }

    @Override
    String[] filterExtensions() {
        return new String[] {"*.tmx;*.tmj;*.json", "*.*"};
    }

    @Override
    String description() {
        return "Create a scenario from a Tiled map: tile classes become terrain, objects with a 'faction' property"
                + " units, owned sites ('site') and home sites ('home').";
    }
}
