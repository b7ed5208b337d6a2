package org.hexbench.xconq.mapfile;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.hexbench.xconq.gdl.TypeKind;

/**
 * A word of the period language that sets a period attribute ("Customizing Xconq" (1993), Periods): how many
 * arguments it takes (one for the whole period, two for an attribute of one type, three for a table of two types),
 * what its value is, which kinds of type it indexes, the GDL name it becomes and the default the manual gives.
 *
 * @param word the word
 * @param shape whether it sets a global, a type property or a table
 * @param value what its value is
 * @param middle for tables, the kind of the second argument (the column); for type properties, the indexed kind
 * @param last for tables, the kind of the third argument (the row: the unit whose attribute it is)
 * @param gdl the GDL name it is kept under: the GDL reference's name where the meaning is the same, else
 *            {@code xconq5-<word>}
 * @param defaultValue the manual's default ({@code null}: none given; 0 for numbers, the manual says)
 */
record PeriodWord(String word, Shape shape, Value value, TypeKind middle, TypeKind last, String gdl,
        Object defaultValue) {

    /** The prefix of the names of words that have no GDL equivalent. */
    static final String FOREIGN = "xconq5-";

    /** What a word sets. */
    enum Shape {
        /** one argument: the period */
        GLOBAL,
        /** value and type */
        PROPERTY,
        /** value and two types */
        TABLE
    }

    /** What a word's value is. */
    enum Value {
        /** a number (n, n%, n.01%, bool) */
        NUMBER,
        /** a string */
        STRING,
        /** a terrain type */
        TERRAIN,
        /** a unit type, or {@code nothing} */
        UNIT
    }

    private static final Map<String, PeriodWord> WORDS = new LinkedHashMap<>();

    // word, shape + value + kinds (G: global; P: property of U/R/T; T: table, second then third argument's kind),
    // GDL name ("-": no equivalent), default
    private static final String TABLE = """
            period-name G S - unspecified
            font-name G S -
            font G S -
            scale G N - 100
            default-terrain G t -
            alt-roughness G N - 80
            wet-roughness G N - 70
            edge-terrain G t edge-terrain
            country-size G N country-radius-max 3
            country-min-distance G N country-separation-min 7
            country-max-distance G N country-separation-max 60
            first-unit G u - -1
            first-product G u - -1
            known-radius G N -
            spy-chance G N - 1
            spy-quality G N - 50
            all-seen G N see-all
            neutrality G N -
            nuke-hit G N - 50
            counterattack G N - 1
            efficiency G N -
            hostility G N -
            icon-name PU S image-name
            min-alt PT N alt-percentile-min 0
            max-alt PT N alt-percentile-max 100
            min-wet PT N wet-percentile-min 0
            max-wet PT N wet-percentile-max 100
            inhabitants PT N -
            independence PT N -
            in-country PU N start-with 0
            density PU N -
            named PU N -
            already-seen PU N -
            revolt PU N -
            surrender PU N -
            siege PU N -
            attrition-damage PU N - 1
            attrition-message PU S - suffers_attrition
            disaster-message PU S - has_met_with_disaster
            maker PU N -
            startup PU N -
            research PU N -
            survival PU N -
            starve-message PU S - runs_out_of_supplies_and_dies
            speed PU N acp-per-turn 0
            free-move PU N - 1
            one-move PU N -
            jump-move PU N -
            hold-volume PU N -
            volume PU N -
            see-best PU N - 100
            see-range PU N vision-range 1
            see-worst PU N - 100
            visibility PU N - 100
            always-seen PU N -
            multi-part PU N -
            hp PU N hp-max 1
            crippled PU N -
            self-destruct PU N -
            can-counter PU N - 1
            changes-side PU N -
            retreat PU N -
            combat-time PU N -
            destroy-message PU S - destroys
            territory PU N -
            max-quality PU N -
            veteran PU N -
            max-morale PU N -
            control PU N - 100
            can-disband PU N -
            neutral PU N -
            favored TTU N favored-terrain 0
            stockpile TRU N - 100
            attrition TTU N - 0
            disaster TTU N - 0
            make TUU N - 0
            to-make TRU N - 0
            repair TUU N - 0
            produce TRU N - 0
            productivity TTU N - 0
            storage TRU N - 0
            consume TRU N - 0
            in-length TRU N - 0
            out-length TRU N - 0
            moves TTU N - -1
            random-move TTU N - 0
            to-move TRU N - 0
            capacity TUU N - 0
            enter-time TUU N - 0
            leave-time TUU N - 0
            alter-mobility TUU N - 100
            conceal TTU N - 0
            hit TUU N hit-chance 0
            defense TTU N - 0
            damage TUU N damage 0
            capture TUU N capture-chance 0
            bridge TUU N - 0
            guard TUU N - 0
            hits-with TRU N - 0
            hit-by TRU N - 0
            protect TUU N - 0
            """;

    static {
        for (String line : TABLE.strip().split("\n")) {
            String[] f = line.strip().split(" ");
            String shape = f[1];
            Shape s = switch (shape.charAt(0)) {
                case 'G' -> Shape.GLOBAL;
                case 'P' -> Shape.PROPERTY;
                default -> Shape.TABLE;
            };
            TypeKind middle = shape.length() > 1 ? kind(shape.charAt(1)) : null;
            TypeKind last = shape.length() > 2 ? kind(shape.charAt(2)) : null;
            Value v = switch (f[2]) {
                case "S" -> Value.STRING;
                case "t" -> Value.TERRAIN;
                case "u" -> Value.UNIT;
                default -> Value.NUMBER;
            };
            String gdl = f[3].equals("-") ? FOREIGN + f[0] : f[3];
            Object dflt = null;
            if (f.length > 4) {
                dflt = v == Value.STRING ? (Object) f[4].replace('_', ' ') : (Object) Integer.valueOf(f[4]);
            }
            WORDS.put(f[0], new PeriodWord(f[0], s, v, middle, last, gdl, dflt));
        }
    }

    private static TypeKind kind(char c) {
        return switch (c) {
            case 'U' -> TypeKind.UNIT;
            case 'R' -> TypeKind.MATERIAL;
            default -> TypeKind.TERRAIN;
        };
    }

    /**
     * @param word a symbol of a period program
     * @return the attribute word it is, if it is one
     */
    static Optional<PeriodWord> find(String word) {
        return Optional.ofNullable(WORDS.get(word));
    }

    /** @return how many arguments the word takes */
    int arity() {
        return switch (shape) {
            case GLOBAL -> 1;
            case PROPERTY -> 2;
            case TABLE -> 3;
        };
    }

    /** @return whether it is kept under a name of its own rather than the GDL reference's */
    boolean foreign() {
        return gdl.startsWith(FOREIGN);
    }
}
