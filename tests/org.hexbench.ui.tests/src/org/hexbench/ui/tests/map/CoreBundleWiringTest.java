package org.hexbench.ui.tests.map;

import static org.hexbench.ui.tests.map.MapBundleWiringTest.assertReachesNone;
import static org.hexbench.ui.tests.map.MapBundleWiringTest.bundleOf;
import static org.hexbench.ui.tests.map.MapBundleWiringTest.named;
import static org.hexbench.ui.tests.map.MapBundleWiringTest.reachable;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.function.Predicate;
import org.hexbench.engine.game.Game;
import org.hexbench.play.GameSession;
import org.hexbench.scenario.Scenario;
import org.hexbench.tiling.grid.Grid;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.osgi.framework.Bundle;

/**
 * The root README's architecture promise that the core bundles never import SWT, JFace or the workbench, checked on
 * the running framework's wiring with {@link MapBundleWiringTest}'s walk: the tiling, scenario, engine, game
 * session, map interchange, Xconq import and play-by-e-mail bundles reach none of them, however far their requirements go, so they run headless
 * and in the benchmarks on a plain class path.
 */
class CoreBundleWiringTest {

    private static final Predicate<String> UI = named("org.eclipse.swt").or(named("org.eclipse.jface"))
            .or(named("org.eclipse.ui")).or(named("org.eclipse.e4.ui")).or(named("org.eclipse.draw2d"));

    @ParameterizedTest
    @ValueSource(strings = {"org.hexbench.tiling", "org.hexbench.scenario", "org.hexbench.engine", "org.hexbench.play",
        "org.hexbench.interop", "org.hexbench.xconq", "org.hexbench.pbem"})
    void aCoreBundleReachesNoSwtJfaceOrWorkbench(String name) {
        Class<?> type = switch (name) {
            case "org.hexbench.tiling" -> Grid.class;
            case "org.hexbench.scenario" -> Scenario.class;
            case "org.hexbench.engine" -> Game.class;
            case "org.hexbench.interop" -> org.hexbench.interop.Imported.class;
            case "org.hexbench.xconq" -> org.hexbench.xconq.importer.XconqImport.class;
            case "org.hexbench.pbem" -> org.hexbench.pbem.TurnFile.class;
            default -> GameSession.class;
        };
        Bundle bundle = bundleOf(type, name);
        Map<String, String> reached = reachable(bundle, true);
        if (!name.equals("org.hexbench.tiling")) {
            assertTrue(reached.containsKey("org.eclipse.emf.ecore"), () -> "the walk misses EMF: " + reached.keySet());
        }
        assertReachesNone(reached, name + ", transitively", UI);
    }
}
