package org.hexbench.scenario.validation;

import java.util.List;
import java.util.Map;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.InternalEObject;
import org.hexbench.scenario.ScenarioPackage;

/**
 * The scenario constraints, hand-written rather than generated so that generated code is never
 * patched. EMF's {@link org.eclipse.emf.ecore.util.Diagnostician} calls {@link #validate(EObject, DiagnosticChain,
 * Map)} for every element of the tree; this validator checks references of every element and dispatches to the
 * rules of the element's section ({@link ScenarioRules}, {@link ImageRules}, {@link VariableRules},
 * {@link EntityRules}, {@link FactionRules}, {@link MapRules}, {@link DesignRules}).
 *
 * <p>Register it for {@link ScenarioPackage} in the {@link EValidator.Registry} used by the diagnostician; see
 * {@link #registry()}.
 */
public final class ScenarioValidator implements EValidator {

    /** The source of every diagnostic this validator produces. */
    public static final String DIAGNOSTIC_SOURCE = "org.hexbench.scenario";

    /** The shared, stateless instance. */
    public static final ScenarioValidator INSTANCE = new ScenarioValidator();

    private ScenarioValidator() {
    }

    /**
     * Returns a fresh validator registry with this validator registered for the scenario package (and EMF's
     * defaults for everything else), so no global state is touched.
     *
     * @return the registry
     */
    public static EValidator.Registry registry() {
        EValidator.Registry registry = new org.eclipse.emf.ecore.impl.EValidatorRegistryImpl(EValidator.Registry.INSTANCE);
        registry.put(ScenarioPackage.eINSTANCE, INSTANCE);
        return registry;
    }

    /**
     * Validates one element (not its children; the diagnostician walks the tree).
     *
     * @param object the element
     * @param diagnostics where findings go, or {@code null} to only compute the result
     * @param context the diagnostician's context
     * @return whether the element has no errors
     */
    @Override
    public boolean validate(EObject object, DiagnosticChain diagnostics, Map<Object, Object> context) {
        Report report = new Report(diagnostics);
        checkReferences(object, report);
        ScenarioRules.check(object, report);
        ImageRules.check(object, report);
        VariableRules.check(object, report);
        EntityRules.check(object, report);
        FactionRules.check(object, report);
        MapRules.check(object, report);
        DesignRules.check(object, report);
        return report.clean();
    }

    /**
     * Validates one element.
     *
     * @param eClass the element's class
     * @param object the element
     * @param diagnostics where findings go
     * @param context the diagnostician's context
     * @return whether the element has no errors
     */
    @Override
    public boolean validate(EClass eClass, EObject object, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return validate(object, diagnostics, context);
    }

    /**
     * Accepts every data value: the model's data types are plain strings, numbers and enums.
     *
     * @param eDataType the type
     * @param value the value
     * @param diagnostics unused
     * @param context unused
     * @return {@code true}
     */
    @Override
    public boolean validate(EDataType eDataType, Object value, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return true;
    }

    /** Unresolved (dangling) references, e.g. to an id missing from an included section file. */
    private static void checkReferences(EObject object, Report report) {
        for (EReference reference : object.eClass().getEAllReferences()) {
            if (reference.isContainment() || reference.isContainer() || reference.isDerived()) {
                continue;
            }
            Object value = object.eGet(reference, true);
            List<?> values = reference.isMany() ? (List<?>) value : value == null ? List.of() : List.of(value);
            for (Object target : values) {
                if (target instanceof EObject eTarget && eTarget.eIsProxy()) {
                    report.error(object, ElementDescription.words(reference.getName()).toLowerCase()
                            + " refers to '" + ((InternalEObject) eTarget).eProxyURI() + "', which does not exist");
                }
            }
        }
    }
}
