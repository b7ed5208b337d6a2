package org.hexbench.ui.rules.internal;

import org.eclipse.jface.text.IDocument;

/** Goes to the declaration of a name (F3 and Ctrl+click): selects it in the rule file, or opens the scenario. */
final class Declarations {

    private Declarations() {
    }

    /**
     * @param file the open rule file
     * @param offset the cursor offset
     * @return an error message for the status line, or {@code null} when the declaration was shown
     */
    static String openAt(OpenRuleFile file, int offset) {
        IDocument document = file.document();
        if (document == null) {
            return null;
        }
        String text = document.get();
        Declaration declaration;
        try {
            declaration = file.source().readNow(text, resource -> Declaration.at(resource, offset));
        } catch (RuntimeException e) {
            return "Cannot find the declaration: " + e.getMessage();
        }
        if (declaration == null) {
            return "No declaration of a name at the cursor";
        }
        return open(file, declaration);
    }

    /**
     * @param file the open rule file
     * @param declaration the declaration to show
     * @return an error message, or {@code null}
     */
    static String open(OpenRuleFile file, Declaration declaration) {
        if (declaration.local()) {
            file.reveal(declaration.offset(), declaration.length());
            return null;
        }
        return ScenarioElements.open(file.page(), declaration.elementUri(), declaration.line());
    }
}
