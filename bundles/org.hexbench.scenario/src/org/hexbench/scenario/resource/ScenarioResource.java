package org.hexbench.scenario.resource;

import java.util.IdentityHashMap;
import java.util.Map;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.xmi.XMLHelper;
import org.eclipse.emf.ecore.xmi.XMLLoad;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.SAXXMIHandler;
import org.eclipse.emf.ecore.xmi.impl.XMILoadImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.xml.sax.helpers.DefaultHandler;

/**
 * An XMI resource for one {@code .hexscenario} file (a whole scenario or one shared section, digest A.1). While
 * loading it records the line of each element's start tag, so that validation problems can be reported as
 * {@code file:line} (issue 4, Validation). Elements are identified by their {@code id} attribute, so references
 * between files read {@code other.hexscenario#someId}.
 */
public final class ScenarioResource extends XMIResourceImpl {

    private final Map<EObject, Integer> lines = new IdentityHashMap<>();

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
