package org.hexbench.testdriver;

import org.eclipse.swt.custom.CCombo;
import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Decorations;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Item;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.TabItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.swt.widgets.Widget;

/** Reads the text a person sees on a widget, as tests name it: mnemonics and accelerator suffixes removed. */
final class WidgetText {

    private WidgetText() {
    }

    /** The widget's visible text, or null when the widget has none. Call on the UI thread. */
    static String textOf(Widget widget) {
        String raw = switch (widget) {
            case Item item -> item.getText();
            case Button button -> button.getText();
            case Label label -> label.getText();
            case CLabel label -> label.getText();
            case Text text -> text.getText();
            case StyledText text -> text.getText();
            case Link link -> link.getText();
            case Group group -> group.getText();
            case Combo combo -> combo.getText();
            case CCombo combo -> combo.getText();
            case Decorations shell -> shell.getText();
            default -> null;
        };
        return raw == null ? null : plain(raw);
    }

    /** The widget's tooltip, or null. Call on the UI thread. */
    static String tooltipOf(Widget widget) {
        return switch (widget) {
            case Control control -> control.getToolTipText();
            case ToolItem item -> item.getToolTipText();
            case CTabItem item -> item.getToolTipText();
            case TabItem item -> item.getToolTipText();
            default -> null;
        };
    }

    /** Removes mnemonic markers ("&amp;File" is "File", "&amp;&amp;" is "&amp;") and the accelerator after a tab. */
    static String plain(String raw) {
        int tab = raw.indexOf('\t');
        String label = tab >= 0 ? raw.substring(0, tab) : raw;
        StringBuilder out = new StringBuilder(label.length());
        for (int i = 0; i < label.length(); i++) {
            char c = label.charAt(i);
            if (c == '&' && i + 1 < label.length()) {
                out.append(label.charAt(++i));
            } else if (c != '&') {
                out.append(c);
            }
        }
        return out.toString();
    }
}
