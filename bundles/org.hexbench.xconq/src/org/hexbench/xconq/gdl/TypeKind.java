package org.hexbench.xconq.gdl;

/**
 * The kinds of type a game design defines (GDL reference, Types in General: unit, terrain and material types; advance
 * types are the research topics later Xconq versions added). Tables are indexed by pairs of them.
 */
public enum TypeKind {
    /** Unit types, {@code unit-type} forms; {@code u*} lists them all. */
    UNIT("unit-type", "u*", "u"),
    /** Terrain types, {@code terrain-type} forms; {@code t*} lists them all. */
    TERRAIN("terrain-type", "t*", "t"),
    /** Material types, {@code material-type} forms; {@code m*} lists them all. */
    MATERIAL("material-type", "m*", "m"),
    /** Advance types, {@code advance-type} forms; {@code a*} lists them all. */
    ADVANCE("advance-type", "a*", "a");

    private final String form;
    private final String all;
    private final String letter;

    TypeKind(String form, String all, String letter) {
        this.form = form;
        this.all = all;
        this.letter = letter;
    }

    /** @return the form that defines a type of this kind, e.g. {@code unit-type} */
    public String form() {
        return form;
    }

    /** @return the symbol bound to the list of all types of this kind, e.g. {@code u*} */
    public String allSymbol() {
        return all;
    }

    /** @return the letter the GDL reference uses for table indices of this kind ({@code u}, {@code t}, {@code m}, {@code a}) */
    public String letter() {
        return letter;
    }

    /** @return the kind's name in words, e.g. {@code unit type} */
    public String words() {
        return form.replace('-', ' ');
    }

    /**
     * Returns the kind a table index letter of the GDL reference names ({@code u1}, {@code t}, {@code m2} ...).
     *
     * @param index the index as the reference writes it
     * @return the kind, or {@code null} when it names none
     */
    public static TypeKind ofIndex(String index) {
        if (index.isEmpty()) {
            return null;
        }
        for (TypeKind k : values()) {
            if (index.startsWith(k.letter) && index.substring(1).chars().allMatch(Character::isDigit)) {
                return k;
            }
        }
        return null;
    }
}
