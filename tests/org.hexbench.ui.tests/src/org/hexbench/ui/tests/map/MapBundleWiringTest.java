package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.map.editor.MapEditor;
import org.hexbench.ui.map.scenario.ScenarioMapContent;
import org.hexbench.ui.play.GameMapView;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.wiring.BundleWire;
import org.osgi.framework.wiring.BundleWiring;

/**
 * The split of the map renderer from the GEF map editor, checked on the running framework's wiring rather than on
 * manifest text: what a bundle is wired to is what it can load, whether it came from {@code Require-Bundle},
 * {@code Import-Package} or a re-export further down. Each test walks {@link BundleWiring#getRequiredWires} of a
 * resolved bundle (every namespace) and fails, naming the chain of bundles, when a bundle that the part must not need
 * is reached:
 * <ul>
 * <li>the renderer {@code org.hexbench.ui.map}, transitively: no GEF, no EMF, no scenario model, no scenario or map
 * editor, no workbench, and of Hexbench's bundles only {@code org.hexbench.tiling};</li>
 * <li>the Play perspective {@code org.hexbench.ui.play}, transitively: no GEF, no EMF.Edit, no scenario item
 * providers, no scenario editor, no map editor; directly: no EMF either. (It does use the EMF scenario model,
 * because the game engine's world is built from it, so EMF and {@code org.hexbench.scenario} are reached through
 * {@code org.hexbench.engine}.)</li>
 * <li>the scenario map content {@code org.hexbench.ui.map.scenario}, transitively: none of GEF, EMF.Edit, the
 * editors or the workbench.</li>
 * </ul>
 * A last test walks the map editor and must find GEF and the scenario editor, so the walk demonstrably sees such
 * requirements: adding one of them to the bundles above makes their tests fail.
 */
class MapBundleWiringTest {

    private static final String RENDERER = "org.hexbench.ui.map";
    private static final String SCENARIO_CONTENT = "org.hexbench.ui.map.scenario";
    private static final String MAP_EDITOR = "org.hexbench.ui.map.editor";
    private static final String PLAY = "org.hexbench.ui.play";

    private static final Predicate<String> GEF = named("org.eclipse.gef");
    private static final Predicate<String> EMF = named("org.eclipse.emf");
    private static final Predicate<String> EMF_EDIT = named("org.eclipse.emf.edit");
    private static final Predicate<String> SCENARIO_MODEL = named("org.hexbench.scenario");
    private static final Predicate<String> SCENARIO_ITEM_PROVIDERS = named("org.hexbench.scenario.edit");
    private static final Predicate<String> SCENARIO_EDITOR = named("org.hexbench.ui.scenario");
    private static final Predicate<String> THE_MAP_EDITOR = named(MAP_EDITOR);
    private static final Predicate<String> WORKBENCH = named("org.eclipse.ui").or(named("org.eclipse.e4.ui"));
    private static final Predicate<String> HEXBENCH_BUT_TILING = name -> name.startsWith("org.hexbench.")
            && !name.equals("org.hexbench.tiling");

    @Test
    void rendererIsWiredToNoGefEmfScenarioEditorOrWorkbench() {
        Bundle renderer = bundleOf(MapRenderer.class, RENDERER);
        Map<String, String> reached = reachable(renderer, true);
        assertTrue(reached.containsKey("org.eclipse.draw2d"), () -> "the walk misses draw2d: " + reached.keySet());
        assertReachesNone(reached, RENDERER + ", transitively", GEF, EMF, SCENARIO_MODEL, SCENARIO_EDITOR,
                THE_MAP_EDITOR, WORKBENCH, HEXBENCH_BUT_TILING);
    }

    @Test
    void playPerspectiveIsWiredToNoGefScenarioEditorOrMapEditor() {
        Bundle play = bundleOf(GameMapView.class, PLAY);
        Map<String, String> reached = reachable(play, true);
        assertTrue(reached.containsKey(RENDERER), () -> "the Play perspective no longer shows maps with the renderer: "
                + reached.keySet());
        assertReachesNone(reached, PLAY + ", transitively", GEF, EMF_EDIT, SCENARIO_ITEM_PROVIDERS, SCENARIO_EDITOR,
                THE_MAP_EDITOR);
    }

    @Test
    void playPerspectiveRequiresNoEmfDirectly() {
        Map<String, String> direct = reachable(bundleOf(GameMapView.class, PLAY), false);
        assertReachesNone(direct, PLAY + ", directly", GEF, EMF, SCENARIO_ITEM_PROVIDERS, SCENARIO_EDITOR,
                THE_MAP_EDITOR);
    }

    @Test
    void scenarioMapContentIsWiredToNoGefEditorOrWorkbench() {
        Map<String, String> reached = reachable(bundleOf(ScenarioMapContent.class, SCENARIO_CONTENT), true);
        assertReachesNone(reached, SCENARIO_CONTENT + ", transitively", GEF, EMF_EDIT, SCENARIO_ITEM_PROVIDERS,
                SCENARIO_EDITOR, THE_MAP_EDITOR, WORKBENCH);
    }

    /** The control: the walk finds what the map editor really needs, so the tests above are able to fail. */
    @Test
    void walkFindsGefAndTheScenarioEditorBehindTheMapEditor() {
        Bundle editor = bundleOf(MapEditor.class, MAP_EDITOR);
        Map<String, String> direct = reachable(editor, false);
        Map<String, String> reached = reachable(editor, true);
        for (String needed : List.of("org.eclipse.gef", "org.hexbench.ui.scenario", RENDERER, SCENARIO_CONTENT)) {
            assertTrue(direct.containsKey(needed), () -> "not among the map editor's direct wires: " + needed);
        }
        // re-exported by org.hexbench.ui.scenario, so reached only transitively
        assertTrue(reached.containsKey("org.eclipse.emf.edit"), () -> "the walk misses EMF.Edit: " + reached.keySet());
    }

    // ------------------------------------------------------------------ wiring walk

    /** The resolved bundle that loaded a class, checked to be the one expected. */
    static Bundle bundleOf(Class<?> type, String symbolicName) {
        Bundle bundle = FrameworkUtil.getBundle(type);
        assertNotNull(bundle, () -> type.getName() + " was not loaded by a bundle");
        assertEquals(symbolicName, bundle.getSymbolicName(), () -> type.getName() + " moved to another bundle");
        return bundle;
    }

    /**
     * Returns the bundles a bundle is wired to, in every namespace, each with the chain of bundles that reaches it.
     *
     * @param start the bundle
     * @param transitive whether to follow the wires of the bundles reached as well
     * @return symbolic name to chain, e.g. "org.hexbench.ui.play → org.hexbench.ui.map → org.eclipse.draw2d"
     */
    static Map<String, String> reachable(Bundle start, boolean transitive) {
        Map<String, String> reached = new LinkedHashMap<>();
        Deque<Bundle> pending = new ArrayDeque<>();
        Map<Bundle, String> chains = new LinkedHashMap<>();
        chains.put(start, start.getSymbolicName());
        pending.add(start);
        while (!pending.isEmpty()) {
            Bundle bundle = pending.removeFirst();
            BundleWiring wiring = bundle.adapt(BundleWiring.class);
            assertNotNull(wiring, () -> bundle.getSymbolicName() + " is not resolved");
            for (BundleWire wire : wiring.getRequiredWires(null)) {
                Bundle provider = wire.getProviderWiring().getBundle();
                if (provider.equals(bundle) || chains.containsKey(provider)) {
                    continue;
                }
                String chain = chains.get(bundle) + " → " + provider.getSymbolicName();
                chains.put(provider, chain);
                reached.putIfAbsent(provider.getSymbolicName(), chain);
                if (transitive) {
                    pending.add(provider);
                }
            }
        }
        return reached;
    }

    @SafeVarargs
    static void assertReachesNone(Map<String, String> reached, String what, Predicate<String>... forbidden) {
        List<String> found = new ArrayList<>();
        reached.forEach((name, chain) -> {
            // shortest chains come first; what is reached only through a bundle already named adds nothing
            boolean behindFound = found.stream().anyMatch(f -> chain.startsWith(f + " → "));
            for (Predicate<String> f : forbidden) {
                if (!behindFound && f.test(name)) {
                    found.add(chain);
                    break;
                }
            }
        });
        assertTrue(found.isEmpty(), () -> what + " is wired to bundles it must not need:\n  "
                + String.join("\n  ", found));
    }

    /** A bundle name or a name below it: "org.eclipse.emf" matches "org.eclipse.emf.ecore", not "org.eclipse.emfx". */
    static Predicate<String> named(String prefix) {
        return name -> name.equals(prefix) || name.startsWith(prefix + ".");
    }
}
