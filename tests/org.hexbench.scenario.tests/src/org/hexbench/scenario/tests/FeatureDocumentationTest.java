package org.hexbench.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;
import org.hexbench.scenario.ScenarioPackage;
import org.junit.jupiter.api.Test;

/**
 * Every feature of the scenario metamodel says what it means to a scenario author: its GenModel documentation is
 * what the editors show as the field's tooltip and the property's description. A missing documentation, EMF's
 * generated "The X of the Y" or a bare "The X." restating the feature's name fails, and the documentation must reach
 * the generated package (the running editor reads it there, not from the .ecore file).
 */
class FeatureDocumentationTest {

    /** EMF.Edit's default, {@code _UI_PropertyDescriptor_description = The {0} of the {1}}. */
    private static final Pattern GENERATED = Pattern.compile("(?i)the [\\p{L} ]+ of the [\\p{L} ]+\\.?");

    @Test
    void everyFeatureOfTheMetamodelIsDocumentedInTheGamesWords() {
        List<String> bad = new ArrayList<>();
        int features = 0;
        for (EClassifier classifier : ScenarioPackage.eINSTANCE.getEClassifiers()) {
            if (classifier instanceof EClass c) {
                for (EStructuralFeature f : c.getEStructuralFeatures()) {
                    features++;
                    String doc = EcoreUtil.getDocumentation(f);
                    if (saysNothing(f, doc)) {
                        bad.add(c.getName() + "." + f.getName() + ": " + doc);
                    }
                }
            }
        }
        assertTrue(features > 150, "the metamodel's features were found at run time: " + features);
        assertTrue(bad.isEmpty(), "features without a description an author can use: " + bad);
    }

    @Test
    void theRuleFindsWhatItShould() {
        EStructuralFeature map = ScenarioPackage.Literals.AREA_SECTION__MAP;
        assertTrue(saysNothing(map, null));
        assertTrue(saysNothing(map, "  "));
        assertTrue(saysNothing(map, "The Map of the Area Section"), "EMF's generated description");
        assertTrue(saysNothing(map, "The map."), "a restated name");
        assertTrue(!saysNothing(map, "The scenario's map: its geometry and size."));
    }

    @Test
    void theGeneratedPackageCarriesTheDocumentationOfTheEcoreFile() {
        ResourceSet set = new ResourceSetImpl();
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("ecore", new EcoreResourceFactoryImpl());
        Resource resource = set.getResource(URI.createFileURI(ExampleFiles.ecore().toString()), true);
        EPackage source = (EPackage) resource.getContents().get(0);
        for (EClassifier classifier : source.getEClassifiers()) {
            if (classifier instanceof EClass c) {
                EClass generated = (EClass) ScenarioPackage.eINSTANCE.getEClassifier(c.getName());
                for (EStructuralFeature f : c.getEStructuralFeatures()) {
                    assertEquals(EcoreUtil.getDocumentation(f),
                            EcoreUtil.getDocumentation(generated.getEStructuralFeature(f.getName())),
                            c.getName() + "." + f.getName());
                }
            }
        }
    }

    private static boolean saysNothing(EStructuralFeature feature, String doc) {
        if (doc == null || doc.isBlank() || GENERATED.matcher(doc.strip()).matches()) {
            return true;
        }
        String words = doc.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L} ]", " ").replaceAll("\\bthe\\b", " ")
                .replaceAll("\\s+", "");
        return words.equals(feature.getName().toLowerCase(Locale.ROOT));
    }
}
