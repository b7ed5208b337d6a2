/**
 * Tests of the game session without a user interface: both turn systems end to end, rollback of failed rules, saves,
 * automatic saves, replay, reruns under changed rules, seat changes and stopping computer players, played on the
 * shipped Riverford scenarios (Hexkit User's Guide §2.1 Managing Games, §2.2 Managing Players).
 */
package org.hexbench.play.tests;
