package org.hexbench.ui.scenario.viewers;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ILabelProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.views.properties.IPropertyDescriptor;

/**
 * One property of a model element in the Properties view, from an {@link IItemPropertyDescriptor}: display name,
 * category, description, the value's label, and a cell editor chosen by the feature's type: text for strings, whole
 * and decimal numbers (checked as typed), a choice for booleans, enums and single references (the item provider's
 * choice of values, "none" included), and a list dialog for many-valued references and enum lists. Properties the
 * item provider marks read-only get no cell editor.
 */
public class ModelPropertyDescriptor implements IPropertyDescriptor {

    private final Object object;
    private final IItemPropertyDescriptor descriptor;
    private final ModelLabelProvider labels;

    /**
     * Creates the descriptor of one property.
     *
     * @param object the model element
     * @param descriptor the item provider's descriptor of the property
     * @param labels labels and icons of model elements
     */
    public ModelPropertyDescriptor(Object object, IItemPropertyDescriptor descriptor, ModelLabelProvider labels) {
        this.object = object;
        this.descriptor = descriptor;
        this.labels = labels;
    }

    /**
     * Returns a property's raw value: the item provider wraps values for nested property sheets, editors need the
     * value itself.
     *
     * @param object the model element
     * @param descriptor the property
     * @return the value, e.g. a string, an {@code Integer}, an enum literal, a model element or a list
     */
    public static Object rawValue(Object object, IItemPropertyDescriptor descriptor) {
        Object value = descriptor.getPropertyValue(object);
        return value instanceof IItemPropertySource wrapper ? wrapper.getEditableValue(value) : value;
    }

    /** Creates the cell editor for the property's type, or {@code null} if it is read-only or not editable as text. */
    @Override
    public CellEditor createPropertyEditor(Composite parent) {
        if (!descriptor.canSetProperty(object)) {
            return null;
        }
        Object feature = descriptor.getFeature(object);
        ILabelProvider valueLabels = getLabelProvider();
        if (feature instanceof EReference || (feature instanceof EAttribute a && a.getEAttributeType() instanceof EEnum)) {
            List<Object> choices = choices(feature);
            if (descriptor.isMany(object)) {
                return new ValueListCellEditor(parent, choices, valueLabels, getDisplayName());
            }
            if (feature instanceof EReference && !choices.contains(null)) {
                choices.add(0, null);
            }
            return new ChoiceCellEditor(parent, choices, valueLabels);
        }
        if (feature instanceof EAttribute attribute && !descriptor.isMany(object)) {
            EDataType type = attribute.getEAttributeType();
            Class<?> instance = type.getInstanceClass();
            if (instance == boolean.class || instance == Boolean.class) {
                return new ChoiceCellEditor(parent, new ArrayList<>(List.of(Boolean.FALSE, Boolean.TRUE)), valueLabels);
            }
            if (AttributeText.isTypeable(type)) {
                return new ValueTextCellEditor(parent, type);
            }
        }
        return null;
    }

    private List<Object> choices(Object feature) {
        Collection<?> values = descriptor.getChoiceOfValues(object);
        List<Object> choices = values == null ? new ArrayList<>() : new ArrayList<>(values);
        if (choices.isEmpty() && feature instanceof EAttribute a && a.getEAttributeType() instanceof EEnum eEnum) {
            eEnum.getELiterals().forEach(l -> choices.add(l.getInstance()));
        }
        return choices;
    }

    /** @return the item provider's category, e.g. "Map" */
    @Override
    public String getCategory() {
        return descriptor.getCategory(object);
    }

    /** @return the item provider's description of the property */
    @Override
    public String getDescription() {
        return descriptor.getDescription(object);
    }

    /** @return the item provider's display name, e.g. "Can Attack" */
    @Override
    public String getDisplayName() {
        return descriptor.getDisplayName(object);
    }

    /** @return the item provider's filter flags, e.g. expert properties */
    @Override
    public String[] getFilterFlags() {
        return descriptor.getFilterFlags(object);
    }

    /** @return no help context */
    @Override
    public Object getHelpContextIds() {
        return null;
    }

    /** @return the item provider's property id */
    @Override
    public Object getId() {
        return descriptor.getId(object);
    }

    /** @return labels of the property's values, from the item provider's label provider */
    @Override
    public ILabelProvider getLabelProvider() {
        IItemLabelProvider itemLabels = descriptor.getLabelProvider(object);
        return new LabelProvider() {
            @Override
            public String getText(Object value) {
                if (value == null) {
                    return descriptor.getFeature(object) instanceof EReference ? "(none)" : "";
                }
                if (value instanceof EObject eObject) {
                    return labels.getText(eObject);
                }
                if (value instanceof Collection<?> list && !(value instanceof String)) {
                    return "[" + String.join(", ", list.stream().map(this::getText).toList()) + "]";
                }
                String text = itemLabels.getText(value);
                return text == null ? String.valueOf(value) : text;
            }

            @Override
            public Image getImage(Object value) {
                return value instanceof EObject ? labels.getImage(value) : null;
            }
        };
    }

    /** @return whether another descriptor describes the same property */
    @Override
    public boolean isCompatibleWith(IPropertyDescriptor other) {
        return other instanceof ModelPropertyDescriptor d && d.descriptor == descriptor;
    }

    /** @return the model feature of this property */
    public EStructuralFeature feature() {
        return descriptor.getFeature(object) instanceof EStructuralFeature f ? f : null;
    }
}
