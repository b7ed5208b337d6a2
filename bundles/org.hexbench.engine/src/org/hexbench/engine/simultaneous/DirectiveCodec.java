package org.hexbench.engine.simultaneous;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.engine.simultaneous.Directive;

/**
 * The text form of a simultaneous turn's directives (the Tiling Module design note's Directive), which a
 * resolution's history entry carries ({@code Resolve <directives>}), so a saved, rerun or restarted game resolves
 * every turn again from the same orders: directives separated by {@code ;}, each {@code player unit KIND target}
 * with the player id URL-encoded.
 */
public final class DirectiveCodec {

    private DirectiveCodec() {
    }

    /**
     * @param directives the directives of one turn, in submission order
     * @return their text form (empty for none)
     */
    public static String encode(List<Directive> directives) {
        StringBuilder b = new StringBuilder();
        for (Directive d : directives) {
            b.append(b.isEmpty() ? "" : ";").append(URLEncoder.encode(d.player(), StandardCharsets.UTF_8)).append(' ')
                    .append(d.unit()).append(' ').append(d.kind()).append(' ').append(d.target());
        }
        return b.toString();
    }

    /**
     * @param text a text written by {@link #encode} (surrounding white space is ignored)
     * @return the directives
     * @throws IllegalArgumentException if the text is malformed
     */
    public static List<Directive> decode(String text) {
        List<Directive> result = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return result;
        }
        for (String item : text.split(";")) {
            String[] p = item.strip().split(" ");
            if (p.length != 4) {
                throw new IllegalArgumentException("malformed directive '" + item + "'");
            }
            try {
                result.add(new Directive(URLDecoder.decode(p[0], StandardCharsets.UTF_8), Integer.parseInt(p[1]),
                        Directive.Kind.valueOf(p[2]), Integer.parseInt(p[3])));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("malformed directive '" + item.strip() + "'", e);
            }
        }
        return result;
    }
}
