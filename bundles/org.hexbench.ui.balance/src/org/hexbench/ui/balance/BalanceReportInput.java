package org.hexbench.ui.balance;

import java.nio.file.Path;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IPersistableElement;

/**
 * What a {@link BalanceReportEditor} shows: the balance reports of one scenario file. Two inputs of the same file are
 * equal, so the workbench shows one report editor per scenario.
 *
 * @param scenarioFile the scenario file, absolute and normalized
 */
public record BalanceReportInput(Path scenarioFile) implements IEditorInput {

    /**
     * Normalizes the path.
     *
     * @param scenarioFile the scenario file
     */
    public BalanceReportInput {
        scenarioFile = scenarioFile.toAbsolutePath().normalize();
    }

    @Override
    public boolean exists() {
        return false;
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return ImageDescriptor.getMissingImageDescriptor();
    }

    @Override
    public String getName() {
        return "Balance: " + scenarioFile.getFileName();
    }

    @Override
    public IPersistableElement getPersistable() {
        return null;
    }

    @Override
    public String getToolTipText() {
        return "Balance report of " + scenarioFile;
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return null;
    }
}
