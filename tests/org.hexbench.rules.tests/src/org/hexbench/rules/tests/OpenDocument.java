package org.hexbench.rules.tests;

import java.util.List;

import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.resource.XtextResource;
import org.hexbench.rules.ide.OneDocumentAccess;

/**
 * Test fixture: one open rule document as the IDE services see it (a resource, its text, and the IDE bundle's
 * one-document language server access that quick fixes and rename read through).
 */
final class OpenDocument {

    final String text;
    final XtextResource resource;
    final Document document;

    /** @param rules HexTC2 rules without header */
    OpenDocument(String rules) {
        this(RuleFiles.HEADER, rules);
    }

    /** @param header the first line @param rules the rest */
    OpenDocument(String header, String rules) {
        this.text = header + rules;
        this.resource = RuleFiles.parse(RuleFiles.hextc2(), text);
        this.document = new Document(1, text);
    }

    String uri() {
        return resource.getURI().toString();
    }

    /** @param marker a unique substring @return the offset of its first character */
    int offset(String marker) {
        int offset = text.indexOf(marker);
        if (offset < 0 || text.indexOf(marker, offset + 1) >= 0) {
            throw new IllegalArgumentException("not unique: " + marker);
        }
        return offset;
    }

    Position position(String marker) {
        return document.getPosition(offset(marker));
    }

    /** Applies edits whose ranges all refer to this text (as in a workspace edit): last first. */
    String apply(List<TextEdit> edits) {
        List<TextEdit> descending = new java.util.ArrayList<>(edits);
        descending.sort((a, b) -> Integer.compare(document.getOffSet(b.getRange().getStart()), document.getOffSet(a.getRange().getStart())));
        Document result = document;
        for (TextEdit edit : descending) {
            result = result.applyChanges(List.of(edit));
        }
        return result.getContents();
    }

    /** @return the language server access quick fixes and rename read this document through */
    ILanguageServerAccess access() {
        return new OneDocumentAccess(resource, document);
    }
}
