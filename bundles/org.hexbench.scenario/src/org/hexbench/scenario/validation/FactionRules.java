package org.hexbench.scenario.validation;

import org.eclipse.emf.ecore.EObject;
import org.hexbench.scenario.ComputerPlayer;
import org.hexbench.scenario.Condition;
import org.hexbench.scenario.ConditionKind;
import org.hexbench.scenario.ConditionParameter;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.FactionSection;
import org.hexbench.scenario.PlayerControl;

/** Rules of factions, conditions and players (Hexkit User's Guide §4.7 FactionSection Class, §2.4.4 Victory and Defeat; Tiling Module design note, Game Terminology: PlayerControl). */
final class FactionRules {

    private FactionRules() {
    }

    static void check(EObject object, Report report) {
        if (object instanceof FactionSection section) {
            if (section.getFactions().size() < 2) {
                report.error(section, "needs at least 2 factions, has " + section.getFactions().size());
            }
        } else if (object instanceof Faction faction) {
            if (!Checks.isColor(faction.getColor())) {
                report.error(faction, "colour '" + faction.getColor() + "' is not #rrggbb");
            }
        } else if (object instanceof Condition condition) {
            checkCondition(condition, report);
        } else if (object instanceof ComputerPlayer computer && !ComputerAlgorithms.isKnown(computer.getAlgorithm())) {
            report.error(computer, "unknown computer player algorithm '" + computer.getAlgorithm()
                    + "' (Hexbench has: " + ComputerAlgorithms.list() + ")");
        } else if (object instanceof PlayerControl control) {
            if (control.getFaction() == null) {
                report.error(control, "controls no faction");
            }
        }
    }

    private static void checkCondition(Condition condition, Report report) {
        int threshold = condition.getThreshold();
        if (condition.getParameter() == ConditionParameter.TURNS) {
            if (threshold < 1) {
                report.error(condition, "a turn-count threshold must be at least 1, not " + threshold);
            }
        } else if (threshold < 0) {
            report.error(condition, "threshold " + threshold + " is negative");
        } else if (condition.getKind() == ConditionKind.VICTORY && threshold == 0) {
            report.warning(condition, "a victory threshold of 0 is reached at once");
        }
    }
}
