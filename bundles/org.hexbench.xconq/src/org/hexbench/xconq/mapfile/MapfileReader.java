package org.hexbench.xconq.mapfile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hexbench.xconq.game.ModuleLibrary;
import org.hexbench.xconq.game.TranslatedModule;
import org.hexbench.xconq.gdl.Diagnostics;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.Gdl.GdlList;
import org.hexbench.xconq.gdl.Gdl.GdlNumber;
import org.hexbench.xconq.gdl.Gdl.GdlString;
import org.hexbench.xconq.gdl.Gdl.GdlSymbol;
import org.hexbench.xconq.gdl.Gdl.GdlType;
import org.hexbench.xconq.gdl.GdlReader;
import org.hexbench.xconq.gdl.SourcePosition;
import org.hexbench.xconq.gdl.TypeKind;

/**
 * Reads a mapfile of Xconq 5 and the mapfiles it loads ("Customizing Xconq" (1993), Mapfiles), translating each into
 * GDL forms: the header with its notes and the names of the mapfiles to load first (looked up in the library
 * folders, each once), then the sections the header's flags announce, in order: version, period, map, globals, sides
 * and units. Xconq reads the sections with {@code scanf}, so the first error stops the reading; it is reported with
 * its file, line and column.
 */
final class MapfileReader {

    /** The most mapfiles one import loads ("up to 16 or so in all"). */
    static final int MAX_FILES = 16;
    /** The most units of a units section. */
    static final int MAX_UNITS = 200_000;
    /** The largest map side Hexbench reads. */
    static final int MAX_SIDE = 10_000;
    /** The most cells of a map. */
    static final long MAX_CELLS = 4_000_000L;

    private static final String[] SECTIONS = {"version", "period", "map", "globals", "sides", "units"};

    private final ModuleLibrary library;
    private final Diagnostics diagnostics;
    private final PeriodProgram period;
    private final List<TranslatedModule> before = new ArrayList<>();
    private final Set<Path> loaded = new HashSet<>();
    private final Set<String> foreign = new HashSet<>();
    private int files;
    private boolean failed;
    private int sides = -1;
    private int mapWidth;
    private int mapHeight;
    private boolean unitsGiven;

    MapfileReader(List<Path> folders, Diagnostics diagnostics) {
        this.library = new ModuleLibrary(folders);
        this.diagnostics = diagnostics;
        this.period = new PeriodProgram(diagnostics);
    }

    /** @return the mapfiles loaded before the main one, in the order they are interpreted */
    List<TranslatedModule> loadedBefore() {
        return before;
    }

    /** @return the names the translation keeps that the GDL reference does not define */
    Set<String> foreignNames() {
        Set<String> all = new HashSet<>(foreign);
        all.addAll(period.foreignNames());
        return all;
    }

    /**
     * Reads the main mapfile and those it loads.
     *
     * @param file the file
     * @param shownAs how diagnostics name it
     * @return its translation
     */
    TranslatedModule readMain(Path file, String shownAs) {
        String name = file.getFileName() == null ? shownAs : file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        name = dot > 0 ? name.substring(0, dot) : name;
        List<Gdl> forms = translate(file, shownAs, name, true);
        if (!failed) {
            SourcePosition start = new SourcePosition(shownAs, 1, 1);
            if (period.types(TypeKind.UNIT).isEmpty() || period.types(TypeKind.TERRAIN).isEmpty()) {
                diagnostics.error(start, "no period defines " + (period.types(TypeKind.UNIT).isEmpty()
                        ? "unit types" : "terrain types") + ": a mapfile needs a period, in its own period section"
                        + " or in a mapfile its header names (Xconq 5 falls back on the period compiled into it,"
                        + " which Hexbench does not have)");
            } else if (unitsGiven) {
                forms.add(list(start, new GdlSymbol("set", start), new GdlSymbol("synthesis-methods", start),
                        list(start, new GdlSymbol("list", start))));
            }
        }
        return new TranslatedModule(name, shownAs, file, forms);
    }

    private List<Gdl> translate(Path file, String shownAs, String name, boolean main) {
        List<Gdl> forms = new ArrayList<>();
        SourcePosition start = new SourcePosition(shownAs, 1, 1);
        byte[] bytes;
        try {
            long size = Files.size(file);
            if (size > GdlReader.MAX_BYTES) {
                fail(start, "the file has " + size + " bytes; mapfiles of more than " + GdlReader.MAX_BYTES
                        + " bytes are not read");
                return forms;
            }
            bytes = Files.readAllBytes(file);
            loaded.add(file.toRealPath());
        } catch (NoSuchFileException e) {
            fail(start, "the file does not exist");
            return forms;
        } catch (IOException e) {
            fail(start, "the file cannot be read: " + e.getMessage());
            return forms;
        }
        files++;
        SourceLines lines = new SourceLines(shownAs, bytes);
        try {
            read(lines, name, forms, main);
        } catch (MapfileError e) {
            fail(e.position(), e.getMessage());
        }
        return forms;
    }

    private void fail(SourcePosition at, String message) {
        diagnostics.error(at, message);
        failed = true;
    }

    private void read(SourceLines lines, String name, List<Gdl> forms, boolean main) {
        int number = lines.nextNumber();
        String header = lines.next("the header 'Xconq n ++++++ description'");
        List<Field> f = Field.split(header);
        if (f.isEmpty() || !f.get(0).text().equals("Xconq")) {
            throw new MapfileError(lines.at(number, 1), "a mapfile starts with the header 'Xconq n [+-]x6"
                    + " description' (Customizing Xconq (1993), Mapfiles)" + (header.stripLeading().startsWith("(")
                            || header.stripLeading().startsWith(";") ? "; this looks like a GDL module: use"
                                    + " 'hexbench import xconq'" : ""));
        }
        if (f.size() < 3) {
            throw new MapfileError(lines.at(number, header.length() + 1), "the header needs the number of mapfiles"
                    + " to load and six section flags: 'Xconq n [+-]x6 description'");
        }
        int count = integer(f.get(1), lines, number, "the number of mapfiles to load");
        if (count < 0 || count > MAX_FILES) {
            throw new MapfileError(lines.at(number, f.get(1).column()), "a mapfile loads 0 to " + MAX_FILES
                    + " other mapfiles, not " + count);
        }
        String flags = f.get(2).text();
        if (flags.length() > 6 && flags.substring(0, 6).matches("[+-]{6}")) {
            flags = flags.substring(0, 6); // a description (or its ';') written without a blank before it
        }
        if (!flags.matches("[+-]{6}")) {
            throw new MapfileError(lines.at(number, f.get(2).column()), "the section flags are six characters + or"
                    + " - (version, period, map, globals, sides, units), not '" + flags + "'");
        }
        String description = header.substring(f.get(2).column() - 1 + flags.length()).strip();
        List<Gdl> notes = new ArrayList<>();
        SourcePosition at = lines.at(number, 1);
        if (header.endsWith(";")) {
            description = description.substring(0, description.length() - 1).strip();
            while (true) {
                int n = lines.nextNumber();
                String note = lines.next("the notes and the '.' line that ends them");
                if (note.strip().equals(".")) {
                    break;
                }
                notes.add(new GdlString(note, lines.at(n, 1)));
            }
        }
        for (int i = 0; i < count; i++) {
            int n = lines.nextNumber();
            String other = lines.next("the name of mapfile " + (i + 1) + " of " + count + " to load").strip();
            load(other, lines.at(n, 1));
            if (failed) {
                return;
            }
        }
        for (int s = 0; s < SECTIONS.length; s++) {
            if (flags.charAt(s) != '+') {
                continue;
            }
            switch (SECTIONS[s]) {
                case "version" -> version(lines, forms);
                case "period" -> period(lines, forms);
                case "map" -> map(lines, forms);
                case "globals" -> globals(lines, forms);
                case "sides" -> sides(lines, forms);
                default -> units(lines, forms);
            }
        }
        while (lines.hasNext()) {
            int n = lines.nextNumber();
            String rest = lines.next("");
            if (!rest.isBlank()) {
                diagnostics.warning(lines.at(n, 1), "the header's flags (" + flags + ") announce no more"
                        + " sections; the rest of the file is ignored");
                break;
            }
        }
        List<Gdl> module = new ArrayList<>(List.of(new GdlSymbol("game-module", at), new GdlString(name, at)));
        String title = !description.isEmpty() ? description : period.periodName().orElse("");
        if (!title.isEmpty()) {
            module.add(list(at, new GdlSymbol("title", at), new GdlString(title, at)));
        }
        if (!notes.isEmpty()) {
            List<Gdl> items = new ArrayList<>(List.of(new GdlSymbol("notes", at)));
            items.addAll(notes);
            module.add(new GdlList(items, at));
        }
        if (main && !period.notes().isEmpty()) {
            List<Gdl> items = new ArrayList<>(List.of(new GdlSymbol("design-notes", at)));
            period.notes().forEach(note -> items.add(new GdlString(note, at)));
            module.add(new GdlList(items, at));
        }
        forms.add(0, new GdlList(module, at));
    }

    private void load(String name, SourcePosition at) {
        Optional<String> unsafe = ModuleLibrary.unsafe(name);
        if (unsafe.isPresent()) {
            fail(at, "the mapfile name \"" + name + "\" is refused (" + unsafe.get() + "): mapfiles are looked up by"
                    + " name in the library folders only, and nothing else is opened");
            return;
        }
        Optional<ModuleLibrary.Found> found = library.findFile(name);
        if (found.isEmpty()) {
            fail(at, "the mapfile \"" + name + "\" is not in the library folders " + library.describe());
            return;
        }
        try {
            if (loaded.contains(found.get().path().toRealPath())) {
                diagnostics.warning(at, "the mapfile \"" + name + "\" is loaded already; it is not loaded again");
                return;
            }
        } catch (IOException e) {
            fail(at, "the mapfile \"" + name + "\" cannot be read: " + e.getMessage());
            return;
        }
        if (files >= MAX_FILES) {
            fail(at, "more than " + MAX_FILES + " mapfiles; \"" + name + "\" is not loaded");
            return;
        }
        List<Gdl> forms = translate(found.get().path(), found.get().shownAs(), name, false);
        before.add(new TranslatedModule(name, found.get().shownAs(), found.get().path(), forms));
    }

    // ------------------------------------------------------------------------------------------------ sections

    private void version(SourceLines lines, List<Gdl> forms) {
        int n = lines.nextNumber();
        String version = lines.next("the version line").strip();
        SourcePosition at = lines.at(n, 1);
        set(forms, "version", new GdlString(version, at), at);
        diagnostics.warning(at, "Xconq 5 refuses a mapfile whose version is not its own; Hexbench keeps the version"
                + " \"" + version + "\" and reads the file");
    }

    private void period(SourceLines lines, List<Gdl> forms) {
        header(lines, "Period", 1, "period", "'Period extension'");
        period.run(lines, forms);
    }

    private void map(SourceLines lines, List<Gdl> forms) {
        int n = lines.nextNumber();
        int[] h = header(lines, "Map", 5, "map", "'Map width height scale seen extension'");
        SourcePosition at = lines.at(n, 1);
        int width = h[0];
        int height = h[1];
        if (width < 3 || height < 3 || width > MAX_SIDE || height > MAX_SIDE || (long) width * height > MAX_CELLS) {
            throw new MapfileError(at, "a map of " + width + " x " + height + " cells: Hexbench reads maps of 3 to "
                    + MAX_SIDE + " cells each way and at most " + MAX_CELLS + " cells");
        }
        if (period.types(TypeKind.TERRAIN).isEmpty()) {
            throw new MapfileError(at, "the map needs a period to give its terrain characters, and none is loaded"
                    + " yet: name the period's mapfile in the header, or put a period section first (Xconq 5 falls"
                    + " back on the period compiled into it, which Hexbench does not have)");
        }
        if (h[4] != 0) {
            diagnostics.warning(at, "map extension " + h[4] + " is reserved for extensions; read as the normal map");
        }
        mapWidth = width;
        mapHeight = height;
        List<Gdl> terrain = new ArrayList<>(List.of(new GdlSymbol("terrain", at)));
        int substituted = 0;
        SourcePosition firstSubstituted = null;
        for (int r = 0; r < height; r++) {
            int number = lines.nextNumber();
            String line = lines.next("row " + (r + 1) + " of the map's " + height);
            int[] row = new int[width];
            int cells = 0;
            int i = 0;
            while (i < line.length()) {
                char c = line.charAt(i);
                int run = 1;
                int start = i;
                if (c >= '0' && c <= '9') {
                    int j = i;
                    long count = 0;
                    while (j < line.length() && line.charAt(j) >= '0' && line.charAt(j) <= '9') {
                        count = Math.min(count * 10 + line.charAt(j) - '0', Integer.MAX_VALUE);
                        j++;
                    }
                    if (j == line.length()) {
                        throw new MapfileError(lines.at(number, start + 1), "the run length " + line.substring(i)
                                + " ends the row; a terrain character must follow it");
                    }
                    run = (int) count;
                    i = j;
                    c = line.charAt(i);
                }
                Optional<Integer> t = period.terrain(c);
                int type;
                if (t.isPresent()) {
                    type = t.get();
                } else if (period.defaultTerrain() >= 0) {
                    type = period.defaultTerrain();
                    substituted += run;
                    if (firstSubstituted == null) {
                        firstSubstituted = lines.at(number, i + 1);
                    }
                } else {
                    throw new MapfileError(lines.at(number, i + 1), "'" + c + "' is no terrain character of the"
                            + " period (they are " + period.terrainCharacters() + ") and the period sets no"
                            + " default-terrain");
                }
                if (cells + (long) run > width) {
                    throw new MapfileError(lines.at(number, start + 1), "row " + (r + 1) + " of the map has more"
                            + " than " + width + " cells: each row holds exactly the map's width");
                }
                for (int k = 0; k < run; k++) {
                    row[cells++] = type;
                }
                i++;
            }
            if (cells != width) {
                throw new MapfileError(lines.at(number, line.length() + 1), "row " + (r + 1) + " of the map has "
                        + cells + " cells; the map is " + width + " wide and each row holds exactly its width");
            }
            terrain.add(new GdlString(encode(row), lines.at(number, 1)));
        }
        if (substituted > 0) {
            diagnostics.warning(firstSubstituted, substituted + " cells of the map have characters the period does"
                    + " not define; they get its default-terrain, "
                    + period.types(TypeKind.TERRAIN).get(period.defaultTerrain()));
        }
        forms.add(list(at, new GdlSymbol("world", at), new GdlNumber(width, at)));
        forms.add(list(at, new GdlSymbol("area", at), new GdlNumber(width, at), new GdlNumber(height, at),
                new GdlList(terrain, at)));
        set(forms, "map-scale", new GdlNumber(h[2], at), at);
        set(forms, "map-seen", new GdlNumber(h[3], at), at);
    }

    /** A row in GDL's layer encoding: {@code a..~} and {@code :..[} for 0 to 63, digits otherwise; runs counted. */
    static String encode(int[] row) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < row.length;) {
            int j = i;
            while (j < row.length && row[j] == row[i]) {
                j++;
            }
            int run = j - i;
            int v = row[i];
            if (v < 64) {
                if (run > 1) {
                    b.append(run);
                }
                b.append((char) (v < 30 ? 'a' + v : ':' + v - 30));
            } else {
                if (run > 1) {
                    b.append(run).append('*');
                }
                b.append(v).append(',');
            }
            i = j;
        }
        return b.toString();
    }

    private void globals(SourceLines lines, List<Gdl> forms) {
        int n = lines.nextNumber();
        int[] h = header(lines, "Globals", 6, "globals",
                "'Globals gametime endtime setproduct leavemap numconds extension'");
        SourcePosition at = lines.at(n, 1);
        if (h[1] > 0) {
            forms.add(list(at, new GdlSymbol("set", at), new GdlSymbol("last-turn", at), new GdlNumber(h[1], at)));
        }
        set(forms, "game-time", new GdlNumber(h[0], at), at);
        set(forms, "set-product", new GdlNumber(h[2], at), at);
        set(forms, "leave-map", new GdlNumber(h[3], at), at);
        if (h[4] < 0 || h[4] > 100) {
            throw new MapfileError(at, "the globals section holds 0 to 100 win/lose conditions, not " + h[4]);
        }
        if (h[0] != 0) {
            diagnostics.warning(at, "the game had run " + h[0] + " turns; Hexbench starts the scenario at its first"
                    + " turn and keeps the count in the Design section");
        }
        List<Gdl> conditions = new ArrayList<>(List.of(new GdlSymbol("list", at)));
        for (int k = 0; k < h[4]; k++) {
            int first = lines.nextNumber();
            List<Field> f = Field.split(lines.next("the first line of win/lose condition " + (k + 1)));
            int[] c = numbers(f, 5, lines, first, "a condition's first line 'win/lose type start end side'");
            if (c[1] < 0 || c[1] > 3) {
                throw new MapfileError(lines.at(first, f.get(1).column()), "condition type " + c[1] + " is not"
                        + " 0 (territory), 1 (units), 2 (resources) or 3 (possession)");
            }
            int wanted = switch (c[1]) {
                case 0 -> 1;
                case 1 -> period.types(TypeKind.UNIT).size();
                case 2 -> period.types(TypeKind.MATERIAL).size();
                default -> 3;
            };
            int second = lines.nextNumber();
            List<Field> d = Field.split(lines.next("the data line of win/lose condition " + (k + 1)));
            int[] data = numbers(d, wanted, lines, second, "the condition's data: " + wanted + " number(s)");
            SourcePosition cat = lines.at(first, 1);
            List<Gdl> condition = new ArrayList<>(List.of(new GdlSymbol("list", cat)));
            for (int v : c) {
                condition.add(new GdlNumber(v, cat));
            }
            List<Gdl> values = new ArrayList<>(List.of(new GdlSymbol("list", cat)));
            for (int v : data) {
                values.add(new GdlNumber(v, lines.at(second, 1)));
            }
            condition.add(new GdlList(values, cat));
            conditions.add(new GdlList(condition, cat));
        }
        if (h[4] > 0) {
            set(forms, "conditions", new GdlList(conditions, at), at);
            diagnostics.warning(at, h[4] + " win/lose conditions are kept in the Design section and not applied:"
                    + " a faction is defeated when it has no units left");
        }
    }

    private void sides(SourceLines lines, List<Gdl> forms) {
        int n = lines.nextNumber();
        int[] h = header(lines, "Sides", 3, "sides", "'Sides numsides detail extension'");
        SourcePosition at = lines.at(n, 1);
        if (h[0] < 0 || h[0] > 100) {
            throw new MapfileError(at, "a sides section holds 0 to 100 sides, not " + h[0]);
        }
        if (h[1] != 1) {
            throw new MapfileError(lines.at(n, 1), "sides of detail " + h[1] + " cannot be read: the manual gives"
                    + " the layout of detail 1 only (one name a line; Customizing Xconq (1993), Sides)");
        }
        int first = Math.max(0, sides);
        for (int i = 0; i < h[0]; i++) {
            int number = lines.nextNumber();
            String name = lines.next("the name of side " + (i + 1) + " of " + h[0]).strip();
            SourcePosition s = lines.at(number, 1);
            forms.add(list(s, new GdlSymbol("side", s), new GdlNumber(first + i + 1, s), list(s,
                    new GdlSymbol("name", s), new GdlString(name, s))));
        }
        sides = first + h[0];
    }

    private void units(SourceLines lines, List<Gdl> forms) {
        int n = lines.nextNumber();
        int[] h = header(lines, "Units", 3, "units", "'Units numunits detail extension'");
        if (h[0] < 0 || h[0] > MAX_UNITS) {
            throw new MapfileError(lines.at(n, 1), "a units section holds 0 to " + MAX_UNITS + " units, not "
                    + h[0]);
        }
        if (h[1] != 1) {
            throw new MapfileError(lines.at(n, 1), "units of detail " + h[1] + " cannot be read: the manual gives"
                    + " the layout of detail 1 only (type, name, position and side; Customizing Xconq (1993),"
                    + " Units)");
        }
        if (mapWidth == 0) {
            throw new MapfileError(lines.at(n, 1), "units need a map: this mapfile and those it loads have no map"
                    + " section before the units");
        }
        unitsGiven = true;
        for (int i = 0; i < h[0]; i++) {
            int number = lines.nextNumber();
            String line = lines.next("unit " + (i + 1) + " of " + h[0]);
            List<Field> f = Field.split(line);
            if (f.size() < 3) {
                throw new MapfileError(lines.at(number, line.length() + 1), "a unit is 'type name x,y side' (the"
                        + " name may be empty)");
            }
            Field type = f.get(0);
            Field position = f.get(f.size() - 2);
            Field side = f.get(f.size() - 1);
            SourcePosition at = lines.at(number, type.column());
            Optional<Integer> t = period.unitType(type.text());
            if (t.isEmpty()) {
                throw new MapfileError(at, "'" + type.text() + "' is no unit character or unit name of the period");
            }
            String[] xy = position.text().split(",", -1);
            if (xy.length != 2 || !xy[0].matches("-?[0-9]{1,6}") || !xy[1].matches("-?[0-9]{1,6}")) {
                throw new MapfileError(lines.at(number, position.column()), "a unit's position is 'x,y', not '"
                        + position.text() + "'");
            }
            int x = Integer.parseInt(xy[0]);
            int y = Integer.parseInt(xy[1]);
            if (x < 0 || y < 0 || x >= mapWidth || y >= mapHeight) {
                throw new MapfileError(lines.at(number, position.column()), "the position " + x + "," + y
                        + " is outside the map of " + mapWidth + " x " + mapHeight + " cells");
            }
            int s = integer(side, lines, number, "the unit's side");
            if (s < -1 || s >= Math.max(0, sides)) {
                throw new MapfileError(lines.at(number, side.column()), "side " + s + " is not declared: the"
                        + " sides are numbered from 0 to " + (Math.max(0, sides) - 1) + " in the order of the sides"
                        + " section, and -1 is neutral");
            }
            String name = line.substring(type.column() - 1 + type.text().length(), position.column() - 1).strip();
            List<Gdl> unit = new ArrayList<>(List.of(new GdlSymbol("unit", at), new GdlType(TypeKind.UNIT, t.get(),
                    period.types(TypeKind.UNIT).get(t.get()), at), new GdlNumber(x, at), new GdlNumber(y, at),
                    new GdlNumber(s + 1, at)));
            if (!name.isEmpty()) {
                unit.add(list(at, new GdlSymbol("n", at), new GdlString(name, at)));
            }
            forms.add(new GdlList(unit, at));
        }
    }

    // ------------------------------------------------------------------------------------------------ helpers

    /** Reads a section header: its word and its numbers. */
    private int[] header(SourceLines lines, String word, int count, String section, String form) {
        int n = lines.nextNumber();
        String line = lines.next("the " + section + " section (" + form + ")");
        List<Field> f = Field.split(line);
        if (f.isEmpty() || !f.get(0).text().equals(word)) {
            throw new MapfileError(lines.at(n, f.isEmpty() ? 1 : f.get(0).column()), "the header announces the "
                    + section + " section here, " + form + ", not '" + (f.isEmpty() ? "" : f.get(0).text()) + "'");
        }
        return numbers(f.subList(1, f.size()), count, lines, n, form);
    }

    private static int[] numbers(List<Field> f, int count, SourceLines lines, int number, String form) {
        if (f.size() < count) {
            throw new MapfileError(lines.at(number, f.isEmpty() ? 1 : f.get(f.size() - 1).end()), count
                    + " number(s) expected, " + f.size() + " found: " + form);
        }
        if (f.size() > count) {
            throw new MapfileError(lines.at(number, f.get(count).column()), "only " + count + " number(s)"
                    + " expected: " + form);
        }
        int[] out = new int[count];
        for (int i = 0; i < count; i++) {
            out[i] = integer(f.get(i), lines, number, form);
        }
        return out;
    }

    private static int integer(Field f, SourceLines lines, int number, String what) {
        if (!f.text().matches("[+-]?[0-9]{1,9}")) {
            throw new MapfileError(lines.at(number, f.column()), "'" + f.text() + "' is not a number (" + what
                    + ")");
        }
        return Integer.parseInt(f.text());
    }

    private void set(List<Gdl> forms, String name, Gdl value, SourcePosition at) {
        String gdl = PeriodWord.FOREIGN + name;
        foreign.add(gdl);
        forms.add(list(at, new GdlSymbol("set", at), new GdlSymbol(gdl, at), value));
    }

    private static GdlList list(SourcePosition at, Gdl... items) {
        return new GdlList(List.of(items), at);
    }

    /** A field of a line: text without blanks and the column it starts at, from 1. */
    record Field(String text, int column) {

        int end() {
            return column + text.length();
        }

        static List<Field> split(String line) {
            List<Field> out = new ArrayList<>();
            int i = 0;
            while (i < line.length()) {
                if (Character.isWhitespace(line.charAt(i))) {
                    i++;
                    continue;
                }
                int j = i;
                while (j < line.length() && !Character.isWhitespace(line.charAt(j))) {
                    j++;
                }
                out.add(new Field(line.substring(i, j), i + 1));
                i = j;
            }
            return out;
        }
    }
}
