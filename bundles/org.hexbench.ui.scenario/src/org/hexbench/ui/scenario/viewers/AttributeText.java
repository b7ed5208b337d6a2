package org.hexbench.ui.scenario.viewers;

import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Converts attribute values to the text an author types and back, through the data type's EMF factory, with a
 * readable message for text that is not a value of the type (e.g. "'abc' is not a whole number"). Shared by the
 * property cell editors and the form pages' fields.
 */
public final class AttributeText {

    private AttributeText() {
    }

    /**
     * Returns the text of a value.
     *
     * @param type the attribute's data type
     * @param value the value, may be {@code null}
     * @return its text; empty for {@code null}
     */
    public static String toText(EDataType type, Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof EEnumLiteral literal) {
            return literal.getLiteral();
        }
        try {
            String text = EcoreUtil.convertToString(type, value);
            return text == null ? "" : text;
        } catch (RuntimeException e) {
            return String.valueOf(value);
        }
    }

    /**
     * Tells what is wrong with a text for a data type.
     *
     * @param type the data type
     * @param text the typed text
     * @return a message, or {@code null} if the text is a value of the type
     */
    public static String problem(EDataType type, String text) {
        try {
            fromText(type, text);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /**
     * Converts a typed text to a value.
     *
     * @param type the data type
     * @param text the typed text
     * @return the value; {@code null} for empty text of a string type
     * @throws IllegalArgumentException with a readable message if the text is not a value of the type
     */
    public static Object fromText(EDataType type, String text) {
        String trimmed = text == null ? "" : text.trim();
        Class<?> instance = type.getInstanceClass();
        if (instance == String.class) {
            return text == null || text.isEmpty() ? null : text;
        }
        if (type instanceof EEnum eEnum) {
            EEnumLiteral literal = eEnum.getEEnumLiteralByLiteral(trimmed);
            if (literal == null) {
                throw new IllegalArgumentException("'" + trimmed + "' is not one of " + eEnum.getELiterals().stream()
                        .map(EEnumLiteral::getLiteral).toList());
            }
            return literal.getInstance();
        }
        if (instance == int.class || instance == Integer.class || instance == long.class || instance == Long.class) {
            try {
                return EcoreUtil.createFromString(type, trimmed);
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("'" + trimmed + "' is not a whole number");
            }
        }
        if (instance == double.class || instance == Double.class || instance == float.class || instance == Float.class) {
            try {
                Object value = EcoreUtil.createFromString(type, trimmed);
                if (value instanceof Number n && (Double.isNaN(n.doubleValue()) || Double.isInfinite(n.doubleValue()))) {
                    throw new NumberFormatException();
                }
                return value;
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("'" + trimmed + "' is not a number");
            }
        }
        if (instance == boolean.class || instance == Boolean.class) {
            if (!trimmed.equals("true") && !trimmed.equals("false")) {
                throw new IllegalArgumentException("'" + trimmed + "' is neither true nor false");
            }
            return Boolean.valueOf(trimmed);
        }
        try {
            return EcoreUtil.createFromString(type, trimmed);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("'" + trimmed + "' is not a valid " + type.getName());
        }
    }

    /**
     * Tells whether values of a data type can be typed as text.
     *
     * @param type the data type
     * @return whether it is a string, number, boolean or enum (the model's other data types, such as terrain runs,
     *         are edited elsewhere)
     */
    public static boolean isTypeable(EDataType type) {
        Class<?> c = type.getInstanceClass();
        return type instanceof EEnum || c == String.class || c == int.class || c == Integer.class || c == long.class
                || c == Long.class || c == double.class || c == Double.class || c == float.class || c == Float.class
                || c == boolean.class || c == Boolean.class || type == EcorePackage.Literals.ESTRING;
    }
}
