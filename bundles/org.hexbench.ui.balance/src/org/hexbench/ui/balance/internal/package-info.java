/**
 * The Balance Report's workbench side, not API: the command handler, the dialog, the job that plays the games, and
 * the charts drawn with SWT (no charting library for SWT is on Maven Central as an OSGi bundle).
 */
package org.hexbench.ui.balance.internal;
