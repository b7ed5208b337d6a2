/**
 * Content assist of the rule language: proposals for hook names, roles, queries and effects on top of the generic
 * cross-reference proposals, and a parser that is fed only the declaration at the cursor, so that completion stays fast
 * at the end of a file of thousands of rules.
 */
package org.hexbench.rules.ide.contentassist;
