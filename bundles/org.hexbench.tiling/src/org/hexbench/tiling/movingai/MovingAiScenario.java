package org.hexbench.tiling.movingai;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads Moving AI {@code .map.scen} files: a {@code version 1} header, then one problem per
 * line, tab- or space-separated: {@code bucket map width height startX startY goalX goalY
 * optimalLength}.
 */
public final class MovingAiScenario {

    private MovingAiScenario() {
    }

    /**
     * Reads a scenario file.
     *
     * @param file the {@code .map.scen} file
     * @return the problems, in file order
     * @throws MovingAiFormatException with file and line if the content is malformed
     * @throws IOException if the file cannot be read
     */
    public static List<MovingAiProblem> read(Path file) throws IOException {
        return parse(file.toString(), Files.readAllLines(file, StandardCharsets.ISO_8859_1));
    }

    /**
     * Parses the lines of a scenario file.
     *
     * @param source the file name for messages
     * @param lines the lines
     * @return the problems
     * @throws MovingAiFormatException with the line number if the content is malformed
     */
    public static List<MovingAiProblem> parse(String source, List<String> lines) throws MovingAiFormatException {
        if (lines.isEmpty() || !lines.get(0).trim().matches("version\\s+1(\\.0)?")) {
            throw new MovingAiFormatException(source, 1, "expected 'version 1' header");
        }
        List<MovingAiProblem> problems = new ArrayList<>(lines.size());
        for (int i = 1; i < lines.size(); i++) {
            String text = lines.get(i).trim();
            if (text.isEmpty()) {
                continue;
            }
            String[] f = text.split("\\s+");
            if (f.length != 9) {
                throw new MovingAiFormatException(source, i + 1, "expected 9 fields, found " + f.length);
            }
            try {
                problems.add(new MovingAiProblem(i + 1, Integer.parseInt(f[0]), f[1],
                        Integer.parseInt(f[2]), Integer.parseInt(f[3]), Integer.parseInt(f[4]),
                        Integer.parseInt(f[5]), Integer.parseInt(f[6]), Integer.parseInt(f[7]),
                        Double.parseDouble(f[8]), decimals(f[8])));
            } catch (NumberFormatException e) {
                throw new MovingAiFormatException(source, i + 1, "bad number: " + e.getMessage());
            }
        }
        return problems;
    }

    private static int decimals(String number) {
        int dot = number.indexOf('.');
        return dot < 0 ? 0 : number.length() - dot - 1;
    }
}
