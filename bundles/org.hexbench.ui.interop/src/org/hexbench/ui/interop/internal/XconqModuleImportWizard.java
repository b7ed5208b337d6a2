package org.hexbench.ui.interop.internal;

import java.nio.file.Path;
import java.util.List;
import org.hexbench.xconq.importer.XconqImport;

/** File &gt; Import &gt; Hexbench &gt; Xconq Game Module: a project from a module of Xconq's Game Design Language. */
public final class XconqModuleImportWizard extends XconqImportWizard {

    /** Creates the wizard (the workbench instantiates it from plugin.xml). */
    public XconqModuleImportWizard() {
        super("Import Xconq Game Module");
    }

    @Override
    XconqImport.Result read(Path file, List<Path> library, long seed) {
        return XconqImport.read(file, file.getFileName().toString(), library, seed);
    }

    @Override
    String[] filterExtensions() {
        return new String[] {"*.g", "*.*"};
    }

    @Override
    String description() {
        return "Make a Hexbench project from an Xconq game module (.g, the Game Design Language of Xconq 7):"
                + " the modules it includes are looked up in the library folders.";
    }

    @Override
    String fileLabel() {
        return "Game module:";
    }
}
