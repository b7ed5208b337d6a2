/**
 * The {@code hexbench} command line: {@link org.hexbench.cli.HexbenchCommandLine} dispatches the first word to one
 * {@link org.hexbench.cli.Subcommand} ({@code version}, {@code validate}, {@code path}, {@code play}, {@code replay},
 * {@code help}), each of which reads its own arguments, writes to a {@link org.hexbench.cli.Terminal} and returns an
 * {@link org.hexbench.cli.ExitCode}: 0 ok, 1 invalid input, 2 usage error. The subcommands run the same tiling,
 * scenario, engine and rule bundles as the IDE, without a display: scenario and rule validation, the Moving AI path
 * benchmark, headless games with computer players, and replays of saved games (Hexkit User's Guide §2.1.4 Replaying
 * Your Game).
 */
package org.hexbench.cli;
