package org.hexbench.ui.scenario.viewers;

import java.util.List;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;

/**
 * The properties of one model element for the Properties view, from its item provider's
 * {@link IItemPropertyDescriptor}s. Setting a value runs the descriptor's {@code setPropertyValue}, which executes
 * an EMF {@code SetCommand} on the element's editing domain, so property edits are undoable like every other edit.
 */
public class ModelPropertySource implements IPropertySource {

    private final Object object;
    private final IItemPropertySource itemSource;
    private final ModelLabelProvider labels;

    /**
     * Creates the property source of an element.
     *
     * @param object the model element
     * @param itemSource its item provider
     * @param labels labels of model elements, for reference values
     */
    public ModelPropertySource(Object object, IItemPropertySource itemSource, ModelLabelProvider labels) {
        this.object = object;
        this.itemSource = itemSource;
        this.labels = labels;
    }

    /** @return the element itself */
    @Override
    public Object getEditableValue() {
        return itemSource.getEditableValue(object);
    }

    /** Returns one {@link ModelPropertyDescriptor} per item property descriptor. */
    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        List<IItemPropertyDescriptor> descriptors = itemSource.getPropertyDescriptors(object);
        return descriptors.stream().map(d -> new ModelPropertyDescriptor(object, d, labels))
                .toArray(IPropertyDescriptor[]::new);
    }

    /** Returns the raw value of a property (unwrapped from the item provider's value wrapper). */
    @Override
    public Object getPropertyValue(Object id) {
        IItemPropertyDescriptor descriptor = itemSource.getPropertyDescriptor(object, id);
        return descriptor == null ? null : ModelPropertyDescriptor.rawValue(object, descriptor);
    }

    /** Tells whether a property has a value other than its default. */
    @Override
    public boolean isPropertySet(Object id) {
        IItemPropertyDescriptor descriptor = itemSource.getPropertyDescriptor(object, id);
        return descriptor != null && descriptor.isPropertySet(object);
    }

    /** Resets a property to its default through a command. */
    @Override
    public void resetPropertyValue(Object id) {
        IItemPropertyDescriptor descriptor = itemSource.getPropertyDescriptor(object, id);
        if (descriptor != null && descriptor.canSetProperty(object)) {
            descriptor.resetPropertyValue(object);
        }
    }

    /** Sets a property through a command, unless the value is unchanged. */
    @Override
    public void setPropertyValue(Object id, Object value) {
        IItemPropertyDescriptor descriptor = itemSource.getPropertyDescriptor(object, id);
        if (descriptor == null || !descriptor.canSetProperty(object)) {
            return;
        }
        Object old = ModelPropertyDescriptor.rawValue(object, descriptor);
        if (old == null ? value == null : old.equals(value)) {
            return;
        }
        descriptor.setPropertyValue(object, value);
    }
}
