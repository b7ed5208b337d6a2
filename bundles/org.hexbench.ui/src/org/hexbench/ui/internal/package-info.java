/**
 * The workbench application behind the product: the Equinox application {@code org.hexbench.ui.application}, the
 * workbench, window and action bar advisors (a resource-based IDE with File, Edit, Hexbench, Window and Help menus),
 * and the import of the shipped {@code examples/} projects into the workspace on first start. Not API.
 */
package org.hexbench.ui.internal;
