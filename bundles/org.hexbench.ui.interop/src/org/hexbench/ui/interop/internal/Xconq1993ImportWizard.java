package org.hexbench.ui.interop.internal;

import org.hexbench.xconq.mapfile.MapfileImport;

/**
 * File &gt; Import &gt; Hexbench &gt; Xconq 1993 Mapfile: a project from a mapfile of Xconq 5 ({@code .scn},
 * {@code .map} or {@code .per}, "Customizing Xconq", 1993).
 */
public final class Xconq1993ImportWizard extends XconqImportWizard {

    /** Creates the wizard (the workbench instantiates it from plugin.xml). */
    public Xconq1993ImportWizard() {
        super("Import Xconq 1993 Mapfile", "Mapfile:", new String[] {"*.scn;*.map;*.per", "*.*"}, "Make a Hexbench"
                + " project from an Xconq 5 mapfile (.scn, .map or .per): the period and other mapfiles it names are"
                + " looked up in the library folders.", (file, library, seed) -> MapfileImport.read(file,
                        file.getFileName().toString(), library, seed));
    }
}
