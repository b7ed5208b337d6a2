package org.hexbench.rules.interpreter;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.interpreter.Code.Action;
import org.hexbench.rules.interpreter.Code.BoolCode;
import org.hexbench.rules.interpreter.Code.IntCode;
import org.hexbench.rules.interpreter.Code.SetCode;
import org.hexbench.rules.notation.Percent;

/**
 * Executable rules, produced by {@link RuleCompiler}. For each hook kind the hooks are tried in file order;
 * the first whose class filter and guard accept the bindings runs. When none does, the {@code evaluate} methods
 * answer empty and {@link #run} answers {@code false}, so the engine falls back to its default rules. Every call
 * has its own step budget and throws {@link RuleError} when it is exhausted. An instance serves one game at a time
 * (it counts the hooks running inside one another).
 */
public final class CompiledRules {

    /**
     * The most effect hooks that may run inside one another: an effect of one hook may set off another (a
     * {@code damage} in {@code on attack} runs {@code on death}, whose {@code place} may set off {@code on capture} ...);
     * rules that set one another off without end stop here with a {@link RuleError} naming the innermost hook.
     */
    public static final int HOOK_NESTING_LIMIT = 64;

    private final Map<HookKind, CompiledHook[]> hooks = new EnumMap<>(HookKind.class);
    private int nesting;
    private final List<CompiledEvent> events;
    private final int stepBudget;
    private final String fileName;

    CompiledRules(Map<HookKind, List<CompiledHook>> hooks, List<CompiledEvent> events, int stepBudget, String fileName) {
        this.fileName = fileName;
        hooks.forEach((kind, list) -> this.hooks.put(kind, list.toArray(CompiledHook[]::new)));
        this.events = List.copyOf(events);
        this.stepBudget = stepBudget;
    }

    /** Another instance of the same compiled rules: the hooks and events are shared, the nesting count is not. */
    private CompiledRules(CompiledRules source) {
        this.hooks.putAll(source.hooks);
        this.events = source.events;
        this.stepBudget = source.stepBudget;
        this.fileName = source.fileName;
    }

    /**
     * Gives the same rules for another game played at the same time (on another thread): the compiled hooks and
     * events never change after compiling and are shared; only the count of hooks running inside one another is the
     * instance's own.
     *
     * @return a new instance that runs exactly these hooks
     */
    public CompiledRules forAnotherGame() {
        return new CompiledRules(this);
    }

    /**
     * @param kind a hook kind
     * @return whether the rules have at least one hook of the kind
     */
    public boolean handles(HookKind kind) {
        return hooks.containsKey(kind);
    }

    /** @return the steps one hook evaluation may take */
    public int stepBudget() {
        return stepBudget;
    }

    /** @return the names of the random events, in file order */
    public List<String> eventNames() {
        return events.stream().map(CompiledEvent::name).toList();
    }

    /** A hook chosen for a call, with its frame. */
    private record Selected(CompiledHook hook, Frame frame) {
    }

    private Selected select(HookKind kind, Bindings bindings, RuleWorld world, RandomSource random, Class<?> expected) {
        CompiledHook[] candidates = hooks.get(kind);
        if (candidates == null) {
            return null;
        }
        for (CompiledHook hook : candidates) {
            if (!expected.isInstance(hook.body)) {
                throw new IllegalArgumentException("'on " + kind.text() + "' does not give a " + expected.getSimpleName());
            }
            Frame frame = new Frame(new Run(world, random, bindings, hook.name, stepBudget, fileName), hook.ints, hook.objects);
            if (hook.applies(frame)) {
                return new Selected(hook, frame);
            }
        }
        return null;
    }

    /**
     * Evaluates a hook that gives an int, unit, site, faction or class (step cost, damage, select defender ...).
     *
     * @param kind the hook kind
     * @param bindings the role values
     * @param world the world
     * @param random the random source
     * @return the value, or empty if no hook applies
     */
    public OptionalInt evaluateInt(HookKind kind, Bindings bindings, RuleWorld world, RandomSource random) {
        Selected selected = select(kind, bindings, world, random, IntCode.class);
        return selected == null ? OptionalInt.empty() : OptionalInt.of(((IntCode) selected.hook().body).eval(selected.frame()));
    }

    /**
     * Evaluates a hook that gives a bool (can step, can occupy, victory, defeat ...).
     *
     * @param kind the hook kind
     * @param bindings the role values
     * @param world the world
     * @param random the random source
     * @return the value, or empty if no hook applies
     */
    public Optional<Boolean> evaluateBool(HookKind kind, Bindings bindings, RuleWorld world, RandomSource random) {
        Selected selected = select(kind, bindings, world, random, BoolCode.class);
        return selected == null ? Optional.empty() : Optional.of(((BoolCode) selected.hook().body).eval(selected.frame()));
    }

    /**
     * Evaluates a hook that gives a set (move targets, place targets).
     *
     * @param kind the hook kind
     * @param bindings the role values
     * @param world the world
     * @param random the random source
     * @return the elements, or empty if no hook applies
     */
    public Optional<int[]> evaluateSet(HookKind kind, Bindings bindings, RuleWorld world, RandomSource random) {
        Selected selected = select(kind, bindings, world, random, SetCode.class);
        return selected == null ? Optional.empty() : Optional.of(((SetCode) selected.hook().body).eval(selected.frame()).clone());
    }

    /**
     * Runs an effect hook (move, attack, turn begin, death ...); its effects go to {@link RuleWorld#emit}, which may run
     * further hooks inside this one (at most {@link #HOOK_NESTING_LIMIT} deep).
     *
     * @param kind the hook kind
     * @param bindings the role values
     * @param world the world
     * @param random the random source
     * @return whether a hook applied (else the engine's default rule should run)
     */
    public boolean run(HookKind kind, Bindings bindings, RuleWorld world, RandomSource random) {
        Selected selected = select(kind, bindings, world, random, Action.class);
        if (selected == null) {
            return false;
        }
        if (nesting >= HOOK_NESTING_LIMIT) {
            throw new RuleError(fileName, selected.hook().name, selected.hook().line, "hooks set one another off without end"
                    + " (more than " + HOOK_NESTING_LIMIT + " hooks inside one another)");
        }
        nesting++;
        try {
            ((Action) selected.hook().body).run(selected.frame());
        } finally {
            nesting--;
        }
        return true;
    }

    /**
     * Checks every random event once, independently and in file order, and runs those that occur (HexTC2 rules, COMP202
     * Winter 2005 Assignment 6: zero, one or more events each turn, each with its own probability).
     *
     * @param bindings the role values (the active faction)
     * @param world the world
     * @param random the random source
     * @return the names of the events that occurred
     */
    public List<String> runEvents(Bindings bindings, RuleWorld world, RandomSource random) {
        List<String> occurred = new ArrayList<>();
        for (CompiledEvent event : events) {
            if (random.nextInt(Percent.CERTAIN) < event.partsPerMillion()) {
                occurred.add(event.name());
                Frame frame = new Frame(new Run(world, random, bindings, "event " + event.name(), stepBudget, fileName), event.ints(), event.objects());
                event.body().run(frame);
            }
        }
        return occurred;
    }
}
