package org.hexbench.scenario.resource;

import java.io.ByteArrayOutputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.XMLHelper;
import org.eclipse.emf.ecore.xmi.XMLLoad;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.XMLSave;
import org.eclipse.emf.ecore.xmi.impl.SAXXMIHandler;
import org.eclipse.emf.ecore.xmi.impl.XMILoadImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.eclipse.emf.ecore.xmi.impl.XMISaveImpl;
import org.hexbench.scenario.AreaSection;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.scenario.map.TerrainFile;
import org.hexbench.scenario.map.TerrainFileException;
import org.hexbench.scenario.map.TerrainRuns;
import org.xml.sax.helpers.DefaultHandler;

/**
 * An XMI resource for one {@code .hexscenario} file (a whole scenario or one shared section, Hexkit User's Guide §3.2.2
 * Sharing Subsections). While
 * loading it records the line of each element's start tag, so that validation problems can be reported as
 * {@code file:line}. Elements are identified by their {@code id} attribute, so references
 * between files read {@code other.hexscenario#someId}. The terrain of a large map is saved next to the file as a
 * binary {@link TerrainFile} ({@link TerrainFileLinks}), written together with the XMI ({@link SaveTransaction}); the
 * areas of such a map go into that file too, in binary form ({@link AreaData}), and are put back into the map when
 * the XMI has been loaded, so that the model looks as if they had been in the XMI.
 * References by id are resolved through EMF's intrinsic id map, so loading is linear in the number of references.
 */
public final class ScenarioResource extends XMIResourceImpl {

    private final Map<EObject, Integer> lines = new IdentityHashMap<>();
    private final Map<URI, byte[]> stagedTerrainFiles = new LinkedHashMap<>();
    private final Map<TerrainRuns, byte[]> stagedAreaData = new IdentityHashMap<>();
    private final Set<EObject> mapsWithAreaData = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Map<TerrainRuns, LoadedAreaData> loadedAreaData = new IdentityHashMap<>();

    /**
     * Creates an empty resource.
     *
     * @param uri the resource's URI
     */
    public ScenarioResource(URI uri) {
        super(uri);
        getDefaultSaveOptions().put(XMLResource.OPTION_ENCODING, "UTF-8");
        getDefaultSaveOptions().put(XMLResource.OPTION_LINE_WIDTH, Integer.MAX_VALUE);
        getDefaultSaveOptions().put(XMLResource.OPTION_SAVE_TYPE_INFORMATION, Boolean.FALSE);
        getDefaultLoadOptions().put(XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE);
        getDefaultLoadOptions().put(XMLResource.OPTION_USE_PARSER_POOL, ScenarioResources.PARSER_POOL);
        getDefaultLoadOptions().put(XMLResource.OPTION_USE_DEPRECATED_METHODS, Boolean.FALSE);
        setIntrinsicIDToEObjectMap(new HashMap<>());
    }

    /**
     * Returns the line of an element's start tag in the loaded file.
     *
     * @param object an element of this resource
     * @return the 1-based line, or 0 if the element was not loaded from this file (e.g. created later)
     */
    public int lineOf(EObject object) {
        Integer line = lines.get(object);
        return line == null ? 0 : line;
    }

    /** Uses ids (not positional paths) for references into this resource: they survive reordering. */
    @Override
    protected boolean useUUIDs() {
        return false;
    }

    /**
     * Finds an element by its {@code id} through the intrinsic id map, so that resolving the references of a large
     * file is linear rather than a scan of the whole content tree per reference. EMF does not update the map when an
     * element's id changes (e.g. renamed in the editor), so a hit whose id no longer matches is dropped and the
     * lookup falls back to EMF's scan, which refills the map.
     */
    @Override
    protected EObject getEObjectByID(String id) {
        Map<String, EObject> map = getIntrinsicIDToEObjectMap();
        EObject cached = map == null ? null : map.get(id);
        if (cached != null && (cached.eResource() != this || !id.equals(EcoreUtil.getID(cached)))) {
            map.remove(id);
        }
        return super.getEObjectByID(id);
    }

    /**
     * Saves the XMI and the {@link TerrainFile}s of its large maps together, through a {@link SaveTransaction}: the
     * XMI is serialised into memory (which stages the terrain files), then every file is written to a temporary
     * file and renamed into place. Honours {@link Resource#OPTION_SAVE_ONLY_IF_CHANGED} by leaving identical
     * files untouched.
     *
     * @param options EMF save options, merged with the defaults
     * @throws IOException if serialising or writing fails
     */
    @Override
    public void save(Map<?, ?> options) throws IOException {
        stagedTerrainFiles.clear();
        ByteArrayOutputStream xmi = new ByteArrayOutputStream(1 << 16);
        SaveTransaction transaction = new SaveTransaction();
        try {
            stageAreaData();
            save(xmi, options);
            stagedTerrainFiles.forEach(transaction::add);
        } finally {
            stagedTerrainFiles.clear();
            stagedAreaData.clear();
            mapsWithAreaData.clear();
        }
        transaction.add(getURI(), xmi.toByteArray());
        Object onlyIfChanged = options == null ? null : options.get(Resource.OPTION_SAVE_ONLY_IF_CHANGED);
        if (onlyIfChanged == null) {
            onlyIfChanged = getDefaultSaveOptions().get(Resource.OPTION_SAVE_ONLY_IF_CHANGED);
        }
        transaction.commit(getURIConverter(), onlyIfChanged != null);
    }

    /**
     * Encodes the areas of every large map (one whose terrain goes to a {@link TerrainFile}) into that file's area
     * data ({@link AreaData}), so that the XMI leaves them out; areas that do not {@link AreaData#fits fit} stay in the
     * XMI. A terrain value shared by two maps keeps the second map's areas in the XMI.
     */
    private void stageAreaData() {
        for (GameMap map : maps()) {
            TerrainRuns runs = map.getTerrain();
            if (runs != null && !map.getAreas().isEmpty() && !stagedAreaData.containsKey(runs)
                    && AreaData.fits(map.getAreas())) {
                stagedAreaData.put(runs, AreaData.write(map.getAreas(), getURI()));
                mapsWithAreaData.add(map);
            }
        }
    }

    /**
     * Returns the maps this file holds. A map lives only in an Areas section, at the root or in a scenario's own
     * sections, so the walk stays in those two levels and never enters sections of other files.
     */
    private List<GameMap> maps() {
        List<GameMap> maps = new ArrayList<>();
        for (TreeIterator<EObject> it = EcoreUtil.getAllProperContents(this, false); it.hasNext();) {
            EObject o = it.next();
            if (o instanceof GameMap map) {
                maps.add(map);
            }
            if (!(o instanceof Scenario || o instanceof AreaSection)) {
                it.prune();
            }
        }
        return maps;
    }

    /**
     * Stages the terrain file of one map during a save and names it after this resource: {@code name.hexmap}, then
     * {@code name-2.hexmap} and so on if the resource holds several large maps.
     *
     * @param runs the map's terrain
     * @return the file name relative to this resource, for the XMI attribute
     */
    String stageTerrainFile(TerrainRuns runs) {
        String base = getURI().trimFileExtension().lastSegment();
        String name = base + (stagedTerrainFiles.isEmpty() ? "" : "-" + (stagedTerrainFiles.size() + 1)) + "."
                + TerrainFile.EXTENSION;
        stagedTerrainFiles.put(URI.createURI(name).resolve(getURI()),
                TerrainFile.write(runs, stagedAreaData.getOrDefault(runs, new byte[0])));
        return name;
    }

    /**
     * Reads a terrain file named by an XMI attribute during a load: one {@code readAllBytes} for local files.
     *
     * @param name the file name relative to this resource
     * @return the checked runs
     * @throws TerrainFileException if the file is missing, unreadable, truncated or corrupt
     */
    TerrainRuns readTerrainFile(String name) {
        URI uri = URI.createURI(name);
        if (getURI().isHierarchical() && uri.isRelative()) {
            uri = uri.resolve(getURI());
        }
        byte[] bytes;
        try {
            URI normalized = getURIConverter().normalize(uri);
            if (normalized.isFile()) {
                bytes = Files.readAllBytes(Path.of(normalized.toFileString()));
            } else {
                try (InputStream in = getURIConverter().createInputStream(normalized)) {
                    bytes = in.readAllBytes();
                }
            }
        } catch (NoSuchFileException | FileNotFoundException e) {
            throw new TerrainFileException(name, -1, "the terrain file does not exist");
        } catch (IOException | RuntimeException e) {
            throw new TerrainFileException(name, -1, "the terrain file cannot be read: " + e.getMessage());
        }
        TerrainRuns runs = TerrainFile.read(bytes, name);
        int[] areas = TerrainFile.areaData(bytes);
        if (areas[1] > 0) {
            loadedAreaData.put(runs, new LoadedAreaData(Arrays.copyOfRange(bytes, areas[0], areas[0] + areas[1]),
                    areas[0], name));
        }
        return runs;
    }

    /** The area data of a map file read during a load, attached to its map once the XMI is loaded. */
    private record LoadedAreaData(byte[] data, int offset, String name) {
    }

    /**
     * Loads the XMI, then puts the areas kept in the map files of large maps ({@link AreaData}) into their maps.
     *
     * @param inputStream the XMI
     * @param options load options
     * @throws IOException if the XMI cannot be read, or with a {@link TerrainFileException} as cause if a map file's
     *             areas are broken or refer to elements that do not exist
     */
    @Override
    public void doLoad(InputStream inputStream, Map<?, ?> options) throws IOException {
        loadedAreaData.clear();
        try {
            super.doLoad(inputStream, options);
            if (!loadedAreaData.isEmpty()) {
                attachAreaData();
            }
        } catch (TerrainFileException e) {
            throw new IOException(e.getMessage(), e);
        } finally {
            loadedAreaData.clear();
        }
    }

    private void attachAreaData() {
        for (GameMap map : maps()) {
            LoadedAreaData areas = map.getTerrain() == null ? null : loadedAreaData.get(map.getTerrain());
            if (areas != null) {
                map.getAreas().addAll(AreaData.read(areas.data(), getURI(), getResourceSet(), areas.name(),
                        areas.offset()));
            }
        }
    }

    /** The XMI save, leaving out the areas that go to a map file's area data. */
    @Override
    protected XMLSave createXMLSave() {
        return new XMISaveImpl(createXMLHelper()) {
            @Override
            protected boolean shouldSaveFeature(EObject o, EStructuralFeature f) {
                return !(f == ScenarioPackage.Literals.GAME_MAP__AREAS && mapsWithAreaData.contains(o))
                        && super.shouldSaveFeature(o, f);
            }
        };
    }

    @Override
    protected XMLHelper createXMLHelper() {
        return new TerrainFileLinks(this);
    }

    @Override
    protected XMLLoad createXMLLoad() {
        return new XMILoadImpl(createXMLHelper()) {
            @Override
            protected DefaultHandler makeDefaultHandler() {
                return new LineRecordingHandler(resource, helper, options);
            }
        };
    }

    @Override
    protected void doUnload() {
        lines.clear();
        super.doUnload();
    }

    /** The SAX handler that notes the current line whenever it creates an element. */
    private final class LineRecordingHandler extends SAXXMIHandler {

        LineRecordingHandler(XMLResource resource, XMLHelper helper, Map<?, ?> options) {
            super(resource, helper, options);
        }

        @Override
        protected void processObject(EObject object) {
            super.processObject(object);
            if (object != null && locator != null) {
                lines.put(object, locator.getLineNumber());
            }
        }
    }
}
