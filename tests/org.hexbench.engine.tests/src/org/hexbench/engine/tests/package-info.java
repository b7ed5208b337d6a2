/**
 * Tests of the engine (a fragment of {@code org.hexbench.engine}): the HCL instructions (Hexkit User's Guide §6.3.2
 * Available Instructions, Table 7), every command with its default rules and rejections (Hexkit User's Guide §2.7
 * Commands, §7.4 Command Algorithms), data change handlers, command queuing and Automate (Hexkit User's Guide §6.4
 * Command Automation), resource transfer, rollback of failed commands, the world state and its modifiers, sequential
 * and simultaneous turns, saved games and headless games, mostly on the Riverford examples.
 */
package org.hexbench.engine.tests;
