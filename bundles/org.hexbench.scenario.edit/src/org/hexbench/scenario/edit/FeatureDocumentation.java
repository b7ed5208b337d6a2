package org.hexbench.scenario.edit;

import org.eclipse.emf.ecore.EModelElement;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptorDecorator;

/**
 * What a setting means to a scenario author, in the game's words: the GenModel {@code documentation} annotation of
 * the feature in {@code scenario.ecore} (kept in the generated package, so it is read at run time). The property
 * descriptors of the item providers describe their feature with it, so the Properties view's status line and the
 * form fields' tooltips explain the setting instead of EMF's generated "The X of the Y".
 */
public final class FeatureDocumentation {

    private FeatureDocumentation() {
    }

    /**
     * Returns the documentation of a feature or class of the scenario model.
     *
     * @param element a feature or class
     * @return its documentation, or {@code null} if it has none
     */
    public static String of(EModelElement element) {
        String documentation = EcoreUtil.getDocumentation(element);
        return documentation == null || documentation.isBlank() ? null : documentation.strip();
    }

    /**
     * Wraps a property descriptor so that it describes its feature with the feature's documentation.
     *
     * @param object the element described
     * @param descriptor the generated descriptor
     * @return the documented descriptor
     */
    static IItemPropertyDescriptor documented(Object object, IItemPropertyDescriptor descriptor) {
        return new ItemPropertyDescriptorDecorator(object, descriptor) {
            @Override
            public String getDescription(Object thisObject) {
                String documentation = getFeature(thisObject) instanceof EStructuralFeature f ? of(f) : null;
                return documentation == null ? super.getDescription(thisObject) : documentation;
            }
        };
    }
}
