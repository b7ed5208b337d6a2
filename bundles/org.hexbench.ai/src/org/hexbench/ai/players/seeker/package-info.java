/**
 * Hexkit's computer player "Seeker" (Hexkit User's Guide ch. 9 Computer Players, §9.8 Seeker Algorithm) and the
 * support algorithms it is built from, one concept per class in the Guide's words: valuation of possessions
 * ({@link org.hexbench.ai.players.seeker.Valuation}, §9.2), threat assessment
 * ({@link org.hexbench.ai.players.seeker.Threat}, §9.2.4), range categories and reaching a target
 * ({@link org.hexbench.ai.players.seeker.RangeCategory}, {@link org.hexbench.ai.players.seeker.Reach}, §9.3),
 * estimated losses and their comparison ({@link org.hexbench.ai.players.seeker.CombatEstimate},
 * {@link org.hexbench.ai.players.seeker.LossComparison}, §9.4.1), attack and movement target selection
 * ({@link org.hexbench.ai.players.seeker.AttackTarget}, §9.4.2; {@link org.hexbench.ai.players.seeker.MoveTarget},
 * §9.5.2), conditional and group attacks ({@link org.hexbench.ai.players.seeker.AttackOdds},
 * {@link org.hexbench.ai.players.seeker.GroupAttack}, §9.4.4), supplies
 * ({@link org.hexbench.ai.players.seeker.Supply}, §9.5.1), building and placing
 * ({@link org.hexbench.ai.players.seeker.Building}, §9.6; {@link org.hexbench.ai.players.seeker.Placement}, §9.7),
 * Seeker's target lists and unit cycle ({@link org.hexbench.ai.players.seeker.SeekerTargets},
 * {@link org.hexbench.ai.players.seeker.UnitCycle}, §9.8.2–9.8.4) and the player itself
 * ({@link org.hexbench.ai.players.seeker.Seeker}, with {@link org.hexbench.ai.players.seeker.SeekerOptions}).
 *
 * <p>Everything is read from a {@link org.hexbench.ai.players.seeker.Situation}: a rehearsal copy of the game that
 * the player reads and never plays on, whose rules answer every question the algorithms ask.
 */
package org.hexbench.ai.players.seeker;
