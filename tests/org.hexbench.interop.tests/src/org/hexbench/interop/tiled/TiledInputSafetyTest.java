package org.hexbench.interop.tiled;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.interop.ImportWarning;
import org.hexbench.interop.Imported;
import org.hexbench.interop.InteropException;
import org.hexbench.scenario.BoardShape;
import org.hexbench.testdata.SmallScenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad and hostile Tiled input: every refusal names the file and the line (XML) or JSON path, nothing outside the
 * map's folder is read, nothing is written, and a map that is only partly understood imports with warnings.
 */
class TiledInputSafetyTest {

    private static final String HEAD = "<?xml version=\"1.0\"?>\n";
    private static final String MAP = "<map orientation=\"orthogonal\" width=\"2\" height=\"1\" tilewidth=\"32\""
            + " tileheight=\"32\">\n";
    private static final String TILESET = " <tileset firstgid=\"1\" name=\"t\" tilecount=\"1\"><tile id=\"0\""
            + " type=\"grass\"/></tileset>\n";

    @TempDir
    Path folder;

    @Test
    void aDoctypeWithAnExternalEntityIsRefusedAndNothingIsRead() throws Exception {
        Path secret = folder.resolve("secret.txt");
        Files.writeString(secret, "do not read");
        Path map = write("xxe.tmx", HEAD + "<!DOCTYPE map [ <!ENTITY x SYSTEM \"" + secret.toUri() + "\"> ]>\n" + MAP
                + TILESET + " <layer name=\"&x;\"><data encoding=\"csv\">1,1</data></layer>\n</map>\n");
        InteropException e = assertThrows(InteropException.class, () -> TiledImport.read(map));
        assertEquals("xxe.tmx:2", e.where());
        assertTrue(e.detail().contains("DOCTYPE"), e.getMessage());
    }

    @Test
    void tilesetsOutsideTheMapsFolderAreRefused() throws Exception {
        Path inner = Files.createDirectories(folder.resolve("maps"));
        Files.writeString(folder.resolve("outside.tsx"), "<tileset name=\"o\" tilecount=\"1\"/>");
        for (String source : List.of("../outside.tsx", folder.resolve("outside.tsx").toString(), "sub/../../outside.tsx")) {
            Path map = Files.writeString(inner.resolve("escape.tmx"), HEAD + MAP + " <tileset firstgid=\"1\" source=\""
                    + source + "\"/>\n <layer name=\"g\"><data encoding=\"csv\">1,1</data></layer>\n</map>\n");
            InteropException e = assertThrows(InteropException.class, () -> TiledImport.read(map), source);
            assertEquals("escape.tmx:3", e.where(), source);
            assertTrue(e.detail().contains("map's folder"), e.getMessage());
        }
        Path json = Files.writeString(inner.resolve("escape.tmj"), "{\"width\":2,\"height\":1,\"tilewidth\":32,"
                + "\"tileheight\":32,\"orientation\":\"orthogonal\",\"tilesets\":[{\"firstgid\":1,\"source\":"
                + "\"../outside.tsx\"}],\"layers\":[]}");
        InteropException e = assertThrows(InteropException.class, () -> TiledImport.read(json));
        assertEquals("escape.tmj $.tilesets[0]", e.where());
    }

    @Test
    void zstdLayerDataIsNotSupportedAndSaysWhatToDo() throws Exception {
        Path map = write("zstd.tmx", HEAD + MAP + TILESET + " <layer name=\"g\">\n  <data encoding=\"base64\""
                + " compression=\"zstd\">KLUv/QAAAAAAAAAA</data>\n </layer>\n</map>\n");
        InteropException e = assertThrows(InteropException.class, () -> TiledImport.read(map));
        assertEquals("zstd.tmx:5", e.where());
        assertTrue(e.detail().contains("zstd") && e.detail().contains("not support"), e.getMessage());
    }

    @Test
    void malformedFilesNameFileAndLine() throws Exception {
        Path unclosed = write("unclosed.tmx", HEAD + MAP + TILESET + " <layer name=\"g\">\n  <data encoding=\"csv\">1,1"
                + "\n </layer>\n</map>\n");
        InteropException xml = assertThrows(InteropException.class, () -> TiledImport.read(unclosed));
        assertEquals("unclosed.tmx:6", xml.where());
        Path shortData = write("short.tmx", HEAD + MAP + TILESET + " <layer name=\"g\">\n  <data encoding=\"csv\">1"
                + "</data>\n </layer>\n</map>\n");
        InteropException csv = assertThrows(InteropException.class, () -> TiledImport.read(shortData));
        assertEquals("short.tmx:5", csv.where());
        assertTrue(csv.detail().contains("1 tiles") && csv.detail().contains("2 cells"), csv.getMessage());
        Path badJson = write("bad.tmj", "{\"width\": 2,\n \"height\": 1,\n \"layers\": [ }\n");
        InteropException json = assertThrows(InteropException.class, () -> TiledImport.read(badJson));
        assertTrue(json.getMessage().startsWith("bad.tmj: is not well-formed JSON") && json.getMessage()
                .contains("line 3"), json.getMessage());
        Path badGid = write("gid.tmj", "{\"width\":2,\"height\":1,\"tilewidth\":32,\"tileheight\":32,\"orientation\":"
                + "\"orthogonal\",\"tilesets\":[],\"layers\":[{\"type\":\"tilelayer\",\"name\":\"g\",\"data\":[1,\"x\"]}]}");
        InteropException gid = assertThrows(InteropException.class, () -> TiledImport.read(badGid));
        assertEquals("gid.tmj $.layers[0].data[1]", gid.where());
        Path infinite = write("infinite.tmx", HEAD + "<map orientation=\"orthogonal\" width=\"2\" height=\"1\""
                + " tilewidth=\"32\" tileheight=\"32\" infinite=\"1\">\n</map>\n");
        assertTrue(assertThrows(InteropException.class, () -> TiledImport.read(infinite)).detail()
                .contains("infinite"));
        Path isometric = write("iso.tmx", HEAD + "<map orientation=\"isometric\" width=\"2\" height=\"1\""
                + " tilewidth=\"32\" tileheight=\"16\">\n</map>\n");
        assertTrue(assertThrows(InteropException.class, () -> TiledImport.read(isometric)).detail()
                .contains("isometric"));
    }

    @Test
    void unknownTilesAreWarningsWithFileLineAndCell() throws Exception {
        Path map = write("unknown.tmx", HEAD + MAP + TILESET + " <layer name=\"g\">\n  <data encoding=\"csv\">1,7"
                + "</data>\n </layer>\n</map>\n");
        Imported imported = TiledImport.read(map);
        assertEquals(List.of(new ImportWarning("unknown.tmx:5", "layer 'g' cell (1, 0) uses tile GID 7, which no"
                + " tileset holds; such cells are treated as empty")), imported.warnings());
        assertEquals(List.of("(0, 0) grass | | ", "(1, 0) empty | | "), MapDescription.sites(imported.scenario()));
    }

    @Test
    void aHexagonBoardIsNotExportedAndNothingIsWritten() throws Exception {
        SmallScenario small = SmallScenario.create(5, 2);
        small.map.setShape(BoardShape.HEXAGON);
        Path target = folder.resolve("board.tmx");
        InteropException e = assertThrows(InteropException.class, () -> TiledExport.write(small.scenario, target));
        assertTrue(e.detail().contains("hexagon-shaped board"), e.getMessage());
        assertTrue(Files.notExists(target));
        try (var files = Files.list(folder)) {
            assertEquals(List.of(), files.toList(), "no temporary file is left");
        }
    }

    private Path write(String name, String content) throws Exception {
        return Files.writeString(folder.resolve(name), content);
    }
}
