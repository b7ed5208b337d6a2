/**
 * Test data for every test bundle: the repository checkout and its {@code examples/}, the project's external data in
 * {@code shared/data/} beside the checkout (the Moving AI maps and scenarios), and generators of large inputs that are
 * never committed: random but valid scenarios of any size and a 5,000-rule HexTC2 rule file.
 */
package org.hexbench.testdata;
