package org.hexbench.ui.scenario.internal;

import java.util.Locale;
import java.util.function.Consumer;
import org.eclipse.jface.preference.ColorSelector;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Composite;
import org.hexbench.scenario.ScenarioPackage;

/**
 * A JFace {@link ColorSelector} beside a colour setting's text field ({@code #rrggbb}: a faction's colour, a symbol's
 * fill, the images' transparent colour): picking a colour writes it as {@code #rrggbb} through the same command as
 * typing it, and the swatch follows the model (typing, undo, another editor).
 */
final class ColourField {

    private final ColorSelector selector;

    /**
     * Creates the selector.
     *
     * @param parent where its button goes
     * @param apply what sets the setting to a new {@code #rrggbb} value (a command on the editing domain)
     */
    ColourField(Composite parent, Consumer<String> apply) {
        selector = new ColorSelector(parent);
        selector.getButton().setData(ElementForm.ID_KEY, "colour.picker");
        selector.getButton().setToolTipText("Choose the colour");
        selector.getButton().setData(ColorSelector.class.getName(), selector); // tests read the swatch's colour
        selector.addListener(event -> {
            // the selector fires only when the author picked a colour in its dialog
            if (ColorSelector.PROP_COLORCHANGE.equals(event.getProperty()) && event.getNewValue() instanceof RGB rgb) {
                apply.accept(format(rgb));
            }
        });
    }

    /**
     * Shows the colour of a text in the swatch; a text that is no colour leaves it unchanged.
     *
     * @param text the setting's text
     */
    void show(String text) {
        RGB rgb = parse(text);
        if (rgb != null && !selector.getButton().isDisposed() && !rgb.equals(selector.getColorValue())) {
            selector.setColorValue(rgb);
        }
    }

    /**
     * Tells whether a feature is a colour setting.
     *
     * @param feature a feature of the scenario model
     * @return whether its value is a {@code #rrggbb} colour
     */
    static boolean isColour(Object feature) {
        return feature == ScenarioPackage.Literals.FACTION__COLOR || feature == ScenarioPackage.Literals.SYMBOL_GRAPHIC__COLOR
                || feature == ScenarioPackage.Literals.IMAGE_SECTION__TRANSPARENT_COLOR;
    }

    /**
     * Reads a {@code #rrggbb} colour.
     *
     * @param text the text, may be {@code null}
     * @return the colour, or {@code null} if the text is no {@code #rrggbb} colour
     */
    static RGB parse(String text) {
        if (text == null || !text.strip().matches("#[0-9a-fA-F]{6}")) {
            return null;
        }
        int value = Integer.parseInt(text.strip().substring(1), 16);
        return new RGB(value >> 16 & 0xff, value >> 8 & 0xff, value & 0xff);
    }

    /**
     * Writes a colour as the scenario stores it.
     *
     * @param rgb the colour
     * @return {@code #rrggbb}, lower case
     */
    static String format(RGB rgb) {
        return String.format(Locale.ROOT, "#%02x%02x%02x", rgb.red, rgb.green, rgb.blue);
    }
}
