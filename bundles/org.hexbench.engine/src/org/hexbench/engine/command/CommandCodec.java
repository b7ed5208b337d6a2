package org.hexbench.engine.command;

import java.lang.reflect.RecordComponent;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The one-line text form of commands, e.g. {@code Move [12,13] 40} or {@code Build [infantry,archers]}: the name,
 * then the record components in order; lists in brackets, strings URL-encoded ({@code %} for the empty string).
 */
public final class CommandCodec {

    private static final Map<String, Class<?>> TYPES = new HashMap<>();

    static {
        for (Class<?> c : Command.class.getPermittedSubclasses()) {
            TYPES.put(c.getSimpleName(), c);
        }
    }

    private CommandCodec() {
    }

    /**
     * Encodes a command.
     *
     * @param command the command
     * @return its text form
     */
    public static String encode(Command command) {
        StringBuilder b = new StringBuilder(command.getClass().getSimpleName());
        try {
            for (RecordComponent c : command.getClass().getRecordComponents()) {
                b.append(' ');
                Object value = c.getAccessor().invoke(command);
                if (value instanceof List<?> list) {
                    b.append('[');
                    for (int i = 0; i < list.size(); i++) {
                        b.append(i == 0 ? "" : ",").append(text(list.get(i)));
                    }
                    b.append(']');
                } else {
                    b.append(text(value));
                }
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        return b.toString();
    }

    private static String text(Object value) {
        if (value instanceof String s) {
            return s.isEmpty() ? "%" : URLEncoder.encode(s, StandardCharsets.UTF_8);
        }
        return String.valueOf(value);
    }

    /**
     * Decodes a command.
     *
     * @param line a line written by {@link #encode(Command)}
     * @return the command
     * @throws IllegalArgumentException if the line is malformed
     */
    public static Command decode(String line) {
        String[] parts = line.strip().split(" ", -1);
        Class<?> type = TYPES.get(parts[0]);
        if (type == null) {
            throw new IllegalArgumentException("unknown command '" + parts[0] + "'");
        }
        RecordComponent[] components = type.getRecordComponents();
        if (parts.length - 1 != components.length) {
            throw new IllegalArgumentException(parts[0] + " needs " + components.length + " arguments");
        }
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        try {
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                String text = parts[i + 1];
                if (types[i] == int.class) {
                    args[i] = Integer.parseInt(text);
                } else if (types[i] == String.class) {
                    args[i] = text.equals("%") ? "" : URLDecoder.decode(text, StandardCharsets.UTF_8);
                } else {
                    boolean ints = components[i].getGenericType().getTypeName().contains("Integer");
                    if (!text.startsWith("[") || !text.endsWith("]")) {
                        throw new IllegalArgumentException("not a list: " + text);
                    }
                    List<Object> list = new ArrayList<>();
                    String inner = text.substring(1, text.length() - 1);
                    for (String item : inner.isEmpty() ? new String[0] : inner.split(",")) {
                        list.add(ints ? (Object) Integer.parseInt(item) : URLDecoder.decode(item, StandardCharsets.UTF_8));
                    }
                    args[i] = list;
                }
            }
            return (Command) type.getDeclaredConstructor(types).newInstance(args);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalArgumentException("malformed command '" + line + "': " + e.getMessage(), e);
        }
    }
}
