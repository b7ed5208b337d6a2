/** Tests of the forward model, the computer players and tournaments, headless through the engine and the rules. */
package org.hexbench.ai.tests;
