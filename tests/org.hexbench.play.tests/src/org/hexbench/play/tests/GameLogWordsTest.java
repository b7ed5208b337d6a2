package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.world.Entity;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameText;
import org.hexbench.play.LogLine;
import org.hexbench.play.Reply;
import org.hexbench.play.Seat;
import org.junit.jupiter.api.Test;

/**
 * The message log and the command history speak the game's language (Hexkit User's Guide §2.8.4 Command Events: the
 * event view names units and sites as the map shows them): units by name and class, sites by their map coordinates
 * "(x, y)", never a bare site index ("site 148", "[390,391] 100") or an instruction count; those are the details.
 */
class GameLogWordsTest {

    /** A site index or entity-id list as the command text form writes them: "site 148", "[12,13]", "] 148". */
    private static final Pattern RAW = Pattern.compile("site \\d|\\[\\d|\\] \\d|instructions|state hash");
    private static final Pattern COORDINATES = Pattern.compile("\\(\\d+, \\d+\\)");

    @Test
    void fortyTurnsOfRiverfordReadInUnitNamesAndCoordinates() throws Exception {
        GameSession session = Sessions.start(Sessions.RIVERFORD, List.of(Seat.RANDOM, Seat.RANDOM), 5, 40);
        Sessions.await(session);
        List<LogLine> log = session.log();
        List<LogLine> moves = log.stream().filter(l -> l.text().startsWith("moved ")).toList();
        List<LogLine> attacks = log.stream().filter(l -> l.text().contains(" attacked ")).toList();
        assertFalse(moves.isEmpty(), "the random players moved");
        assertFalse(attacks.isEmpty(), "the random players attacked in forty turns");
        for (LogLine line : log) {
            assertFalse(RAW.matcher(line.text()).find(), "no site index or instruction count in: " + line);
        }
        // e.g. "moved Cavalry (12) from (3, 4) to (5, 4)": the class name and both coordinates
        LogLine move = moves.get(0);
        assertTrue(move.text().matches("moved .+ \\(\\d+\\) from \\(\\d+, \\d+\\) to \\(\\d+, \\d+\\)"), move.text());
        assertTrue(move.details().matches("Move \\[[\\d,]+\\] \\d+ \\(\\d+ instructions\\)"),
                "the text form and the program's size are the details: " + move.details());
        List<String> classes = session.read(g -> java.util.stream.IntStream.range(0, g.catalog().classCount())
                .mapToObj(g.catalog()::entityClass).filter(c -> c instanceof org.hexbench.scenario.UnitClass)
                .map(GameText::name).toList()).orElseThrow();
        for (LogLine attack : attacks) {
            assertTrue(COORDINATES.matcher(attack.text()).find(), attack.text());
            assertTrue(classes.stream().anyMatch(c -> attack.text().contains(c + " (")
                    || attack.text().contains(", " + c + ")")),
                    "an attack names the units by class " + classes + ": " + attack.text());
        }
        // the rules' combat reports name the site by its coordinates too
        assertTrue(log.stream().anyMatch(l -> l.text().startsWith("Attack on (")), "the attack reports");
        // the command history: one text per entry, in the same words
        List<String> words = session.commandWords();
        assertEquals(session.read(g -> g.history().size()).orElseThrow(), words.size());
        assertTrue(words.stream().noneMatch(w -> RAW.matcher(w).find()), words.toString());
    }

    @Test
    void aRejectedOrderSaysWhichUnitAndWhichSiteInWords() throws Exception {
        GameSession session = Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.RANDOM), 5, 10);
        Entity unit = session.read(g -> g.world().faction(0).units().stream().filter(Entity::isPlaced).findFirst()
                .orElseThrow()).orElseThrow();
        int far = session.read(g -> g.world().siteCount() - 1).orElseThrow();
        Reply reply = session.execute(new Move(List.of(unit.id()), far));
        assertFalse(reply.accepted());
        String where = session.read(g -> g.world().catalog().siteName(far)).orElseThrow();
        assertTrue(reply.message().startsWith(where + " is not a move target"), reply.message());
        LogLine rejected = session.log().get(session.log().size() - 1);
        assertEquals("rejected: moved " + unit.name() + " (" + unit.id() + ") from "
                + session.read(g -> g.world().catalog().siteName(unit.site())).orElseThrow() + " to " + where + ": "
                + reply.message(), rejected.text());
        assertFalse(RAW.matcher(rejected.text()).find(), rejected.text());

        Sessions.UnitMove move = Sessions.someMove(session, 0);
        Reply ok = session.execute(new Move(move.units(), move.target()));
        assertTrue(ok.accepted(), ok.message());
        assertFalse(RAW.matcher(ok.message()).find(), "the reply is in words: " + ok.message());
        assertTrue(ok.message().startsWith("House Rouge moved "), ok.message());
    }

    @Test
    void aSimultaneousResolutionReadsLegByLegInNamesAndCoordinates() throws Exception {
        GameSession session = Sessions.start(Sessions.CROSSING, List.of(Seat.HUMAN, Seat.HUMAN), 3, 10);
        for (int faction = 0; faction < 2; faction++) {
            Sessions.UnitMove move = Sessions.someMove(session, faction);
            Reply reply = session.execute(new Move(move.units(), move.target()));
            assertTrue(reply.accepted() && reply.message().startsWith("moved "), reply.message());
            assertTrue(session.endTurn().accepted());
        }
        List<String> legs = session.log().stream().filter(l -> l.source().equals("resolution")).map(LogLine::text)
                .toList();
        assertFalse(legs.isEmpty(), session.log().toString());
        assertTrue(legs.get(0).matches("leg 1: .+ \\(\\d+(, [^)]+)?\\) \\(\\d+, \\d+\\) → \\(\\d+, \\d+\\)"), legs.get(0));
        assertTrue(session.commandWords().stream().anyMatch(w -> w.matches("the turn resolves: turn 1: \\d+ directives?")),
                session.commandWords().toString());
        for (LogLine line : session.log()) {
            assertFalse(RAW.matcher(line.text()).find(), "no site index or instruction count in: " + line);
        }
    }
}
