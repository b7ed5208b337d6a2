package org.hexbench.rules.interpreter;

import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.interpreter.Code.BoolCode;

/**
 * One compiled hook: its class filter (by class index), guard, and body (an {@link Code.Action} for effect hooks, a
 * value code otherwise).
 */
final class CompiledHook {

    final HookKind kind;
    final String name;
    private final boolean[] filter;
    private final BoolCode guard;
    final Object body;
    final int ints;
    final int objects;
    final int line;

    CompiledHook(HookKind kind, String name, boolean[] filter, BoolCode guard, Object body, int ints, int objects, int line) {
        this.kind = kind;
        this.name = name;
        this.filter = filter;
        this.guard = guard;
        this.body = body;
        this.ints = ints;
        this.objects = objects;
        this.line = line;
    }

    /**
     * @param frame a fresh frame for this hook
     * @return whether the filter and guard accept the bindings
     */
    boolean applies(Frame frame) {
        if (filter != null) {
            Role role = kind.filtered();
            int value = frame.run.bindings.get(role);
            int c = role == Role.CLASS ? value : value < 0 ? -1 : frame.run.world.classOf(value);
            if (c < 0 || c >= filter.length || !filter[c]) {
                return false;
            }
        }
        return guard == null || guard.eval(frame);
    }
}
