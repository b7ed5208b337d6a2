package org.hexbench.scenario.validation;

import org.eclipse.emf.ecore.resource.Resource;

/**
 * Turns EMF and SAX load messages into short sentences for authors: strips the location suffix EMF appends (the
 * problem already carries file and line) and the Java exception class names.
 */
final class LoadMessages {

    private LoadMessages() {
    }

    static String clean(Resource.Diagnostic diagnostic) {
        return clean(diagnostic.getMessage());
    }

    static String clean(String message) {
        if (message == null) {
            return "unknown problem";
        }
        String text = message.replaceAll("\\s*\\((file|platform|http)[^()]*, ?-?\\d+, ?-?\\d+\\)\\s*$", "");
        text = text.replaceAll("^.*?columnNumber: -?\\d+; ", "");
        text = text.replaceAll("^([a-z]+\\.)+[A-Z][A-Za-z]*(Exception|Error):\\s*", "");
        return text.strip();
    }
}
