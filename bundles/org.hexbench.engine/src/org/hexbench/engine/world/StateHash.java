package org.hexbench.engine.world;

import java.nio.charset.StandardCharsets;

/**
 * A stable 64-bit FNV-1a hash of the world state for replay checks: the same state gives the same hash on every
 * run and machine. It covers, in a fixed order, the turn, active faction, game-over flag and winner; every faction
 * (alive, resigned, instance count, resources, counters, modifiers); every site (owner and the ids of its unit,
 * terrain and effect stacks in stack order); and every entity in id order (class, display class, name, owner,
 * site, frame offset, abilities, variables and modifiers); under fog of war, every faction's view (the sites it
 * has seen, when, whether it sees them now and what it remembers there). Without fog of war there are no views and
 * the hash is what it always was. Derived values (attributes with modifiers, caches, who sees what now) are not
 * hashed.
 */
public final class StateHash {

    private static final long OFFSET = 0xcbf29ce484222325L;
    private static final long PRIME = 0x100000001b3L;

    private long hash = OFFSET;

    private StateHash() {
    }

    /**
     * Hashes a world state.
     *
     * @param w the state
     * @return the 64-bit hash
     */
    public static long of(WorldState w) {
        StateHash h = new StateHash();
        h.add(w.currentTurn).add(w.activeFaction).add(w.gameOver ? 1 : 0).add(w.winningFaction);
        for (int f = 0; f < w.factionCount(); f++) {
            Faction faction = w.faction(f);
            h.add(faction.alive ? 1 : 0).add(faction.resigned ? 1 : 0).add(faction.instanceCount);
            h.variables(faction.defined, faction.initial, faction.value).add(faction.modifiers);
        }
        for (int s = 0; s < w.siteCount(); s++) {
            h.add(w.siteOwners[s]);
            h.stack(w.unitStacks[s]).stack(w.terrainStacks[s]).stack(w.effectStacks[s]);
        }
        h.add(w.nextEntityId());
        for (int id = 0; id < w.nextEntityId(); id++) {
            EntityState e = w.states[id];
            if (e == null) {
                h.add(-1);
                continue;
            }
            h.add(id).add(e.classIndex).add(e.displayClass).add(e.name).add(e.owner).add(e.site)
                    .add(e.frameOffset).add(e.canAttack ? 1 : 0).add(e.canMove ? 1 : 0);
            h.variables(e.defined, e.initial, e.value).add(e.modifiers);
        }
        if (w.vision() != null) {
            for (int f = 0; f < w.factionCount(); f++) {
                w.vision().view(f).hash(h::add);
            }
        }
        return h.hash;
    }

    /**
     * Formats a hash as 16 lower-case hex digits.
     *
     * @param hash a hash
     * @return the hex text
     */
    public static String hex(long hash) {
        return String.format("%016x", hash);
    }

    private StateHash stack(int[] stack) {
        add(stack.length);
        for (int id : stack) {
            add(id);
        }
        return this;
    }

    private StateHash variables(boolean[] defined, int[] initial, int[] value) {
        for (int v = 0; v < defined.length; v++) {
            if (defined[v]) {
                add(v).add(initial[v]).add(value[v]);
            } else {
                add(-1);
            }
        }
        return this;
    }

    private StateHash add(int[] values) {
        for (int v : values) {
            add(v);
        }
        return this;
    }

    private StateHash add(String s) {
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        add(bytes.length);
        for (byte b : bytes) {
            hash = (hash ^ (b & 0xff)) * PRIME;
        }
        return this;
    }

    private StateHash add(int value) {
        for (int shift = 0; shift < 32; shift += 8) {
            hash = (hash ^ ((value >>> shift) & 0xff)) * PRIME;
        }
        return this;
    }
}
