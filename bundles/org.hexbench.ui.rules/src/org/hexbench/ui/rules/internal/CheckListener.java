package org.hexbench.ui.rules.internal;

/** Told on the UI thread after each background check of a rule editor's text. */
@FunctionalInterface
public interface CheckListener {

    /** @param result what the check found */
    void checked(CheckResult result);
}
