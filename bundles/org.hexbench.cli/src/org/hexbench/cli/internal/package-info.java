/**
 * The Equinox application {@code org.hexbench.cli.headless} ({@link org.hexbench.cli.internal.HeadlessApplication}),
 * through which the product's launcher runs {@link org.hexbench.cli.HexbenchCommandLine} and returns its exit code to
 * the process. Not API.
 */
package org.hexbench.cli.internal;
