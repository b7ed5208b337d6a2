package org.hexbench.engine.world;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The canonical text form of instructions, one line each: the instruction name followed by its components in
 * declaration order, separated by single spaces. Ints are decimal, booleans {@code true}/{@code false}, int arrays
 * comma-separated in brackets, strings URL-encoded ({@code ~} stands for {@code null}). The form is stable because
 * it is derived from the record components, which are part of the save format.
 */
public final class InstructionCodec {

    private static final Map<String, Class<?>> TYPES = new TreeMap<>();

    static {
        collect(Instruction.class);
    }

    /** Walks the sealed hierarchy down to the instruction records (events are grouped below {@link EventInstruction}). */
    private static void collect(Class<?> type) {
        if (type.isRecord()) {
            TYPES.put(type.getSimpleName(), type);
            return;
        }
        for (Class<?> c : type.getPermittedSubclasses()) {
            collect(c);
        }
    }

    /**
     * Returns every instruction record type, the vocabulary of the save format (Hexkit Table 7).
     *
     * @return the record classes sorted by simple name
     */
    public static List<Class<?>> kinds() {
        return List.copyOf(TYPES.values());
    }

    private InstructionCodec() {
    }

    /**
     * Encodes an instruction.
     *
     * @param instruction the instruction
     * @return one line of text without line break
     */
    public static String encode(Instruction instruction) {
        StringBuilder b = new StringBuilder(instruction.getClass().getSimpleName());
        try {
            for (RecordComponent c : instruction.getClass().getRecordComponents()) {
                b.append(' ');
                Object value = c.getAccessor().invoke(instruction);
                if (value instanceof int[] array) {
                    b.append('[');
                    for (int i = 0; i < array.length; i++) {
                        b.append(i == 0 ? "" : ",").append(array[i]);
                    }
                    b.append(']');
                } else if (value instanceof String s) {
                    b.append(s.isEmpty() ? "%" : URLEncoder.encode(s, StandardCharsets.UTF_8));
                } else if (value == null) {
                    b.append('~');
                } else {
                    b.append(value);
                }
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        return b.toString();
    }

    /**
     * Decodes one line.
     *
     * @param line a line written by {@link #encode(Instruction)}
     * @return the instruction
     * @throws IllegalArgumentException if the line is not a well-formed instruction
     */
    public static Instruction decode(String line) {
        String[] parts = line.strip().split(" ", -1);
        Class<?> type = TYPES.get(parts[0]);
        if (type == null) {
            throw new IllegalArgumentException("unknown instruction '" + parts[0] + "'");
        }
        RecordComponent[] components = type.getRecordComponents();
        if (parts.length - 1 != components.length) {
            throw new IllegalArgumentException(parts[0] + " needs " + components.length + " arguments, found "
                    + (parts.length - 1));
        }
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            args[i] = parse(types[i], parts[i + 1], parts[0]);
        }
        try {
            Constructor<?> constructor = type.getDeclaredConstructor(types);
            return (Instruction) constructor.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException("cannot create " + parts[0] + ": " + e.getMessage(), e);
        }
    }

    private static Object parse(Class<?> type, String text, String name) {
        try {
            if (type == int.class) {
                return Integer.parseInt(text);
            }
            if (type == boolean.class) {
                if (!text.equals("true") && !text.equals("false")) {
                    throw new IllegalArgumentException("not a boolean");
                }
                return Boolean.parseBoolean(text);
            }
            if (type == int[].class) {
                if (!text.startsWith("[") || !text.endsWith("]")) {
                    throw new IllegalArgumentException("not a site list");
                }
                String inner = text.substring(1, text.length() - 1);
                if (inner.isEmpty()) {
                    return new int[0];
                }
                String[] items = inner.split(",");
                int[] result = new int[items.length];
                for (int i = 0; i < items.length; i++) {
                    result[i] = Integer.parseInt(items[i]);
                }
                return result;
            }
            if (text.equals("~")) {
                return null;
            }
            return text.equals("%") ? "" : URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + ": bad argument '" + text + "' (" + e.getMessage() + ")", e);
        }
    }
}
