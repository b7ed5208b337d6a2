package org.hexbench.ui.rules.internal;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.IDocument;

/** The rule files open in editors, so that a changed scenario can relink the open rules bound to it. */
final class OpenRuleEditors {

    private static final Set<OpenRuleFile> OPEN = new CopyOnWriteArraySet<>();

    private OpenRuleEditors() {
    }

    static void opened(OpenRuleFile file) {
        OPEN.add(file);
    }

    static void closed(OpenRuleFile file) {
        OPEN.remove(file);
    }

    /**
     * @param scenario a scenario file's location
     * @return the open rule files whose text is bound to it now
     */
    static List<OpenRuleFile> boundTo(Path scenario) {
        return OPEN.stream().filter(open -> scenario.equals(scenarioOf(open))).toList();
    }

    private static Path scenarioOf(OpenRuleFile open) {
        IFile file = open.file();
        IDocument document = open.document();
        if (file == null || file.getLocation() == null || document == null) {
            return null;
        }
        return ScenarioBinding.scenarioOf(file.getLocation().toPath(), document.get());
    }
}
