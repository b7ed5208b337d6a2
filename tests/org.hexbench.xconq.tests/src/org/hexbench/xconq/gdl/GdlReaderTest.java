package org.hexbench.xconq.gdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.hexbench.xconq.gdl.Gdl.GdlDice;
import org.hexbench.xconq.gdl.Gdl.GdlList;
import org.hexbench.xconq.gdl.Gdl.GdlNumber;
import org.hexbench.xconq.gdl.Gdl.GdlString;
import org.hexbench.xconq.gdl.Gdl.GdlSymbol;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The GDL reader against the GDL reference's Lexical Elements: every kind of token, its examples, ISO-8859-1 text,
 * both line ends, and bad input that must end in a diagnostic with its position, never an exception or a hang.
 */
class GdlReaderTest {

    @TempDir
    Path folder;

    private final Diagnostics diagnostics = new Diagnostics();

    private List<Gdl> read(String text) {
        return GdlReader.read("m.g", text.getBytes(StandardCharsets.ISO_8859_1), diagnostics);
    }

    private Gdl one(String text) {
        List<Gdl> forms = read(text);
        assertEquals(1, forms.size(), text);
        return forms.get(0);
    }

    @Test
    void numbersAreIntegersAndNumbersWithAPointAreHundredths() {
        assertEquals(42, ((GdlNumber) one("42")).value());
        assertEquals(-7, ((GdlNumber) one("-7")).value());
        assertEquals(3, ((GdlNumber) one("+3")).value());
        assertEquals(50, ((GdlNumber) one("50%")).value(), "a trailing % is dropped");
        assertEquals(9900, ((GdlNumber) one("99.00")).value(), "99.00 means 9900");
        assertEquals(150, ((GdlNumber) one("1.5")).value());
        assertEquals(50, ((GdlNumber) one(".5")).value());
        assertEquals(-25, ((GdlNumber) one("-0.25")).value());
        assertEquals(1025, ((GdlNumber) one("10.25%")).value());
        assertTrue(diagnostics.all().isEmpty(), diagnostics.all().toString());
        assertEquals(123, ((GdlNumber) one("1.234")).value(), "digits past the second decimal are dropped");
        assertEquals(1, diagnostics.warnings().size());
    }

    @Test
    void diceSpecsKeepTheirDiceFacesAndAddition() {
        GdlDice d = (GdlDice) one("3d6+3");
        assertEquals(List.of(3, 6, 3), List.of(d.count(), d.sides(), d.offset()));
        d = (GdlDice) one("1d4");
        assertEquals(List.of(1, 4, 0), List.of(d.count(), d.sides(), d.offset()));
        assertTrue(diagnostics.all().isEmpty());
        d = (GdlDice) one("2d6-1");
        assertEquals(-1, d.offset(), "kept as written");
        assertEquals(1, diagnostics.warnings().size(), "the reference adds 0 to 127");
        one("9d20");
        assertEquals(2, diagnostics.warnings().size(), "outside the reference's 0..7 dice of 0..15 faces");
    }

    @Test
    void stringsSymbolsListsAndQuotes() {
        assertEquals("a \"quoted\" string", ((GdlString) one("\"a \\\"quoted\\\" string\"")).value());
        assertEquals("\u00e9!", ((GdlString) one("\"\\351\\041\"")).value(), "backslash and octal digits");
        assertEquals("foo bar", ((GdlSymbol) one("|foo bar|")).name());
        assertEquals("u*", ((GdlSymbol) one("u*")).name());
        assertTrue(((GdlList) one("nil")).isEmpty());
        assertTrue(((GdlList) one("()")).isEmpty());
        GdlList quoted = (GdlList) one("'(a b)");
        assertEquals("(quote (a b))", quoted.text());
        assertEquals("(quote x)", one("`x").text());
        assertEquals("(a (b 1 \"c\") ())", one("(a (b 1 \"c\") nil)").text());
    }

    @Test
    void commentsAreWhitespaceAndBlockCommentsNest() {
        assertEquals("(a e)", one("(a#|bcd|#e)").text(), "GDL reference, Lexical Elements");
        assertEquals("(a b)", one("(a #| x #| nested |# y |# b) ; rest of line").text());
        assertEquals("(# a)", one("(# a)").text(), "# by itself is a normal token");
        assertTrue(diagnostics.all().isEmpty());
    }

    @Test
    void textIsIso88591AndLinesEndWithLfOrCrLf() {
        byte[] bytes = "(a \"G\u00f6teborg\")\r\n  (b\r\n  )\n)".getBytes(StandardCharsets.ISO_8859_1);
        List<Gdl> forms = GdlReader.read("m.g", bytes, diagnostics);
        assertEquals("G\u00f6teborg", ((GdlString) ((GdlList) forms.get(0)).get(1)).value());
        assertEquals(new SourcePosition("m.g", 2, 3), forms.get(1).position(), "CR LF counts as one line end");
        assertEquals(1, diagnostics.warnings().size());
        assertEquals(new SourcePosition("m.g", 4, 1), diagnostics.warnings().get(0).position());
        assertEquals("m.g:4:1: warning: a closing parenthesis closes no list; it is ignored",
                diagnostics.warnings().get(0).toString());
    }

    @Test
    void aTruncatedFileIsAnErrorAtTheListItLeavesOpen() {
        List<Gdl> forms = read("(side 1 (name \"One\"))\n(unit-type tank\n  (hp-max 10)");
        assertEquals(1, forms.size(), "the complete form is read, the incomplete one left out");
        assertEquals(List.of("m.g:2:1: error: the list opened here is not closed before the end of the file; the"
                + " file may be truncated"), diagnostics.all().stream().map(Diagnostic::toString).toList());
    }

    @Test
    void unclosedStringsSymbolsAndCommentsAreErrorsWhereTheyBegin() {
        read("(a \"never closed");
        read("(b |never closed");
        read("(c #| never closed");
        List<String> texts = diagnostics.errors().stream().map(Diagnostic::toString).toList();
        assertTrue(texts.contains("m.g:1:4: error: the string begun here is not closed with \" before the end of"
                + " the file"), texts.toString());
        assertTrue(texts.contains("m.g:1:4: error: the symbol begun here is not closed with | before the end of"
                + " the file"), texts.toString());
        assertTrue(texts.contains("m.g:1:4: error: the comment opened here with #| is not closed with |# before"
                + " the end of the file"), texts.toString());
    }

    @Test
    void deepNestingIsAnErrorNotAStackOverflow() {
        String deep = "(".repeat(100_000) + ")".repeat(100_000);
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> read(deep));
        assertEquals(1, diagnostics.errors().size());
        assertEquals(new SourcePosition("m.g", 1, GdlReader.MAX_DEPTH + 1), diagnostics.errors().get(0).position());
    }

    @Test
    void aFileOverTheLimitIsRefusedWithoutReadingIt() throws Exception {
        Path big = folder.resolve("big.g");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(50L * 1024 * 1024);
        }
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> GdlReader.read(big, "big.g", diagnostics));
        assertEquals(List.of("big.g:1:1: error: the file has 52428800 bytes; GDL modules of more than 16777216"
                + " bytes are not read"), diagnostics.all().stream().map(Diagnostic::toString).toList());
    }

    @Test
    void randomBytesEndInDiagnosticsQuickly() {
        byte[] noise = new byte[8 * 1024 * 1024];
        new Random(4).nextBytes(noise);
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> GdlReader.read("noise.g", noise, diagnostics));
        assertFalse(diagnostics.all().isEmpty());
        assertTrue(diagnostics.all().size() <= Diagnostics.LIMIT + 1, "diagnostics are capped");
    }
}
