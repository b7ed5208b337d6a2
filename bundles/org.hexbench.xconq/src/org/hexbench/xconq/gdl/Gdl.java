package org.hexbench.xconq.gdl;

import java.util.List;

/**
 * A GDL value (GDL reference, Language Syntax: Lexical Elements, Forms and Evaluation): what the reader makes of the
 * text (lists, numbers, strings, symbols, dice specs) and what evaluation makes of that (the same, plus type objects).
 * Every value knows the position of the text it came from, so that the interpreter's diagnostics point at it.
 */
public sealed interface Gdl permits Gdl.GdlList, Gdl.GdlNumber, Gdl.GdlString, Gdl.GdlSymbol, Gdl.GdlDice, Gdl.GdlType {

    /** @return where the value's text starts */
    SourcePosition position();

    /** @return the value as GDL text, e.g. {@code (tank 10 7 1)} (types print as their symbol) */
    String text();

    /**
     * A list, {@code (a b c)}; {@code nil} and {@code ()} are the empty list (GDL reference, Lexical Elements).
     *
     * @param items the elements
     * @param position where the opening parenthesis is
     */
    record GdlList(List<Gdl> items, SourcePosition position) implements Gdl {

        /** Copies the elements. */
        public GdlList {
            items = List.copyOf(items);
        }

        /** @return the number of elements */
        public int size() {
            return items.size();
        }

        /** @return whether the list has no elements */
        public boolean isEmpty() {
            return items.isEmpty();
        }

        /**
         * @param index an element index
         * @return the element, or {@code null} beyond the end
         */
        public Gdl get(int index) {
            return index < items.size() ? items.get(index) : null;
        }

        /** @return the first element's symbol name, or {@code null} when it is no symbol */
        public String head() {
            return !items.isEmpty() && items.get(0) instanceof GdlSymbol s ? s.name() : null;
        }

        /**
         * @param from the first index kept
         * @return the elements from an index on
         */
        public List<Gdl> rest(int from) {
            return from >= items.size() ? List.of() : items.subList(from, items.size());
        }

        @Override
        public String text() {
            StringBuilder b = new StringBuilder("(");
            for (int i = 0; i < items.size(); i++) {
                if (i > 0) {
                    b.append(' ');
                }
                b.append(items.get(i).text());
                if (b.length() > 2000) {
                    return b.append(" ...)").toString();
                }
            }
            return b.append(')').toString();
        }
    }

    /**
     * A number. Numbers with a decimal point are read in hundredths, so {@code 99.00} is 9900 and {@code 0.5} is 50
     * (the unit of GDL's fractional percentages, GDL reference, Conventions Used: n.f%); a trailing {@code %} is
     * dropped. {@code true} and {@code false} evaluate to 1 and 0.
     *
     * @param value the value
     * @param position where it is written
     */
    record GdlNumber(int value, SourcePosition position) implements Gdl {
        @Override
        public String text() {
            return Integer.toString(value);
        }
    }

    /**
     * A string (GDL reference, Lexical Elements), its escapes resolved.
     *
     * @param value the characters
     * @param position where its opening quote is
     */
    record GdlString(String value, SourcePosition position) implements Gdl {
        @Override
        public String text() {
            return '"' + value.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
        }
    }

    /**
     * A symbol (GDL reference, Lexical Elements): case-sensitive; written between vertical bars when it holds special
     * characters.
     *
     * @param name the name, without bars
     * @param position where it is written
     */
    record GdlSymbol(String name, SourcePosition position) implements Gdl {
        @Override
        public String text() {
            return name.isEmpty() || name.chars().anyMatch(c -> " ()\";|'`".indexOf(c) >= 0 || c < ' ')
                    || Character.isDigit(name.charAt(0)) ? "|" + name + "|" : name;
        }
    }

    /**
     * A dice spec {@code NdM+O} (GDL reference, Lexical Elements): N dice of M faces each, plus O.
     *
     * @param count the number of dice
     * @param sides the faces of each die
     * @param offset what is added (negative for {@code NdM-O})
     * @param position where it is written
     */
    record GdlDice(int count, int sides, int offset, SourcePosition position) implements Gdl {
        @Override
        public String text() {
            return count + "d" + sides + (offset > 0 ? "+" + offset : offset < 0 ? Integer.toString(offset) : "");
        }
    }

    /**
     * A unit, terrain, material or advance type, the value its symbol evaluates to once the type is defined (GDL
     * reference, Types in General). Types have indices in order of definition.
     *
     * @param kind which kind of type
     * @param index its index among the types of its kind
     * @param name its symbol
     * @param position where the value was written
     */
    record GdlType(TypeKind kind, int index, String name, SourcePosition position) implements Gdl {
        @Override
        public String text() {
            return name;
        }
    }
}
