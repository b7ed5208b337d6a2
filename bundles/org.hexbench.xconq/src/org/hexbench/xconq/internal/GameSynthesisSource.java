package org.hexbench.xconq.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hexbench.xconq.game.GameTable;
import org.hexbench.xconq.game.XconqGame;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.TypeKind;

/** The synthesis settings of a loaded Xconq game (the import's source). */
public final class GameSynthesisSource implements SynthesisSource {

    private final XconqGame game;

    /**
     * @param game the game
     */
    public GameSynthesisSource(XconqGame game) {
        this.game = game;
    }

    @Override
    public int terrainCount() {
        return game.types(TypeKind.TERRAIN).size();
    }

    @Override
    public int unitCount() {
        return game.types(TypeKind.UNIT).size();
    }

    /** A number, a type as its index, a symbol constant or terrain type's name as its value. */
    private Optional<Integer> number(Optional<Gdl> value) {
        if (value.isEmpty()) {
            return Optional.empty();
        }
        return switch (value.get()) {
            case Gdl.GdlNumber n -> Optional.of(n.value());
            case Gdl.GdlType t -> Optional.of(t.index());
            case Gdl.GdlSymbol s -> CONSTANTS.containsKey(s.name()) ? Optional.of(CONSTANTS.get(s.name()))
                    : game.type(TypeKind.TERRAIN, s.name()).map(t -> t.index());
            default -> Optional.empty();
        };
    }

    @Override
    public Optional<Integer> global(String name) {
        return number(game.globals().value(name));
    }

    @Override
    public Optional<Integer> terrain(int terrain, String name) {
        return number(game.types(TypeKind.TERRAIN).get(terrain).properties().value(name));
    }

    @Override
    public Optional<Integer> unit(int unit, String name) {
        return number(game.types(TypeKind.UNIT).get(unit).properties().value(name));
    }

    @Override
    public Optional<Integer> table(String name, int row, int column) {
        GameTable t = game.table(name).orElse(null);
        if (t == null || row >= t.rows() || column >= t.columns()) {
            return Optional.empty();
        }
        return t.value(row, column);
    }

    @Override
    public boolean isCell(int terrain) {
        return TerrainSynthesis.isCell(game.types(TypeKind.TERRAIN).get(terrain));
    }

    @Override
    public Optional<List<String>> methods() {
        Gdl value = game.globals().value("synthesis-methods").orElse(null);
        if (value == null) {
            return Optional.empty();
        }
        List<String> out = new ArrayList<>();
        collect(value, out);
        return Optional.of(out);
    }

    /** The method names of a list, a quoted list, or one symbol. */
    static void collect(Gdl value, List<String> out) {
        if (value instanceof Gdl.GdlList l) {
            if ("quote".equals(l.head()) && l.size() == 2) {
                collect(l.get(1), out);
                return;
            }
            for (Gdl item : l.items()) {
                if (item instanceof Gdl.GdlList q && "quote".equals(q.head())) {
                    collect(q, out);
                } else {
                    out.add(item.text());
                }
            }
        } else {
            out.add(value.text());
        }
    }
}
