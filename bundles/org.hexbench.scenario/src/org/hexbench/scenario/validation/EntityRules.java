package org.hexbench.scenario.validation;

import org.eclipse.emf.ecore.EObject;
import org.hexbench.scenario.AttributeClass;
import org.hexbench.scenario.EffectClass;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntitySection;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.ModifierTarget;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableModifier;

/** Rules of entity classes and templates (Hexkit User's Guide §4.6 EntitySection Class, §4.8.2 EntityTemplate Members, §3.5.2 Modifier Targets). */
final class EntityRules {

    private EntityRules() {
    }

    static void check(EObject object, Report report) {
        if (object instanceof EntitySection section) {
            if (section.getTerrains().stream().noneMatch(TerrainClass::isBackground)) {
                report.error(section, "has no background terrain class; every site needs one");
            }
        } else if (object instanceof EntityClass entity) {
            checkClass(entity, report);
        } else if (object instanceof EntityTemplate template) {
            checkTemplate(template, report);
        } else if (object instanceof VariableModifier modifier) {
            checkUnitModifier(modifier, report);
        }
    }

    /**
     * A modifier for units (targets Units, OwnerUnits and their ranged forms, Hexkit User's Guide §3.5.2) of an
     * attribute reaches only units whose class has a basic value of that attribute; warns when no unit class of the
     * scenario has one, because then the modifier never changes anything in play.
     */
    private static void checkUnitModifier(VariableModifier modifier, Report report) {
        VariableClass variable = modifier.getVariable();
        ModifierTarget target = modifier.getTarget();
        boolean forUnits = target == ModifierTarget.UNITS || target == ModifierTarget.OWNER_UNITS
                || target == ModifierTarget.UNITS_RANGED || target == ModifierTarget.OWNER_UNITS_RANGED;
        if (!forUnits || !(variable instanceof AttributeClass) || modifier.getValue() == 0
                || !(modifier.eContainer() instanceof EntityClass owner) || !(owner.eContainer() instanceof EntitySection section)) {
            return;
        }
        boolean received = section.getUnits().stream().flatMap(u -> u.getVariables().stream())
                .anyMatch(v -> v.getVariable() == variable);
        if (!received) {
            report.warning(modifier, "no unit class has a basic value of '" + variable.getId() + "', so this modifier"
                    + " for units never takes effect (give the unit classes a value, e.g. 0)");
        }
    }

    private static void checkClass(EntityClass entity, Report report) {
        if (entity.getValuation() < 0 || entity.getValuation() > 1) {
            report.error(entity, "valuation " + entity.getValuation() + " is not in 0..1");
        }
        if (entity.getModifierRange() < 0) {
            report.error(entity, "modifier range " + entity.getModifierRange() + " is negative");
        }
        if (entity instanceof TerrainClass terrain && terrain.isBackground() && terrain.isCanDestroy()) {
            report.error(terrain, "a background terrain can never be destroyed");
        }
        if (entity instanceof UnitClass unit && unit.isCanDefendOnly() && !unit.isCanAttack()) {
            report.warning(unit, "can defend only, but has no attack ability anyway");
        }
    }

    private static void checkTemplate(EntityTemplate template, Report report) {
        EntityClass entityClass = template.getEntityClass();
        if (entityClass == null) {
            report.error(template, "has no entity class");
            return;
        }
        var feature = template.eContainingFeature();
        if (feature == ScenarioPackage.Literals.AREA__UNITS && !(entityClass instanceof UnitClass)) {
            report.error(template, "is listed as a unit but '" + entityClass.getId() + "' is not a unit class");
        } else if (feature == ScenarioPackage.Literals.AREA__EFFECTS && !(entityClass instanceof EffectClass)) {
            report.error(template, "is listed as an effect but '" + entityClass.getId() + "' is not an effect class");
        } else if (template.eContainer() instanceof Faction && entityClass instanceof EffectClass) {
            report.error(template, "effects are always placed and cannot start in a faction's inventory");
        }
    }
}
