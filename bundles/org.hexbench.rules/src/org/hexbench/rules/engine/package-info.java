/**
 * The binding between rule files and the game engine. {@link org.hexbench.rules.engine.RuleBinding} starts a game with
 * the rule file a scenario's master names; {@link org.hexbench.rules.engine.ScriptedRules} implements the engine's rule
 * SPI with the file's hooks and falls back to Hexkit's default rules for everything else (Hexkit User's Guide §7.4
 * Command Algorithms); {@link org.hexbench.rules.engine.EngineWorld} shows the engine's world state to rules; and
 * {@link org.hexbench.rules.engine.EffectInstructions} turns the effects rules emit into HCL instructions, so saved
 * games replay from the recorded instructions, not from the rules (Hexkit User's Guide §6.1.1 Two Levels of Execution).
 */
package org.hexbench.rules.engine;
