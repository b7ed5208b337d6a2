package org.hexbench.ui.interop.internal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/** The rows the import and export pages share: a label, a text field with a stable id, and a Browse button. */
final class WizardFields {

    /** The widget data key the project's UI tests find widgets by ({@code UiDriver.ID_KEY}). */
    static final String ID_KEY = "org.hexbench.id";

    private WizardFields() {
    }

    /**
     * Adds a labelled text field in a three-column grid; without a button it spans two columns.
     *
     * @param parent the page's composite (three columns)
     * @param label the label
     * @param id the field's id for tests
     * @param spanTwo whether no Browse button follows
     * @return the field
     */
    static Text text(Composite parent, String label, String id, boolean spanTwo) {
        new Label(parent, SWT.NONE).setText(label);
        Text text = new Text(parent, SWT.BORDER | SWT.SINGLE);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, spanTwo ? 2 : 1, 1));
        text.setData(ID_KEY, id);
        return text;
    }

    /**
     * Adds a Browse button.
     *
     * @param parent the page's composite
     * @param id its id for tests
     * @param action what a click does
     * @return the button
     */
    static Button browse(Composite parent, String id, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText("Browse...");
        button.setData(ID_KEY, id);
        button.addListener(SWT.Selection, e -> action.run());
        return button;
    }

    /**
     * Adds the file an import reads: a labelled field ({@code import.source}) with a Browse button
     * ({@code import.sourceBrowse}) that opens a file dialog for the given name patterns.
     *
     * @param parent the page's composite (three columns)
     * @param label the label
     * @param extensions the file dialog's name patterns
     * @return the field
     */
    static Text sourceFile(Composite parent, String label, String[] extensions) {
        Text source = text(parent, label, "import.source", false);
        browse(parent, "import.sourceBrowse", () -> chooseFile(source, extensions));
        return source;
    }

    /**
     * Lets the user choose a file to open and puts its path into a field.
     *
     * @param target the field
     * @param extensions the file dialog's name patterns
     */
    static void chooseFile(Text target, String[] extensions) {
        FileDialog dialog = new FileDialog(target.getShell(), SWT.OPEN);
        dialog.setFilterExtensions(extensions);
        String chosen = dialog.open();
        if (chosen != null) {
            target.setText(chosen);
        }
    }
}
