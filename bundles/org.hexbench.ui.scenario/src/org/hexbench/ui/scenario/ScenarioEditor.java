package org.hexbench.ui.scenario;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.domain.IEditingDomainProvider;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;
import org.eclipse.emf.edit.provider.resource.ResourceItemProviderAdapterFactory;
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
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.dialogs.SaveAsDialog;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.editor.IFormPage;
import org.eclipse.ui.ide.IGotoMarker;
import org.eclipse.ui.part.FileEditorInput;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.eclipse.ui.views.properties.IPropertySheetPage;
import org.eclipse.ui.views.properties.PropertySheetPage;
import org.hexbench.scenario.edit.ScenarioLabelledAdapterFactory;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.ui.scenario.internal.ContributedPages;
import org.hexbench.ui.scenario.internal.EditorSelection;
import org.hexbench.ui.scenario.internal.ElementLines;
import org.hexbench.ui.scenario.internal.ElementPage;
import org.hexbench.ui.scenario.internal.LoadErrorPage;
import org.hexbench.ui.scenario.internal.MarkedElement;
import org.hexbench.ui.scenario.internal.MasterPage;
import org.hexbench.ui.scenario.internal.ModelPage;
import org.hexbench.ui.scenario.internal.ProblemMarkers;
import org.hexbench.ui.scenario.internal.ScenarioEditorContributor;
import org.hexbench.ui.scenario.internal.ScenarioLoad;
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
 * <p>Every change is an EMF command on one {@link AdapterFactoryEditingDomain} with a {@link BasicCommandStack}:
 * Edit &gt; Undo/Redo, the dirty marker and Save follow the command stack. Save writes every changed file of the
 * scenario (section files included) through {@code ScenarioResource}'s atomic save and then validates; so does the
 * Validate command. Findings become {@link ScenarioMarkers#PROBLEM} markers; opening one selects its element
 * ({@link IGotoMarker}). A file that cannot be loaded (not XML, truncated, a dangling reference) opens as an error
 * page naming file and line, and is never saved over.
 */
public class ScenarioEditor extends FormEditor implements IEditingDomainProvider, IGotoMarker {

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

    private final ComposedAdapterFactory adapterFactory;
    private final AdapterFactoryEditingDomain domain;
    private final ModelLabelProvider labels;
    private final ElementLines lines = new ElementLines();
    private final CommandStackListener commandStackListener = event -> onCommandStackChanged();
    private List<ScenarioProblem> loadProblems = List.of();
    private Resource resource;
    private EditorSelection selection;
    private ModelPage modelPage;
    private ScenarioOutline outline;
    private PropertySheetPage propertySheet;
    private ISelection currentSelection = StructuredSelection.EMPTY;

    /** Creates the editor with its adapter factory (resources, scenario item providers) and editing domain. */
    public ScenarioEditor() {
        adapterFactory = new ComposedAdapterFactory(new org.eclipse.emf.common.notify.AdapterFactory[] {
                new ResourceItemProviderAdapterFactory(), new ScenarioLabelledAdapterFactory(),
                new ReflectiveItemProviderAdapterFactory() });
        BasicCommandStack commandStack = new BasicCommandStack();
        domain = new AdapterFactoryEditingDomain(adapterFactory, commandStack, new HashMap<Resource, Boolean>());
        ScenarioResources.register(domain.getResourceSet());
        labels = new ModelLabelProvider(adapterFactory);
    }

    /**
     * Loads the file of the editor input into the editing domain; a file that does not load keeps the editor on
     * its error page.
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
        load(fileInput.getFile());
        domain.getCommandStack().addCommandStackListener(commandStackListener);
    }

    private void load(IFile file) {
        ScenarioLoad load = ScenarioLoad.of(domain.getResourceSet(), file);
        loadProblems = load.problems();
        resource = load.resource();
        if (loadProblems.isEmpty()) {
            lines.loaded(domain.getResourceSet());
            ProblemMarkers.validate(domain.getResourceSet(), resource, lines);
        } else {
            ProblemMarkers.loadProblems(file, loadProblems);
        }
    }

    /** Adds the section pages, contributed pages and the Model page, or only the error page of a broken file. */
    @Override
    protected void addPages() {
        try {
            if (!loadProblems.isEmpty()) {
                addPage(new LoadErrorPage(this, loadProblems));
                return;
            }
            addPage(new MasterPage(this));
            for (SectionPage.Kind kind : SectionPage.Kind.values()) {
                addPage(new SectionPage(this, kind));
            }
            for (ContributedPages.Page page : ContributedPages.all()) {
                IEditorPart part = page.create(domain);
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
        return domain;
    }

    /** @return the composed item provider adapter factory of this editor */
    public ComposedAdapterFactory adapterFactory() {
        return adapterFactory;
    }

    /** @return labels and icons of model elements, owned by this editor */
    public ModelLabelProvider labels() {
        return labels;
    }

    /** @return the root of the edited file (a scenario or a section), or {@code null} if the file did not load */
    public EObject root() {
        return resource == null || resource.getContents().isEmpty() ? null : resource.getContents().get(0);
    }

    /** @return the problems that kept the file from loading; empty if it loaded */
    public List<ScenarioProblem> loadProblems() {
        return loadProblems;
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
        EObject element = MarkedElement.find(domain.getResourceSet(), marker);
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
        EObject element = MarkedElement.find(domain.getResourceSet(), elementUri);
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
        if (resource == null || !loadProblems.isEmpty()) {
            return loadProblems.size();
        }
        return ProblemMarkers.validate(domain.getResourceSet(), resource, lines);
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
        Collection<?> affected = domain.getCommandStack().getMostRecentCommand() == null ? List.of()
                : domain.getCommandStack().getMostRecentCommand().getAffectedObjects();
        if (!affected.isEmpty()) {
            display.asyncExec(() -> {
                if (getContainer() != null && !getContainer().isDisposed()
                        && getActivePageInstance() instanceof ElementPage page) {
                    List<?> shown = affected.stream().filter(page::contains).toList();
                    if (!shown.isEmpty()) {
                        page.showSelection(new StructuredSelection(shown));
                    }
                }
            });
        }
    }

    /** @return whether the command stack has changes since the last save */
    @Override
    public boolean isDirty() {
        return loadProblems.isEmpty() && ((BasicCommandStack) domain.getCommandStack()).isSaveNeeded();
    }

    /**
     * Saves every changed file of the scenario, then validates. A failed save reports the reason and keeps the
     * editor dirty; a file that did not load is never saved.
     *
     * @param monitor progress
     */
    @Override
    public void doSave(IProgressMonitor monitor) {
        if (!loadProblems.isEmpty() || resource == null) {
            return;
        }
        List<Resource> saved = new ArrayList<>();
        try {
            for (Resource r : List.copyOf(domain.getResourceSet().getResources())) {
                if (r == resource || (r.isLoaded() && r.isModified() && !domain.isReadOnly(r))) {
                    r.save(null);
                    r.setModified(false);
                    saved.add(r);
                }
            }
        } catch (IOException | RuntimeException e) {
            ErrorDialog.openError(getSite().getShell(), "Save failed",
                    "The scenario could not be saved; the files on disk are unchanged and the editor keeps your changes.",
                    new Status(IStatus.ERROR, "org.hexbench.ui.scenario", String.valueOf(e.getMessage())));
            return;
        }
        ((BasicCommandStack) domain.getCommandStack()).saveIsDone();
        lines.saved(saved);
        firePropertyChange(PROP_DIRTY);
        ProblemMarkers.validate(domain.getResourceSet(), resource, lines);
    }

    /** @return whether the file loaded (Save As needs a scenario to write) */
    @Override
    public boolean isSaveAsAllowed() {
        return loadProblems.isEmpty();
    }

    /** Saves the scenario file under a new name chosen in the workspace, and continues editing that file. */
    @Override
    public void doSaveAs() {
        SaveAsDialog dialog = new SaveAsDialog(getSite().getShell());
        dialog.setOriginalFile(((IFileEditorInput) getEditorInput()).getFile());
        if (dialog.open() != SaveAsDialog.OK || dialog.getResult() == null) {
            return;
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot().getFile(dialog.getResult());
        URI old = resource.getURI();
        resource.setURI(URI.createPlatformResourceURI(file.getFullPath().toString(), true));
        resource.setModified(true);
        doSave(null);
        if (isDirty()) {
            resource.setURI(old);
            return;
        }
        setInputWithNotify(new FileEditorInput(file));
        setPartName(file.getName());
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
        if (type == IContentOutlinePage.class && resource != null && loadProblems.isEmpty()) {
            if (outline == null || outline.getControl() == null || outline.getControl().isDisposed()) {
                outline = new ScenarioOutline(this);
            }
            return type.cast(outline);
        }
        if (type == IGotoMarker.class) {
            return type.cast(this);
        }
        if (type == EditingDomain.class || type == AdapterFactoryEditingDomain.class) {
            return type.cast(domain);
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
            propertySheet.setPropertySourceProvider(new ModelPropertySourceProvider(adapterFactory, labels));
        }
        return propertySheet;
    }

    /** @return the Model page's id, for {@link #setActivePage(String)} */
    public String modelPageId() {
        return modelPage == null ? null : modelPage.getId();
    }

    /** Disposes the label images, the item providers and the pages. */
    @Override
    public void dispose() {
        domain.getCommandStack().removeCommandStackListener(commandStackListener);
        super.dispose();
        labels.dispose();
        adapterFactory.dispose();
    }

    /** @return the active form page, or {@code null} when a contributed editor page is active */
    public IFormPage activeFormPage() {
        return getActivePageInstance();
    }
}
