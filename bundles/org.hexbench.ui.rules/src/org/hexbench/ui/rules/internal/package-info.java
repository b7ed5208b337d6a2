/**
 * The parts of the rule editor, not API: the parsed model kept in step with the text and checked on a background thread
 * after each pause in typing, syntax and semantic colouring, content assist, hovers with Markdown documentation, quick
 * fixes in the editor and in the Problems view, the Outline, declarations and hyperlinks, formatting and rename, the
 * New Rule File wizard with its skeleton, and the watch that keeps the problem markers of every rule file current when
 * it or the scenario it is bound to changes.
 */
package org.hexbench.ui.rules.internal;
