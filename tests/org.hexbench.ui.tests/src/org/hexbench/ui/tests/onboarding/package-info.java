/**
 * Onboarding: the New Hexbench Project wizard and its templates, played through the engine; the Welcome page, its
 * example links and the menu paths of its tutorial; the root Hexbench preference page.
 */
package org.hexbench.ui.tests.onboarding;
