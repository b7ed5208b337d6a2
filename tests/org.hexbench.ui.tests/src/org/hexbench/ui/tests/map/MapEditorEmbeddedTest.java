package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;

import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.jface.action.StatusLineManager;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.FileEditorInput;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.ui.map.editor.MapEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The map editor as a page of another editor: built with {@link MapEditor#MapEditor(AdapterFactoryEditingDomain)}
 * on an editing domain that already holds the scenario, its brush strokes land on that domain's command stack, so
 * the host editor's undo, redo and dirty state cover them. The host here is a plain shell with a minimal editor site
 * (what a multi-page editor gives its pages).
 */
@ExtendWith(ScreenshotOnFailure.class)
class MapEditorEmbeddedTest {

    private static final int WATER = 3;

    @RegisterExtension
    final RiverfordCopy riverford = new RiverfordCopy();
    private final UiDriver driver = riverford.driver();
    private Shell shell;
    private MapEditor editor;

    @AfterEach
    void disposeTheEmbeddedEditor() {
        driver.onUi(() -> {
            if (editor != null) {
                editor.dispose();
            }
            if (shell != null) {
                shell.dispose();
            }
        });
    }

    /** An editor site with a status line and action bars that accept global action handlers. */
    private static IEditorSite site(Shell shell) {
        StatusLineManager statusLine = new StatusLineManager();
        IActionBars bars = (IActionBars) Proxy.newProxyInstance(MapEditorEmbeddedTest.class.getClassLoader(),
                new Class<?>[] {IActionBars.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getStatusLineManager" -> statusLine;
                    default -> null;
                });
        return (IEditorSite) Proxy.newProxyInstance(MapEditorEmbeddedTest.class.getClassLoader(),
                new Class<?>[] {IEditorSite.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getActionBars" -> bars;
                    case "getShell" -> shell;
                    case "getId" -> MapEditor.ID;
                    case "getWorkbenchWindow" -> PlatformUI.getWorkbench().getWorkbenchWindows()[0];
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> method.getReturnType() == boolean.class ? Boolean.FALSE : null;
                });
    }

    @Test
    void brushStrokesGoOnTheHostDomainsCommandStack() throws Exception {
        ComposedAdapterFactory factory = new ComposedAdapterFactory(ComposedAdapterFactory.Descriptor.Registry.INSTANCE);
        AdapterFactoryEditingDomain domain = new AdapterFactoryEditingDomain(factory, new BasicCommandStack());
        ScenarioResources.load(ScenarioResources.register(domain.getResourceSet()),
                riverford.scenario().getLocation().toFile().toPath());

        driver.onUi(() -> {
            shell = new Shell(driver.display());
            shell.setText("Scenario editor page");
            shell.setLayout(new FillLayout());
            shell.setBounds(40, 40, 1000, 650);
            editor = new MapEditor(domain);
            editor.init(site(shell), new FileEditorInput(riverford.scenario()));
            editor.createPartControl(shell);
            shell.open();
            shell.layout(true, true);
            return null;
        });
        assertNull(editor.problem(), "the editor found the scenario as the domain's first resource");
        assertSame(domain, editor.getEditingDomain());
        MapMouse mouse = new MapMouse(driver, shell, editor);
        driver.waitUntil("the map is showing", () -> driver.onUi(() -> MapMouse.canvas(editor).isVisible()));

        assertNotEquals(WATER, mouse.stackAt(5, 9));
        mouse.chooseTool("Brush");
        mouse.chooseTerrain(WATER);
        mouse.drag(new int[] {5, 9}, new int[] {6, 9});
        driver.waitUntil("the stroke painted water", () -> mouse.stackAt(6, 9) == WATER);

        assertTrue(driver.onUi(() -> ((BasicCommandStack) domain.getCommandStack()).isSaveNeeded()),
                "the host's stack is dirty");
        assertTrue(driver.onUi(editor::isDirty), "the page reports the host's dirty state");
        assertEquals("Paint Terrain", driver.onUi(() -> domain.getCommandStack().getUndoCommand().getLabel()));
        driver.onUi(() -> domain.getCommandStack().undo());
        assertNotEquals(WATER, mouse.stackAt(5, 9), "the host's undo reverted the stroke");
        assertNotEquals(WATER, mouse.stackAt(6, 9));
        driver.onUi(() -> domain.getCommandStack().redo());
        assertEquals(WATER, mouse.stackAt(5, 9), "and its redo repeated it");
    }
}
