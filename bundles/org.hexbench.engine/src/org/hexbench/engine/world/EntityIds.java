package org.hexbench.engine.world;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * A faction's possessions of one category as entity ids, in the order they were gained: a growable array, so that a
 * copy of the world copies it with one array copy rather than one reference per entity.
 */
final class EntityIds {

    private int[] ids;
    private int size;

    EntityIds() {
        ids = WorldState.EMPTY_STACK;
    }

    EntityIds(EntityIds source) {
        ids = source.size == 0 ? WorldState.EMPTY_STACK : Arrays.copyOf(source.ids, source.size);
        size = source.size;
    }

    int size() {
        return size;
    }

    int get(int i) {
        return ids[i];
    }

    void add(int id) {
        if (size == ids.length) {
            ids = Arrays.copyOf(ids, Math.max(4, size * 2));
        }
        ids[size++] = id;
    }

    void remove(int id) {
        for (int i = 0; i < size; i++) {
            if (ids[i] == id) {
                System.arraycopy(ids, i + 1, ids, i, size - i - 1);
                size--;
                return;
            }
        }
    }

    void set(EntityIds other) {
        ids = Arrays.copyOf(other.ids, other.ids.length);
        size = other.size;
    }

    /**
     * @param world the world the ids are of
     * @return the entities, as they are in the world when read (an unmodifiable live view)
     */
    List<Entity> entities(WorldState world) {
        return new View(world);
    }

    /** The entities of these ids, read through their world. */
    private final class View extends AbstractList<Entity> implements RandomAccess {

        private final WorldState world;

        View(WorldState world) {
            this.world = world;
        }

        @Override
        public Entity get(int i) {
            if (i >= size) {
                throw new IndexOutOfBoundsException(i);
            }
            return world.entity(ids[i]);
        }

        @Override
        public int size() {
            return size;
        }
    }
}
