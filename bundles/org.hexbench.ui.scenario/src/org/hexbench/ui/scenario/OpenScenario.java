package org.hexbench.ui.scenario;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;
import org.eclipse.emf.edit.provider.resource.ResourceItemProviderAdapterFactory;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.ResourceLocator;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.Saveable;
import org.hexbench.scenario.edit.ScenarioLabelledAdapterFactory;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.ui.scenario.internal.ElementLines;
import org.hexbench.ui.scenario.internal.FileLocations;
import org.hexbench.ui.scenario.internal.ProblemMarkers;
import org.hexbench.ui.scenario.internal.ScenarioCommandStack;
import org.hexbench.ui.scenario.internal.ScenarioFiles;
import org.hexbench.ui.scenario.internal.ScenarioLoad;

/**
 * A scenario open in the workbench: the one copy of a {@code .hexscenario} file (with its section files and map
 * files) that every editor open on that file edits. The scenario editor and the standalone map editor both
 * {@linkplain #acquire(IFile) acquire} it by file and {@linkplain #release() release} it when they close; the first
 * acquire loads the file, the last release unloads it. So all editors on one file share one
 * {@link AdapterFactoryEditingDomain}: the same model objects (an edit in one shows in the others), one command stack
 * (undo in one undoes the other's edit), one dirty state and one {@link #save()}, which writes the changed files once
 * and makes every editor clean. Without it each editor loaded its own copy, and saving in one silently overwrote what
 * another had saved.
 *
 * <p>It also watches its files on disk. A change made outside the editors (another program, a version control
 * checkout, the workspace's Replace With) is noticed through the workspace's resource changes and whenever one of
 * its editors is activated ({@link #checkFiles()}); the editors' own saves are not changes, because the files are
 * compared by content with what the editors last read or wrote. When the scenario has no unsaved changes it is
 * reloaded in place: the editors stay open and show the new content where the author was (same page, same selected
 * elements, same zoom). When it has, the author is asked whether to reload and lose the changes or keep this version,
 * which then overwrites the files at the next save.
 *
 * <p>Section files (Hexkit User's Guide §3.2.2 Sharing Subsections) belong to every scenario that includes them, and
 * a section file can be opened by itself; those are different open scenarios, and a save in one is a change on disk
 * for the others, handled as above.
 *
 * <p>Every command on the editing domain, from any of its editors, validates the scenario again
 * {@value #VALIDATION_DELAY} ms after the last one: the problem markers follow the edits without a manual Validate,
 * and {@link Listener#validated()} lets forms show the {@link #findings()} beside their fields. All methods must be called on the UI thread.
 */
public final class OpenScenario {

    /** The title of the question asked when a file of a scenario with unsaved changes changed on disk. */
    public static final String CHANGED_ON_DISK = "File Changed";

    /** The answer that reloads the files and drops the unsaved changes. */
    public static final String RELOAD = "Reload";

    /** The answer that keeps the editors' version; the next save writes it over the files. */
    public static final String KEEP = "Keep My Version";

    /** What the editors of an open scenario are told, besides the command stack's changes. */
    public interface Listener {

        /**
         * The dirty state changed without a command: after a save (by any editor of the scenario) or when the
         * author kept this version of a file that changed on disk. Editors fire {@code PROP_DIRTY}.
         */
        default void dirtyChanged() {
        }

        /**
         * The files are about to be reloaded: the model objects the editors hold are unloaded next, so editors let go
         * of them (dispose what shows them).
         */
        default void reloading() {
        }

        /**
         * The files were reloaded into the same editing domain (its command stack is empty): editors show the new
         * {@link OpenScenario#root()}, or its {@link OpenScenario#loadProblems()}.
         */
        default void reloaded() {
        }

        /**
         * Save As gave the scenario a new file: editors take it as their input and title.
         *
         * @param file the new scenario file
         */
        default void moved(IFile file) {
        }

        /**
         * The scenario was validated (after an edit, a save, a reload or Validate) and its problem markers replaced:
         * forms show the new {@link OpenScenario#findings()} beside their fields.
         */
        default void validated() {
        }
    }

    /**
     * One finding of validation about one element, as its problem marker says it.
     *
     * @param element the element at fault
     * @param severity the diagnostic's severity ({@code Diagnostic.ERROR}, {@code Diagnostic.WARNING}, ...)
     * @param message the message, beginning with the element's description
     */
    public record Finding(EObject element, int severity, String message) {
    }

    /**
     * How long after the last command validation waits before it runs, in milliseconds: edits in quick succession
     * (typing Enter in several fields, a brush stroke on the map) are validated once.
     */
    public static final int VALIDATION_DELAY = 300;

    private static final Map<IFile, OpenScenario> OPEN = new HashMap<>();
    private static final IResourceChangeListener WATCH = OpenScenario::resourcesChanged;

    private IFile file;
    private final ComposedAdapterFactory adapterFactory;
    private final ScenarioCommandStack commandStack = new ScenarioCommandStack();
    private final AdapterFactoryEditingDomain domain;
    private final ElementLines lines = new ElementLines();
    private final ScenarioFiles files = new ScenarioFiles();
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private final Saveable saveable = new ScenarioSaveable();
    private Resource resource;
    private List<ScenarioProblem> loadProblems = List.of();
    private int editors;
    private boolean checking;
    private List<Finding> findings = List.of();
    private final Runnable validation = () -> {
        if (editors > 0) {
            validate();
        }
    };

    private OpenScenario(IFile file) {
        this.file = file;
        adapterFactory = new ComposedAdapterFactory(new AdapterFactory[] {new ResourceItemProviderAdapterFactory(),
            new ScenarioLabelledAdapterFactory(), new ReflectiveItemProviderAdapterFactory()});
        domain = new AdapterFactoryEditingDomain(adapterFactory, commandStack, new HashMap<Resource, Boolean>());
        ScenarioResources.register(domain.getResourceSet());
        domain.getResourceSet().setURIConverter(new FileLocations());
        commandStack.addCommandStackListener(event -> validateSoon());
    }

    /**
     * Validates {@link #VALIDATION_DELAY} ms after the last change, on the display thread: every command on the
     * editing domain (from any of its editors, undo and redo included) restarts the wait.
     */
    private void validateSoon() {
        Display display = PlatformUI.isWorkbenchRunning() ? PlatformUI.getWorkbench().getDisplay() : null;
        if (display == null || display.isDisposed()) {
            return;
        }
        if (Display.getCurrent() == display) {
            display.timerExec(VALIDATION_DELAY, validation);
        } else {
            display.asyncExec(() -> display.timerExec(VALIDATION_DELAY, validation));
        }
    }

    // ---------------------------------------------------------------- the registry

    /**
     * Returns the open scenario of a file, loading it if no editor has it open yet. Every call must be matched by
     * one {@link #release()}, normally when the editor is disposed.
     *
     * @param file a {@code .hexscenario} file in the workspace (a scenario or a section file)
     * @return the open scenario; a file that did not load gives one with {@link #loadProblems()}
     */
    public static OpenScenario acquire(IFile file) {
        OpenScenario open = OPEN.get(file);
        if (open == null) {
            open = new OpenScenario(file);
            open.load();
            if (OPEN.isEmpty()) {
                ResourcesPlugin.getWorkspace().addResourceChangeListener(WATCH, IResourceChangeEvent.POST_CHANGE);
            }
            OPEN.put(file, open);
        }
        open.editors++;
        return open;
    }

    /**
     * Returns the open scenario whose editing domain this is, e.g. for a page that was given only the domain.
     *
     * @param domain an editing domain
     * @return the open scenario, or {@code null} if the domain is no open scenario's
     */
    public static OpenScenario of(EditingDomain domain) {
        return OPEN.values().stream().filter(o -> o.domain == domain).findFirst().orElse(null);
    }

    /**
     * Tells that one editor no longer uses the scenario. After the last release the files are unloaded, the command
     * stack is dropped and the item providers are disposed; unsaved changes are lost (the workbench asked about them
     * when the last editor closed).
     */
    public void release() {
        if (editors <= 0) {
            return;
        }
        if (--editors > 0) {
            return;
        }
        OPEN.remove(file, this);
        if (OPEN.isEmpty()) {
            ResourcesPlugin.getWorkspace().removeResourceChangeListener(WATCH);
        }
        listeners.clear();
        commandStack.flush();
        unload();
        adapterFactory.dispose();
    }

    // ---------------------------------------------------------------- the model

    /** @return the scenario's file (a scenario or a section file); after Save As the new one */
    public IFile file() {
        return file;
    }

    /** @return the editing domain every editor of the scenario edits through */
    public AdapterFactoryEditingDomain domain() {
        return domain;
    }

    /** @return the item providers of the scenario's elements (labels, icons, properties, children) */
    public ComposedAdapterFactory adapterFactory() {
        return adapterFactory;
    }

    /** @return the resource of {@link #file()}, or {@code null} if it did not load */
    public Resource resource() {
        return resource;
    }

    /** @return the root of the file: a scenario or a section; {@code null} if the file did not load */
    public EObject root() {
        return resource == null || resource.getContents().isEmpty() ? null : resource.getContents().get(0);
    }

    /** @return the problems that kept the file from loading (with file and line); empty if it loaded */
    public List<ScenarioProblem> loadProblems() {
        return loadProblems;
    }

    /** @return whether the scenario has changes that are not saved (commands since the last save, or a kept version) */
    public boolean isDirty() {
        return loadProblems.isEmpty() && commandStack.isSaveNeeded();
    }

    /** @return the workbench's view of the scenario's unsaved state, shared by all its editors */
    public Saveable saveable() {
        return saveable;
    }

    /**
     * Listens to saves, reloads and moves of the scenario.
     *
     * @param listener the listener
     */
    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    /**
     * Stops listening.
     *
     * @param listener the listener
     */
    public void removeListener(Listener listener) {
        listeners.remove(listener);
    }

    private void load() {
        ScenarioLoad load = ScenarioLoad.of(domain.getResourceSet(), file);
        loadProblems = load.problems();
        resource = load.resource();
        if (loadProblems.isEmpty()) {
            lines.loaded(domain.getResourceSet());
            validated(ProblemMarkers.validate(domain.getResourceSet(), resource, lines));
        } else {
            ProblemMarkers.loadProblems(file, loadProblems);
        }
        files.remember(filesOfScenario(), domain.getResourceSet());
    }

    private void unload() {
        findings = List.of();
        for (Resource r : List.copyOf(domain.getResourceSet().getResources())) {
            r.unload();
        }
        domain.getResourceSet().getResources().clear();
        resource = null;
    }

    /** The files that belong to the scenario even when they did not load: its own and those its problems name. */
    private Set<IFile> filesOfScenario() {
        Set<IFile> scenarioFiles = new LinkedHashSet<>();
        scenarioFiles.add(file);
        for (ScenarioProblem problem : loadProblems) {
            IResource named = ResourcesPlugin.getWorkspace().getRoot().findMember(problem.file());
            if (named instanceof IFile f) {
                scenarioFiles.add(f);
            }
        }
        return scenarioFiles;
    }

    /**
     * Validates the scenario as it is in memory and replaces its problem markers.
     *
     * @return the number of problems found (the load problems of a file that did not load)
     */
    public int validate() {
        if (resource == null || !loadProblems.isEmpty()) {
            return loadProblems.size();
        }
        validated(ProblemMarkers.validate(domain.getResourceSet(), resource, lines));
        return findings.size();
    }

    private void validated(List<Finding> newFindings) {
        findings = List.copyOf(newFindings);
        listeners.forEach(Listener::validated);
    }

    /**
     * Returns what the last validation found (the same as the problem markers), e.g. for forms that show an
     * element's problems beside its fields.
     *
     * @return the findings; empty before the first validation and for a file that did not load
     */
    public List<Finding> findings() {
        return findings;
    }

    // ---------------------------------------------------------------- save

    /**
     * Saves every changed file of the scenario (the scenario file always, section files that changed), each
     * written completely beside the old one and renamed into place with the old file's permissions, then validates;
     * every editor of the scenario becomes clean. A file that did not load is never written.
     *
     * @throws IOException if a file cannot be written; the files saved before it stay saved, the scenario stays
     *             dirty, nothing in memory is lost
     */
    public void save() throws IOException {
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
        } catch (RuntimeException e) {
            throw new IOException(e.getMessage() == null ? e.toString() : e.getMessage(), e);
        } finally {
            // written behind the workspace's back (see FileLocations): let it see the new files and map files,
            // and remember them first, so that the resource change that follows is known as our own
            files.remember(filesOfScenario(), domain.getResourceSet());
            refresh(saved);
        }
        commandStack.saveIsDone();
        lines.saved(saved);
        listeners.forEach(Listener::dirtyChanged);
        validated(ProblemMarkers.validate(domain.getResourceSet(), resource, lines));
    }

    private static void refresh(List<Resource> saved) {
        Set<IContainer> folders = new LinkedHashSet<>();
        for (Resource r : saved) {
            IFile f = ProblemMarkers.fileOf(r.getURI());
            if (f != null) {
                folders.add(f.getParent());
            }
        }
        for (IContainer folder : folders) {
            try {
                folder.refreshLocal(IResource.DEPTH_ONE, null);
            } catch (CoreException e) {
                ILog.of(OpenScenario.class).log(e.getStatus());
            }
        }
    }

    /**
     * Saves the scenario under a new file and makes that file the scenario's: every editor of the scenario follows
     * it to the new file (its input and title change) and goes on editing it; the old file stays as it was on disk.
     * Section files are not copied; the changed ones are saved where they are.
     *
     * @param target the new scenario file
     * @throws IOException if the file cannot be written (the scenario then stays on its old file), if another
     *             editor has the target open (the two would overwrite each other), or if the scenario did not load
     */
    public void saveAs(IFile target) throws IOException {
        if (!loadProblems.isEmpty() || resource == null) {
            throw new IOException(file.getFullPath() + " did not load; there is nothing to save under another name.");
        }
        if (target.equals(file)) {
            save();
            return;
        }
        if (OPEN.containsKey(target)) {
            throw new IOException(target.getFullPath() + " is open in another editor; close it first, or choose "
                    + "another name.");
        }
        URI old = resource.getURI();
        resource.setURI(URI.createPlatformResourceURI(target.getFullPath().toString(), true));
        resource.setModified(true);
        IFile oldFile = file;
        file = target;
        try {
            save();
        } catch (IOException | RuntimeException e) {
            resource.setURI(old);
            file = oldFile;
            throw e;
        }
        OPEN.remove(oldFile, this);
        OPEN.put(target, this);
        listeners.forEach(l -> l.moved(target));
    }

    // ---------------------------------------------------------------- changes on disk

    private static void resourcesChanged(IResourceChangeEvent event) {
        if (event.getDelta() == null) {
            return;
        }
        Set<IPath> changed = new LinkedHashSet<>();
        try {
            event.getDelta().accept(delta -> {
                if (delta.getResource().getType() == IResource.FILE && (delta.getKind() != IResourceDelta.CHANGED
                        || (delta.getFlags() & (IResourceDelta.CONTENT | IResourceDelta.REPLACED)) != 0)) {
                    changed.add(delta.getFullPath());
                }
                return true;
            });
        } catch (CoreException e) {
            ILog.of(OpenScenario.class).log(e.getStatus());
            return;
        }
        Display display = PlatformUI.isWorkbenchRunning() ? PlatformUI.getWorkbench().getDisplay() : null;
        if (!changed.isEmpty() && display != null && !display.isDisposed()) {
            display.asyncExec(() -> {
                for (OpenScenario open : List.copyOf(OPEN.values())) {
                    if (open.editors > 0 && changed.stream().anyMatch(open.files::concerns)) {
                        open.checkFiles();
                    }
                }
            });
        }
    }

    /**
     * Compares the scenario's files on disk with what the editors last read or wrote. If one changed, a scenario
     * without unsaved changes is reloaded in place; a scenario with unsaved changes asks the author whether to
     * reload and lose them, or keep this version (which then overwrites the files at the next save). Called on
     * workspace changes and when an editor of the scenario is activated (which catches programs that changed the
     * file without the workspace being refreshed).
     */
    public void checkFiles() {
        if (checking || editors <= 0) {
            return;
        }
        List<IFile> changed = files.changed(filesOfScenario(), domain.getResourceSet());
        if (changed.isEmpty()) {
            return;
        }
        checking = true;
        try {
            syncWorkspace(changed);
            if (!isDirty() || askToReload(changed)) {
                // the last editor may have closed while the question was open
                if (editors > 0) {
                    reload();
                }
            } else {
                files.remember(filesOfScenario(), domain.getResourceSet());
                commandStack.keepDirtyUntilSaved();
                listeners.forEach(Listener::dirtyChanged);
            }
        } finally {
            checking = false;
        }
    }

    private static void syncWorkspace(List<IFile> changed) {
        for (IContainer folder : changed.stream().map(IFile::getParent).collect(Collectors.toCollection(LinkedHashSet::new))) {
            if (!folder.isSynchronized(IResource.DEPTH_ONE)) {
                try {
                    folder.refreshLocal(IResource.DEPTH_ONE, null);
                } catch (CoreException e) {
                    ILog.of(OpenScenario.class).log(e.getStatus());
                }
            }
        }
    }

    private boolean askToReload(List<IFile> changed) {
        Shell shell = Display.getCurrent().getActiveShell();
        if (shell == null && PlatformUI.getWorkbench().getActiveWorkbenchWindow() != null) {
            shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        }
        String names = changed.stream().map(f -> f.getFullPath().toString()).collect(Collectors.joining("\n"));
        MessageDialog dialog = new MessageDialog(shell, CHANGED_ON_DISK, null,
                "The file changed on disk. Reload it and lose your changes, or keep your version (it will overwrite "
                        + "the file when you save)?\n\n" + names,
                MessageDialog.QUESTION, 0, RELOAD, KEEP);
        return dialog.open() == 0;
    }

    /**
     * Reads the scenario's files again into the same editing domain, dropping unsaved changes and the command stack.
     * Editors are told before ({@link Listener#reloading()}) and after ({@link Listener#reloaded()}), and keep their
     * place.
     */
    public void reload() {
        listeners.forEach(Listener::reloading);
        commandStack.flush();
        unload();
        load();
        listeners.forEach(Listener::reloaded);
        listeners.forEach(Listener::dirtyChanged);
    }

    /**
     * Finds the element that has the same URI as an element of the scenario before a reload, e.g. to keep the
     * selection.
     *
     * @param before an element as it was (after the reload an unloaded proxy, which still knows its URI)
     * @return the element now loaded under that URI, or {@code null} if there is none
     */
    public EObject current(EObject before) {
        URI uri = before.eIsProxy() ? ((org.eclipse.emf.ecore.InternalEObject) before).eProxyURI()
                : org.eclipse.emf.ecore.util.EcoreUtil.getURI(before);
        try {
            return uri == null ? null : domain.getResourceSet().getEObject(uri, false);
        } catch (RuntimeException e) {
            return null;
        }
    }

    @Override
    public String toString() {
        return "open scenario " + file.getFullPath() + " (" + editors + " editors)";
    }

    // ---------------------------------------------------------------- the workbench's saveable

    /**
     * The scenario as the workbench sees unsaved work: one object for all editors of the scenario (equal for all), so
     * Save saves it once, and closing one of two editors on it asks nothing while the other still shows the changes;
     * the workbench asks when the last one closes.
     */
    private final class ScenarioSaveable extends Saveable {

        @Override
        public String getName() {
            return file.getName();
        }

        @Override
        public String getToolTipText() {
            return file.getFullPath().toString();
        }

        @Override
        public ImageDescriptor getImageDescriptor() {
            return ResourceLocator.imageDescriptorFromBundle(OpenScenario.class, "icons/scenario16.png").orElse(null);
        }

        @Override
        public void doSave(IProgressMonitor monitor) throws CoreException {
            try {
                save();
            } catch (IOException e) {
                throw new CoreException(new Status(IStatus.ERROR, "org.hexbench.ui.scenario",
                        "The scenario could not be saved; the files on disk are unchanged and the editors keep your "
                                + "changes.\n" + e.getMessage(), e));
            }
        }

        @Override
        public boolean isDirty() {
            return OpenScenario.this.isDirty();
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof ScenarioSaveable s && s.owner() == OpenScenario.this;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(OpenScenario.this);
        }

        private OpenScenario owner() {
            return OpenScenario.this;
        }

    }
}
