/**
 * Persistence of scenarios (Hexkit User's Guide §3.1 Scenario Structure, §3.2 Scenario Sections): {@code .hexscenario}
 * files in XMI, sections in separate files as
 * EMF cross-document references (Hexkit's include, Hexkit User's Guide §3.2.1 Importing Subsections), and the line
 * numbers of loaded elements for diagnostics.
 */
package org.hexbench.scenario.resource;
