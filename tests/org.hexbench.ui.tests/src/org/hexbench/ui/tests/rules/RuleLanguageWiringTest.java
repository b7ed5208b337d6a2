package org.hexbench.ui.tests.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;
import org.osgi.framework.namespace.BundleNamespace;
import org.osgi.framework.namespace.PackageNamespace;
import org.osgi.framework.wiring.BundleWire;
import org.osgi.framework.wiring.BundleWiring;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The rule language and its editor run without the game engine: in the running product, neither the rule editor
 * ({@code org.hexbench.ui.rules}) nor the language's IDE services ({@code org.hexbench.rules.ide}) nor its runtime
 * ({@code org.hexbench.rules}) is wired to {@code org.hexbench.engine}, directly or through any bundle they require or
 * import packages from, so opening a rule file never loads the engine. Only the engine binding
 * ({@code org.hexbench.rules.engine}) is, and the same walk finds it there.
 */
class RuleLanguageWiringTest {

    private static final String ENGINE = "org.hexbench.engine";

    @ParameterizedTest
    @ValueSource(strings = {"org.hexbench.ui.rules", "org.hexbench.rules.ide", "org.hexbench.rules"})
    void theRuleLanguageIsNotWiredToTheEngine(String symbolicName) {
        List<String> path = wiresTo(wiring(symbolicName), ENGINE);
        assertTrue(path.isEmpty(), () -> symbolicName + " is wired to the engine: " + String.join(" -> ", path));
    }

    @Test
    void theEngineBindingIsWiredToTheEngine() {
        assertEquals(List.of("org.hexbench.rules.engine", ENGINE), wiresTo(wiring("org.hexbench.rules.engine"), ENGINE));
    }

    /** @return the resolved wiring of the highest installed version of a bundle */
    private static BundleWiring wiring(String symbolicName) {
        Bundle bundle = Platform.getBundle(symbolicName);
        assertNotNull(bundle, () -> symbolicName + " is installed and resolved");
        BundleWiring wiring = bundle.adapt(BundleWiring.class);
        assertNotNull(wiring, () -> symbolicName + " has a wiring");
        return wiring;
    }

    /**
     * Walks the required-bundle and imported-package wires breadth first, so the answer is a shortest chain.
     *
     * @return the symbolic names from {@code start} to the bundle named {@code target}, or an empty list if no chain
     *         of wires reaches it
     */
    private static List<String> wiresTo(BundleWiring start, String target) {
        Map<BundleWiring, BundleWiring> reachedFrom = new HashMap<>();
        reachedFrom.put(start, start);
        Deque<BundleWiring> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            BundleWiring wiring = queue.remove();
            if (target.equals(wiring.getBundle().getSymbolicName())) {
                LinkedList<String> path = new LinkedList<>(List.of(target));
                for (BundleWiring step = wiring; step != start;) {
                    step = reachedFrom.get(step);
                    path.addFirst(step.getBundle().getSymbolicName());
                }
                return path;
            }
            for (String namespace : List.of(BundleNamespace.BUNDLE_NAMESPACE, PackageNamespace.PACKAGE_NAMESPACE)) {
                for (BundleWire wire : wiring.getRequiredWires(namespace)) {
                    BundleWiring provider = wire.getProviderWiring();
                    if (reachedFrom.putIfAbsent(provider, wiring) == null) {
                        queue.add(provider);
                    }
                }
            }
        }
        return List.of();
    }
}
