package org.hexbench.ui.rules.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.IInputValidator;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.window.Window;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.rename.IRenameService2;
import org.hexbench.rules.ide.OneDocumentAccess;

/**
 * Rename of a rule-local name (Alt+Shift+R) through the rule language's {@code RulesRename}: the name and
 * all its uses change in one undoable edit. Scenario elements are renamed in the scenario, so they are refused.
 */
final class RenameLocal {

    private RenameLocal() {
    }

    /**
     * @param file the open rule file
     * @param offset the cursor offset
     * @return the current name at the offset if it may be renamed, else {@code null}
     */
    static String renameable(OpenRuleFile file, int offset) {
        String text = file.document().get();
        return file.source().readNow(text, resource -> {
            Document document = new Document(1, text);
            IRenameService2.PrepareRenameOptions options = new IRenameService2.PrepareRenameOptions();
            options.setLanguageServerAccess(new OneDocumentAccess(resource, document));
            options.setParams(new PrepareRenameParams(new TextDocumentIdentifier(resource.getURI().toString()), document.getPosition(offset)));
            var prepared = RuleLanguage.get(IRenameService2.class).prepareRename(options);
            return prepared == null || !prepared.isSecond() ? null : prepared.getSecond().getPlaceholder();
        });
    }

    /**
     * Renames the name at the offset.
     *
     * @param file the open rule file
     * @param offset the cursor offset
     * @param newName the new name
     * @return an error message, or {@code null} when renamed
     */
    static String rename(OpenRuleFile file, int offset, String newName) {
        IDocument document = file.document();
        String text = document.get();
        List<TextEdit> edits = file.source().readNow(text, resource -> {
            Document positions = new Document(1, text);
            IRenameService2.Options options = new IRenameService2.Options();
            options.setLanguageServerAccess(new OneDocumentAccess(resource, positions));
            options.setRenameParams(new RenameParams(new TextDocumentIdentifier(resource.getURI().toString()),
                    positions.getPosition(offset), newName));
            WorkspaceEdit edit = RuleLanguage.get(IRenameService2.class).rename(options);
            List<TextEdit> result = new ArrayList<>();
            if (edit != null && edit.getChanges() != null) {
                edit.getChanges().values().forEach(result::addAll);
            }
            return result;
        });
        if (edits.isEmpty()) {
            return "'" + newName + "' is not a valid new name (an identifier that is not a keyword)";
        }
        return new RuleFixes.Fix("Rename", text, edits).applyTo(document) ? null : "The text changed meanwhile; rename again";
    }

    /**
     * Asks for the new name and renames (UI thread).
     *
     * @param shell the parent of the dialog
     * @param file the open rule file
     * @param offset the cursor offset
     * @return an error message, or {@code null}
     */
    static String ask(Shell shell, OpenRuleFile file, int offset) {
        try {
            return askAndRename(shell, file, offset);
        } catch (RuntimeException e) {
            return "Rename failed: " + e.getMessage();
        }
    }

    private static String askAndRename(Shell shell, OpenRuleFile file, int offset) {
        String old = renameable(file, offset);
        if (old == null) {
            return "Only rule-local names can be renamed here (scenario elements are renamed in the scenario)";
        }
        IInputValidator validator = name -> name.matches("\\^?[a-zA-Z_][a-zA-Z0-9_]*") ? null : "Enter an identifier";
        InputDialog dialog = new InputDialog(shell, "Rename Local Name", "New name for '" + old + "':", old, validator);
        if (dialog.open() != Window.OK || dialog.getValue().equals(old)) {
            return null;
        }
        return rename(file, offset, dialog.getValue());
    }
}
