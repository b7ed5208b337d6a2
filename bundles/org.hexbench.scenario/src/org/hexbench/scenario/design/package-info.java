/**
 * Reading and writing the run-length rows of a scenario's Design section ({@link org.hexbench.scenario.DesignTable}
 * rows and {@link org.hexbench.scenario.CellLayer} rows): {@link org.hexbench.scenario.design.DesignRows}.
 */
package org.hexbench.scenario.design;
