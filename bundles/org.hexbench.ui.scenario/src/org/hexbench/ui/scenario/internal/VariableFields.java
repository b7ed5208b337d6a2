package org.hexbench.ui.scenario.internal;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.resource.ColorDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.forms.IMessageManager;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.hexbench.scenario.AttributeClass;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableSection;
import org.hexbench.scenario.VariableValue;
import org.hexbench.scenario.edit.ItemLabels;
import org.hexbench.ui.scenario.viewers.AttributeText;

/**
 * The variables of an entity class as fields of its form (Hexkit Editor's Attributes, Resources and Counters tabs of
 * an entity class, Hexkit User's Guide §2.6 Variables): one field per variable class of the scenario's Variables
 * section, holding the class's initial value, empty when the class has none. Typing a number sets it (or adds the
 * value), clearing the field removes it, each as one command on the editing domain. A preview of the unit's counter
 * shows its name and {@linkplain ItemLabels#counterText counter text} (strength-movement) and follows every change.
 */
final class VariableFields {

    private VariableFields() {
    }

    /**
     * Adds the variable fields and the counter preview of an entity class to a two-column form.
     *
     * @param body the form's composite (two columns)
     * @param toolkit the form toolkit
     * @param domain the editing domain
     * @param entity the entity class shown
     * @param messages where typing errors are reported, beside the field
     * @param problems where validation findings about a value go
     * @return what refreshes the fields and the preview from the model
     */
    static List<Runnable> add(Composite body, FormToolkit toolkit, EditingDomain domain, EntityClass entity,
            IMessageManager messages, FieldProblems problems) {
        List<Runnable> refreshers = new ArrayList<>();
        refreshers.add(counterPreview(body, toolkit, entity));
        VariableSection variables = entity.eResource() == null ? null
                : domain.getResourceSet().getResources().stream().flatMap(r -> r.getContents().stream())
                        .filter(Scenario.class::isInstance).map(o -> ((Scenario) o).getVariables())
                        .filter(v -> v != null && !v.eIsProxy()).findFirst().orElse(null);
        if (variables == null) {
            return refreshers;
        }
        List<VariableClass> classes = new ArrayList<>();
        classes.addAll(variables.getAttributes());
        classes.addAll(variables.getResources());
        classes.addAll(variables.getCounters());
        if (classes.isEmpty()) {
            return refreshers;
        }
        Label heading = toolkit.createLabel(body, "Variables");
        heading.setToolTipText("The initial values of this class's variables; an empty field: the class has none");
        heading.setFont(JFaceResources.getBannerFont());
        heading.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
        for (VariableClass variable : classes) {
            refreshers.add(field(body, toolkit, domain, entity, variable, messages, problems));
        }
        return refreshers;
    }

    private static Runnable field(Composite body, FormToolkit toolkit, EditingDomain domain, EntityClass entity,
            VariableClass variable, IMessageManager messages, FieldProblems problems) {
        String kind = variable instanceof AttributeClass ? "attribute" : variable instanceof ResourceClass ? "resource"
                : "counter";
        String name = variable.getName() == null || variable.getName().isEmpty() ? variable.getId() : variable.getName();
        String tip = "The initial value of the " + kind + " " + name + " for every entity of this class"
                + (kind.equals("counter") ? " (counters are kept for the rules and never shown)" : "")
                + "; empty: the class has none (Hexkit User's Guide §2.6 Variables).";
        Label label = toolkit.createLabel(body, name + " (" + kind + "):");
        label.setToolTipText(tip);
        Text text = toolkit.createText(body, "", SWT.SINGLE);
        text.setToolTipText(tip);
        text.setData(ElementForm.ID_KEY, "variable." + variable.getId());
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
        data.widthHint = 120;
        text.setLayoutData(data);
        problems.valueField(variable, text);
        Runnable refresh = () -> {
            if (!text.isDisposed() && !text.isFocusControl()) {
                VariableValue value = valueOf(entity, variable);
                text.setText(value == null ? "" : String.valueOf(value.getValue()));
            }
        };
        refresh.run();
        text.addListener(SWT.Modify, e -> {
            String problem = text.getText().isBlank() ? null : AttributeText.problem(EcorePackage.Literals.EINT,
                    text.getText().strip());
            if (problem == null) {
                messages.removeMessage(text, text);
            } else {
                messages.addMessage(text, name + ": " + problem, null, IMessageProvider.ERROR, text);
            }
        });
        Runnable commit = () -> {
            if (text.isDisposed()) {
                return;
            }
            String typed = text.getText().strip();
            if (!typed.isEmpty() && AttributeText.problem(EcorePackage.Literals.EINT, typed) != null) {
                return;
            }
            Command command = command(domain, entity, variable, typed.isEmpty() ? null : Integer.valueOf(typed));
            if (command != null && command.canExecute()) {
                domain.getCommandStack().execute(command);
            }
        };
        text.addListener(SWT.DefaultSelection, e -> commit.run());
        text.addListener(SWT.FocusOut, e -> commit.run());
        return refresh;
    }

    /**
     * Returns the command that gives an entity class a variable value: sets the existing value, adds one, or removes
     * it.
     *
     * @param domain the editing domain
     * @param entity the entity class
     * @param variable the variable class
     * @param value the new initial value, or {@code null} to remove it
     * @return the command, or {@code null} when nothing changes
     */
    static Command command(EditingDomain domain, EntityClass entity, VariableClass variable, Integer value) {
        VariableValue existing = valueOf(entity, variable);
        if (value == null) {
            return existing == null ? null : RemoveCommand.create(domain, entity,
                    ScenarioPackage.Literals.ENTITY_CLASS__VARIABLES, existing);
        }
        if (existing != null) {
            return existing.getValue() == value ? null : SetCommand.create(domain, existing,
                    ScenarioPackage.Literals.VARIABLE_VALUE__VALUE, value);
        }
        VariableValue added = ScenarioFactory.eINSTANCE.createVariableValue();
        added.setVariable(variable);
        added.setValue(value);
        return AddCommand.create(domain, entity, ScenarioPackage.Literals.ENTITY_CLASS__VARIABLES, added);
    }

    private static VariableValue valueOf(EntityClass entity, VariableClass variable) {
        return entity.getVariables().stream().filter(v -> v.getVariable() == variable).findFirst().orElse(null);
    }

    /** A counter as the map draws a unit: its symbol's colour, the class's name and the counter text below. */
    private static Runnable counterPreview(Composite body, FormToolkit toolkit, EntityClass entity) {
        Label label = toolkit.createLabel(body, "Counter:");
        label.setToolTipText("How a unit of this class is labelled on its counter: strength-movement, the standard "
                + "variables the default rules read (Hexkit User's Guide §4.5.3 Standard Variables).");
        Canvas counter = new Canvas(body, SWT.DOUBLE_BUFFERED);
        counter.setData(ElementForm.ID_KEY, "counter.preview");
        counter.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false));
        counter.setSize(new Point(64, 64));
        ((GridData) counter.getLayoutData()).widthHint = 64;
        ((GridData) counter.getLayoutData()).heightHint = 64;
        Runnable refresh = () -> {
            if (!counter.isDisposed()) {
                String text = ItemLabels.counterText(entity);
                counter.setData(ElementForm.COUNTER_TEXT_KEY, text);
                counter.setToolTipText(text.isEmpty() ? "No strength or movement value" : "Counter text: " + text);
                counter.redraw();
            }
        };
        LocalResourceManager resources = new LocalResourceManager(JFaceResources.getResources(), counter);
        counter.addPaintListener(e -> paint(e.gc, resources, entity,
                (String) counter.getData(ElementForm.COUNTER_TEXT_KEY)));
        refresh.run();
        return refresh;
    }

    private static void paint(GC gc, LocalResourceManager resources, EntityClass entity, String counterText) {
        RGB fill = entity.getSymbol() == null ? null : ColourField.parse(entity.getSymbol().getColor());
        gc.setBackground(resources.create(ColorDescriptor.createFrom(fill == null ? new RGB(200, 200, 200) : fill)));
        gc.fillRoundRectangle(1, 1, 61, 61, 8, 8);
        gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_BLACK));
        gc.drawRoundRectangle(1, 1, 61, 61, 8, 8);
        String name = entity.getName() == null || entity.getName().isEmpty() ? entity.getId() : entity.getName();
        if (name != null) {
            Point size = gc.textExtent(name);
            gc.drawText(name, Math.max(2, 32 - size.x / 2), 6, true);
        }
        if (counterText != null && !counterText.isEmpty()) {
            Point size = gc.textExtent(counterText);
            gc.drawText(counterText, 32 - size.x / 2, 58 - size.y, true);
        }
    }
}
