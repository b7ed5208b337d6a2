/**
 * The import and export wizards of File &gt; Import/Export &gt; Hexbench and their pages. Not API.
 */
package org.hexbench.ui.interop.internal;
