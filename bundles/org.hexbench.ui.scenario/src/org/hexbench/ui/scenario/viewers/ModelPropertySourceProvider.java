package org.hexbench.ui.scenario.viewers;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.IPropertySourceProvider;

/**
 * Gives the Properties view a {@link ModelPropertySource} for every model element that has an
 * {@link IItemPropertySource} item provider.
 */
public class ModelPropertySourceProvider implements IPropertySourceProvider {

    private final AdapterFactory adapterFactory;
    private final ModelLabelProvider labels;

    /**
     * Creates a provider.
     *
     * @param adapterFactory the item provider factory
     * @param labels labels and icons of model elements, for reference values and choices
     */
    public ModelPropertySourceProvider(AdapterFactory adapterFactory, ModelLabelProvider labels) {
        this.adapterFactory = adapterFactory;
        this.labels = labels;
    }

    /** Returns the property source of a model element, or {@code null} for other objects. */
    @Override
    public IPropertySource getPropertySource(Object object) {
        if (object instanceof IPropertySource source) {
            return source;
        }
        Object provider = adapterFactory.adapt(object, IItemPropertySource.class);
        return provider instanceof IItemPropertySource itemSource
                ? new ModelPropertySource(object, itemSource, labels) : null;
    }
}
