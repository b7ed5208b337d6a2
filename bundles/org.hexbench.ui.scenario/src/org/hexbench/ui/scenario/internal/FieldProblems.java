package org.hexbench.ui.scenario.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.forms.IMessageManager;
import org.hexbench.scenario.VariableValue;
import org.hexbench.scenario.validation.ElementDescription;
import org.hexbench.ui.scenario.OpenScenario.Finding;

/**
 * Shows what validation found about the element of a form beside the field it is about, as a JFace field decoration
 * through the form's {@link IMessageManager} (an error or warning icon whose hover is the message; the form heading
 * sums them up). A finding names its field in words, e.g. "modifier range -1 is negative" or "id 'archer' is already
 * used by ...": the field whose feature name (split into words) the message mentions, the longest such name winning.
 * A finding about one of the element's variable values goes beside that variable's field; one that names no field
 * shows in the heading only.
 */
final class FieldProblems {

    /**
     * The key under which a field carries the messages of the decoration beside it (a {@code List<String>}), for
     * tests and accessibility: the decoration itself is painted, not a widget.
     */
    static final String MESSAGES_KEY = ElementForm.PROBLEMS_KEY;

    private final IMessageManager messages;
    private final Map<EStructuralFeature, Control> fields = new LinkedHashMap<>();
    private final Map<EObject, Control> valueFields = new LinkedHashMap<>();
    private final List<Object[]> shown = new ArrayList<>();

    FieldProblems(IMessageManager messages) {
        this.messages = messages;
    }

    /** Forgets the fields of the previous element (its messages were removed with the form's). */
    void clear() {
        fields.clear();
        valueFields.clear();
        shown.clear();
    }

    /** Remembers the field of a feature. */
    void field(EStructuralFeature feature, Control control) {
        fields.put(feature, control);
    }

    /** Remembers the field of a variable's value (a {@link VariableValue} of the element, or the variable class). */
    void valueField(EObject variable, Control control) {
        valueFields.put(variable, control);
    }

    /**
     * Replaces the validation messages of the form with the findings about an element.
     *
     * @param element the element the form shows
     * @param findings the scenario's findings
     */
    void show(EObject element, List<Finding> findings) {
        for (Object[] message : shown) {
            if (message[1] instanceof Control c && !c.isDisposed()) {
                messages.removeMessage(message[0], c);
                c.setData(MESSAGES_KEY, null);
            } else if (message[1] == null) {
                messages.removeMessage(message[0]);
            }
        }
        shown.clear();
        if (element == null) {
            return;
        }
        for (Finding finding : findings) {
            Control control = null;
            if (finding.element() == element) {
                control = fieldOf(element, finding.message());
            } else if (finding.element() instanceof VariableValue value && value.eContainer() == element) {
                control = valueFields.get(value.getVariable());
            } else {
                continue;
            }
            Object key = new Object();
            int type = finding.severity() == Diagnostic.ERROR ? IMessageProvider.ERROR
                    : finding.severity() == Diagnostic.WARNING ? IMessageProvider.WARNING : IMessageProvider.INFORMATION;
            if (control != null && !control.isDisposed()) {
                messages.addMessage(key, finding.message(), finding, type, control);
                List<String> beside = new ArrayList<>(control.getData(MESSAGES_KEY) instanceof List<?> l
                        ? l.stream().map(String::valueOf).toList() : List.of());
                beside.add(finding.message());
                control.setData(MESSAGES_KEY, List.copyOf(beside));
            } else {
                control = null;
                messages.addMessage(key, finding.message(), finding, type);
            }
            shown.add(new Object[] {key, control});
        }
    }

    private Control fieldOf(EObject element, String message) {
        String prefix = ElementDescription.of(element) + ": ";
        String text = (message.startsWith(prefix) ? message.substring(prefix.length()) : message).toLowerCase(Locale.ROOT);
        Control best = null;
        int bestLength = 0;
        for (Map.Entry<EStructuralFeature, Control> entry : fields.entrySet()) {
            String words = words(entry.getKey().getName());
            if (words.length() > bestLength && Pattern.compile("\\b" + Pattern.quote(words) + "\\b").matcher(text).find()) {
                best = entry.getValue();
                bestLength = words.length();
            }
        }
        return best;
    }

    /** {@code modifierRange} → {@code modifier range}. */
    static String words(String featureName) {
        return featureName.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
    }
}
