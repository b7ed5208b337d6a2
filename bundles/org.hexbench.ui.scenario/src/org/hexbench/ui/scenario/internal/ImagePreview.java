package org.hexbench.ui.scenario.internal;

import java.io.File;
import org.eclipse.core.resources.IFile;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTException;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.forms.IMessageManager;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.hexbench.scenario.ScenarioPackage;

/**
 * The picture an image file setting names (an image file of the Images section, the map's overlay picture), shown
 * below its field and scaled to at most {@value #SIZE} pixels; a path that names no readable image shows why, beside
 * the field and in the form's heading. The path is read relative to the file that holds the element, as the map and
 * the game read it; nothing else is read.
 */
final class ImagePreview {

    /** The largest width or height of the preview, in pixels. */
    static final int SIZE = 160;

    private final Label picture;
    private final Control field;
    private final IMessageManager messages;
    private final LocalResourceManager resources;
    private ImageDescriptor shown;
    private String shownKey;

    ImagePreview(Composite body, FormToolkit toolkit, Control field, IMessageManager messages) {
        this.field = field;
        this.messages = messages;
        picture = toolkit.createLabel(body, "", SWT.WRAP);
        picture.setData(ElementForm.ID_KEY, "image.preview");
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        data.widthHint = SIZE;
        picture.setLayoutData(data);
        resources = new LocalResourceManager(JFaceResources.getResources(), picture);
    }

    /**
     * Tells whether a feature is an image file path.
     *
     * @param feature a feature of the scenario model
     * @return whether it names a picture file
     */
    static boolean isImagePath(Object feature) {
        return feature == ScenarioPackage.Literals.IMAGE_FILE__PATH || feature == ScenarioPackage.Literals.OVERLAY_IMAGE__PATH;
    }

    /**
     * Shows the picture a path names.
     *
     * @param element the element holding the path (its file is where relative paths start)
     * @param path the path, may be empty
     */
    void show(EObject element, String path) {
        File named = path == null || path.isBlank() ? null : fileOf(element, path.strip());
        String key = path + "|" + (named == null ? "" : named + "@" + named.lastModified());
        if (picture.isDisposed() || key.equals(shownKey)) {
            return; // forms refresh after every command: read the file again only when it is another or has changed
        }
        shownKey = key;
        if (shown != null) {
            resources.destroy(shown);
            shown = null;
        }
        picture.setImage(null);
        String problem = null;
        if (path == null || path.isBlank()) {
            picture.setText("No image file named.");
        } else {
            File file = named;
            if (file == null || !file.isFile()) {
                problem = "Image file not found: " + path.strip() + (file == null ? "" : " (looked for " + file + ")");
            } else {
                try {
                    ImageData data = new ImageData(file.getPath());
                    double scale = Math.min(1.0, (double) SIZE / Math.max(data.width, data.height));
                    ImageData scaled = scale < 1 ? data.scaledTo(Math.max(1, (int) (data.width * scale)),
                            Math.max(1, (int) (data.height * scale))) : data;
                    shown = ImageDescriptor.createFromImageDataProvider(zoom -> zoom == 100 ? scaled : null);
                    picture.setText("");
                    picture.setImage(resources.create(shown));
                    picture.setToolTipText(path.strip() + ": " + data.width + "\u00d7" + data.height + " pixels");
                } catch (SWTException e) {
                    problem = "Not an image Hexbench can read: " + path.strip() + " (" + e.getMessage() + ")";
                }
            }
        }
        if (problem == null) {
            messages.removeMessage(this, field);
        } else {
            picture.setText(problem);
            picture.setToolTipText(problem);
            messages.addMessage(this, problem, null, IMessageProvider.ERROR, field);
        }
        picture.getParent().layout(true, true);
    }

    /** The file a path names, relative to the file of the element; {@code null} outside the file system. */
    private static File fileOf(EObject element, String path) {
        if (element.eResource() == null) {
            return null;
        }
        URI base = element.eResource().getURI();
        URI named = URI.createFileURI(path);
        URI resolved = named.isRelative() ? named.resolve(base) : named;
        IFile workspaceFile = ProblemMarkers.fileOf(resolved);
        if (workspaceFile != null && workspaceFile.getLocation() != null) {
            return workspaceFile.getLocation().toFile();
        }
        return resolved.isFile() ? new File(resolved.toFileString()) : null;
    }
}
