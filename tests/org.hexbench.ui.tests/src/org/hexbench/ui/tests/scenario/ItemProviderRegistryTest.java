package org.hexbench.ui.tests.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.Platform;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.IEditingDomainItemProvider;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.emf.edit.provider.IStructuredItemContentProvider;
import org.eclipse.emf.edit.provider.ITreeItemContentProvider;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.scenario.edit.ScenarioLabelledAdapterFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The scenario package's item providers as EMF Edit's global registry hands them out in the running product: the
 * hand-written {@link ScenarioLabelledAdapterFactory} for every supported type, and no registration of the generated
 * {@code ScenarioItemProviderAdapterFactory}. EMF Edit keeps one factory per package URI and type, so with both
 * registered, the one read last would win and registry users would lose the readable labels.
 */
class ItemProviderRegistryTest {

    /** The extension point EMF Edit reads into {@link ComposedAdapterFactory.Descriptor.Registry#INSTANCE}. */
    private static final String EXTENSION_POINT = "org.eclipse.emf.edit.itemProviderAdapterFactories";

    @ParameterizedTest
    @ValueSource(classes = {IEditingDomainItemProvider.class, IStructuredItemContentProvider.class,
            ITreeItemContentProvider.class, IItemLabelProvider.class, IItemPropertySource.class})
    void theRegistryGivesTheLabelledFactoryForEverySupportedType(Class<?> type) {
        ComposedAdapterFactory.Descriptor descriptor = ComposedAdapterFactory.Descriptor.Registry.INSTANCE
                .getDescriptor(List.of(ScenarioPackage.eNS_URI, type.getName()));
        assertNotNull(descriptor, () -> "a factory is registered for " + type.getSimpleName());
        AdapterFactory factory = descriptor.createAdapterFactory();
        assertSame(ScenarioLabelledAdapterFactory.class, factory.getClass(), () -> type.getSimpleName() + ": " + factory);
    }

    @Test
    void everyRegistryEntryOfTheScenarioPackageIsTheLabelledFactory() {
        @SuppressWarnings("unchecked")
        Map<Collection<?>, Object> registry = (Map<Collection<?>, Object>) ComposedAdapterFactory.Descriptor.Registry.INSTANCE;
        Map<String, String> factoryByKey = new TreeMap<>();
        registry.forEach((key, value) -> {
            if (key.contains(ScenarioPackage.eNS_URI) && value instanceof ComposedAdapterFactory.Descriptor descriptor) {
                factoryByKey.put(key.toString(), descriptor.createAdapterFactory().getClass().getName());
            }
        });
        assertEquals(5, factoryByKey.size(), factoryByKey::toString);
        assertEquals(Set.of(ScenarioLabelledAdapterFactory.class.getName()), Set.copyOf(factoryByKey.values()),
                factoryByKey::toString);
    }

    @Test
    void onlyTheLabelledFactoryIsContributedForTheScenarioPackage() {
        List<String> contributed = new ArrayList<>();
        for (IConfigurationElement element : Platform.getExtensionRegistry().getConfigurationElementsFor(EXTENSION_POINT)) {
            if (ScenarioPackage.eNS_URI.equals(element.getAttribute("uri"))) {
                contributed.add(element.getContributor().getName() + ": " + element.getAttribute("class"));
            }
        }
        assertEquals(List.of("org.hexbench.scenario.edit: " + ScenarioLabelledAdapterFactory.class.getName()), contributed);
    }
}
