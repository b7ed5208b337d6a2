package org.hexbench.xconq.gdl;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the Xconq 7.1 GDL Reference Manual defines: every form, property, global variable and table, with its
 * signature, its default and the section that describes it. Transcribed from the manual's definitions into
 * {@code reference/gdl-reference.tsv} (names, signatures, defaults and sections only). The interpreter uses it to
 * check values and to fill in defaults; what a module uses that the manual does not define (later Xconq versions
 * added properties and tables) is kept as written and reported.
 */
public final class GdlReference {

    /**
     * The names later versions of the GDL reference added that Hexbench's Xconq rules apply, as the later reference
     * describes them (Unit Types: {@code cp}; Unit Creation Actions: {@code can-create}, {@code create-as-build};
     * Unit Completion Action: {@code can-build}; Scorekeeper Properties: {@code keep-score}): the shared library's
     * modules build and keep score with them.
     */
    public static final Set<String> LATER_NAMES_APPLIED = Set.of("cp", "can-create", "can-build",
            "create-as-build", "keep-score");

    /** The categories of definitions, as the manual names them. */
    public enum Category {
        /** Top-level forms ({@code table}, {@code side} ...). */
        FORM("Form"),
        /** Properties of {@code game-module}. */
        MODULE("ModuleProperty"),
        /** Properties of {@code world}. */
        WORLD("WorldProperty"),
        /** Properties of {@code area}. */
        AREA("AreaProperty"),
        /** Global variables, set with {@code set}. */
        GLOBAL("GlobalVariable"),
        /** Properties of {@code side}. */
        SIDE("SideProperty"),
        /** Properties of {@code player}. */
        PLAYER("PlayerProperty"),
        /** Properties of {@code doctrine}. */
        DOCTRINE("DoctrineProperty"),
        /** Properties of units. */
        UNIT("UnitProperty"),
        /** Properties of a unit's {@code act}. */
        UNIT_ACTION("UnitActionStateProperty"),
        /** Properties of a unit's {@code plan}. */
        PLAN("PlanProperty"),
        /** Properties every type has. */
        TYPE("TypeProperty"),
        /** Properties of unit types. */
        UNIT_TYPE("UnitTypeProperty"),
        /** Properties of terrain types. */
        TERRAIN_TYPE("TerrainTypeProperty"),
        /** Properties of material types. */
        MATERIAL_TYPE("MaterialTypeProperty"),
        /** Properties of scorekeepers. */
        SCOREKEEPER("ScorekeeperProperty"),
        /** Tables indexed by two types. */
        TABLE("Table");

        private final String manualName;

        Category(String manualName) {
            this.manualName = manualName;
        }

        /** @return the manual's word for the category, e.g. {@code UnitTypeProperty} */
        public String manualName() {
            return manualName;
        }

        /**
         * @param kind a kind of type
         * @return the category of that kind's own properties
         */
        public static Category ofType(TypeKind kind) {
            return switch (kind) {
                case UNIT -> UNIT_TYPE;
                case TERRAIN -> TERRAIN_TYPE;
                case MATERIAL -> MATERIAL_TYPE;
                case ADVANCE -> TYPE;
            };
        }
    }

    /** What a value must be, as far as checking goes. */
    public enum ValueKind {
        /** A number (counts, percentages, distances, true/false ...). */
        NUMBER,
        /** A string. */
        TEXT,
        /** A type, kept as its index (a number) in Xconq. */
        TYPE,
        /** Anything: lists, expressions, layer data. */
        ANY
    }

    private static final Set<String> NUMBER_UNITS = Set.of("n", "t/f", "n%", "dist", "distance", "acp", "tl",
            ".01tl", "seconds", "n.f%", ".01n%", "mp", "turn", "hp", ".01hp", "cxp", "cp", "z", "id", ".01n", "tp",
            "ferry-type", "lose/draw/win");
    private static final Set<String> TEXT_UNITS = Set.of("str", "string", "name", "date");
    private static final Set<String> TYPE_UNITS = Set.of("unit-type", "t", "t2", "t3");

    /**
     * One definition of the manual.
     *
     * @param category what it belongs to
     * @param name its name
     * @param signature its arguments as the manual writes them, e.g. {@code u1 u2 -> n%} for a table
     * @param defaultText its default as the manual writes it ({@code ""} when the manual gives none)
     * @param section the manual's section describing it
     */
    public record Definition(Category category, String name, String signature, String defaultText, String section) {

        /** @return the value's unit as the manual writes it, e.g. {@code n%} or {@code t/f} */
        public String unit() {
            int arrow = signature.indexOf("->");
            return (arrow < 0 ? signature : signature.substring(arrow + 2)).strip();
        }

        /** @return what a value must be */
        public ValueKind valueKind() {
            String unit = unit();
            if (NUMBER_UNITS.contains(unit)) {
                return ValueKind.NUMBER;
            }
            if (TEXT_UNITS.contains(unit)) {
                return ValueKind.TEXT;
            }
            return TYPE_UNITS.contains(unit) ? ValueKind.TYPE : ValueKind.ANY;
        }

        /** @return the kinds of a table's two indices, from its signature; empty for other definitions */
        public Optional<TypeKind[]> indexKinds() {
            int arrow = signature.indexOf("->");
            if (category != Category.TABLE || arrow < 0) {
                return Optional.empty();
            }
            String[] parts = signature.substring(0, arrow).strip().split("\\s+");
            if (parts.length != 2 || TypeKind.ofIndex(parts[0]) == null || TypeKind.ofIndex(parts[1]) == null) {
                return Optional.empty();
            }
            return Optional.of(new TypeKind[] {TypeKind.ofIndex(parts[0]), TypeKind.ofIndex(parts[1])});
        }

        /**
         * Returns the default as a GDL value, when the manual gives one that is plain GDL ({@code 0}, {@code true},
         * {@code ""}, {@code ()}, {@code non-terrain} ...). Defaults the manual states in words ("infinity",
         * "hp-max") have none.
         *
         * @return the default, unevaluated
         */
        public Optional<Gdl> defaultValue() {
            if (defaultText.isEmpty() || defaultText.equals("infinity") || defaultText.equals("hp-max")
                    || defaultText.contains(",")) {
                return Optional.empty();
            }
            Diagnostics ignored = new Diagnostics();
            List<Gdl> forms = GdlReader.read("GDL reference", defaultText.getBytes(StandardCharsets.ISO_8859_1),
                    ignored);
            return forms.size() == 1 && !ignored.hasErrors() ? Optional.of(forms.get(0)) : Optional.empty();
        }

        /**
         * Returns the default as a number: a number, {@code true} (1), {@code false} (0), a {@code non-} constant
         * (-1) or a ferry constant ({@code over-border} 2 ...), as the interpreter evaluates them.
         *
         * @return the number, when the default is one
         */
        public Optional<Integer> defaultNumber() {
            return defaultValue().flatMap(v -> switch (v) {
                case Gdl.GdlNumber n -> Optional.of(n.value());
                case Gdl.GdlSymbol s -> switch (s.name()) {
                    case "true" -> Optional.of(1);
                    case "false", "over-nothing" -> Optional.of(0);
                    case "over-own" -> Optional.of(1);
                    case "over-border" -> Optional.of(2);
                    case "over-all" -> Optional.of(3);
                    default -> s.name().startsWith("non-") ? Optional.of(-1) : Optional.<Integer>empty();
                };
                default -> Optional.empty();
            });
        }

        /** @return where the manual describes it, e.g. {@code GDL reference, Hit Points} */
        public String citation() {
            return "GDL reference, " + section;
        }
    }

    private static final GdlReference INSTANCE = load();

    private final Map<Category, Map<String, Definition>> byCategory;

    private GdlReference(Map<Category, Map<String, Definition>> byCategory) {
        this.byCategory = byCategory;
    }

    /** @return the definitions of the Xconq 7.1 GDL Reference Manual */
    public static GdlReference manual() {
        return INSTANCE;
    }

    private static GdlReference load() {
        Map<Category, Map<String, Definition>> map = new EnumMap<>(Category.class);
        for (Category c : Category.values()) {
            map.put(c, new LinkedHashMap<>());
        }
        Map<String, Category> names = new LinkedHashMap<>();
        for (Category c : Category.values()) {
            names.put(c.manualName, c);
        }
        try (InputStream in = GdlReference.class.getResourceAsStream("/reference/gdl-reference.tsv")) {
            if (in == null) {
                throw new IllegalStateException("reference/gdl-reference.tsv is missing from the bundle");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                Category category = names.get(f[0]);
                if (category != null && f.length >= 5) {
                    map.get(category).putIfAbsent(f[1], new Definition(category, f[1], f[2], f[3], f[4]));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        map.replaceAll((c, m) -> Collections.unmodifiableMap(m));
        return new GdlReference(map);
    }

    /**
     * Looks a definition up.
     *
     * @param category where to look
     * @param name the name
     * @return the definition, if the manual has it
     */
    public Optional<Definition> find(Category category, String name) {
        return Optional.ofNullable(byCategory.get(category).get(name));
    }

    /**
     * Looks up a property of a type: the kind's own properties first, then those every type has.
     *
     * @param kind the kind of type
     * @param name the property
     * @return the definition, if the manual has it
     */
    public Optional<Definition> typeProperty(TypeKind kind, String name) {
        return find(Category.ofType(kind), name).or(() -> find(Category.TYPE, name));
    }

    /**
     * @param category a category
     * @return its definitions, in the manual's order
     */
    public Collection<Definition> all(Category category) {
        return byCategory.get(category).values();
    }
}
