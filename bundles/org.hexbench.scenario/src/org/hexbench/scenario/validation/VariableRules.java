package org.hexbench.scenario.validation;

import org.eclipse.emf.ecore.EObject;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.ModifierTarget;
import org.hexbench.scenario.ResourceAmount;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableModifier;
import org.hexbench.scenario.VariableValue;

/** Rules of variables, values and modifiers (Hexkit User's Guide §4.5 VariableSection Class, §4.6.3 VariableModifier Members). */
final class VariableRules {

    private VariableRules() {
    }

    static void check(EObject object, Report report) {
        if (object instanceof VariableClass variable) {
            checkRanges(variable, report);
        } else if (object instanceof VariableValue value) {
            VariableClass variable = value.getVariable();
            if (variable == null) {
                report.error(value, "has no variable");
            } else if (value.getValue() < variable.getMinimum() || value.getValue() > variable.getMaximum()) {
                report.error(value, "value " + value.getValue() + " of '" + variable.getId() + "' is not in "
                        + variable.getMinimum() + ".." + variable.getMaximum());
            }
        } else if (object instanceof VariableModifier modifier) {
            checkModifier(modifier, report);
        } else if (object instanceof ResourceAmount amount) {
            if (amount.getResource() == null) {
                report.error(amount, "has no resource");
            }
            if (amount.getAmount() < 0) {
                report.error(amount, "amount " + amount.getAmount() + " is negative");
            }
        }
    }

    private static void checkRanges(VariableClass v, Report report) {
        if (v.getMinimum() > v.getMaximum()) {
            report.error(v, "minimum " + v.getMinimum() + " is greater than maximum " + v.getMaximum());
        }
        if (v.getAbsoluteMinimum() > v.getMinimum()) {
            report.error(v, "absolute minimum " + v.getAbsoluteMinimum() + " is greater than minimum "
                    + v.getMinimum());
        }
        if (v.getAbsoluteMaximum() < v.getMaximum()) {
            report.error(v, "absolute maximum " + v.getAbsoluteMaximum() + " is less than maximum " + v.getMaximum());
        }
        if (v.getScale() < 1) {
            report.error(v, "display scale " + v.getScale() + " must be at least 1");
        }
        if (v instanceof ResourceClass r) {
            if (r.isSetDefeat() && (r.getDefeat() < r.getMinimum() || r.getDefeat() > r.getMaximum())) {
                report.error(r, "defeat threshold " + r.getDefeat() + " is not in " + r.getMinimum() + ".."
                        + r.getMaximum());
            }
            if (r.isSetVictory() && (r.getVictory() < r.getMinimum() || r.getVictory() > r.getMaximum())) {
                report.error(r, "victory threshold " + r.getVictory() + " is not in " + r.getMinimum() + ".."
                        + r.getMaximum());
            }
            if (r.isSetDefeat() && r.isSetVictory() && r.getDefeat() >= r.getVictory()) {
                report.error(r, "defeat threshold " + r.getDefeat() + " is not below victory threshold "
                        + r.getVictory());
            }
        }
    }

    private static void checkModifier(VariableModifier modifier, Report report) {
        VariableClass variable = modifier.getVariable();
        if (variable == null) {
            report.error(modifier, "has no variable");
            return;
        }
        if (modifier.getValue() < variable.getAbsoluteMinimum() || modifier.getValue() > variable.getAbsoluteMaximum()) {
            report.error(modifier, "value " + modifier.getValue() + " is not in the absolute range "
                    + variable.getAbsoluteMinimum() + ".." + variable.getAbsoluteMaximum() + " of '"
                    + variable.getId() + "'");
        }
        if (modifier.getTarget() == ModifierTarget.OWNER && !(variable instanceof ResourceClass)) {
            report.error(modifier, "the Owner target modifies faction resources only, but '" + variable.getId()
                    + "' is not a resource");
        }
        if (modifier.eContainer() instanceof Faction && modifier.getTarget() != ModifierTarget.SELF) {
            report.error(modifier, "a faction has only Self modifiers, not " + modifier.getTarget().getLiteral());
        }
    }
}
