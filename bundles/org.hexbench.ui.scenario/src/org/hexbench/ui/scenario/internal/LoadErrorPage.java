package org.hexbench.ui.scenario.internal;

import java.util.List;
import java.util.stream.Collectors;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.forms.editor.FormPage;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.ide.IDE;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.ui.scenario.ScenarioEditor;

/**
 * The only page of a scenario editor whose file did not load (not XML, truncated, a dangling reference, a broken
 * included file): what is wrong, with file and line, as {@code hexbench validate} prints it, and a button to open the
 * file in the text editor. The scenario editor never writes such a file.
 */
public final class LoadErrorPage extends FormPage {

    private final ScenarioEditor editor;
    private final List<ScenarioProblem> problems;

    /**
     * Creates the page.
     *
     * @param editor the scenario editor
     * @param problems the load problems
     */
    public LoadErrorPage(ScenarioEditor editor, List<ScenarioProblem> problems) {
        super(editor, "org.hexbench.ui.scenario.page.error", "Error");
        this.editor = editor;
        this.problems = problems;
    }

    @Override
    protected void createFormContent(IManagedForm form) {
        FormToolkit toolkit = form.getToolkit();
        toolkit.decorateFormHeading(form.getForm().getForm());
        IFile file = ((IFileEditorInput) editor.getEditorInput()).getFile();
        form.getForm().setText("Cannot open " + file.getName());
        form.getForm().setMessage(problems.size() == 1 ? "1 problem" : problems.size() + " problems",
                IMessageProvider.ERROR);
        Composite body = form.getForm().getBody();
        body.setLayout(new GridLayout(1, false));
        toolkit.createLabel(body, "The scenario file " + file.getFullPath() + " could not be loaded. The editor shows "
                + "no pages and will not write to the file. Fix it in a text editor: when the fixed file is saved, the "
                + "editor loads it again.", SWT.WRAP)
                .setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Text text = toolkit.createText(body, problems.stream().map(ProblemMarkers::describe)
                .collect(Collectors.joining("\n")), SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        text.setData(ElementForm.ID_KEY, "load.problems");
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.heightHint = 160;
        text.setLayoutData(data);
        Button open = toolkit.createButton(body, "Open in Text Editor", SWT.PUSH);
        open.setData(ElementForm.ID_KEY, "load.openText");
        open.addListener(SWT.Selection, e -> {
            try {
                IDE.openEditor(editor.getSite().getPage(), file, "org.eclipse.ui.DefaultTextEditor");
            } catch (PartInitException ex) {
                form.getForm().setMessage("The text editor cannot open the file: " + ex.getMessage(),
                        IMessageProvider.ERROR);
            }
        });
    }

    /** @return the problems shown */
    public List<ScenarioProblem> problems() {
        return problems;
    }

    /** @return the file that did not load */
    public IFile file() {
        return ((IFileEditorInput) editor.getEditorInput()).getFile();
    }

    /** @return the input name, for messages */
    @Override
    public String toString() {
        return "load error page of " + file().getFullPath();
    }
}
