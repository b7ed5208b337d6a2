package org.hexbench.ui.scenario;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.domain.IEditingDomainProvider;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.ISaveablesSource;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.Saveable;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.dialogs.SaveAsDialog;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.editor.IFormPage;
import org.eclipse.ui.ide.IGotoMarker;
import org.eclipse.ui.part.FileEditorInput;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.eclipse.ui.views.properties.IPropertySheetPage;
import org.eclipse.ui.views.properties.PropertySheetPage;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.ui.scenario.internal.ContributedPages;
import org.hexbench.ui.scenario.internal.EditorSelection;
import org.hexbench.ui.scenario.internal.ElementPage;
import org.hexbench.ui.scenario.internal.LoadErrorPage;
import org.hexbench.ui.scenario.internal.MarkedElement;
import org.hexbench.ui.scenario.internal.MasterPage;
import org.hexbench.ui.scenario.internal.ModelPage;
import org.hexbench.ui.scenario.internal.ScenarioEditorContributor;
import org.hexbench.ui.scenario.internal.ScenarioOutline;
import org.hexbench.ui.scenario.internal.SectionPage;
import org.hexbench.ui.scenario.viewers.ModelLabelProvider;
import org.hexbench.ui.scenario.viewers.ModelPropertySourceProvider;

/**
 * The scenario editor (after Hexkit Editor, Hexkit User's Guide §3.2 Scenario Sections, §3.3 Map Geometry): a
 * multi-page form editor over a {@code .hexscenario}
 * file and the section files it includes. Pages: Master, Variables, Entities, Factions, Images and Areas (each a list
 * of the section's elements with buttons to add, remove and reorder them, and a form of the selected element's
 * properties), pages contributed through {@value #PAGES_EXTENSION_POINT} (e.g. the map), and the Model page, a tree
 * of everything loaded. The Outline shows the same tree; the Properties view edits the selected element.
 *
 * <p>The editor edits the file's {@link OpenScenario}, shared with every other editor open on the same file (e.g.
 * Open With &gt; Map Editor): every change is an EMF command on its {@link AdapterFactoryEditingDomain}, so
 * Edit &gt; Undo/Redo, the dirty marker and Save are the same in all of them. Save writes every changed file of the
 * scenario (section files included) through {@code ScenarioResource}'s atomic save and then validates; so does the
 * Validate command, and so does every edit, shortly after it ({@link OpenScenario#VALIDATION_DELAY}). Findings
 * become {@link ScenarioMarkers#PROBLEM} markers, and show beside the fields of the form they are about; opening a
 * marker selects its element ({@link IGotoMarker}). A file that cannot be loaded (not XML, truncated, a dangling reference) opens as an error
 * page naming file and line, and is never saved over. When the files change on disk the editor shows the reloaded
 * scenario on the same page with the same elements selected (see {@link OpenScenario} for when it asks first).
 */
public class ScenarioEditor extends FormEditor implements IEditingDomainProvider, IGotoMarker, ISaveablesSource {

    /** The editor id, as registered in plugin.xml; the default editor of {@code *.hexscenario}. */
    public static final String ID = "org.hexbench.ui.scenario.editor";

    /** The extension point through which other bundles contribute pages ({@link ScenarioPageFactory}). */
    public static final String PAGES_EXTENSION_POINT = "org.hexbench.ui.scenario.pages";

    /** The title of the Model page (the tree of the whole model). */
    public static final String MODEL_PAGE = "Model";

    /**
     * The menu-service location of the tool bar in the form pages' headings, where other bundles contribute commands
     * on the open scenario through {@code org.eclipse.ui.menus} (the Play perspective adds Play Scenario there).
     */
    public static final String HEADING_TOOLBAR = "toolbar:org.hexbench.ui.scenario.heading";

    private OpenScenario scenario;
    private ModelLabelProvider labels;
    private final CommandStackListener commandStackListener = event -> onCommandStackChanged();
    private final OpenScenario.Listener scenarioListener = new ScenarioFollower();
    private EditorSelection selection;
    private ModelPage modelPage;
    private ScenarioOutline outline;
    private PropertySheetPage propertySheet;
    private ISelection currentSelection = StructuredSelection.EMPTY;

    /** Creates the editor; {@link #init} opens its file's {@link OpenScenario}. */
    public ScenarioEditor() {
        // the model and its editing domain come from the open scenario of the input
    }

    /**
     * Opens the scenario of the editor input: loads the file, or shares it with the editors that have it open
     * already; a file that does not load keeps the editor on its error page.
     *
     * @param site the editor site
     * @param input a file editor input
     * @throws PartInitException if the input is not a workspace file
     */
    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof IFileEditorInput fileInput)) {
            throw new PartInitException("The scenario editor opens workspace files only, not " + input.getName());
        }
        super.init(site, input);
        selection = new EditorSelection(this);
        site.setSelectionProvider(selection);
        setPartName(fileInput.getFile().getName());
        scenario = OpenScenario.acquire(fileInput.getFile());
        labels = new ModelLabelProvider(scenario.adapterFactory());
        scenario.addListener(scenarioListener);
        scenario.domain().getCommandStack().addCommandStackListener(commandStackListener);
    }

    /** @return the open scenario this editor edits, shared with the other editors of its file */
    public OpenScenario scenario() {
        return scenario;
    }

    /** Adds the section pages, contributed pages and the Model page, or only the error page of a broken file. */
    @Override
    protected void addPages() {
        try {
            if (!scenario.loadProblems().isEmpty()) {
                addPage(new LoadErrorPage(this, scenario.loadProblems()));
                return;
            }
            addPage(new MasterPage(this));
            for (SectionPage.Kind kind : SectionPage.Kind.values()) {
                addPage(new SectionPage(this, kind));
            }
            for (ContributedPages.Page page : ContributedPages.all()) {
                IEditorPart part = page.create(scenario.domain());
                if (part != null) {
                    int index = addPage(part, getEditorInput());
                    setPageText(index, page.title());
                }
            }
            modelPage = new ModelPage(this);
            addPage(modelPage);
        } catch (PartInitException e) {
            ErrorDialog.openError(getSite().getShell(), "Scenario editor", "A page of the scenario editor failed to open",
                    e.getStatus());
        }
    }

    /** Fires the new page's selection, so the Properties view follows the page. */
    @Override
    protected void pageChange(int newPageIndex) {
        super.pageChange(newPageIndex);
        if (getActivePageInstance() instanceof ElementPage page) {
            page.showSelection(currentSelection);
            setSelection(page.selection());
        }
    }

    // ---------------------------------------------------------------- model access for pages

    /** @return the editing domain: all edits are commands on its command stack */
    @Override
    public AdapterFactoryEditingDomain getEditingDomain() {
        return scenario.domain();
    }

    /** @return the composed item provider adapter factory of the scenario, shared with its other editors */
    public ComposedAdapterFactory adapterFactory() {
        return scenario.adapterFactory();
    }

    /** @return labels and icons of model elements, owned by this editor */
    public ModelLabelProvider labels() {
        return labels;
    }

    /** @return the root of the edited file (a scenario or a section), or {@code null} if the file did not load */
    public EObject root() {
        return scenario.root();
    }

    /** @return the problems that kept the file from loading; empty if it loaded */
    public List<ScenarioProblem> loadProblems() {
        return scenario.loadProblems();
    }

    /**
     * Sets the selection of the editor, as the pages report it: the Properties view and the Outline follow.
     *
     * @param newSelection the selection of the active page
     */
    public void setSelection(ISelection newSelection) {
        currentSelection = newSelection == null ? StructuredSelection.EMPTY : newSelection;
        if (selection != null) {
            SelectionChangedEvent event = new SelectionChangedEvent(selection, currentSelection);
            selection.fireSelectionChanged(event);
            selection.firePostSelectionChanged(event);
        }
    }

    /** @return the selection of the active page */
    public ISelection getSelection() {
        return currentSelection;
    }

    /**
     * Shows model elements: selected in the active page if it holds them, else on the Model page.
     *
     * @param elements the elements to select
     */
    public void showElements(Collection<?> elements) {
        if (elements.isEmpty() || modelPage == null) {
            return;
        }
        IStructuredSelection wanted = new StructuredSelection(new ArrayList<>(elements));
        if (getActivePageInstance() instanceof ElementPage page && page.contains(elements.iterator().next())) {
            page.showSelection(wanted);
            return;
        }
        currentSelection = wanted;
        setActivePage(modelPage.getId());
        modelPage.showSelection(wanted);
    }

    // ---------------------------------------------------------------- markers

    /**
     * Selects the element a marker is about (its {@link ScenarioMarkers#URI_ATTRIBUTE}) on the Model page.
     *
     * @param marker a problem marker, or any marker with the URI attribute
     */
    @Override
    public void gotoMarker(IMarker marker) {
        EObject element = MarkedElement.find(getEditingDomain().getResourceSet(), marker);
        if (element != null) {
            showElements(List.of(element));
        }
    }

    /**
     * Selects an element given by its URI, e.g. for "go to definition" from another editor that loaded the scenario
     * in its own resource set: the file part may be a {@code platform:/resource} or a {@code file:} URI of the edited
     * file or one of its section files; the fragment is the element's id or path.
     *
     * @param elementUri the element's URI
     * @return whether the element was found and selected
     */
    public boolean showElement(String elementUri) {
        EObject element = MarkedElement.find(getEditingDomain().getResourceSet(), elementUri);
        if (element != null) {
            showElements(List.of(element));
        }
        return element != null;
    }

    /**
     * Validates the scenario as it is in memory and replaces its problem markers.
     *
     * @return the number of problems found
     */
    public int validate() {
        return scenario.validate();
    }

    // ---------------------------------------------------------------- dirty state, save

    private void onCommandStackChanged() {
        Display display = getSite().getShell().getDisplay();
        display.asyncExec(() -> {
            if (getContainer() == null || getContainer().isDisposed()) {
                return;
            }
            firePropertyChange(PROP_DIRTY);
            if (propertySheet != null && propertySheet.getControl() != null && !propertySheet.getControl().isDisposed()) {
                propertySheet.refresh();
            }
        });
        Collection<?> affected = getEditingDomain().getCommandStack().getMostRecentCommand() == null ? List.of()
                : getEditingDomain().getCommandStack().getMostRecentCommand().getAffectedObjects();
        if (!affected.isEmpty()) {
            display.asyncExec(() -> {
                if (getContainer() != null && !getContainer().isDisposed()
                        && getActivePageInstance() instanceof ElementPage page && !withinSelection(affected)) {
                    List<?> shown = affected.stream().filter(page::contains).toList();
                    if (!shown.isEmpty()) {
                        page.showSelection(new StructuredSelection(shown));
                    }
                }
            });
        }
    }

    /**
     * Tells whether a command changed only the selected elements or what they contain (a field of the form, a
     * variable value of the selected unit class): then the selection stays, and the form the author types in stays.
     */
    private boolean withinSelection(Collection<?> affected) {
        if (!(currentSelection instanceof IStructuredSelection selected) || selected.isEmpty()) {
            return false;
        }
        for (Object o : affected) {
            if (!(o instanceof EObject element) || selected.toList().stream()
                    .noneMatch(s -> s instanceof EObject e && org.eclipse.emf.ecore.util.EcoreUtil.isAncestor(e, element))) {
                return false;
            }
        }
        return true;
    }

    /** @return whether the scenario has changes since the last save, in this editor or another one on its file */
    @Override
    public boolean isDirty() {
        return scenario != null && scenario.isDirty();
    }

    /**
     * Saves every changed file of the scenario, then validates; every editor of the scenario becomes clean. A failed
     * save reports the reason and keeps the editors dirty; a file that did not load is never saved.
     *
     * @param monitor progress
     */
    @Override
    public void doSave(IProgressMonitor monitor) {
        try {
            scenario.save();
        } catch (IOException e) {
            saveFailed(e);
        }
    }

    private void saveFailed(IOException e) {
        ErrorDialog.openError(getSite().getShell(), "Save failed",
                "The scenario could not be saved; the files on disk are unchanged and the editor keeps your changes.",
                new Status(IStatus.ERROR, "org.hexbench.ui.scenario", String.valueOf(e.getMessage())));
    }

    /** @return whether the file loaded (Save As needs a scenario to write) */
    @Override
    public boolean isSaveAsAllowed() {
        return scenario != null && scenario.loadProblems().isEmpty();
    }

    /**
     * Saves the scenario file under a new name chosen in the workspace. The scenario moves to that file: this
     * editor and every other editor open on the scenario (e.g. the map editor) go on editing the new file, with its
     * name in their titles; the old file stays as it was last saved.
     */
    @Override
    public void doSaveAs() {
        SaveAsDialog dialog = new SaveAsDialog(getSite().getShell());
        dialog.setOriginalFile(scenario.file());
        if (dialog.open() != SaveAsDialog.OK || dialog.getResult() == null) {
            return;
        }
        try {
            scenario.saveAs(ResourcesPlugin.getWorkspace().getRoot().getFile(dialog.getResult()));
        } catch (IOException e) {
            saveFailed(e);
        }
    }

    /** @return the scenario as the workbench's unit of unsaved work, shared with the other editors of its file */
    @Override
    public Saveable[] getSaveables() {
        return scenario == null ? new Saveable[0] : new Saveable[] {scenario.saveable()};
    }

    /** @return the same as {@link #getSaveables()}: every page edits the one scenario */
    @Override
    public Saveable[] getActiveSaveables() {
        return getSaveables();
    }

    /** Takes focus, and checks whether the scenario's files were changed by another program meanwhile. */
    @Override
    public void setFocus() {
        super.setFocus();
        Display display = getSite().getShell().getDisplay();
        display.asyncExec(() -> {
            if (scenario != null && getContainer() != null && !getContainer().isDisposed()) {
                scenario.checkFiles();
            }
        });
    }

    /** Follows the open scenario: saves by other editors, reloads from disk, Save As. */
    private final class ScenarioFollower implements OpenScenario.Listener {
        private int activePage = -1;
        private List<EObject> selected = List.of();

        @Override
        public void dirtyChanged() {
            firePropertyChange(PROP_DIRTY);
        }

        @Override
        public void reloading() {
            activePage = getActivePage();
            selected = currentSelection instanceof IStructuredSelection s ? s.toList().stream()
                    .filter(EObject.class::isInstance).map(EObject.class::cast).toList() : List.of();
            if (getContainer() == null || getContainer().isDisposed()) {
                return;
            }
            if (getPageCount() > 0) {
                setActivePage(0); // removing the active page would show each page before it
            }
            for (int i = getPageCount() - 1; i >= 0; i--) {
                removePage(i);
            }
            modelPage = null;
        }

        @Override
        public void reloaded() {
            currentSelection = new StructuredSelection(selected.stream().map(scenario::current)
                    .filter(Objects::nonNull).toList());
            if (getContainer() == null || getContainer().isDisposed()) {
                return;
            }
            addPages();
            if (getPageCount() > 0) {
                setActivePage(Math.max(0, Math.min(activePage, getPageCount() - 1)));
            }
            if (outline != null && outline.getControl() != null && !outline.getControl().isDisposed()) {
                outline.show(root() == null ? null : root().eResource());
            }
            setSelection(currentSelection);
        }

        @Override
        public void moved(IFile file) {
            setInputWithNotify(new FileEditorInput(file));
            setPartName(file.getName());
        }
    }

    // ---------------------------------------------------------------- adapters: properties, outline, markers

    /**
     * Adapts to the Properties view page, the Outline page, {@link IGotoMarker} and the editing domain.
     *
     * @param type the wanted type
     * @return the adapter, or the inherited one
     */
    @Override
    public <T> T getAdapter(Class<T> type) {
        if (type == IPropertySheetPage.class) {
            return type.cast(propertySheet());
        }
        if (type == IContentOutlinePage.class && root() != null) {
            if (outline == null || outline.getControl() == null || outline.getControl().isDisposed()) {
                outline = new ScenarioOutline(this);
            }
            return type.cast(outline);
        }
        if (type == IGotoMarker.class) {
            return type.cast(this);
        }
        if ((type == EditingDomain.class || type == AdapterFactoryEditingDomain.class) && scenario != null) {
            return type.cast(scenario.domain());
        }
        return super.getAdapter(type);
    }

    private PropertySheetPage propertySheet() {
        if (propertySheet == null || propertySheet.getControl() == null || propertySheet.getControl().isDisposed()) {
            propertySheet = new PropertySheetPage() {
                @Override
                public void setActionBars(IActionBars actionBars) {
                    super.setActionBars(actionBars);
                    if (getEditorSite().getActionBarContributor() instanceof ScenarioEditorContributor contributor) {
                        actionBars.setGlobalActionHandler(ActionFactory.UNDO.getId(), contributor.undoAction());
                        actionBars.setGlobalActionHandler(ActionFactory.REDO.getId(), contributor.redoAction());
                    }
                }
            };
            propertySheet.setPropertySourceProvider(new ModelPropertySourceProvider(adapterFactory(), labels));
        }
        return propertySheet;
    }

    /** @return the Model page's id, for {@link #setActivePage(String)} */
    public String modelPageId() {
        return modelPage == null ? null : modelPage.getId();
    }

    /**
     * Disposes the pages and the label images, and releases the open scenario (the last editor of a scenario unloads
     * it).
     */
    @Override
    public void dispose() {
        if (scenario != null) {
            scenario.domain().getCommandStack().removeCommandStackListener(commandStackListener);
            scenario.removeListener(scenarioListener);
        }
        super.dispose();
        if (labels != null) {
            labels.dispose();
        }
        if (scenario != null) {
            scenario.release();
        }
    }

    /** @return the active form page, or {@code null} when a contributed editor page is active */
    public IFormPage activeFormPage() {
        return getActivePageInstance();
    }
}
