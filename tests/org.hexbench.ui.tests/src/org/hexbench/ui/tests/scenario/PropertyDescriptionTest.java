package org.hexbench.ui.tests.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.scenario.edit.FeatureDocumentation;
import org.junit.jupiter.api.Test;

/**
 * Every property the editors show (the forms' fields and the Properties view, both built from the item providers'
 * property descriptors, through EMF Edit's registry as the editors get them) is described by its feature's
 * documentation in {@code scenario.ecore}, never by EMF's generated "The X of the Y".
 */
class PropertyDescriptionTest {

    @Test
    void everyPropertyOfEveryElementIsDescribedByItsFeaturesDocumentation() {
        ComposedAdapterFactory factory = new ComposedAdapterFactory(ComposedAdapterFactory.Descriptor.Registry.INSTANCE);
        List<String> wrong = new ArrayList<>();
        int properties = 0;
        try {
            for (EClassifier classifier : ScenarioPackage.eINSTANCE.getEClassifiers()) {
                if (!(classifier instanceof EClass c) || c.isAbstract()) {
                    continue;
                }
                EObject element = ScenarioFactory.eINSTANCE.create(c);
                IItemPropertySource source = (IItemPropertySource) factory.adapt(element, IItemPropertySource.class);
                assertNotNull(source, "an item property source for " + c.getName());
                for (IItemPropertyDescriptor descriptor : source.getPropertyDescriptors(element)) {
                    properties++;
                    EStructuralFeature feature = (EStructuralFeature) descriptor.getFeature(element);
                    String description = descriptor.getDescription(element);
                    if (!description.equals(FeatureDocumentation.of(feature)) || description.matches("The .* of the .*")) {
                        wrong.add(c.getName() + "." + feature.getName() + ": " + description);
                    }
                }
            }
        } finally {
            factory.dispose();
        }
        assertTrue(properties > 120, "the editors' properties were found: " + properties);
        assertEquals(List.of(), wrong, "properties not described by their documentation");
    }
}
