/**
 * The IDE services of the rule language, usable without the Eclipse UI: {@link org.hexbench.rules.ide.RulesIdeModule}
 * binds content assist, semantic highlighting, hovers, quick fixes, rename, formatting and the document outline on top
 * of Xtext's IDE API, for the Hexbench rule editor (in-process) or Xtext's language server
 * ({@link org.hexbench.rules.ide.RulesIdeSetup}). The content-assist parser is generated into {@code src-gen/}.
 */
package org.hexbench.rules.ide;
