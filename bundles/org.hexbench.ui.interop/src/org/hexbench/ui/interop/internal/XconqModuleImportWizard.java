package org.hexbench.ui.interop.internal;

import org.hexbench.xconq.importer.XconqImport;

/** File &gt; Import &gt; Hexbench &gt; Xconq Game Module: a project from a module of Xconq's Game Design Language. */
public final class XconqModuleImportWizard extends XconqImportWizard {

    /** Creates the wizard (the workbench instantiates it from plugin.xml). */
    public XconqModuleImportWizard() {
        super("Import Xconq Game Module", "Game module:", new String[] {"*.g", "*.*"}, "Make a Hexbench project from"
                + " an Xconq game module (.g, the Game Design Language of Xconq 7): the modules it includes are looked"
                + " up in the library folders.", (file, library, seed) -> XconqImport.read(file,
                        file.getFileName().toString(), library, seed));
    }
}
