package org.hexbench.xconq.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hexbench.scenario.DesignForm;
import org.hexbench.scenario.DesignList;
import org.hexbench.scenario.DesignNumber;
import org.hexbench.scenario.DesignProperty;
import org.hexbench.scenario.DesignSection;
import org.hexbench.scenario.DesignSymbol;
import org.hexbench.scenario.DesignText;
import org.hexbench.scenario.DesignTypeReference;
import org.hexbench.scenario.DesignValue;
import org.hexbench.scenario.Identified;

/**
 * The scorekeepers of an imported module and the game's length, as the GDL reference defines them (Scorekeeper
 * Forms; Game Length), read from what the import keeps in the Design section: the {@code scorekeeper} forms and the
 * globals {@code last-turn} and {@code extra-turn-chance}. Immutable; the rules run them ({@link XconqRules}) and the
 * import reports what they leave out ({@link #unsupported()}).
 *
 * <p>Applied: the properties {@code title}, {@code when} ({@code before-turn} or {@code after-turn}, the default, each
 * with an optional turn number or list of turn numbers; {@code after-event} and {@code after-action} run after every
 * turn, the nearest Hexbench has), {@code applies-to} (side names, {@code side*}, or {@code (not ...)} of side
 * names), {@code initial} (a numeric score from that value; −9999, the default, keeps none), {@code known-to} (every
 * side sees every score anyway) and the later reference's {@code keep-score}; the bodies {@code last-side-wins},
 * {@code last-alliance-wins} (sides are never allied in Hexbench, so it is the same), {@code if}, {@code cond}, {@code
 * stop}, {@code win}, {@code lose}, {@code end}, {@code add}; the functions {@code and}, {@code or}, {@code not},
 * {@code =}, {@code /=}, {@code >}, {@code >=}, {@code <}, {@code <=} and {@code sum} of a unit type property over the
 * side's complete units of some types; the global {@code turn}. What else a scorekeeper uses is left out and listed.
 */
public final class Scorekeepers {

    /** The score id prefix: the faction counter of scorekeeper {@code n} is {@code score} or {@code score-n}. */
    public static final String SCORE = "score";

    /** The value of {@code initial} that keeps no numeric score (GDL reference, Scorekeeper Properties). */
    public static final int NO_SCORE = -9999;

    /**
     * One scorekeeper.
     *
     * @param id its number
     * @param title its title, or ""
     * @param beforeTurn whether it runs at the start of a turn, else at the end
     * @param turns the Xconq turns it runs at, empty for every turn
     * @param appliesTo the side designations it applies to (names, lower case), empty for all sides
     * @param excluded whether {@code appliesTo} lists the sides it does not apply to
     * @param body its body forms
     * @param initial the initial score, or {@link #NO_SCORE}
     */
    public record Keeper(int id, String title, boolean beforeTurn, List<Integer> turns, List<String> appliesTo,
            boolean excluded, List<DesignValue> body, int initial) {

        /** @return whether it keeps a numeric score */
        public boolean keepsScore() {
            return initial != NO_SCORE;
        }

        /** @return the id of its faction counter */
        public String scoreId() {
            return id == 1 ? SCORE : SCORE + "-" + id;
        }

        /** @return whether its body is {@code last-side-wins} (or {@code last-alliance-wins}) */
        public boolean lastSideWins() {
            return body.size() == 1 && body.get(0) instanceof DesignSymbol s
                    && (s.getName().equals("last-side-wins") || s.getName().equals("last-alliance-wins"));
        }

        /**
         * @param xconqTurn an Xconq turn number (the first turn is 1)
         * @return whether it runs at that turn
         */
        public boolean runsAt(int xconqTurn) {
            return turns.isEmpty() || turns.contains(xconqTurn);
        }

        /**
         * @param factionId a faction's id
         * @param factionName its name
         * @param sideNumber its Xconq side number (from 1; 0 for the independent units)
         * @return whether the scorekeeper applies to it
         */
        public boolean appliesTo(String factionId, String factionName, int sideNumber) {
            if (appliesTo.isEmpty()) {
                return true;
            }
            boolean listed = appliesTo.contains(factionId.toLowerCase(Locale.ROOT))
                    || appliesTo.contains(factionName.toLowerCase(Locale.ROOT))
                    || appliesTo.contains(Integer.toString(sideNumber)) || appliesTo.contains("side*");
            return listed != excluded;
        }
    }

    private static final List<String> BODIES = List.of("last-side-wins", "last-alliance-wins", "if", "cond", "stop",
            "win", "lose", "end", "add");
    private static final List<String> FUNCTIONS = List.of("and", "or", "not", "=", "/=", ">", ">=", "<", "<=",
            "sum");

    private final List<Keeper> keepers = new ArrayList<>();
    private final List<String> unsupported = new ArrayList<>();
    private final java.util.Set<String> summed = new java.util.TreeSet<>();
    private final int lastTurn;
    private final int extraTurnChance;

    /**
     * Reads the scorekeepers and the game's length of a Design section.
     *
     * @param design the Design section of an imported module, or {@code null}
     */
    public Scorekeepers(DesignSection design) {
        int last = -1;
        int extra = 0;
        if (design != null) {
            for (DesignProperty g : design.getGlobals()) {
                if (g.getValue() instanceof DesignNumber n && "last-turn".equals(g.getName())) {
                    last = n.getValue();
                } else if (g.getValue() instanceof DesignNumber n && "extra-turn-chance".equals(g.getName())) {
                    extra = n.getValue();
                }
            }
            for (DesignForm f : design.getForms()) {
                List<DesignValue> items = f.getForm() == null ? List.of() : f.getForm().getItems();
                if (items.size() >= 2 && items.get(0) instanceof DesignSymbol head
                        && head.getName().equals("scorekeeper") && items.get(1) instanceof DesignNumber id) {
                    keepers.add(keeper(id.getValue(), items.subList(2, items.size())));
                }
            }
        }
        lastTurn = last;
        extraTurnChance = Math.max(0, Math.min(100, extra));
    }

    /** @return the scorekeepers, in the order the module made them */
    public List<Keeper> keepers() {
        return keepers;
    }

    /** @return what the scorekeepers use that is not applied, one line each (empty when all is applied) */
    public List<String> unsupported() {
        return unsupported;
    }

    /** @return the unit type properties the scorekeepers sum ({@code sum types property}) */
    public java.util.Set<String> summedProperties() {
        return summed;
    }

    /** @return the last turn (GDL reference, Game Length: {@code last-turn}; -1: no limit) */
    public int lastTurn() {
        return lastTurn;
    }

    /** @return the chance in percent that the game goes one more turn after the last turn */
    public int extraTurnChance() {
        return extraTurnChance;
    }

    /** @return whether any scorekeeper keeps a numeric score */
    public boolean keepScores() {
        return keepers.stream().anyMatch(Keeper::keepsScore);
    }

    private Keeper keeper(int id, List<DesignValue> properties) {
        String title = "";
        boolean before = false;
        List<Integer> turns = new ArrayList<>();
        List<String> applies = new ArrayList<>();
        boolean excluded = false;
        List<DesignValue> body = new ArrayList<>();
        int initial = NO_SCORE;
        boolean keepScore = true;
        String at = "scorekeeper " + id + ": ";
        List<String> whenNotes = new ArrayList<>();
        for (DesignValue p : properties) {
            if (!(p instanceof DesignList l) || l.getItems().isEmpty() || !(l.getItems().get(0) instanceof DesignSymbol
                    name)) {
                continue;
            }
            DesignValue value = l.getItems().size() == 2 ? l.getItems().get(1) : null;
            switch (name.getName()) {
                case "title" -> title = value instanceof DesignText t ? t.getText() : "";
                case "when" -> {
                    DesignValue type = value instanceof DesignList w && !w.getItems().isEmpty() ? w.getItems().get(0)
                            : value;
                    String kind = type instanceof DesignSymbol s ? s.getName() : "";
                    switch (kind) {
                        case "before-turn" -> before = true;
                        case "after-turn" -> before = false;
                        case "after-event", "after-action" -> whenNotes.add(at + "(when " + kind + ") runs after"
                                + " every turn, not after every " + kind.substring(6));
                        default -> whenNotes.add(at + "when " + text(value) + " is not applied");
                    }
                    if (value instanceof DesignList w && w.getItems().size() > 1) {
                        for (DesignValue t : flat(w.getItems().subList(1, w.getItems().size()))) {
                            if (t instanceof DesignNumber n) {
                                turns.add(n.getValue());
                            } else {
                                whenNotes.add(at + "the turn test " + text(t) + " of when is not applied");
                            }
                        }
                    }
                }
                case "applies-to" -> {
                    List<DesignValue> sides = l.getItems().subList(1, l.getItems().size());
                    if (sides.size() == 1 && sides.get(0) instanceof DesignList inner) {
                        sides = inner.getItems();
                    }
                    if (!sides.isEmpty() && sides.get(0) instanceof DesignSymbol not && not.getName().equals("not")) {
                        excluded = true;
                        sides = sides.subList(1, sides.size());
                    }
                    for (DesignValue s : flat(sides)) {
                        applies.add(designation(s));
                    }
                }
                case "initial" -> initial = value instanceof DesignNumber n ? n.getValue() : NO_SCORE;
                case "keep-score" -> keepScore = !(value instanceof DesignNumber n && n.getValue() == 0)
                        && !(value instanceof DesignSymbol s && s.getName().equals("false"));
                case "do" -> {
                    List<DesignValue> forms = l.getItems().subList(1, l.getItems().size());
                    if (forms.size() == 1 && forms.get(0) instanceof DesignList one && !one.getItems().isEmpty()
                            && one.getItems().get(0) instanceof DesignList) {
                        forms = one.getItems();
                    }
                    body.addAll(forms);
                }
                case "known-to" -> {
                }
                default -> unsupported.add(at + "the property " + name.getName() + " is not applied");
            }
        }
        for (DesignValue form : body) {
            checkAction(at, form);
        }
        Keeper keeper = new Keeper(id, title, before, List.copyOf(turns), List.copyOf(applies), excluded,
                List.copyOf(body), keepScore ? initial : NO_SCORE);
        if (!keeper.lastSideWins()) {
            unsupported.addAll(whenNotes); // last-side-wins is checked at every turn's start and after every End Turn
        }
        return keeper;
    }

    private static List<DesignValue> flat(List<DesignValue> values) {
        List<DesignValue> out = new ArrayList<>();
        for (DesignValue v : values) {
            if (v instanceof DesignList l) {
                out.addAll(flat(l.getItems()));
            } else {
                out.add(v);
            }
        }
        return out;
    }

    private static String designation(DesignValue v) {
        return switch (v) {
            case DesignText t -> t.getText().toLowerCase(Locale.ROOT);
            case DesignSymbol s -> s.getName().toLowerCase(Locale.ROOT);
            case DesignNumber n -> Integer.toString(n.getValue());
            default -> "";
        };
    }

    /** What a body form would do that Xconq's rules here cannot, into {@link #unsupported}. */
    private void checkAction(String at, DesignValue form) {
        String head = head(form);
        if (form instanceof DesignSymbol s && (s.getName().equals("last-side-wins")
                || s.getName().equals("last-alliance-wins"))) {
            return;
        }
        if (head == null || !BODIES.contains(head)) {
            unsupported.add(at + "the body form " + text(form) + " is not applied");
            return;
        }
        List<DesignValue> args = args(form);
        switch (head) {
            case "if" -> {
                if (args.size() >= 1) {
                    checkExpression(at, args.get(0));
                }
                for (DesignValue a : args.subList(Math.min(1, args.size()), args.size())) {
                    checkAction(at, a);
                }
            }
            case "cond" -> {
                for (DesignValue clause : args) {
                    if (clause instanceof DesignList c && !c.getItems().isEmpty()) {
                        checkExpression(at, c.getItems().get(0));
                        for (DesignValue a : c.getItems().subList(1, c.getItems().size())) {
                            checkAction(at, a);
                        }
                    }
                }
            }
            case "add" -> {
                if (args.isEmpty()) {
                    unsupported.add(at + text(form) + " adds nothing");
                } else {
                    checkExpression(at, args.get(0));
                }
                if (args.size() > 1) {
                    unsupported.add(at + "the side of " + text(form) + " is not applied (it adds to each side it"
                            + " applies to)");
                }
            }
            case "win", "lose" -> {
                for (DesignValue a : args) {
                    if (!(a instanceof DesignText)) {
                        unsupported.add(at + "the sides of " + text(form) + " are not applied (the side the"
                                + " scorekeeper runs for " + head + "s)");
                    }
                }
            }
            default -> {
            }
        }
    }

    private void checkExpression(String at, DesignValue e) {
        switch (e) {
            case DesignNumber n -> {
            }
            case DesignSymbol s when s.getName().equals("turn") || s.getName().equals("true")
                    || s.getName().equals("false") -> {
            }
            case DesignList l when head(l) != null && FUNCTIONS.contains(head(l)) -> {
                if (head(l).equals("sum")) {
                    if (args(l).size() != 2) {
                        unsupported.add(at + "the test of " + text(l) + " is not applied");
                    }
                    if (args(l).size() >= 2 && args(l).get(1) instanceof DesignSymbol property) {
                        summed.add(property.getName());
                    }
                } else {
                    for (DesignValue a : args(l)) {
                        checkExpression(at, a);
                    }
                }
            }
            default -> unsupported.add(at + "the expression " + text(e) + " is not applied (it counts as 0)");
        }
    }

    static String head(DesignValue form) {
        return form instanceof DesignList l && !l.getItems().isEmpty() && l.getItems().get(0) instanceof DesignSymbol s
                ? s.getName() : null;
    }

    static List<DesignValue> args(DesignValue form) {
        return form instanceof DesignList l && !l.getItems().isEmpty() ? l.getItems().subList(1, l.getItems().size())
                : List.of();
    }

    /** @return a value written as GDL, for messages */
    static String text(DesignValue v) {
        return switch (v) {
            case null -> "()";
            case DesignNumber n -> Integer.toString(n.getValue());
            case DesignText t -> "\"" + t.getText() + "\"";
            case DesignSymbol s -> s.getName();
            case DesignTypeReference r -> r.getType() instanceof Identified i ? i.getId() : "?";
            case DesignList l -> {
                List<String> parts = new ArrayList<>();
                for (DesignValue i : l.getItems()) {
                    parts.add(text(i));
                }
                yield "(" + String.join(" ", parts) + ")";
            }
            default -> "?";
        };
    }
}
