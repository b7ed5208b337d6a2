package org.hexbench.ui.tests.scenario;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.part.EditorPart;
import org.hexbench.ui.scenario.ScenarioPageFactory;

/**
 * A page contributed to the scenario editor by this test bundle's plugin.xml, through the extension point
 * {@code org.hexbench.ui.scenario.pages}: it records the editing domain it was given, so a test can check that the
 * page edits on the editor's own command stack.
 */
public final class ProbePageFactory implements ScenarioPageFactory {

    /** The domains handed to pages created so far, newest last. */
    static final List<AdapterFactoryEditingDomain> DOMAINS = new ArrayList<>();

    @Override
    public IEditorPart createPage(AdapterFactoryEditingDomain domain) {
        DOMAINS.add(domain);
        return new ProbePage(domain);
    }

    /** A page that shows how many files its domain holds. */
    private static final class ProbePage extends EditorPart {

        private final AdapterFactoryEditingDomain domain;

        ProbePage(AdapterFactoryEditingDomain domain) {
            this.domain = domain;
        }

        @Override
        public void init(IEditorSite site, IEditorInput input) {
            setSite(site);
            setInput(input);
        }

        @Override
        public void createPartControl(Composite parent) {
            Label label = new Label(parent, SWT.NONE);
            label.setText("Probe page: " + domain.getResourceSet().getResources().size() + " files loaded");
            label.setData("org.hexbench.id", "probe.label");
        }

        @Override
        public void setFocus() {
        }

        @Override
        public void doSave(IProgressMonitor monitor) {
        }

        @Override
        public void doSaveAs() {
        }

        @Override
        public boolean isDirty() {
            return false;
        }

        @Override
        public boolean isSaveAsAllowed() {
            return false;
        }
    }
}
