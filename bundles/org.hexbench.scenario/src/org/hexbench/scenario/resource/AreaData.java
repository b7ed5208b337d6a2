package org.hexbench.scenario.resource;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.util.InternalEList;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.Bounds;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableValue;
import org.hexbench.scenario.map.TerrainFile;
import org.hexbench.scenario.map.TerrainFileException;

/**
 * The areas of a large map in binary form, stored in the map's {@link TerrainFile} next to its terrain (the
 * persistence target: a 1,000,000-site scenario must load within ten times a plain read of its files). Building the few
 * thousand area objects of such a map from XMI costs about a microsecond each; from this form, through the generated
 * setters, a tenth of that. Only areas whose entity templates carry no modifiers are stored so (the common case:
 * owners, units, effects, terrains, names, variables); otherwise the areas stay in the XMI.
 *
 * <p>Layout (varints are unsigned LEB128; signed numbers zigzag-encoded): a reference table — a varint count, then
 * each referenced element's URI relative to the scenario file as a length-prefixed UTF-8 string (factions, terrain,
 * entity and variable classes, in order of first use) — then a varint area count and each area: its bounds
 * {@code (x, y, width, height)}, its sites {@code (x, y)}, owner and unit owner (reference + 1, 0 for none), its
 * terrains (references), then its units and its effects as templates: class (reference + 1), a flag byte (name
 * set, frame offset set, random frame), the name, the frame offset, and the variable values
 * {@code (variable reference + 1, value)}.
 */
final class AreaData {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;
    /** Template flags; bit 8 once meant an invisible template and is ignored when read (the flag was removed from the model). */
    private static final int NAMED = 1, FRAME_OFFSET = 2, RANDOM_FRAME = 4;

    private AreaData() {
    }

    /**
     * @param areas a map's areas
     * @return whether they can be stored in this form (no entity template has variable modifiers)
     */
    static boolean fits(List<Area> areas) {
        for (Area area : areas) {
            for (List<EntityTemplate> templates : List.of(area.getUnits(), area.getEffects())) {
                for (EntityTemplate t : templates) {
                    if (!t.getModifiers().isEmpty()) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /**
     * Encodes areas.
     *
     * @param areas areas that {@link #fits fit}
     * @param base the URI of the scenario file, to which references are made relative
     * @return the bytes
     */
    static byte[] write(List<Area> areas, URI base) {
        Writer w = new Writer(base);
        w.varint(areas.size());
        for (Area area : areas) {
            w.varint(area.getBounds().size());
            for (Bounds b : area.getBounds()) {
                w.signed(b.getX());
                w.signed(b.getY());
                w.signed(b.getWidth());
                w.signed(b.getHeight());
            }
            w.varint(area.getSites().size());
            for (Location l : area.getSites()) {
                w.signed(l.getX());
                w.signed(l.getY());
            }
            w.optionalRef(area.getOwner());
            w.optionalRef(area.getUnitOwner());
            w.varint(area.getTerrains().size());
            for (TerrainClass t : area.getTerrains()) {
                w.varint(w.ref(t));
            }
            w.templates(area.getUnits());
            w.templates(area.getEffects());
        }
        return w.finish();
    }

    /**
     * Decodes areas, resolving their references in the scenario's resource set.
     *
     * @param data the bytes from {@link #write}
     * @param base the URI of the scenario file
     * @param resourceSet where the referenced elements are loaded
     * @param name the map file's name, for messages
     * @param fileOffset where the data starts in that file, so that messages give offsets into the file
     * @return the areas, not yet contained anywhere
     * @throws TerrainFileException if the data is malformed or names an element that does not exist
     */
    static List<Area> read(byte[] data, URI base, ResourceSet resourceSet, String name, int fileOffset) {
        Reader r = new Reader(data, base, resourceSet, name, fileOffset);
        try {
            int count = r.count();
            List<Area> areas = new ArrayList<>(count);
            for (int a = 0; a < count; a++) {
                Area area = F.createArea();
                int bounds = r.count();
                for (int i = 0; i < bounds; i++) {
                    Bounds b = F.createBounds();
                    b.setX(r.signed());
                    b.setY(r.signed());
                    b.setWidth(r.signed());
                    b.setHeight(r.signed());
                    add(area.getBounds(), b);
                }
                int sites = r.count();
                for (int i = 0; i < sites; i++) {
                    Location l = F.createLocation();
                    l.setX(r.signed());
                    l.setY(r.signed());
                    add(area.getSites(), l);
                }
                area.setOwner(r.optional(Faction.class));
                area.setUnitOwner(r.optional(Faction.class));
                int terrains = r.count();
                for (int i = 0; i < terrains; i++) {
                    add(area.getTerrains(), r.required(TerrainClass.class));
                }
                r.templates(area.getUnits());
                r.templates(area.getEffects());
                areas.add(area);
            }
            if (r.position != data.length) {
                throw r.error(r.position, (data.length - r.position) + " unexpected bytes after the areas");
            }
            return areas;
        } catch (ArrayIndexOutOfBoundsException e) {
            throw r.error(data.length, "the areas are truncated");
        }
    }

    private static <T> void add(EList<T> list, T element) {
        ((InternalEList<T>) list).addUnique(element);
    }

    /** Encodes into a growing buffer, collecting the reference table. */
    private static final class Writer {
        private final URI base;
        private final Map<EObject, Integer> refs = new HashMap<>();
        private final List<String> table = new ArrayList<>();
        private final ByteArrayOutputStream body = new ByteArrayOutputStream(1 << 12);

        Writer(URI base) {
            this.base = base;
        }

        void varint(int value) {
            int v = value;
            while ((v & ~0x7F) != 0) {
                body.write((v & 0x7F) | 0x80);
                v >>>= 7;
            }
            body.write(v);
        }

        void signed(int value) {
            varint((value << 1) ^ (value >> 31));
        }

        int ref(EObject target) {
            return refs.computeIfAbsent(target, t -> {
                URI uri = EcoreUtil.getURI(t);
                table.add((base.isHierarchical() ? uri.deresolve(base) : uri).toString());
                return table.size() - 1;
            });
        }

        void optionalRef(EObject target) {
            varint(target == null ? 0 : ref(target) + 1);
        }

        void templates(List<EntityTemplate> templates) {
            varint(templates.size());
            for (EntityTemplate t : templates) {
                optionalRef(t.getEntityClass());
                int flags = (t.getName() != null ? NAMED : 0) | (t.getFrameOffset() != 0 ? FRAME_OFFSET : 0)
                        | (t.isUseRandomFrame() ? RANDOM_FRAME : 0);
                body.write(flags);
                if (t.getName() != null) {
                    string(t.getName());
                }
                if (t.getFrameOffset() != 0) {
                    signed(t.getFrameOffset());
                }
                varint(t.getVariables().size());
                for (VariableValue v : t.getVariables()) {
                    optionalRef(v.getVariable());
                    signed(v.getValue());
                }
            }
        }

        void string(String text) {
            byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
            varint(utf8.length);
            body.writeBytes(utf8);
        }

        byte[] finish() {
            byte[] areas = body.toByteArray();
            body.reset();
            varint(table.size());
            for (String uri : table) {
                string(uri);
            }
            body.writeBytes(areas);
            return body.toByteArray();
        }
    }

    /** Decodes from a byte array, resolving the reference table once. */
    private static final class Reader {
        private final byte[] data;
        private final String name;
        private final int fileOffset;
        private final EObject[] table;
        private int position;

        Reader(byte[] data, URI base, ResourceSet resourceSet, String name, int fileOffset) {
            this.data = data;
            this.name = name;
            this.fileOffset = fileOffset;
            int size = count();
            table = new EObject[size];
            for (int i = 0; i < size; i++) {
                int at = position;
                String text = string();
                URI uri = URI.createURI(text);
                if (uri.isRelative() && base.isHierarchical()) {
                    uri = uri.resolve(base);
                }
                EObject target;
                try {
                    target = resourceSet.getEObject(uri, true);
                } catch (RuntimeException e) {
                    target = null;
                }
                if (target == null) {
                    throw error(at, "the areas refer to " + text + ", which does not exist");
                }
                table[i] = target;
            }
        }

        int varint() {
            int value = 0;
            for (int shift = 0; shift < 35; shift += 7) {
                int b = data[position++];
                value |= (b & 0x7F) << shift;
                if ((b & 0x80) == 0) {
                    return value;
                }
            }
            throw error(position, "a malformed number");
        }

        int count() {
            int at = position;
            int n = varint();
            if (n < 0 || n > data.length) {
                throw error(at, "a count of " + n + " in " + data.length + " bytes");
            }
            return n;
        }

        int signed() {
            int v = varint();
            return (v >>> 1) ^ -(v & 1);
        }

        String string() {
            int length = count();
            String text = new String(data, position, length, StandardCharsets.UTF_8);
            position += length;
            return text;
        }

        <T> T optional(Class<T> type) {
            int at = position;
            int index = varint() - 1;
            return index < 0 ? null : element(index, type, at);
        }

        <T> T required(Class<T> type) {
            int at = position;
            return element(varint(), type, at);
        }

        private <T> T element(int index, Class<T> type, int at) {
            if (index < 0 || index >= table.length) {
                throw error(at, "reference " + index + " outside the table of " + table.length);
            }
            if (!type.isInstance(table[index])) {
                throw error(at, "a " + type.getSimpleName() + " was expected but " + table[index].eClass().getName()
                        + " was found");
            }
            return type.cast(table[index]);
        }

        void templates(EList<EntityTemplate> into) {
            int count = count();
            for (int i = 0; i < count; i++) {
                EntityTemplate t = F.createEntityTemplate();
                t.setEntityClass(optional(EntityClass.class));
                int flags = data[position++];
                if ((flags & NAMED) != 0) {
                    t.setName(string());
                }
                if ((flags & FRAME_OFFSET) != 0) {
                    t.setFrameOffset(signed());
                }
                t.setUseRandomFrame((flags & RANDOM_FRAME) != 0);
                int variables = count();
                for (int v = 0; v < variables; v++) {
                    VariableValue value = F.createVariableValue();
                    value.setVariable(optional(VariableClass.class));
                    value.setValue(signed());
                    add(t.getVariables(), value);
                }
                add(into, t);
            }
        }

        TerrainFileException error(int offset, String message) {
            return new TerrainFileException(name, fileOffset + offset, message);
        }
    }
}
