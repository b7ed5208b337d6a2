/**
 * The world state of a running game (Hexkit User's Guide ch. 5 World State) and the HCL instructions that alone may
 * change it
 * (Hexkit User's Guide §6.1 Command Execution, §6.3 Instructions Namespace).
 * {@link org.hexbench.engine.world.WorldState} keeps plain Java objects with int ids; the scenario's EMF classes
 * are referenced read-only through {@link org.hexbench.engine.world.Catalog}. Every mutator of the world state is
 * package-private and called only by the {@link org.hexbench.engine.world.Instruction} records of this package.
 */
package org.hexbench.engine.world;
