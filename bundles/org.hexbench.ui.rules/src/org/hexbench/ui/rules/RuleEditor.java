package org.hexbench.ui.rules;

import java.util.Iterator;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.TextViewer;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModelListener;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.IVerticalRuler;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.editors.text.TextEditor;
import org.eclipse.ui.texteditor.ITextEditorActionConstants;
import org.eclipse.ui.texteditor.ITextEditorActionDefinitionIds;
import org.eclipse.ui.texteditor.MarkerAnnotation;
import org.eclipse.ui.texteditor.MarkerUtilities;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.hexbench.ui.rules.internal.CheckListener;
import org.hexbench.ui.rules.internal.OpenRuleFile;
import org.hexbench.ui.rules.internal.RuleEditorParts;
import org.hexbench.ui.rules.internal.RuleFileWatch;
import org.hexbench.ui.rules.internal.RuleOutlinePage;
import org.hexbench.ui.rules.internal.RuleProblemMarkers;
import org.hexbench.ui.rules.internal.RuleSource;
import org.hexbench.ui.rules.internal.RuleSourceViewer;

/**
 * The editor of rule files ({@code .hbrules}): a JFace text editor that calls the rule
 * language's IDE services in-process (Xtext's Eclipse UI is not on Maven Central). Syntax and semantic colouring,
 * problems as you type (checked on a background thread), content assist (Ctrl+Space, auto-activated after
 * {@code .}), hovers, quick fixes (Ctrl+1), the Outline, go to declaration (F3, Ctrl+click; scenario elements open in
 * the scenario editor), format (Ctrl+Shift+F) and rename of local names (Alt+Shift+R). Problem markers of saved
 * files come from {@code RuleFileWatch}; while the file is open its markers are hidden behind the live problems.
 */
public class RuleEditor extends TextEditor {

    /** The editor's id. */
    public static final String ID = "org.hexbench.ui.rules.editor";
    /** The key binding context of the editor. */
    public static final String CONTEXT = "org.hexbench.ui.rules.editorScope";
    /** The command opening the declaration of the name at the cursor (F3). */
    public static final String OPEN_DECLARATION = "org.hexbench.ui.rules.openDeclaration";
    /** The command formatting the file (Ctrl+Shift+F). */
    public static final String FORMAT = "org.hexbench.ui.rules.format";
    /** The command renaming a rule-local name (Alt+Shift+R). */
    public static final String RENAME = "org.hexbench.ui.rules.rename";

    private RuleEditorParts parts;
    private IAnnotationModelListener markerHiding;

    /** Creates the editor; the workbench does this from the editor extension. */
    public RuleEditor() {
    }

    @Override
    protected void initializeEditor() {
        super.initializeEditor();
        parts = new RuleEditorParts(new Host());
        setSourceViewerConfiguration(parts.configuration());
    }

    @Override
    protected void initializeKeyBindingScopes() {
        setKeyBindingScopes(new String[] { CONTEXT });
    }

    @Override
    protected void doSetInput(IEditorInput input) throws org.eclipse.core.runtime.CoreException {
        super.doSetInput(input);
        parts.inputChanged(uri(input), getDocumentProvider().getDocument(input));
    }

    private static URI uri(IEditorInput input) {
        if (input instanceof IFileEditorInput fileInput) {
            return org.hexbench.ui.rules.internal.RuleLanguage.uri(fileInput.getFile());
        }
        if (input instanceof IURIEditorInput uriInput) {
            return URI.createURI(uriInput.getURI().toString());
        }
        return URI.createURI("memory:/" + input.getName());
    }

    /** Creates the viewer as the decorated text editor does, as a {@link RuleSourceViewer} (hovers close on changes). */
    @Override
    protected ISourceViewer createSourceViewer(Composite parent, IVerticalRuler ruler, int styles) {
        getAnnotationAccess();
        RuleSourceViewer viewer = new RuleSourceViewer(parent, ruler, getOverviewRuler(), isOverviewRulerVisible(), styles);
        getSourceViewerDecorationSupport(viewer);
        return viewer;
    }

    @Override
    public void createPartControl(Composite parent) {
        super.createPartControl(parent);
        ((RuleSourceViewer) getSourceViewer()).closeHoversWhenInactive(getSite(), this);
        parts.viewerCreated((TextViewer) getSourceViewer());
        IAnnotationModel model = annotationModel();
        if (model != null) {
            markerHiding = RuleEditor::hideMarkerProblems;
            model.addAnnotationModelListener(markerHiding);
            hideMarkerProblems(model);
        }
        RuleFileWatch.install();
    }

    /** Saved files' markers stand behind the live problems of the open text, which replace them while it is open. */
    private static void hideMarkerProblems(IAnnotationModel model) {
        for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
            if (it.next() instanceof MarkerAnnotation annotation && !annotation.isMarkedDeleted()) {
                IMarker marker = annotation.getMarker();
                if (marker.exists() && MarkerUtilities.isMarkerType(marker, RuleProblemMarkers.TYPE)) {
                    annotation.markDeleted(true);
                }
            }
        }
    }

    private IAnnotationModel annotationModel() {
        return getDocumentProvider() == null ? null : getDocumentProvider().getAnnotationModel(getEditorInput());
    }

    @Override
    protected void createActions() {
        super.createActions();
        addAction("ContentAssistProposal", "Content Assist", ITextEditorActionDefinitionIds.CONTENT_ASSIST_PROPOSALS,
                () -> getSourceViewer().getTextOperationTarget().doOperation(ISourceViewer.CONTENTASSIST_PROPOSALS));
        if (getAction(ITextEditorActionConstants.QUICK_ASSIST) == null) {
            addAction(ITextEditorActionConstants.QUICK_ASSIST, "Quick Fix", ITextEditorActionDefinitionIds.QUICK_ASSIST,
                    () -> getSourceViewer().getTextOperationTarget().doOperation(ISourceViewer.QUICK_ASSIST));
        }
        addAction(OPEN_DECLARATION, "Open Declaration", OPEN_DECLARATION, () -> status(parts.openDeclaration(cursor())));
        addAction(FORMAT, "Format", FORMAT, this::format);
        addAction(RENAME, "Rename Local Name...", RENAME,
                () -> status(parts.rename(getSite().getShell(), cursor())));
    }

    private void addAction(String id, String label, String definitionId, Runnable run) {
        IAction action = new Action(label) {
            @Override
            public void run() {
                run.run();
            }
        };
        action.setActionDefinitionId(definitionId);
        setAction(id, action);
    }

    @Override
    protected void editorContextMenuAboutToShow(IMenuManager menu) {
        super.editorContextMenuAboutToShow(menu);
        for (String id : List.of(OPEN_DECLARATION, FORMAT, RENAME)) {
            addAction(menu, ITextEditorActionConstants.GROUP_EDIT, id);
        }
    }

    private int cursor() {
        return getSourceViewer().getSelectedRange().x;
    }

    private void status(String error) {
        getEditorSite().getActionBars().getStatusLineManager().setErrorMessage(error);
    }

    /** Formats in the background; the result replaces the text only if it did not change meanwhile. */
    private void format() {
        IDocument document = getDocumentProvider().getDocument(getEditorInput());
        String text = document.get();
        Display display = getSite().getShell().getDisplay();
        Job.create("Formatting " + getTitle(), (IProgressMonitor monitor) -> {
            String problem = parts.format(text, formatted -> display.asyncExec(() -> {
                if (!document.get().equals(text)) {
                    status("The text changed while formatting; format again");
                    return;
                }
                parts.replaceChanged(document, text, formatted);
                status(null);
            }));
            if (problem != null) {
                display.asyncExec(() -> status(problem));
            }
            return Status.OK_STATUS;
        }).schedule();
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IContentOutlinePage.class) {
            return adapter.cast(parts.outline());
        }
        return super.getAdapter(adapter);
    }

    /** @return the Outline page of this editor (created on first use) */
    public RuleOutlinePage outline() {
        return parts.outline();
    }

    /** @return the source viewer, for the editor's parts and tests */
    public ISourceViewer viewer() {
        return getSourceViewer();
    }

    /**
     * @param listener told after each background check of the text, on the UI thread
     */
    public void addCheckListener(CheckListener listener) {
        parts.addCheckListener(listener);
    }

    @Override
    public void dispose() {
        IAnnotationModel model = annotationModel();
        if (model != null && markerHiding != null) {
            model.removeAnnotationModelListener(markerHiding);
        }
        parts.dispose();
        super.dispose();
    }

    /** The editor as its parts see it. */
    private final class Host implements OpenRuleFile {

        @Override
        public RuleSource source() {
            return parts.source();
        }

        @Override
        public IDocument document() {
            return getDocumentProvider() == null ? null : getDocumentProvider().getDocument(getEditorInput());
        }

        @Override
        public IAnnotationModel annotations() {
            return annotationModel();
        }

        @Override
        public ISourceViewer viewer() {
            return getSourceViewer();
        }

        @Override
        public IFile file() {
            return getEditorInput() instanceof IFileEditorInput input ? input.getFile() : null;
        }

        @Override
        public IWorkbenchPage page() {
            return getSite().getPage();
        }

        @Override
        public boolean showsOutline() {
            return parts.hasOutline();
        }

        @Override
        public void checked(org.hexbench.ui.rules.internal.CheckResult result) {
            parts.checked(result);
        }

        @Override
        public void reveal(int offset, int length) {
            selectAndReveal(offset, length);
        }

        @Override
        public void recheck() {
            parts.recheck();
        }

        @Override
        public void dependencyChanged() {
            parts.dependencyChanged();
        }
    }
}
