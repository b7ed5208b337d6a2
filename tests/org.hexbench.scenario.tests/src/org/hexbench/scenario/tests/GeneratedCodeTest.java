package org.hexbench.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;
import org.hexbench.scenario.ScenarioPackage;
import org.junit.jupiter.api.Test;

/**
 * The generated Java code must match model/scenario.ecore, the single source of truth: if someone edits
 * the .ecore without regenerating, or patches generated code, the structural descriptions differ.
 */
class GeneratedCodeTest {

    private static EPackage loadEcore() {
        ResourceSet set = new ResourceSetImpl();
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("ecore", new EcoreResourceFactoryImpl());
        set.getPackageRegistry().put(EcorePackage.eNS_URI, EcorePackage.eINSTANCE);
        Resource resource = set.getResource(URI.createFileURI(ExampleFiles.ecore().toString()), true);
        return (EPackage) resource.getContents().get(0);
    }

    /** Containment references never resolve proxies in the generated code (no containment proxies): normalised. */
    @Test
    void generatedPackageMatchesTheEcoreFile() {
        EPackage file = loadEcore();
        EPackage generated = ScenarioPackage.eINSTANCE;
        assertEquals(file.getNsURI(), generated.getNsURI());
        assertEquals(describe(file), describe(generated));
    }

    @Test
    void everyClassifierHasAGeneratedJavaClass() {
        // classes and enums are generated; a data type (e.g. TerrainRuns) names its hand-written value class
        for (EClassifier classifier : loadEcore().getEClassifiers()) {
            EClassifier generated = ScenarioPackage.eINSTANCE.getEClassifier(classifier.getName());
            assertNotNull(generated, classifier.getName());
            assertNotNull(generated.getInstanceClass(), classifier.getName() + " has no Java class");
            String expected = classifier instanceof EClass || classifier instanceof org.eclipse.emf.ecore.EEnum
                    ? "org.hexbench.scenario." + classifier.getName() : classifier.getInstanceClassName();
            assertEquals(expected, generated.getInstanceClass().getName(), "data types name their hand-written class");
        }
    }

    private static List<String> describe(EPackage p) {
        List<String> out = new ArrayList<>();
        for (EClassifier c : p.getEClassifiers()) {
            if (c instanceof EClass k) {
                out.add("class " + k.getName() + " abstract=" + k.isAbstract() + " interface=" + k.isInterface()
                        + " supers=" + k.getESuperTypes().stream().map(EClass::getName).toList());
                for (EStructuralFeature f : k.getEStructuralFeatures()) {
                    String line = "  " + f.getName() + ":" + f.getEType().getName() + "[" + f.getLowerBound() + ".."
                            + f.getUpperBound() + "] unique=" + f.isUnique() + " unsettable=" + f.isUnsettable()
                            + " default=" + f.getDefaultValueLiteral() + " transient=" + f.isTransient()
                            + " derived=" + f.isDerived() + " changeable=" + f.isChangeable();
                    if (f instanceof EAttribute a) {
                        line += " id=" + a.isID();
                    } else if (f instanceof EReference r) {
                        line += " containment=" + r.isContainment() + " resolve=" + (r.isContainment() || r.isResolveProxies())
                                + " opposite=" + (r.getEOpposite() == null ? null : r.getEOpposite().getName());
                    }
                    out.add(line);
                }
                k.getEOperations().forEach(o -> out.add("  op " + o.getName() + ":" + o.getEType()));
            } else if (c instanceof EEnum e) {
                out.add("enum " + e.getName());
                for (EEnumLiteral l : e.getELiterals()) {
                    out.add("  " + l.getName() + "=" + l.getValue() + " '" + l.getLiteral() + "'");
                }
            } else {
                out.add("datatype " + c.getName() + " " + c.getInstanceClassName());
            }
        }
        return out;
    }
}
