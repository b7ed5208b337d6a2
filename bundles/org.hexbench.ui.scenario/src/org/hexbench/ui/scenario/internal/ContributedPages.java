package org.hexbench.ui.scenario.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.ui.IEditorPart;
import org.hexbench.ui.scenario.ScenarioEditor;
import org.hexbench.ui.scenario.ScenarioPageFactory;

/**
 * Reads the pages contributed to the scenario editor through {@value ScenarioEditor#PAGES_EXTENSION_POINT}, ordered
 * by position and id. A contribution that fails (missing class, exception in its factory) is logged with its
 * bundle's name and left out; the editor opens without it.
 */
public final class ContributedPages {

    private ContributedPages() {
    }

    /**
     * One contributed page.
     *
     * @param id the page id
     * @param title the tab title
     * @param position the ordering key (smaller first)
     * @param element the extension element, to create the factory
     */
    public record Page(String id, String title, int position, IConfigurationElement element) {

        /**
         * Creates the page for one editor.
         *
         * @param domain the editor's editing domain
         * @return the page, or {@code null} if the contribution failed (logged)
         */
        public IEditorPart create(AdapterFactoryEditingDomain domain) {
            try {
                Object factory = element.createExecutableExtension("class");
                if (factory instanceof ScenarioPageFactory pages) {
                    return pages.createPage(domain);
                }
                log("is not a " + ScenarioPageFactory.class.getSimpleName(), null);
            } catch (CoreException | RuntimeException | LinkageError e) {
                log("failed: " + e.getMessage(), e);
            }
            return null;
        }

        private void log(String message, Throwable cause) {
            ILog.of(ContributedPages.class).log(new Status(IStatus.ERROR, "org.hexbench.ui.scenario",
                    "Scenario editor page '" + id + "' from " + element.getContributor().getName() + " " + message,
                    cause));
        }
    }

    /** @return the contributed pages, ordered by position, then id */
    public static List<Page> all() {
        List<Page> pages = new ArrayList<>();
        for (IConfigurationElement element : Platform.getExtensionRegistry()
                .getConfigurationElementsFor(ScenarioEditor.PAGES_EXTENSION_POINT)) {
            if (!"page".equals(element.getName())) {
                continue;
            }
            String id = element.getAttribute("id");
            String title = element.getAttribute("title");
            int position = 100;
            try {
                String text = element.getAttribute("position");
                position = text == null ? 100 : Integer.parseInt(text.trim());
            } catch (NumberFormatException e) {
                position = 100;
            }
            pages.add(new Page(id, title == null ? id : title, position, element));
        }
        pages.sort(Comparator.comparingInt(Page::position).thenComparing(Page::id));
        return pages;
    }
}
