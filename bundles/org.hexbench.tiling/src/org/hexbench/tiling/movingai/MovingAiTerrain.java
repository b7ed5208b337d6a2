package org.hexbench.tiling.movingai;

/**
 * The terrain letters of the Moving AI map format and what they allow, one rule per question. The Moving AI Lab map
 * format (movingai.com/benchmarks/formats.html; Sturtevant, "Benchmarks for Grid-Based Pathfinding", 2012) lists
 * exactly these letters:
 * <ul>
 * <li>{@code .} and {@code G}: "passable terrain";</li>
 * <li>{@code @} and {@code O}: "out of bounds";</li>
 * <li>{@code T}: "trees (unpassable)";</li>
 * <li>{@code S}: "swamp (passable from regular terrain)";</li>
 * <li>{@code W}: "water (traversable, but not passable from terrain)".</li>
 * </ul>
 * Read that way, a cell is either not traversable at all ({@code @ O T}), or belongs to one of two media: land
 * ({@code . G S}: regular terrain, and swamp, which is entered from regular terrain) or water ({@code W}, which can
 * be moved through but not entered from terrain, nor left for it). A step between two neighbouring cells is allowed
 * exactly when both are traversable and of the same medium. Swamp and water do not connect: swamp is terrain, and
 * the format makes no exception to "not passable from terrain" for it. The letters carry no step costs; the
 * published optimal lengths use straight 1 and diagonal √2 everywhere (see {@link OctileAgent} for the diagonal
 * rule).
 */
public final class MovingAiTerrain {

    /** Every letter the format defines, in the order of the format page. */
    public static final String LETTERS = ".G@OTSW";

    /** Medium code of a cell that cannot be entered ({@code @ O T}). */
    static final byte NONE = 0;
    /** Medium code of land cells ({@code . G S}). */
    static final byte LAND = 1;
    /** Medium code of water cells ({@code W}). */
    static final byte WATER = 2;

    private MovingAiTerrain() {
    }

    /**
     * Tells whether the format defines a letter; a map with any other letter is malformed.
     *
     * @param letter a map character
     * @return whether it is one of {@value #LETTERS}
     */
    public static boolean isKnown(char letter) {
        return LETTERS.indexOf(letter) >= 0;
    }

    /**
     * Which letters may be stood on and moved through: {@code . G S W}. Out of bounds ({@code @ O}) and trees
     * ({@code T}) may not.
     *
     * @param letter a map character
     * @return whether a unit can ever be on a cell of this letter
     */
    public static boolean isTraversable(char letter) {
        return medium(letter) != NONE;
    }

    /**
     * Tells whether a letter is water ({@code W}), the medium that is traversable but not passable from terrain.
     *
     * @param letter a map character
     * @return whether it is water
     */
    public static boolean isWater(char letter) {
        return medium(letter) == WATER;
    }

    /**
     * Which steps between two neighbouring cells are allowed: both traversable and of the same medium. Land to land
     * (including swamp to and from regular terrain) and water to water are allowed; land to water, water to land,
     * and swamp to or from water are not. The rule is symmetric, and transitive on traversable letters.
     *
     * @param from the letter of the cell left
     * @param to the letter of the cell entered
     * @return whether the step is allowed
     */
    public static boolean allowsStep(char from, char to) {
        byte m = medium(to);
        return m != NONE && m == medium(from);
    }

    /**
     * The medium of a letter as a small code, so that searches can precompute one byte per cell: {@link #NONE},
     * {@link #LAND} or {@link #WATER}; {@link #allowsStep} is "same code and not {@code NONE}".
     *
     * @param letter a map character
     * @return the medium code; {@code NONE} also for letters the format does not define
     */
    static byte medium(char letter) {
        return switch (letter) {
            case '.', 'G', 'S' -> LAND;
            case 'W' -> WATER;
            default -> NONE;
        };
    }
}
