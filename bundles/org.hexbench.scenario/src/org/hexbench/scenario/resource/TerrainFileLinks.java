package org.hexbench.scenario.resource;

import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EFactory;
import org.eclipse.emf.ecore.xmi.impl.XMIHelperImpl;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.scenario.map.TerrainFile;
import org.hexbench.scenario.map.TerrainFileException;
import org.hexbench.scenario.map.TerrainRuns;

/**
 * The XMI helper of a {@link ScenarioResource} that keeps {@link TerrainRuns} out of the XML:
 * on save the value of {@code GameMap.terrain} becomes a {@link TerrainFile} staged in the resource, and the XMI
 * attribute holds that file's name relative to the scenario file; on load the attribute's file is read with one
 * {@code readAllBytes}. A broken file raises a {@link TerrainFileException}, which the XMI loader records as a load
 * error at the attribute's line.
 */
final class TerrainFileLinks extends XMIHelperImpl {

    private final ScenarioResource scenarioResource;

    TerrainFileLinks(ScenarioResource resource) {
        super(resource);
        this.scenarioResource = resource;
    }

    /**
     * Stages terrain runs as a sidecar file and returns its relative name; other values as usual.
     *
     * @param factory the data type's factory
     * @param dataType the data type
     * @param value the value
     * @return the attribute text
     */
    @Override
    public String convertToString(EFactory factory, EDataType dataType, Object value) {
        if (dataType == ScenarioPackage.Literals.TERRAIN_RUNS && value instanceof TerrainRuns runs) {
            return scenarioResource.stageTerrainFile(runs);
        }
        return super.convertToString(factory, dataType, value);
    }

    @Override
    protected Object createFromString(EFactory factory, EDataType dataType, String value) {
        if (dataType == ScenarioPackage.Literals.TERRAIN_RUNS) {
            return scenarioResource.readTerrainFile(value);
        }
        return super.createFromString(factory, dataType, value);
    }
}
