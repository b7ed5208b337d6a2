package org.hexbench.xconq.mapfile;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.hexbench.xconq.gdl.Diagnostics;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.Gdl.GdlList;
import org.hexbench.xconq.gdl.Gdl.GdlNumber;
import org.hexbench.xconq.gdl.Gdl.GdlString;
import org.hexbench.xconq.gdl.Gdl.GdlSymbol;
import org.hexbench.xconq.gdl.Gdl.GdlType;
import org.hexbench.xconq.gdl.SourcePosition;
import org.hexbench.xconq.gdl.TypeKind;

/**
 * The period language of Xconq 5 ("Customizing Xconq" (1993), Periods): a postfix program of numbers, strings and
 * words, run on a stack, that defines the unit, resource and terrain types and fills in the period's attributes.
 * Running it translates every word into the GDL forms that set the same thing ({@link PeriodWord}), with the
 * positions of the period file. The types and the words a program defines stay known for the later sections and
 * files of the same import (the map's terrain characters, the units' types).
 */
final class PeriodProgram {

    /** The deepest stack a program may build. */
    static final int MAX_STACK = 10_000;
    /** The most types of one kind ("up to 30 or so unit types", the manual says; Hexbench allows more). */
    static final int MAX_TYPES = 256;
    /** The most table cells or type properties one word may set. */
    static final int MAX_CELLS = 65_536;

    private static final Set<String> BUILTINS = Set.of("true", "false", "[", "]", "define", "print", "utype",
            "rtype", "ttype", "u*", "r*", "t*", "nothing", "uname", "sname", "clear-unit-names", "clear-side-names",
            "begin{notes}", "end");

    /** A value on the stack. */
    private sealed interface Item {
        SourcePosition at();
    }

    private record Num(int value, SourcePosition at) implements Item {
    }

    private record Str(String value, SourcePosition at) implements Item {
    }

    private record Vec(int[] values, SourcePosition at) implements Item {
    }

    private record Sym(String name, SourcePosition at) implements Item {
    }

    private record Mark(SourcePosition at) implements Item {
    }

    private final Diagnostics diagnostics;
    private final Map<TypeKind, List<String>> types = new EnumMap<>(TypeKind.class);
    private final Map<String, Item> words = new HashMap<>();
    private final Map<Character, Integer> terrainChars = new LinkedHashMap<>();
    private final Map<Character, TypeKind> typeChars = new HashMap<>();
    private final Set<String> tablesWritten = new HashSet<>();
    private final Set<String> foreignNames = new HashSet<>();
    private final List<String> unitNames = new ArrayList<>();
    private final List<String> sideNames = new ArrayList<>();
    private final Deque<Item> stack = new ArrayDeque<>();
    private final List<String> notes = new ArrayList<>();
    private String periodName;
    private int defaultTerrain = -1;
    private List<Gdl> out;

    PeriodProgram(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
        for (TypeKind k : TypeKind.values()) {
            types.put(k, new ArrayList<>());
        }
    }

    /** @return the names of the types of a kind, in order of definition */
    List<String> types(TypeKind kind) {
        return types.get(kind);
    }

    /**
     * @param c a terrain character of a map
     * @return the terrain type it stands for
     */
    Optional<Integer> terrain(char c) {
        return Optional.ofNullable(terrainChars.get(c));
    }

    /** @return the terrain characters, in the order of their types */
    String terrainCharacters() {
        StringBuilder b = new StringBuilder();
        terrainChars.keySet().forEach(b::append);
        return b.toString();
    }

    /** @return the terrain type the period substitutes for unknown characters, or -1 */
    int defaultTerrain() {
        return defaultTerrain;
    }

    /**
     * Finds a unit type by its character or name, as the units section names it.
     *
     * @param token the character or name
     * @return its index
     */
    Optional<Integer> unitType(String token) {
        List<String> units = types.get(TypeKind.UNIT);
        for (int i = units.size() - 1; i >= 0; i--) {
            if (units.get(i).equals(token)) {
                return Optional.of(i);
            }
        }
        if (token.length() == 1 && typeChars.get(token.charAt(0)) == TypeKind.UNIT
                && words.get(token) instanceof Num n) {
            return Optional.of(n.value());
        }
        return Optional.empty();
    }

    /** @return the names of GDL properties, tables and globals that have no GDL equivalent, as kept */
    Set<String> foreignNames() {
        return foreignNames;
    }

    /** @return the period's name ({@code period-name}), if a program gave one */
    Optional<String> periodName() {
        return Optional.ofNullable(periodName);
    }

    /** @return the designer's notes ({@code begin{notes}}) of every program run, in order */
    List<String> notes() {
        return notes;
    }

    /**
     * Runs the program of a period section, from the line after its header to the word {@code end}.
     *
     * @param lines the file, positioned after the section header
     * @param forms where the GDL forms go
     * @throws MapfileError at the first error
     */
    void run(SourceLines lines, List<Gdl> forms) {
        this.out = forms;
        stack.clear();
        while (true) {
            int number = lines.nextNumber();
            String line = lines.next("the period's program and its 'end'");
            int i = 0;
            while (i < line.length()) {
                char c = line.charAt(i);
                if (c == ' ' || c == '\t' || c == '\f') {
                    i++;
                    continue;
                }
                if (c == ';') {
                    break;
                }
                SourcePosition at = lines.at(number, i + 1);
                if (c == '"') {
                    int close = line.indexOf('"', i + 1);
                    if (close < 0) {
                        throw new MapfileError(at, "a string that is not closed on its line");
                    }
                    push(new Str(line.substring(i + 1, close), at));
                    i = close + 1;
                    continue;
                }
                int j = i;
                while (j < line.length() && " \t\f".indexOf(line.charAt(j)) < 0) {
                    j++;
                }
                String token = line.substring(i, j);
                i = j;
                if (token.equals("end")) {
                    finish(at);
                    if (!line.substring(i).isBlank() && !line.substring(i).strip().startsWith(";")) {
                        diagnostics.warning(lines.at(number, i + 1), "text after the period's 'end' on its line"
                                + " is ignored");
                    }
                    return;
                }
                if (token.equals("begin{notes}")) {
                    while (true) {
                        String note = lines.next("the designer's notes and their end{notes}");
                        if (note.strip().equals("end{notes}")) {
                            break;
                        }
                        notes.add(note);
                    }
                    break;
                }
                token(token, at);
            }
        }
    }

    private void finish(SourcePosition at) {
        if (!stack.isEmpty()) {
            diagnostics.warning(at, stack.size() + " value(s) are left on the stack at the end of the period;"
                    + " they are ignored");
        }
        names("unit-names", unitNames, at);
        names("side-names", sideNames, at);
    }

    private void names(String which, List<String> names, SourcePosition at) {
        if (names.isEmpty()) {
            return;
        }
        List<Gdl> items = new ArrayList<>();
        items.add(new GdlSymbol("list", at));
        names.forEach(n -> items.add(new GdlString(n, at)));
        foreignNames.add(PeriodWord.FOREIGN + which);
        set(PeriodWord.FOREIGN + which, new GdlList(items, at), at);
    }

    private void push(Item item) {
        if (stack.size() >= MAX_STACK) {
            throw new MapfileError(item.at(), "stack overflow: more than " + MAX_STACK + " values on the stack");
        }
        stack.push(item);
    }

    private Item pop(String word, SourcePosition at) {
        if (stack.isEmpty()) {
            throw new MapfileError(at, "stack underflow: '" + word + "' needs more arguments than the stack holds");
        }
        Item item = stack.pop();
        if (item instanceof Mark m) {
            throw new MapfileError(m.at(), "this '[' is not closed by ']' before '" + word + "' takes its"
                    + " arguments");
        }
        return item;
    }

    private void token(String token, SourcePosition at) {
        Integer number = number(token, at);
        if (number != null) {
            push(new Num(number, at));
            return;
        }
        switch (token) {
            case "true" -> push(new Num(1, at));
            case "false" -> push(new Num(0, at));
            case "nothing" -> push(new Num(-1, at));
            case "[" -> push(new Mark(at));
            case "]" -> vector(at);
            case "define" -> define(at);
            case "print" -> diagnostics.warning(at, "'print' shows the stack while debugging a period; ignored");
            case "utype" -> defineType(TypeKind.UNIT, at);
            case "rtype" -> defineType(TypeKind.MATERIAL, at);
            case "ttype" -> defineType(TypeKind.TERRAIN, at);
            case "u*" -> push(all(TypeKind.UNIT, at));
            case "r*" -> push(all(TypeKind.MATERIAL, at));
            case "t*" -> push(all(TypeKind.TERRAIN, at));
            case "uname" -> unitNames.add(string(pop(token, at), token));
            case "sname" -> sideNames.add(string(pop(token, at), token));
            case "clear-unit-names" -> unitNames.clear();
            case "clear-side-names" -> sideNames.clear();
            default -> {
                Optional<PeriodWord> word = PeriodWord.find(token);
                if (word.isPresent()) {
                    attribute(word.get(), at);
                    return;
                }
                Item defined = words.get(token);
                if (defined != null) {
                    push(moved(defined, at));
                } else {
                    push(new Sym(token, at));
                }
            }
        }
    }

    private static Item moved(Item item, SourcePosition at) {
        return switch (item) {
            case Num n -> new Num(n.value(), at);
            case Str s -> new Str(s.value(), at);
            case Vec v -> new Vec(v.values(), at);
            default -> item;
        };
    }

    /** A number token: {@code [+-]*[0-9]+%*}, within a signed short. */
    private static Integer number(String token, SourcePosition at) {
        int i = 0;
        boolean negative = false;
        while (i < token.length() && (token.charAt(i) == '+' || token.charAt(i) == '-')) {
            negative ^= token.charAt(i) == '-';
            i++;
        }
        int digits = i;
        while (i < token.length() && Character.isDigit(token.charAt(i)) && token.charAt(i) < 128) {
            i++;
        }
        if (i == digits) {
            return null;
        }
        int end = i;
        while (i < token.length() && token.charAt(i) == '%') {
            i++;
        }
        if (i != token.length()) {
            return null;
        }
        String text = token.substring(digits, end);
        long value = text.length() > 6 ? Long.MAX_VALUE : Long.parseLong(text);
        value = negative ? -value : value;
        if (value < Short.MIN_VALUE || value > Short.MAX_VALUE) {
            throw new MapfileError(at, "the number " + token + " is outside the period language's range, -32768 to"
                    + " 32767");
        }
        return (int) value;
    }

    private void vector(SourcePosition at) {
        List<Integer> values = new ArrayList<>();
        SourcePosition open;
        while (true) {
            if (stack.isEmpty()) {
                throw new MapfileError(at, "']' without a '[' before it");
            }
            Item item = stack.pop();
            if (item instanceof Mark m) {
                open = m.at();
                break;
            }
            if (!(item instanceof Num n)) {
                throw new MapfileError(item.at(), describe(item) + " in a vector: vectors hold numbers only");
            }
            values.add(0, n.value());
        }
        if (values.size() > MAX_CELLS) {
            throw new MapfileError(at, "a vector of more than " + MAX_CELLS + " numbers");
        }
        push(new Vec(values.stream().mapToInt(Integer::intValue).toArray(), open));
    }

    private void define(SourcePosition at) {
        Item name = pop("define", at);
        Item value = pop("define", at);
        String word = name instanceof Str s ? s.value() : name instanceof Sym s ? s.name() : null;
        if (word == null || word.isEmpty() || word.chars().anyMatch(Character::isWhitespace)) {
            throw new MapfileError(name.at(), "'define' needs a name (a string without blanks), not "
                    + describe(name));
        }
        if (value instanceof Sym s) {
            throw new MapfileError(s.at(), unknown(s.name()));
        }
        taken(word, name.at());
        words.put(word, value);
    }

    private void taken(String word, SourcePosition at) {
        if (BUILTINS.contains(word) || PeriodWord.find(word).isPresent() || number(word, at) != null) {
            throw new MapfileError(at, "'" + word + "' is a word of the period language already");
        }
    }

    private void defineType(TypeKind kind, SourcePosition at) {
        String word = kind == TypeKind.UNIT ? "utype" : kind == TypeKind.MATERIAL ? "rtype" : "ttype";
        Item third = pop(word, at);
        Item second = pop(word, at);
        Item first = pop(word, at);
        String c = string(first, word);
        String name = string(second, word);
        String text = string(third, word);
        if (c.length() != 1 || Character.isWhitespace(c.charAt(0))) {
            throw new MapfileError(first.at(), "the character of a type is a string of one character, not \"" + c
                    + "\"");
        }
        if (name.isEmpty() || name.chars().anyMatch(Character::isWhitespace)) {
            throw new MapfileError(second.at(), "the name of a type may hold no blanks (it becomes a word):"
                    + " \"" + name + "\"");
        }
        List<String> list = types.get(kind);
        if (list.size() >= MAX_TYPES) {
            throw new MapfileError(at, "more than " + MAX_TYPES + " " + kind.words() + "s");
        }
        taken(name, second.at());
        char ch = c.charAt(0);
        if (kind == TypeKind.TERRAIN) {
            if (Character.isDigit(ch)) {
                throw new MapfileError(first.at(), "a terrain character may not be a digit: digits start run"
                        + " lengths in maps");
            }
            if (terrainChars.containsKey(ch)) {
                throw new MapfileError(first.at(), "the terrain character '" + ch + "' stands for "
                        + types.get(kind).get(terrainChars.get(ch)) + " already");
            }
            terrainChars.put(ch, list.size());
        } else {
            TypeKind other = typeChars.get(ch);
            if (other != null && other != kind) {
                throw new MapfileError(first.at(), "the character '" + ch + "' stands for a " + other.words()
                        + " already; unit and resource characters must differ");
            }
            taken(c, first.at());
            typeChars.put(ch, kind);
            words.put(c, new Num(list.size(), first.at()));
        }
        words.put(name, new Num(list.size(), second.at()));
        list.add(name);
        String head = kind == TypeKind.UNIT ? "unit-type" : kind == TypeKind.MATERIAL ? "material-type"
                : "terrain-type";
        out.add(list(at, new GdlSymbol(head, at), new GdlSymbol(name, second.at()),
                list(first.at(), new GdlSymbol("char", first.at()), new GdlString(c, first.at())),
                list(third.at(), new GdlSymbol(kind == TypeKind.TERRAIN ? "color" : "help", third.at()),
                        new GdlString(text, third.at()))));
    }

    private Vec all(TypeKind kind, SourcePosition at) {
        int n = types.get(kind).size();
        int[] v = new int[n];
        for (int i = 0; i < n; i++) {
            v[i] = i;
        }
        return new Vec(v, at);
    }

    private static String string(Item item, String word) {
        if (item instanceof Str s) {
            return s.value();
        }
        if (item instanceof Sym s) {
            throw new MapfileError(s.at(), unknown(s.name()));
        }
        throw new MapfileError(item.at(), "'" + word + "' needs a string here, not " + describe(item));
    }

    private static String unknown(String name) {
        return "'" + name + "' is no word of the period language and no name the period defined";
    }

    private static String describe(Item item) {
        return switch (item) {
            case Num n -> "the number " + n.value();
            case Str s -> "the string \"" + s.value() + "\"";
            case Vec v -> "a vector of " + v.values().length + " numbers";
            case Sym s -> "'" + s.name() + "'";
            case Mark m -> "'['";
        };
    }

    // ------------------------------------------------------------------------------------------------ attributes

    private void attribute(PeriodWord word, SourcePosition at) {
        Item[] args = new Item[word.arity()];
        for (int i = args.length - 1; i >= 0; i--) {
            args[i] = pop(word.word(), at);
        }
        for (Item a : args) {
            if (a instanceof Sym s) {
                throw new MapfileError(s.at(), unknown(s.name()));
            }
        }
        if (word.foreign()) {
            foreignNames.add(word.gdl());
        }
        switch (word.shape()) {
            case GLOBAL -> global(word, args[0], at);
            case PROPERTY -> property(word, args[0], args[1], at);
            case TABLE -> table(word, args[0], args[1], args[2], at);
        }
    }

    private void global(PeriodWord word, Item value, SourcePosition at) {
        if (value instanceof Vec) {
            throw new MapfileError(value.at(), "'" + word.word() + "' sets one value for the period, not "
                    + describe(value));
        }
        Gdl v = value(word, value, value instanceof Num n ? n.value() : 0, value.at());
        if (word.word().equals("period-name")) {
            periodName = ((GdlString) v).value();
        }
        if (word.word().equals("default-terrain")) {
            defaultTerrain = ((Num) value).value();
        }
        set(word.gdl(), v, at);
    }

    private void set(String name, Gdl value, SourcePosition at) {
        out.add(list(at, new GdlSymbol("set", at), new GdlSymbol(name, at), value));
    }

    /** One value of a word, checked against what the word takes. */
    private Gdl value(PeriodWord word, Item item, int number, SourcePosition at) {
        switch (word.value()) {
            case STRING -> {
                return new GdlString(string(item, word.word()), at);
            }
            case TERRAIN, UNIT -> {
                TypeKind kind = word.value() == PeriodWord.Value.TERRAIN ? TypeKind.TERRAIN : TypeKind.UNIT;
                if (!(item instanceof Num) && !(item instanceof Vec)) {
                    throw new MapfileError(at, "'" + word.word() + "' needs a " + kind.words() + ", not "
                            + describe(item));
                }
                if (number == -1 && kind == TypeKind.UNIT) {
                    return new GdlNumber(-1, at);
                }
                check(number, kind, word, at);
                return new GdlType(kind, number, types.get(kind).get(number), at);
            }
            default -> {
                if (item instanceof Str) {
                    throw new MapfileError(at, "'" + word.word() + "' needs a number here, not " + describe(item));
                }
                return new GdlNumber(number, at);
            }
        }
    }

    private void check(int index, TypeKind kind, PeriodWord word, SourcePosition at) {
        if (index < 0 || index >= types.get(kind).size()) {
            throw new MapfileError(at, "'" + word.word() + "' needs a " + kind.words() + " here, but " + index
                    + " is none: the period defines " + types.get(kind).size() + " " + kind.words() + "s");
        }
    }

    private static int[] indices(Item item) {
        return item instanceof Vec v ? v.values() : new int[] {((Num) item).value()};
    }

    private void property(PeriodWord word, Item value, Item index, SourcePosition at) {
        if (index instanceof Str) {
            throw new MapfileError(index.at(), "'" + word.word() + "' needs a " + word.middle().words() + ", not "
                    + describe(index));
        }
        int[] targets = indices(index);
        if (value instanceof Vec v) {
            if (!(index instanceof Vec)) {
                throw new MapfileError(value.at(), "'" + word.word() + "' takes a vector of values only with a"
                        + " vector of types (Customizing Xconq, Periods: set, fill or mapping)");
            }
            if (v.values().length != targets.length) {
                throw new MapfileError(value.at(), "'" + word.word() + "' maps " + v.values().length + " values"
                        + " onto " + targets.length + " types: the vectors must be as long");
            }
        }
        for (int i = 0; i < targets.length; i++) {
            check(targets[i], word.middle(), word, index.at());
            int number = value instanceof Vec v ? v.values()[i] : value instanceof Num n ? n.value() : 0;
            Gdl v = value(word, value, number, value.at());
            out.add(list(at, new GdlSymbol("add", at), new GdlType(word.middle(), targets[i],
                    types.get(word.middle()).get(targets[i]), index.at()), new GdlSymbol(word.gdl(), at), v));
        }
    }

    private void table(PeriodWord word, Item value, Item second, Item third, SourcePosition at) {
        if (second instanceof Str || third instanceof Str) {
            throw new MapfileError((second instanceof Str ? second : third).at(), "'" + word.word() + "' needs"
                    + " types as its second and third arguments, not a string");
        }
        int[] columns = indices(second);
        int[] rows = indices(third);
        if ((long) columns.length * rows.length > MAX_CELLS) {
            throw new MapfileError(at, "'" + word.word() + "' would set more than " + MAX_CELLS + " cells");
        }
        int[] values = null;
        if (value instanceof Vec v) {
            boolean byColumn = second instanceof Vec && !(third instanceof Vec);
            boolean byRow = third instanceof Vec && !(second instanceof Vec);
            if (!byColumn && !byRow) {
                throw new MapfileError(value.at(), "'" + word.word() + "' takes a vector of values only with"
                        + " exactly one vector of types (Customizing Xconq, Periods: VVS and VSV; not VSS, VVV)");
            }
            values = v.values();
            int wanted = byColumn ? columns.length : rows.length;
            if (values.length != wanted) {
                throw new MapfileError(value.at(), "'" + word.word() + "' maps " + values.length + " values onto "
                        + wanted + " types: the vectors must be as long");
            }
        } else if (!(value instanceof Num)) {
            throw new MapfileError(value.at(), "'" + word.word() + "' needs a number, not " + describe(value));
        }
        if (tablesWritten.add(word.gdl())) {
            int fill = word.defaultValue() instanceof Integer d ? d : 0;
            out.add(list(at, new GdlSymbol("table", at), new GdlSymbol(word.gdl(), at), new GdlNumber(fill, at)));
        }
        List<Gdl> form = new ArrayList<>(List.of(new GdlSymbol("table", at), new GdlSymbol(word.gdl(), at),
                new GdlSymbol("add", at)));
        for (int r = 0; r < rows.length; r++) {
            check(rows[r], word.last(), word, third.at());
            for (int c = 0; c < columns.length; c++) {
                check(columns[c], word.middle(), word, second.at());
                int v = values == null ? ((Num) value).value() : second instanceof Vec ? values[c] : values[r];
                form.add(list(at, new GdlType(word.last(), rows[r], types.get(word.last()).get(rows[r]), third.at()),
                        new GdlType(word.middle(), columns[c], types.get(word.middle()).get(columns[c]),
                                second.at()), new GdlNumber(v, value.at())));
            }
        }
        out.add(new GdlList(form, at));
    }

    private static GdlList list(SourcePosition at, Gdl... items) {
        return new GdlList(List.of(items), at);
    }
}
