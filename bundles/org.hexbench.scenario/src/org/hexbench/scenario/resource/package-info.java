/**
 * Persistence of scenarios (issue 4, digest A.1): {@code .hexscenario} files in XMI, sections in separate files as
 * EMF cross-document references (Hexkit's include), and the line numbers of loaded elements for diagnostics.
 */
package org.hexbench.scenario.resource;
