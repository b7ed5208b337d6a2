package org.hexbench.scenario.validation;

import java.util.List;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Identified;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.scenario.Section;

/**
 * Names a model element the way a scenario author reads it: its kind in words plus its id, e.g.
 * {@code Unit class 'archer'}; elements without an id are named by position, e.g.
 * {@code Condition 2 of faction 'white'}. Used in every validation message and in labels.
 */
public final class ElementDescription {

    private ElementDescription() {
    }

    /**
     * Returns the kind of an element class in words.
     *
     * @param eClass a scenario class
     * @return e.g. "Unit class", "Map", "Entities section"
     */
    public static String kind(EClass eClass) {
        if (eClass == ScenarioPackage.Literals.GAME_MAP) {
            return "Map";
        }
        String name = eClass.getName();
        if (name.endsWith("Section")) {
            String section = name.substring(0, name.length() - "Section".length());
            return (section.endsWith("y") ? section.substring(0, section.length() - 1) + "ies" : section + "s")
                    + " section";
        }
        return words(name);
    }

    /**
     * Splits a camel-case name into a sentence-case phrase.
     *
     * @param camel e.g. "buildableUnits" or "UnitClass"
     * @return e.g. "Buildable units" or "Unit class"
     */
    public static String words(String camel) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < camel.length(); i++) {
            char c = camel.charAt(i);
            if (i == 0) {
                out.append(Character.toUpperCase(c));
            } else if (Character.isUpperCase(c)) {
                out.append(' ').append(Character.toLowerCase(c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * Describes an element.
     *
     * @param object the element
     * @return e.g. {@code Unit class 'archer'}, {@code Scenario 'HexTC2'}, {@code Condition 1 of faction 'white'}
     */
    public static String of(EObject object) {
        String kind = kind(object.eClass());
        if (object instanceof Identified identified) {
            String key = notEmpty(identified.getId()) ? identified.getId() : identified.getName();
            if (notEmpty(key)) {
                return kind + " '" + key + "'";
            }
        }
        if (object instanceof EntityTemplate template && notEmpty(template.getName())) {
            return kind + " '" + template.getName() + "'";
        }
        if (object instanceof Scenario scenario && scenario.getMaster() != null
                && notEmpty(scenario.getMaster().getTitle())) {
            return kind + " '" + scenario.getMaster().getTitle() + "'";
        }
        EObject container = object.eContainer();
        if (container == null || object instanceof Section) {
            return kind;
        }
        EStructuralFeature feature = object.eContainingFeature();
        if (!feature.isMany() && container instanceof Section) {
            return kind;
        }
        String where = " of " + lowerFirst(of(container));
        String subject = subject(object);
        if (subject != null) {
            return kind + " '" + subject + "'" + where;
        }
        if (feature.isMany()) {
            int index = ((List<?>) container.eGet(feature)).indexOf(object) + 1;
            return kind + " " + index + where;
        }
        return kind + where;
    }

    /**
     * The id of the identified element an unnamed element is about, e.g. the variable a variable value sets, so a
     * message reads "Variable value 'mv' of unit class 'snale'" rather than a position in a list; null when none.
     */
    private static String subject(EObject object) {
        for (org.eclipse.emf.ecore.EReference reference : object.eClass().getEAllReferences()) {
            if (reference.isContainment() || reference.isContainer() || reference.isMany()) {
                continue;
            }
            if (object.eGet(reference, false) instanceof Identified target && !target.eIsProxy()
                    && notEmpty(target.getId())) {
                return target.getId();
            }
        }
        return null;
    }

    private static boolean notEmpty(String s) {
        return s != null && !s.isEmpty();
    }

    private static String lowerFirst(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
