package org.hexbench.ui.map.editor;

import java.io.IOException;
import java.util.BitSet;
import java.util.EventObject;
import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.emf.common.command.UnexecutableCommand;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.domain.IEditingDomainProvider;
import org.eclipse.gef.DefaultEditDomain;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.MouseWheelHandler;
import org.eclipse.gef.MouseWheelZoomHandler;
import org.eclipse.gef.Tool;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;
import org.eclipse.gef.editparts.SimpleRootEditPart;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.gef.ui.parts.ScrollingGraphicalViewer;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IStatusLineManager;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.ISaveablesSource;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.Saveable;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.EditorPart;
import org.eclipse.ui.part.FileEditorInput;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.ui.MapPreferences;
import org.hexbench.ui.map.MapAnimator;
import org.hexbench.ui.map.MapFigure;
import org.hexbench.ui.map.MapOverlays;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.map.editor.internal.MapPalette;
import org.hexbench.ui.map.editor.internal.MapTools;
import org.hexbench.ui.map.editor.internal.MinimapPage;
import org.hexbench.ui.map.editor.internal.SiteProperties;
import org.hexbench.ui.map.editor.internal.ToolContext;
import org.hexbench.ui.map.editor.scenario.MapEdits;
import org.hexbench.ui.map.editor.internal.GenerateMapDialog;
import org.hexbench.ui.map.editor.internal.ResizeMapDialog;
import org.hexbench.ui.map.editor.scenario.GenerateMapCommand;
import org.hexbench.ui.map.editor.scenario.ResizeMapCommand;
import org.hexbench.ui.map.scenario.ScenarioMapContent;
import org.hexbench.ui.scenario.OpenScenario;

/**
 * The map editor: a GEF graphical viewer on a scenario's {@link GameMap} for every
 * Hexkit geometry (Hexkit User's Guide §3.3 Map Geometry), with tools to select, paint terrain (brush with radius,
 * line, flood fill), place and
 * remove units and effects, set owners and pick terrain; zoom from 25 % to 400 %; a minimap in the Outline view; the
 * hovered site's coordinates in the status line; the selected site's contents in the Properties view. Images that
 * ask for an idle animation play it (a {@link MapAnimator}), and units show their counter text.
 *
 * <p>The whole map is one figure painted by a {@link MapRenderer}, which draws only the visible sites, so the editor
 * opens and scrolls a 1000×1000 map as fast as a small one. Every edit is an EMF command on the editing domain's
 * command stack: undo/redo, dirty state and Save follow from it.
 *
 * <p>Two ways to use it: standalone (Open With &gt; Map Editor on a {@code .hexscenario}), or as a page of the
 * scenario editor through {@link #MapEditor(AdapterFactoryEditingDomain)}, sharing that editor's resource set and
 * command stack. Standalone, it edits the file's {@link OpenScenario}, the one copy of the scenario that every editor
 * open on the file shares (a scenario editor on the same file included): same model, same undo, same dirty state,
 * one save. When the files change on disk the map shows the reloaded scenario at the same zoom and scroll position,
 * with the same tool.
 */
public class MapEditor extends EditorPart implements IEditingDomainProvider, ISaveablesSource {

    /** The editor's id in plugin.xml. */
    public static final String ID = "org.hexbench.ui.map.editor";
    /** Widget id of the map canvas, for UI tests. */
    public static final String CANVAS_ID = "org.hexbench.ui.map.canvas";
    /** Widget id of the zoom combo. */
    public static final String ZOOM_ID = "org.hexbench.ui.map.zoom";
    /** Text of the tool bar button that opens the Resize Map dialog. */
    public static final String RESIZE = "Resize Map…";
    /** Text of the tool bar button that opens the Generate Map dialog. */
    public static final String GENERATE = "Generate Map…";

    private final boolean standalone;
    private AdapterFactoryEditingDomain domain;
    private OpenScenario open;
    private final OpenScenario.Listener openListener = new ScenarioFollower();
    private Composite parent;
    private Scenario scenario;
    private GameMap map;
    private String loadProblem;

    private ScenarioMapContent content;
    private MapRenderer renderer;
    private MapFigure figure;
    private MapAnimator animator;
    private MapEdits edits;
    private ScrollingGraphicalViewer viewer;
    private ZoomManager zoomManager;
    private DefaultEditDomain editDomain;
    private MapPalette palette;
    private Combo zoomCombo;
    private MinimapPage minimap;
    private final Map<String, ToolItem> toolItems = new LinkedHashMap<>();
    private final SiteSelectionProvider selectionProvider = new SiteSelectionProvider();
    private CommandStackListener stackListener;
    private IAction undo, redo;

    /** Creates a standalone map editor, which edits the open scenario of its input file. */
    public MapEditor() {
        standalone = true;
    }

    /**
     * Creates a map editor on another editor's editing domain (the scenario editor's page): the scenario is the first
     * resource's root, and every map edit goes onto that domain's command stack. The host editor saves and reloads.
     *
     * @param domain the editing domain
     */
    public MapEditor(AdapterFactoryEditingDomain domain) {
        standalone = false;
        this.domain = domain;
    }

    @Override
    public EditingDomain getEditingDomain() {
        return domain;
    }

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        setSite(site);
        MapPreferences.install();
        setInputWithNotify(input);
        setPartName(input.getName());
        if (standalone) {
            if (!(input instanceof IFileEditorInput fileInput)) {
                throw new PartInitException("The map editor opens workspace files only, not " + input.getName());
            }
            open = OpenScenario.acquire(fileInput.getFile());
            domain = open.domain();
            open.addListener(openListener);
        } else {
            ScenarioResources.register(domain.getResourceSet());
        }
        findMap();
        stackListener = this::commandStackChanged;
        domain.getCommandStack().addCommandStackListener(stackListener);
        site.setSelectionProvider(selectionProvider);
    }

    /** Finds the scenario and its map in the editing domain, or why there is none. */
    private void findMap() {
        scenario = null;
        map = null;
        loadProblem = null;
        if (open != null && !open.loadProblems().isEmpty()) {
            loadProblem = "Cannot open " + open.file().getName() + ": " + open.loadProblems().stream()
                    .map(p -> p.file() + (p.line() > 0 ? ":" + p.line() : "") + ": " + p.message())
                    .collect(java.util.stream.Collectors.joining("\n"));
            return;
        }
        Resource first = open != null ? open.resource() : domain.getResourceSet().getResources().isEmpty() ? null
                : domain.getResourceSet().getResources().get(0);
        if (first != null && !first.getContents().isEmpty() && first.getContents().get(0) instanceof Scenario s) {
            scenario = s;
        } else {
            loadProblem = open != null ? open.file().getName() + " holds a section, not a scenario with a map"
                    : "The editing domain holds no scenario";
        }
        if (scenario != null) {
            map = scenario.getAreas() == null ? null : scenario.getAreas().getMap();
            if (map == null) {
                loadProblem = "This scenario has no map (its Areas section is missing or has no map element)";
            }
        }
    }

    // ------------------------------------------------------------------ controls

    @Override
    public void createPartControl(Composite parent) {
        this.parent = parent;
        if (map == null) {
            Label message = new Label(parent, SWT.WRAP);
            message.setText(loadProblem);
            return;
        }
        content = new ScenarioMapContent(map);
        renderer = new MapRenderer(content, new MapOverlays());
        figure = new MapFigure(renderer);
        edits = new MapEdits(domain, content);

        Composite top = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.verticalSpacing = 2;
        top.setLayout(layout);
        ToolBar bar = new ToolBar(top, SWT.FLAT | SWT.WRAP);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        SashForm sash = new SashForm(top, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        palette = new MapPalette(sash, scenario, content);
        createViewer(sash);
        sash.setWeights(22, 78);
        createToolBar(bar);
        content.addChangeListener(this::modelChanged);
        if (content.problem() != null) {
            status("Map: " + content.problem());
        }
        undo = new StackAction("Undo", true);
        redo = new StackAction("Redo", false);
        getEditorSite().getActionBars().setGlobalActionHandler(ActionFactory.UNDO.getId(), undo);
        getEditorSite().getActionBars().setGlobalActionHandler(ActionFactory.REDO.getId(), redo);
        getEditorSite().getActionBars().updateActionBars();
        commandStackChanged(null);
    }

    private void createViewer(Composite parent) {
        viewer = new ScrollingGraphicalViewer();
        viewer.createControl(parent);
        FigureCanvas canvas = (FigureCanvas) viewer.getControl();
        canvas.setData("org.hexbench.id", CANVAS_ID);
        canvas.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        viewer.setRootEditPart(new SimpleRootEditPart());
        viewer.setEditPartFactory((context, model) -> new MapEditPart(figure));
        editDomain = new DefaultEditDomain(this);
        editDomain.addViewer(viewer);
        viewer.setContents(map);
        zoomManager = new ZoomManager(figure, canvas.getViewport());
        zoomManager.setZoomLevels(MapRenderer.ZOOM_LEVELS);
        zoomManager.setZoomAnimationStyle(ZoomManager.ANIMATE_NEVER);
        zoomManager.addZoomListener(zoom -> zoomChanged());
        // Ctrl+mouse wheel zooms (GEF's handler finds the zoom manager under its class name)
        viewer.setProperty(ZoomManager.class.toString(), zoomManager);
        viewer.setProperty(MouseWheelHandler.KeyGenerator.getKey(SWT.MOD1), MouseWheelZoomHandler.SINGLETON);
        canvas.getVerticalBar().setIncrement(16);
        canvas.getHorizontalBar().setIncrement(16);
        animator = new MapAnimator(figure, canvas);
    }

    private void createToolBar(ToolBar bar) {
        MapTools tools = new MapTools(new Context());
        for (Tool tool : tools.all()) {
            String name = tools.name(tool);
            ToolItem item = new ToolItem(bar, SWT.RADIO);
            item.setText(name);
            item.setToolTipText(tools.description(tool));
            item.addListener(SWT.Selection, e -> {
                if (item.getSelection()) {
                    editDomain.setActiveTool(tool);
                    status(name + ": " + tools.description(tool));
                }
            });
            toolItems.put(name, item);
        }
        editDomain.setDefaultTool(tools.all().get(0));
        editDomain.setActiveTool(tools.all().get(0));
        toolItems.values().iterator().next().setSelection(true);
        new ToolItem(bar, SWT.SEPARATOR);
        ToolItem out = new ToolItem(bar, SWT.PUSH);
        out.setText("−");
        out.setToolTipText("Zoom out");
        out.addListener(SWT.Selection, e -> zoomManager.zoomOut());
        ToolItem comboItem = new ToolItem(bar, SWT.SEPARATOR);
        zoomCombo = new Combo(bar, SWT.READ_ONLY);
        zoomCombo.setData("org.hexbench.id", ZOOM_ID);
        for (double z : MapRenderer.ZOOM_LEVELS) {
            zoomCombo.add(Math.round(z * 100) + "%");
        }
        zoomCombo.pack();
        comboItem.setWidth(zoomCombo.getSize().x);
        comboItem.setControl(zoomCombo);
        zoomCombo.addListener(SWT.Selection,
                e -> zoomManager.setZoom(MapRenderer.ZOOM_LEVELS[zoomCombo.getSelectionIndex()]));
        ToolItem in = new ToolItem(bar, SWT.PUSH);
        in.setText("+");
        in.setToolTipText("Zoom in");
        in.addListener(SWT.Selection, e -> zoomManager.zoomIn());
        new ToolItem(bar, SWT.SEPARATOR);
        ToolItem resize = new ToolItem(bar, SWT.PUSH);
        resize.setText(RESIZE);
        resize.setToolTipText("Change the map's size, keeping the part at a chosen anchor in place");
        resize.addListener(SWT.Selection, e -> resizeMap());
        ToolItem generate = new ToolItem(bar, SWT.PUSH);
        generate.setText(GENERATE);
        generate.setToolTipText("Make the map anew by Xconq's map synthesis: terrain by altitude and wetness,"
                + " rivers and roads, from a seed");
        generate.addListener(SWT.Selection, e -> generateMap());
        zoomChanged();
    }

    /**
     * Asks for a new size and anchor ({@link ResizeMapDialog}) and resizes the map as one undoable command
     * ({@link ResizeMapCommand}).
     */
    public void resizeMap() {
        ResizeMapDialog dialog = new ResizeMapDialog(getSite().getShell(), map);
        if (dialog.open() == org.eclipse.jface.window.Window.OK && dialog.resize() != null) {
            execute(new ResizeMapCommand(map, dialog.resize()));
            status("Resized the map to " + (map.getShape() == org.hexbench.scenario.BoardShape.HEXAGON
                    ? "side " + map.getSide() : map.getWidth() + "×" + map.getHeight()) + " around the "
                    + dialog.anchor().name().toLowerCase().replace('_', ' '));
        }
    }

    /**
     * Asks for the synthesis settings ({@link GenerateMapDialog}) and puts the generated map in place as one undoable
     * command ({@link GenerateMapCommand}).
     */
    public void generateMap() {
        GenerateMapDialog dialog;
        try {
            dialog = new GenerateMapDialog(getSite().getShell(), scenario);
        } catch (IllegalArgumentException e) {
            org.eclipse.jface.dialogs.MessageDialog.openInformation(getSite().getShell(), GenerateMapDialog.TITLE,
                    "The map cannot be generated: " + e.getMessage());
            return;
        }
        if (dialog.open() == org.eclipse.jface.window.Window.OK && dialog.generated() != null) {
            execute(new GenerateMapCommand(map, dialog.generated()));
            status("Generated the map with seed " + dialog.chosen().seed());
        }
    }

    /**
     * Chooses a tool by the name on its tool bar button ("Select", "Brush", "Fill", "Line", "Place", "Remove",
     * "Owner", "Pick").
     *
     * @param name the tool's name
     */
    public void activateTool(String name) {
        ToolItem item = toolItems.get(name);
        if (item == null) {
            throw new IllegalArgumentException("no map tool named " + name + "; there are " + toolItems.keySet());
        }
        toolItems.values().forEach(i -> i.setSelection(i == item));
        item.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
    }

    private void zoomChanged() {
        double zoom = zoomManager.getZoom();
        for (int i = 0; i < MapRenderer.ZOOM_LEVELS.length; i++) {
            if (Math.abs(MapRenderer.ZOOM_LEVELS[i] - zoom) < 1e-6 && zoomCombo != null && !zoomCombo.isDisposed()) {
                zoomCombo.select(i);
            }
        }
        if (minimap != null) {
            minimap.zoomChanged();
        }
    }

    private void modelChanged() {
        Composite control = palette.control();
        if (!control.isDisposed()) {
            // several notifications arrive per command: refresh once, after them
            control.getDisplay().asyncExec(() -> {
                if (!control.isDisposed()) {
                    palette.refresh();
                }
            });
        }
    }

    // ------------------------------------------------------------------ queries for tests and other parts

    /** @return the map's content */
    public ScenarioMapContent content() {
        return content;
    }

    /** @return the map figure (renderer, overlays) */
    public MapFigure figure() {
        return figure;
    }

    /** @return the animation clock of the map (Hexkit User's Guide §3.4.3 Frames and Animation), or {@code null} */
    public MapAnimator animator() {
        return animator;
    }

    /** @return the GEF viewer */
    public ScrollingGraphicalViewer viewer() {
        return viewer;
    }

    /** @return the zoom manager */
    public ZoomManager zoomManager() {
        return zoomManager;
    }

    /** @return the palette beside the map */
    public MapPalette palette() {
        return palette;
    }

    /** @return the scenario, or {@code null} if it could not be loaded */
    public Scenario scenario() {
        return scenario;
    }

    /** @return why no map is shown, or {@code null} */
    public String problem() {
        return loadProblem;
    }

    // ------------------------------------------------------------------ status, selection

    private void status(String message) {
        IStatusLineManager line = getEditorSite().getActionBars().getStatusLineManager();
        if (line != null) {
            line.setMessage(message);
        }
    }

    private void hovered(int site) {
        status(site < 0 ? null : "Site " + content.siteName(site));
    }

    private void select(BitSet sites) {
        renderer.overlays().setSelection(sites);
        int first = sites.nextSetBit(0);
        selectionProvider.setSelection(first < 0 ? StructuredSelection.EMPTY
                : new StructuredSelection(new SiteProperties(content, first)));
        status(sites.cardinality() > 1 ? sites.cardinality() + " sites selected" : first >= 0
                ? "Selected site " + content.siteName(first) : null);
    }

    /** The editor's selection: the first selected site, adaptable to a property source for the Properties view. */
    private static final class SiteSelectionProvider implements ISelectionProvider {
        private final java.util.List<ISelectionChangedListener> listeners = new java.util.concurrent.CopyOnWriteArrayList<>();
        private ISelection selection = StructuredSelection.EMPTY;

        @Override
        public void addSelectionChangedListener(ISelectionChangedListener listener) {
            listeners.add(listener);
        }

        @Override
        public void removeSelectionChangedListener(ISelectionChangedListener listener) {
            listeners.remove(listener);
        }

        @Override
        public ISelection getSelection() {
            return selection;
        }

        @Override
        public void setSelection(ISelection newSelection) {
            selection = newSelection;
            SelectionChangedEvent event = new SelectionChangedEvent(this, newSelection);
            listeners.forEach(l -> l.selectionChanged(event));
        }
    }

    // ------------------------------------------------------------------ commands, dirty state, save

    private boolean execute(Command command) {
        if (command == null || command == UnexecutableCommand.INSTANCE || !command.canExecute()) {
            String why = edits.refusal();
            status(why != null ? why : "Nothing to do");
            return false;
        }
        domain.getCommandStack().execute(command);
        return true;
    }

    private void commandStackChanged(EventObject event) {
        Composite control = viewer == null ? null : (Composite) viewer.getControl();
        Runnable update = () -> {
            firePropertyChange(PROP_DIRTY);
            if (undo instanceof StackAction u) {
                u.update();
            }
            if (redo instanceof StackAction r) {
                r.update();
            }
        };
        if (control != null && !control.isDisposed() && control.getDisplay().getThread() != Thread.currentThread()) {
            control.getDisplay().asyncExec(update);
        } else {
            update.run();
        }
    }

    /** Undo or Redo on the domain's EMF command stack, enabled when there is something to undo or redo. */
    private final class StackAction extends Action {
        private final boolean undoing;

        StackAction(String text, boolean undoing) {
            super(text);
            this.undoing = undoing;
            setId(undoing ? ActionFactory.UNDO.getId() : ActionFactory.REDO.getId());
        }

        void update() {
            CommandStack stack = domain.getCommandStack();
            boolean enabled = undoing ? stack.canUndo() : stack.canRedo();
            setEnabled(enabled);
            Command next = undoing ? stack.getUndoCommand() : stack.getRedoCommand();
            setText((undoing ? "&Undo" : "&Redo") + (enabled && next != null && next.getLabel() != null
                    ? " " + next.getLabel() : ""));
        }

        @Override
        public void run() {
            if (undoing) {
                domain.getCommandStack().undo();
            } else {
                domain.getCommandStack().redo();
            }
        }
    }

    @Override
    public boolean isDirty() {
        return open != null ? open.isDirty()
                : domain != null && ((BasicCommandStack) domain.getCommandStack()).isSaveNeeded();
    }

    /**
     * Saves the scenario: standalone, or as a page of an editor of an open scenario, it saves that open scenario
     * once, and every editor of it becomes clean. A page of another host editor leaves saving to its host.
     *
     * @param monitor progress
     */
    @Override
    public void doSave(IProgressMonitor monitor) {
        OpenScenario target = open != null ? open : OpenScenario.of(domain);
        if (target == null || map == null) {
            return;
        }
        try {
            target.save();
        } catch (IOException e) {
            status("Save failed: " + e.getMessage());
            org.eclipse.jface.dialogs.MessageDialog.openError(getSite().getShell(), "Save Failed",
                    "The scenario could not be saved; nothing was lost, the editor keeps the changes.\n\n"
                            + e.getMessage());
        }
    }

    /** @return standalone, the open scenario as the workbench's unit of unsaved work, shared with its other editors */
    @Override
    public Saveable[] getSaveables() {
        return open == null ? new Saveable[0] : new Saveable[] {open.saveable()};
    }

    /** @return the same as {@link #getSaveables()} */
    @Override
    public Saveable[] getActiveSaveables() {
        return getSaveables();
    }

    /** Follows the open scenario of a standalone editor: saves by other editors, reloads from disk, Save As. */
    private final class ScenarioFollower implements OpenScenario.Listener {
        private double zoom = 1;
        private org.eclipse.draw2d.geometry.Point scroll;
        private String tool;

        @Override
        public void dirtyChanged() {
            commandStackChanged(null);
        }

        @Override
        public void reloading() {
            zoom = zoomManager == null ? 1 : zoomManager.getZoom();
            scroll = viewer == null ? null : ((FigureCanvas) viewer.getControl()).getViewport().getViewLocation();
            tool = toolItems.entrySet().stream().filter(e -> !e.getValue().isDisposed() && e.getValue().getSelection())
                    .map(Map.Entry::getKey).findFirst().orElse(null);
            disposeMap();
            if (parent != null && !parent.isDisposed()) {
                for (org.eclipse.swt.widgets.Control child : parent.getChildren()) {
                    child.dispose();
                }
            }
        }

        @Override
        public void reloaded() {
            findMap();
            if (parent == null || parent.isDisposed()) {
                return;
            }
            createPartControl(parent);
            parent.layout(true, true);
            selectionProvider.setSelection(StructuredSelection.EMPTY);
            if (viewer == null) {
                return;
            }
            zoomManager.setZoom(zoom);
            if (tool != null && toolItems.containsKey(tool)) {
                activateTool(tool);
            }
            if (scroll != null) {
                ((FigureCanvas) viewer.getControl()).getViewport().validate();
                ((FigureCanvas) viewer.getControl()).scrollTo(scroll.x, scroll.y);
            }
            if (minimap != null) {
                minimap.show(renderer, (FigureCanvas) viewer.getControl());
            }
        }

        @Override
        public void moved(IFile file) {
            setInputWithNotify(new FileEditorInput(file));
            setPartName(file.getName());
        }
    }

    @Override
    public void doSaveAs() {
        throw new UnsupportedOperationException("Save As is not offered by the map editor");
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    /** Takes focus; standalone, checks whether the scenario's files were changed by another program meanwhile. */
    @Override
    public void setFocus() {
        if (viewer != null) {
            viewer.getControl().setFocus();
        }
        if (open != null) {
            getSite().getShell().getDisplay().asyncExec(() -> {
                if (parent != null && !parent.isDisposed()) {
                    open.checkFiles();
                }
            });
        }
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IContentOutlinePage.class && renderer != null) {
            if (minimap == null || minimap.getControl() != null && minimap.getControl().isDisposed()) {
                // a closed Outline view disposed the last page; a reopened one needs a new page
                minimap = new MinimapPage(renderer, (FigureCanvas) viewer.getControl());
            }
            return adapter.cast(minimap);
        }
        if (adapter == EditingDomain.class || adapter == AdapterFactoryEditingDomain.class) {
            return adapter.cast(domain);
        }
        if (adapter == ZoomManager.class) {
            return adapter.cast(zoomManager);
        }
        return super.getAdapter(adapter);
    }

    /** Disposes the map's figure and renderer; standalone, releases the open scenario (the last editor unloads it). */
    @Override
    public void dispose() {
        if (domain != null && stackListener != null) {
            domain.getCommandStack().removeCommandStackListener(stackListener);
        }
        disposeMap();
        if (open != null) {
            open.removeListener(openListener);
            open.release();
        }
        super.dispose();
    }

    /** Lets go of the map's content, figure and renderer (on dispose, and before the scenario is reloaded). */
    private void disposeMap() {
        if (animator != null) {
            animator.dispose();
        }
        if (figure != null) {
            figure.detach();
        }
        if (content != null) {
            content.dispose();
        }
        if (renderer != null) {
            renderer.dispose();
        }
        figure = null;
        animator = null;
        content = null;
        renderer = null;
        viewer = null;
        zoomManager = null;
        toolItems.clear();
    }

    // ------------------------------------------------------------------ GEF pieces

    /** The single edit part of the map: its figure is the whole map. */
    private static final class MapEditPart extends AbstractGraphicalEditPart {
        private final MapFigure mapFigure;

        MapEditPart(MapFigure mapFigure) {
            this.mapFigure = mapFigure;
        }

        @Override
        protected org.eclipse.draw2d.IFigure createFigure() {
            return mapFigure;
        }

        @Override
        protected void createEditPolicies() {
            // edits come from the map tools as EMF commands, not from GEF requests
        }

        @Override
        public boolean isSelectable() {
            return false;
        }

        @Override
        public EditPart getTargetEditPart(org.eclipse.gef.Request request) {
            return null;
        }
    }

    /** What the tools see of this editor. */
    private final class Context implements ToolContext {
        @Override
        public MapFigure figure() {
            return figure;
        }

        @Override
        public ScenarioMapContent content() {
            return content;
        }

        @Override
        public MapEdits edits() {
            return edits;
        }

        @Override
        public int terrainChoice() {
            return palette.terrainChoice();
        }

        @Override
        public void chooseTerrain(int paletteIndex) {
            palette.chooseTerrain(paletteIndex);
            status("Brush terrain: " + (paletteIndex >= 0 ? "stack " + paletteIndex : "(none)"));
        }

        @Override
        public EntityClass entityChoice() {
            return palette.entityChoice();
        }

        @Override
        public Faction factionChoice() {
            return palette.factionChoice();
        }

        @Override
        public int brushRadius() {
            return palette.brushRadius();
        }

        @Override
        public boolean execute(Command command) {
            return MapEditor.this.execute(command);
        }

        @Override
        public void select(BitSet sites) {
            MapEditor.this.select(sites);
        }

        @Override
        public void status(String message) {
            MapEditor.this.status(message);
        }

        @Override
        public void hovered(int site) {
            MapEditor.this.hovered(site);
        }
    }
}
