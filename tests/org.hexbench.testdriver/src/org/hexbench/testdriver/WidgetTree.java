package org.hexbench.testdriver;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TabFolder;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.swt.widgets.Widget;

/**
 * The widgets below a root, depth first: child controls, and the items of tool bars, trees, tables and tab
 * folders, so queries can find items (which are not controls) as well.
 */
final class WidgetTree {

    private WidgetTree() {
    }

    /** The root and every widget below it. Call on the UI thread. */
    static List<Widget> under(Widget root) {
        List<Widget> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(Widget widget, List<Widget> out) {
        if (widget == null || widget.isDisposed()) {
            return;
        }
        out.add(widget);
        switch (widget) {
            case ToolBar bar -> List.of(bar.getItems()).forEach(out::add);
            case Tree tree -> List.of(tree.getItems()).forEach(item -> collectTreeItem(item, out));
            case Table table -> List.of(table.getItems()).forEach(out::add);
            case CTabFolder folder -> List.of(folder.getItems()).forEach(out::add);
            case TabFolder folder -> List.of(folder.getItems()).forEach(out::add);
            case Menu menu -> List.of(menu.getItems()).forEach(item -> collect(item, out));
            case MenuItem item -> collect(item.getMenu(), out);
            default -> {
            }
        }
        if (widget instanceof Shell shell) {
            collect(shell.getMenuBar(), out);
        }
        if (widget instanceof Composite composite) {
            for (var child : composite.getChildren()) {
                collect(child, out);
            }
        }
    }

    private static void collectTreeItem(TreeItem item, List<Widget> out) {
        out.add(item);
        if (item.getExpanded()) {
            for (TreeItem child : item.getItems()) {
                collectTreeItem(child, out);
            }
        }
    }
}
