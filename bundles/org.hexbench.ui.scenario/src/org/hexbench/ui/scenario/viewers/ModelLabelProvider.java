package org.hexbench.ui.scenario.viewers;

import java.net.URL;
import java.util.HashMap;
import java.util.Map;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.swt.graphics.Image;

/**
 * A JFace label provider that shows each element's text and icon from its item provider
 * ({@link IItemLabelProvider}); icons given as URLs (the generated item providers' {@code getImage}) are loaded
 * once and disposed with the label provider.
 */
public class ModelLabelProvider extends LabelProvider {

    private final AdapterFactory adapterFactory;
    private final Map<Object, Image> images = new HashMap<>();

    /**
     * Creates a label provider.
     *
     * @param adapterFactory the item provider factory
     */
    public ModelLabelProvider(AdapterFactory adapterFactory) {
        this.adapterFactory = adapterFactory;
    }

    /** Returns the item provider's text, or the element's string form if no item provider labels it. */
    @Override
    public String getText(Object element) {
        Object provider = adapterFactory.adapt(element, IItemLabelProvider.class);
        if (provider instanceof IItemLabelProvider labels) {
            String text = labels.getText(element);
            return text == null ? "" : text;
        }
        return element == null ? "" : String.valueOf(element);
    }

    /** Returns the item provider's icon, loaded from its URL once. */
    @Override
    public Image getImage(Object element) {
        Object provider = adapterFactory.adapt(element, IItemLabelProvider.class);
        return provider instanceof IItemLabelProvider labels ? image(labels.getImage(element)) : null;
    }

    /**
     * Returns the SWT image of an item provider's image object (a URL, or an image descriptor).
     *
     * @param key the item provider's image object, may be {@code null}
     * @return the image, owned by this label provider, or {@code null}
     */
    public Image image(Object key) {
        if (key == null) {
            return null;
        }
        return images.computeIfAbsent(key, k -> {
            ImageDescriptor descriptor = k instanceof ImageDescriptor d ? d
                    : k instanceof URL url ? ImageDescriptor.createFromURL(url) : null;
            return descriptor == null ? null : descriptor.createImage(false);
        });
    }

    /** Disposes the loaded icons. */
    @Override
    public void dispose() {
        images.values().forEach(image -> {
            if (image != null) {
                image.dispose();
            }
        });
        images.clear();
        super.dispose();
    }
}
