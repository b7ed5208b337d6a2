/**
 * Importing Xconq games into Hexbench: {@link org.hexbench.xconq.importer.XconqImport} loads a module with the
 * modules it needs and builds a scenario (the Hexkit sections Hexbench plays plus a Design section that keeps the rest
 * of the game design), with every problem and every approximation as a diagnostic naming file, line and column;
 * {@link org.hexbench.xconq.importer.XconqProject} writes the result as a Hexbench project folder, completely or not
 * at all. Pure Java and EMF: no SWT, JFace or workbench.
 */
package org.hexbench.xconq.importer;
